import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';

/** A payroll employer. It belongs to one user; no one else sees it, its employees or its jobs. */
@ObjectType({ description: 'A payroll employer of the calling user.' })
@Entity({ tableName: 'payroll_employer' })
@Index({ properties: ['owner', 'name'] })
export class Employer {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** Id of the owning user (a plain column: users are tenant-filtered, employers are not). */
  @Property({ type: 'uuid', fieldName: 'owner_id' })
  owner!: string;

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The employer’s own reference (pay imports may select by it).' })
  @Property({ length: 100, nullable: true })
  alternativeIdentifier?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}

/** One additional or deduction line of an employee's regular pay. */
@ObjectType({ description: 'A regular pay line (addition or deduction) of an employee.' })
export class PayLine {
  @Field({ description: 'Pay code.' })
  code!: string;

  @Field(() => Float)
  value!: number;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

/** An employee of an employer; `payrollCode` is unique per employer. */
@ObjectType({ description: 'An employee of a payroll employer.' })
@Entity({ tableName: 'payroll_employee' })
@Unique({ properties: ['employer', 'payrollCode'] })
export class Employee {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employer, { ref: true, deleteRule: 'cascade' })
  employer!: Ref<Employer>;

  @Field({ description: 'Unique per employer.' })
  @Property({ length: 35 })
  payrollCode!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 30, nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 34, nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 34, nullable: true })
  middleName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 34, nullable: true })
  lastName?: string | null;

  @Field(() => String, { description: '`Current` or `Former`.' })
  @Property({ length: 10, default: 'Current' })
  status: string & Opt = 'Current';

  @Field(() => String, { description: 'yyyy-mm-dd.' })
  @Property({ type: 'date' })
  dateOfBirth!: string;

  @Field(() => String, { description: 'yyyy-mm-dd.' })
  @Property({ type: 'date' })
  joinDate!: string;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd.' })
  @Property({ type: 'date', nullable: true })
  leaveDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 10, nullable: true })
  gender?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  maritalStatus?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 15, nullable: true })
  niNumber?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 2, nullable: true })
  niTable?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 10, nullable: true })
  taxCode?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 30, nullable: true })
  telephone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 30, nullable: true })
  mobile?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  address1?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  address2?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  address3?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  address4?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  address5?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 20, nullable: true })
  postcode?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 30, nullable: true })
  country?: string | null;

  @Field(() => String, { description: 'Pay basis: `Hourly`, `Daily` or `Monthly`.' })
  @Property({ length: 10, default: 'Monthly' })
  payBasis: string & Opt = 'Monthly';

  @Field(() => Float, { description: 'Regular amount per period.' })
  @Property({ type: 'double', default: 0 })
  payAmount: number & Opt = 0;

  @Field(() => String, { nullable: true, description: 'Pay code of the basic pay (blank: the default).' })
  @Property({ length: 30, nullable: true })
  payCode?: string | null;

  @Field(() => [PayLine], { description: 'Regular pay lines.' })
  @Property({ type: 'json', default: '[]' })
  payLines: PayLine[] & Opt = [];

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}

/** A role (job) of an employee, imported from CSV; `reference` is unique per employee. */
@ObjectType({ description: 'A role of an employee.' })
@Entity({ tableName: 'payroll_employee_role' })
@Unique({ properties: ['employee', 'reference'] })
export class EmployeeRole {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade', index: true })
  employee!: Ref<Employee>;

  @Field()
  @Property({ length: 50 })
  reference!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  jobTitle?: string | null;

  @Field(() => Boolean)
  @Property({ default: false })
  isPrimary: boolean & Opt = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  endDate?: string | null;
}

/** An employee's membership of a pension scheme, imported from CSV. */
@ObjectType({ description: 'A pension scheme membership of an employee.' })
@Entity({ tableName: 'payroll_pension_membership' })
export class PensionMembership {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade', index: true })
  employee!: Ref<Employee>;

  @Field()
  @Property({ length: 100 })
  pensionScheme!: string;

  @Field()
  @Property({ length: 100 })
  workerGroup!: string;

  @Field(() => String)
  @Property({ type: 'date' })
  joinDate!: string;

  @Field()
  @Property({ length: 100 })
  joinReason!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  endReason?: string | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  employeeContribution?: number | null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  employerContribution?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 50, nullable: true })
  membershipNumber?: string | null;
}

/** A leave record of an employee (holiday, sickness, ...), imported through a leave import job. */
@ObjectType({ description: 'A leave record of an employee.' })
@Entity({ tableName: 'payroll_leave' })
export class LeaveRecord {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Employee, { ref: true, deleteRule: 'cascade', index: true })
  employee!: Ref<Employee>;

  @Field()
  @Property({ length: 40 })
  type!: string;

  @Field()
  @Property({ length: 30 })
  pay!: string;

  @Field(() => String)
  @Property({ type: 'date' })
  from!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  to?: string | null;

  @Field(() => Boolean)
  @Property({ default: false })
  openEndedAbsence: boolean & Opt = false;
}
