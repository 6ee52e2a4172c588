import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PayBasis {
  Hourly = 'Hourly',
  Daily = 'Daily',
  Monthly = 'Monthly',
}
registerEnumType(PayBasis, { name: 'PayBasis' });

@InputType('PayLineInput', { description: 'A pay line (addition or deduction) of a pay import item.' })
export class PayLineInput {
  @Field(() => String, { nullable: true, description: 'Pay code (required).' })
  code?: string | null;

  @Field(() => Float, { nullable: true, description: 'Amount (required).' })
  value?: number | null;

  @Field(() => String, { nullable: true, description: 'Shown on the payslip (at most 100 characters).' })
  description?: string | null;

  @Field(() => Float, { nullable: true })
  multiplier?: number | null;

  @Field(() => Float, { nullable: true })
  rate?: number | null;

  @Field(() => String, { nullable: true })
  effectiveFrom?: string | null;

  @Field(() => String, { nullable: true })
  effectiveTo?: string | null;

  @Field(() => Boolean, { nullable: true })
  isNetToGross?: boolean | null;

  @Field(() => String, { nullable: true })
  department?: string | null;

  @Field(() => String, { nullable: true })
  costCentre?: string | null;
}

/** The reference's PayOptionsImport. */
@InputType('PayOptionsImportInput', { description: 'Pay options of one employee.' })
export class PayOptionsImportInput {
  @Field(() => String, { nullable: true, description: 'Alternative identifier of the employer; all items or none.' })
  employerIdentifier?: string | null;

  @Field(() => String, { nullable: true, description: 'The employee (required).' })
  payrollCode?: string | null;

  @Field(() => Float, { nullable: true, description: 'Regular amount per period.' })
  payAmount?: number | null;

  @Field(() => PayBasis, { nullable: true })
  basis?: PayBasis | null;

  @Field(() => String, { nullable: true, description: 'Pay code of the basic pay; blank: the default.' })
  payCode?: string | null;

  @Field(() => String, { nullable: true })
  roleReference?: string | null;

  @Field(() => Float, { nullable: true })
  payAmountMultiplier?: number | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  isNetToGross?: boolean | null;

  @Field(() => String, { nullable: true })
  department?: string | null;

  @Field(() => String, { nullable: true })
  costCentre?: string | null;

  @Field(() => [PayLineInput], { nullable: true })
  lines?: PayLineInput[] | null;

  @Field(() => String, { nullable: true })
  effectiveFrom?: string | null;

  @Field(() => String, { nullable: true })
  effectiveTo?: string | null;

  @Field(() => Boolean, { nullable: true })
  isAutomaticBackPay?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  ignoreInitialBackPay?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  contributesToBasicPay?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  autoAdjustForLeave?: boolean | null;

  @Field(() => String, { nullable: true })
  paySpine?: string | null;

  @Field(() => String, { nullable: true })
  payGrade?: string | null;

  @Field(() => String, { nullable: true })
  spinePoint?: string | null;
}

@InputType('PayImportFlags', { description: 'How the pay import treats existing pay.' })
export class PayImportFlags {
  @Field(() => Boolean, { defaultValue: false, description: 'Import only lines; ignore regular pay changes.' })
  linesOnly: boolean = false;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Add the lines to the existing ones instead of replacing them.',
  })
  append: boolean = false;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Update the value of the one existing line with the same pay code; append unmatched lines.',
  })
  updateExisting: boolean = false;

  @Field(() => Boolean, { defaultValue: false, description: 'Validate only; import nothing.' })
  validateOnly: boolean = false;
}

@ObjectType('PayImportResult')
export class PayImportResult {
  @Field(() => Int, { description: 'Items that passed validation.' })
  validated!: number;

  @Field(() => Int, { description: 'Employees changed (0 with validateOnly).' })
  updated!: number;
}
