import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MaxChars, NotNull, Required } from '../../../graphql/validation';
import type { Patch } from '../catalog/catalog.validation';
import type { Address } from './address.entity';

type AddressFields = Pick<
  Address,
  'firstName' | 'lastName' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country' | 'isDefault'
>;

@InputType({ description: 'A postal address. The first address of a customer becomes the default.' })
export class AddressInput implements Patch<AddressFields> {
  @Field({ description: 'Recipient’s first name; required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  firstName!: string;

  @Field({ description: 'Recipient’s last name; required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Phone number for the carrier, at most 50 characters.' })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;

  @Field({ description: 'Street and number; required, at most 200 characters.' })
  @Required()
  @MaxChars(200)
  line1!: string;

  @Field(() => String, { nullable: true, description: 'Apartment, floor or building, at most 200 characters.' })
  @IsOptional()
  @MaxChars(200)
  line2?: string | null;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  city!: string;

  @Field(() => String, { nullable: true, description: 'State, county or region, at most 100 characters.' })
  @IsOptional()
  @MaxChars(100)
  state?: string | null;

  @Field({ description: 'Postal or ZIP code; required, at most 20 characters.' })
  @Required()
  @MaxChars(20)
  postalCode!: string;

  @Field({ description: 'Country name or ISO code as the customer writes it; required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  country!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Make this the default address (the previous one stops being it).',
  })
  isDefault?: boolean | null;
}

@InputType({ description: 'Changes to an address: absent fields keep their value, null clears an optional one.' })
export class UpdateAddressInput implements Patch<AddressFields> {
  @Field(() => String, {
    nullable: true,
    description: 'Recipient’s first name; may not be null or blank, at most 100 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(100)
  firstName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Recipient’s last name; may not be null or blank, at most 100 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(100)
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number, at most 50 characters; null clears it.' })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Street and number; may not be null or blank, at most 200 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(200)
  line1?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Apartment, floor or building, at most 200 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(200)
  line2?: string | null;

  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 100 characters.' })
  @NotNull()
  @Required()
  @MaxChars(100)
  city?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'State, county or region, at most 100 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(100)
  state?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Postal or ZIP code; may not be null or blank, at most 20 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(20)
  postalCode?: string | null;

  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 100 characters.' })
  @NotNull()
  @Required()
  @MaxChars(100)
  country?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true makes it the default; false is refused while it is the default (make another one default).',
  })
  @NotNull()
  isDefault?: boolean | null;
}
