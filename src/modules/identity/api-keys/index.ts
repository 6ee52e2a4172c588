import type { AppModule } from '../../module';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRules } from './api-key.rules';

export const apiKeysModule: AppModule = {
  name: 'identity/api-keys',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
  rules: apiKeyRules,
};
