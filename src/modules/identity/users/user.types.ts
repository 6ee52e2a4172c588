import { IsIn, IsOptional, MinLength, ValidateNested } from 'class-validator';
import { MaxChars, NotNull, Required } from '../../../graphql/validation';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../../graphql/paging';
import { NewAccountInput } from '../auth/auth.types';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE } from '../auth/password';
import { AccountingAccess, AccountingAreaName, User, UserRole } from './user.entity';

const STORE_ROLES = [UserRole.ADMIN, UserRole.STAFF];
const ROLE_MESSAGE = 'must be ADMIN or STAFF';

@ObjectType({ description: 'The accounting role held in one area.' })
export class AccountingRole {
  @Field(() => AccountingAreaName)
  area!: AccountingAreaName;

  @Field(() => AccountingAccess)
  level!: AccountingAccess;
}

@InputType()
export class AccountingRoleInput {
  @Field(() => AccountingAreaName, { description: 'The accounting area the role applies to.' })
  area!: AccountingAreaName;

  @Field(() => AccountingAccess, { nullable: true, description: 'null removes the role in that area.' })
  level?: AccountingAccess | null;
}

@InputType({ description: 'A new member of the store’s staff.' })
export class CreateStaffUserInput extends NewAccountInput {
  @Field(() => UserRole, {
    defaultValue: UserRole.STAFF,
    description: 'ADMIN or STAFF (default STAFF); SUPER_ADMIN is refused.',
  })
  @IsIn(STORE_ROLES, { message: ROLE_MESSAGE })
  role: UserRole = UserRole.STAFF;

  @Field(() => [AccountingRoleInput], {
    nullable: true,
    description: 'Accounting roles per area; absent: none (an ADMIN holds full access wherever no role is set).',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  accountingRoles?: AccountingRoleInput[];
}

@InputType({ description: 'Changes to a staff user: only the given fields change.' })
export class UpdateStaffUserInput {
  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 100 characters.' })
  @NotNull()
  @Required()
  @MaxChars(100)
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'May not be null or blank, at most 100 characters.' })
  @NotNull()
  @Required()
  @MaxChars(100)
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; null clears it.' })
  @IsOptional()
  @MaxChars(50)
  phone?: string | null;

  @Field(() => UserRole, { nullable: true, description: 'ADMIN or STAFF; may not be null.' })
  @NotNull()
  @IsIn(STORE_ROLES, { message: ROLE_MESSAGE })
  role?: UserRole;

  @Field(() => Boolean, { nullable: true, description: 'false deactivates: the user loses access at once.' })
  @NotNull()
  isActive?: boolean;

  @Field(() => String, { nullable: true, description: 'A new password.' })
  @NotNull()
  @MinLength(MIN_PASSWORD_LENGTH, { message: PASSWORD_MESSAGE })
  @MaxChars(200)
  password?: string;
}

@ObjectType()
export class UserPage extends Paginated(User) {}
