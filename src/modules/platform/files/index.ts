import type { AppModule } from '../../module';
import { StoredFile } from './stored-file.entity';
import { StoredFileResolver } from './stored-file.resolver';
import { storedFileRules } from './stored-file.rules';

export const filesModule: AppModule = {
  name: 'platform/files',
  entities: [StoredFile],
  resolvers: [StoredFileResolver],
  rules: storedFileRules,
};
