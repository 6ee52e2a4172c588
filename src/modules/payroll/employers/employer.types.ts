import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PayrollPaging } from '../shared/paging';
import { Employee, type Employer } from './employer.entity';

/** The reference's `Item`: what list answers are made of. */
@ObjectType({ description: 'A list entry: id, name, free-form metadata and the URL of the full record.' })
export class Item {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  metadata?: Record<string, unknown> | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Absolute address of the full record in the payroll REST API (from PUBLIC_URL, else the request’s host).',
  })
  url?: string | null;
}

@InputType({ description: 'A new employer.' })
export class CreateEmployerInput implements Partial<Employer> {
  @Field({ description: 'The employer’s name; required, 1 to 200 characters.' })
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The caller’s own identifier for the employer (at most 100 characters); pay imports may name the employer by it (`employerIdentifier`).',
  })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  alternativeIdentifier?: string | null;
}

@ObjectType('ItemPage', { description: 'One page of list entries and the total over all pages.' })
export class ItemPage {
  @Field(() => [Item])
  items!: Item[];

  @Field(() => Int, { description: 'Entries over all pages.' })
  total!: number;
}

@ObjectType('EmployeePage', { description: 'One page of employees and the total over all pages.' })
export class EmployeePage {
  @Field(() => [Employee])
  items!: Employee[];

  @Field(() => Int, { description: 'Employees over all pages.' })
  total!: number;
}

@ArgsType()
export class EmployeeListArgs extends PayrollPaging(20) {
  @Field(() => ID, { description: 'The employer’s id; an employer of another user answers 404.' })
  employerId!: string;
}
