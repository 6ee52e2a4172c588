import type { AppModule } from '../../module';
import {
  ArtefactStatus,
  AttachmentContextType,
  Currency,
  LedgerAccountClassification,
  TaxRate,
} from './reference.entity';
import { ReferenceDataResolver } from './reference.resolver';
import { referenceDataRoutes } from './reference.routes';
import { referenceDataRules } from './reference.rules';

/** Each business's reference data: artefact statuses, attachment context types, currencies, tax rates. */
export const referenceDataModule: AppModule = {
  name: 'accounting/reference-data',
  entities: [LedgerAccountClassification, ArtefactStatus, AttachmentContextType, Currency, TaxRate],
  resolvers: [ReferenceDataResolver],
  rules: referenceDataRules,
  routes: [referenceDataRoutes],
};
