import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { MaxChars, NotNull, Required } from '../../../graphql/validation';
import { AccountingList, ListArgs } from '../shared/wire';
import { ServiceRateType } from './service-rate-type.entity';

@ObjectType('ServiceRateTypeList')
export class ServiceRateTypeList extends AccountingList(ServiceRateType) {}

@ArgsType()
export class ServiceRateTypeListArgs extends ListArgs {
  @Field(() => String, { nullable: true, description: 'Changed or created at or after this date-time (inclusive).' })
  updated_or_created_since?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only inactive (false) ones.' })
  active?: boolean | null;
}

@InputType('ServiceRateTypeInput', { description: 'A new service rate type (body key `service_rate_type`).' })
export class ServiceRateTypeInput {
  @Field({ description: 'Required, at most 255 characters.' })
  @Required()
  @MaxChars(255)
  name!: string;

  @Field(() => Boolean, { description: 'Whether the type can be used on new rates.' })
  active!: boolean;
}

@InputType('ServiceRateTypeUpdate', { description: 'Changes to a service rate type; absent fields keep their value.' })
export class ServiceRateTypeUpdate {
  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 255 characters.' })
  @NotNull()
  @Required()
  @MaxChars(255)
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the type can be used on new rates; may not be null.' })
  @NotNull()
  active?: boolean | null;
}
