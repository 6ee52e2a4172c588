import type { RuleMap } from '../../../graphql/permissions';
import { accountingAccess } from '../shared/access';

const read = accountingAccess('attachmentsRead');
const write = accountingAccess('attachmentsWrite');

export const attachmentRules: RuleMap = {
  Query: { attachments: read, attachment: read, attachmentFile: read },
  Mutation: { createAttachment: write, uploadAttachment: write, updateAttachment: write, deleteAttachment: write },
};
