import { IsEmail, IsNotEmpty, IsOptional, MinLength } from 'class-validator';
import { MaxChars, Required } from '../../../graphql/validation';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Customer } from '../customers/customer.entity';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE } from './password';

const EMAIL_MESSAGE = 'must be a valid e-mail address';

@InputType({ description: 'E-mail and password.' })
export class LoginInput {
  @Field({ description: 'The account’s e-mail, compared without regard to case; required, at most 320 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxChars(320)
  email!: string;

  @Field({ description: 'Required, at most 200 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxChars(200)
  password!: string;
}

/** What every new account gives: e-mail, password, name and phone. */
@InputType()
export class NewAccountInput {
  @Field({
    description:
      'Sign-in e-mail, stored in lower case; must be an e-mail address of at most 320 characters and not already taken (409).',
  })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxChars(320)
  email!: string;

  @Field({ description: 'At least 6 and at most 200 characters; stored as an Argon2 hash.' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_MESSAGE })
  @MaxChars(200)
  password!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  firstName!: string;

  @Field({ description: 'Required, at most 100 characters.' })
  @Required()
  @MaxChars(100)
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters.' })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;
}

@InputType({ description: 'A new customer of the store named by X-Tenant-Slug.' })
export class RegisterCustomerInput extends NewAccountInput {}

@InputType()
export class RefreshInput {
  @Field({
    description:
      'A refresh token from a sign-in or an earlier refresh; each is usable once, a reused one revokes its whole session.',
  })
  @IsNotEmpty({ message: 'Refresh token is required' })
  refreshToken!: string;
}

@InputType()
export class LogoutInput {
  @Field(() => String, {
    nullable: true,
    description: 'Ends this refresh token’s session; by default the session of the access token.',
  })
  refreshToken?: string | null;
}

@ObjectType({ description: 'An access token (15 minutes) and a refresh token (7 days, usable once).' })
export class TokenPair {
  @Field()
  accessToken!: string;

  @Field()
  refreshToken!: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => User)
  user!: User;

  @Field(() => TokenPair)
  tokens!: TokenPair;
}

@ObjectType()
export class CustomerAuthPayload {
  @Field(() => Customer)
  customer!: Customer;

  @Field(() => TokenPair)
  tokens!: TokenPair;
}

@ObjectType()
export class RefreshPayload {
  @Field(() => TokenPair)
  tokens!: TokenPair;
}

export enum ViewerKind {
  USER = 'USER',
  CUSTOMER = 'CUSTOMER',
}
registerEnumType(ViewerKind, {
  name: 'ViewerKind',
  description: 'Whether the signed-in principal is a staff user or a customer.',
  valuesConfig: {
    USER: { description: 'A staff user (or the super administrator).' },
    CUSTOMER: { description: 'A customer of one store.' },
  },
});

@ObjectType({ description: 'The signed-in staff user or customer.' })
export class Viewer {
  @Field(() => ViewerKind)
  kind!: ViewerKind;

  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field({ description: 'SUPER_ADMIN, ADMIN, STAFF or CUSTOMER.' })
  role!: string;

  @Field(() => ID, { nullable: true })
  tenantId?: string | null;

  @Field(() => Tenant, { nullable: true })
  tenant?: Tenant | null;

  @Field(() => User, { nullable: true, description: 'Staff users: the whole user record.' })
  user?: User | null;

  @Field(() => Customer, { nullable: true, description: 'Customers: the whole customer record.' })
  customer?: Customer | null;
}
