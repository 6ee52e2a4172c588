import type { AppModule } from '../../module';
import { Customer } from './customer.entity';
import { CustomerResolver } from './customer.resolver';

export const customersModule: AppModule = {
  name: 'identity/customers',
  entities: [Customer],
  resolvers: [CustomerResolver],
};
