import { FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { Customer } from './customer.entity';

@Resolver(() => Customer)
export class CustomerResolver {
  @FieldResolver(() => ID)
  tenantId(@Root() customer: Customer): string {
    return customer.tenant.id;
  }
}
