import type { AppModule } from '../../module';
import { PaymentMapping } from './mapping.entity';
import { MappingResolver } from './mapping.resolver';
import { mappingRoutes } from './mapping.routes';
import { mappingRules } from './mapping.rules';

/** Saved payments CSV mappings of an employer, and the CSV template of ColumnBased ones. */
export const mappingsModule: AppModule = {
  name: 'payroll/mappings',
  entities: [PaymentMapping],
  resolvers: [MappingResolver],
  rules: mappingRules,
  routes: [mappingRoutes],
};
