import { IsEmail, IsOptional, Matches, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { HttpUrl, MaxChars, MaxDecimalPlaces, NotNull, Required } from '../../../graphql/validation';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../../graphql/paging';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../../shared/slug';
import { PASSWORD_MESSAGE, MIN_PASSWORD_LENGTH } from '../auth/password';
import { User } from '../users/user.entity';
import { AccountingCountry, AccountingPlan, BusinessType, Tenant, TenantSettings, TenantStatus } from './tenant.entity';

const EMAIL_MESSAGE = 'must be a valid e-mail address';
const COLOR_MESSAGE = 'must be a hex colour such as #3B82F6';

@InputType({ description: 'Store settings; on update, only the given ones change.' })
export class TenantSettingsInput implements Partial<TenantSettings> {
  @Field(() => String, {
    nullable: true,
    description: 'Name shown by the storefront, at most 200 characters; null falls back to the store’s name.',
  })
  @IsOptional()
  @MaxChars(200)
  storeName?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether shoppers without an account may order (`createOrder` with `guest`). May not be null.',
  })
  @NotNull()
  allowGuestCheckout?: boolean;

  @Field(() => Float, {
    nullable: true,
    description:
      'Flat shipping fee per order in the store’s currency, 0 to 1000000 with at most 2 decimals. May not be null.',
  })
  @NotNull()
  @MaxDecimalPlaces(2)
  @Min(0, { message: 'must be at least 0' })
  @Max(1_000_000, { message: 'must be at most 1000000' })
  shippingFee?: number;

  @Field(() => Float, { nullable: true, description: 'A fraction: 0.08 for 8%.' })
  @NotNull()
  @MaxDecimalPlaces(6)
  @Min(0, { message: 'must be between 0 and 1' })
  @Max(1, { message: 'must be between 0 and 1' })
  taxRate?: number;

  @Field(() => String, { nullable: true, description: 'Lower-case ISO 4217 code, e.g. usd.' })
  @NotNull()
  @Matches(/^[a-z]{3}$/, { message: 'must be a lower-case ISO 4217 code such as usd' })
  currency?: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Order subtotal from which shipping is free, 0 to 1000000; null: shipping is never free.',
  })
  @IsOptional()
  @MaxDecimalPlaces(2)
  @Min(0, { message: 'must be at least 0' })
  @Max(1_000_000, { message: 'must be at most 1000000' })
  freeShippingThreshold?: number | null;
}

/** The contact and branding fields shared by create and update. */
@InputType()
class TenantProfileInput {
  @Field(() => BusinessType, { nullable: true, description: 'What kind of business the store is. May not be null.' })
  @NotNull()
  businessType?: BusinessType;

  @Field(() => String, {
    nullable: true,
    description: 'Logo URL (http or https), at most 2048 characters; null clears it.',
  })
  @IsOptional()
  @HttpUrl()
  @MaxChars(2048)
  logo?: string | null;

  @Field(() => String, { nullable: true, description: 'Brand colour as #RRGGBB, e.g. #3B82F6; null clears it.' })
  @IsOptional()
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: COLOR_MESSAGE })
  primaryColor?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The store’s contact e-mail, at most 320 characters; null clears it.',
  })
  @IsOptional()
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxChars(320)
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The store’s contact phone, at most 50 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address, at most 500 characters; null clears it.' })
  @IsOptional()
  @MaxChars(500)
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 100 characters; null clears it.' })
  @IsOptional()
  @MaxChars(100)
  city?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'State, county or region, at most 100 characters; null clears it.',
  })
  @IsOptional()
  @MaxChars(100)
  state?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 100 characters; null clears it.' })
  @IsOptional()
  @MaxChars(100)
  country?: string | null;

  @Field(() => TenantSettingsInput, {
    nullable: true,
    description: 'Store settings; only the settings given change, the others keep their value (defaults on create).',
  })
  @IsOptional()
  @ValidateNested()
  settings?: TenantSettingsInput;

  @Field(() => AccountingPlan, { nullable: true, description: 'Super administrator only.' })
  @NotNull()
  accountingPlan?: AccountingPlan;

  @Field(() => AccountingCountry, { nullable: true, description: 'Super administrator only.' })
  @NotNull()
  accountingCountry?: AccountingCountry;
}

@InputType({ description: 'A new store and its first administrator.' })
export class CreateTenantInput extends TenantProfileInput {
  @Field({ description: 'The store’s name; required, at most 200 characters.' })
  @Required()
  @MaxChars(200)
  name!: string;

  @Field({ description: 'Lower-case letters, digits and hyphens; what callers send in X-Tenant-Slug.' })
  @MinLength(2, { message: 'must be at least 2 characters' })
  @MaxChars(100)
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  slug!: string;

  @Field({ description: 'Sign-in e-mail of the store’s first ADMIN; must not already be taken (409).' })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxChars(320)
  adminEmail!: string;

  @Field({ description: 'Password of the first ADMIN, at least 6 and at most 200 characters.' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_MESSAGE })
  @MaxChars(200)
  adminPassword!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  adminFirstName!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  adminLastName!: string;
}

@InputType({ description: 'Changes to a store: only the given fields change.' })
export class UpdateTenantInput extends TenantProfileInput {
  @Field(() => String, {
    nullable: true,
    description: 'The store’s name; may not be null or blank, at most 200 characters.',
  })
  @NotNull()
  @Required()
  @MaxChars(200)
  name?: string;

  @Field(() => TenantStatus, { nullable: true, description: 'Super administrator only.' })
  @NotNull()
  status?: TenantStatus;
}

/** Fields of UpdateTenantInput that only the super administrator may change. */
export const SUPER_ADMIN_TENANT_FIELDS = ['status', 'accountingPlan', 'accountingCountry'] as const;

@ObjectType({ description: 'What a storefront shows about its store (public).' })
export class TenantInfo {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => BusinessType)
  businessType!: BusinessType;

  @Field(() => String, { nullable: true })
  logo?: string | null;

  @Field(() => String, { nullable: true })
  primaryColor?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => TenantSettings)
  settings!: TenantSettings;
}

@ObjectType()
export class TenantPage extends Paginated(Tenant) {}

@ObjectType({ description: 'A created store and its first administrator.' })
export class CreateTenantPayload {
  @Field(() => Tenant)
  tenant!: Tenant;

  @Field(() => User)
  admin!: User;
}
