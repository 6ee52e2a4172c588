import type { AppModule } from '../../module';
import { Attachment, AttachmentContent } from './attachment.entity';
import { AttachmentResolver } from './attachment.resolver';
import { attachmentRoutes } from './attachment.routes';
import { attachmentRules } from './attachment.rules';

/** Files attached to the business's records, their bytes kept in PostgreSQL. */
export const attachmentsModule: AppModule = {
  name: 'accounting/attachments',
  entities: [Attachment, AttachmentContent],
  resolvers: [AttachmentResolver],
  rules: attachmentRules,
  routes: [attachmentRoutes],
};
