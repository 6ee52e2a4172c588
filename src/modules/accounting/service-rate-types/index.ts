import type { AppModule } from '../../module';
import { ServiceRateType } from './service-rate-type.entity';
import { ServiceRateTypeResolver } from './service-rate-type.resolver';
import { serviceRateTypeRoutes } from './service-rate-type.routes';
import { serviceRateTypeRules } from './service-rate-type.rules';

/** Service rate types: each business starts with one active "Rate". */
export const serviceRateTypesModule: AppModule = {
  name: 'accounting/service-rate-types',
  entities: [ServiceRateType],
  resolvers: [ServiceRateTypeResolver],
  rules: serviceRateTypeRules,
  routes: [serviceRateTypeRoutes],
};
