import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import { ApiKey } from './api-key.entity';
import * as apiKeys from './api-key.service';
import { CreateApiKeyInput, CreatedApiKey } from './api-key.types';

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Query(() => [ApiKey], { description: 'The caller’s personal API keys (without their secrets).' })
  apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKey[]> {
    return apiKeys.listApiKeys(ctx);
  }

  @Mutation(() => CreatedApiKey, { description: 'Creates a personal API key for HTTP Basic; the key is shown once.' })
  createApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The key’s name.' }) input: CreateApiKeyInput,
  ): Promise<CreatedApiKey> {
    return apiKeys.createApiKey(ctx, input);
  }

  @Mutation(() => ApiKey, { description: 'Revokes one of the caller’s API keys.' })
  revokeApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The key’s id; another user’s key answers not found.' }) id: string,
  ): Promise<ApiKey> {
    return apiKeys.revokeApiKey(ctx, id);
  }
}
