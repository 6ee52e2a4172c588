import { MaxChars, Required } from '../../../graphql/validation';
import { Field, InputType, ObjectType } from 'type-graphql';
import { ApiKey } from './api-key.entity';

@InputType()
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, e.g. "payroll import job".' })
  @Required()
  @MaxChars(100)
  name!: string;
}

@ObjectType({ description: 'A new API key. `key` is shown now and never again.' })
export class CreatedApiKey {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field({ description: 'Use as the HTTP Basic password, with any username.' })
  key!: string;
}
