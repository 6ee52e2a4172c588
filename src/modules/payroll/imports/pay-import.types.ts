import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AnalysisCategoryCodesInput, PayBasis, PayLineInput } from './pay-line.input';

/** The reference's PayOptionsImport. */
@InputType('PayOptionsImportInput', { description: 'Pay options of one employee.' })
export class PayOptionsImportInput {
  @Field(() => String, { nullable: true, description: 'Alternative identifier of the employer; all items or none.' })
  employerIdentifier?: string | null;

  @Field(() => String, { nullable: true, description: 'The employee (required).' })
  payrollCode?: string | null;

  @Field(() => Float, { nullable: true, description: 'Regular amount per period.' })
  payAmount?: number | null;

  @Field(() => PayBasis, {
    nullable: true,
    description: 'Period the regular pay is expressed in; absent keeps the employee’s.',
  })
  basis?: PayBasis | null;

  @Field(() => String, { nullable: true, description: 'Pay code of the basic pay; blank: the default.' })
  payCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Reference of the employee role the pay belongs to. Accepted as the reference API defines it; not applied by this server.',
  })
  roleReference?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Daily or hourly basis: days or hours paid in the period. Accepted as the reference API defines it; not applied by this server.',
  })
  payAmountMultiplier?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Note shown on the payslip. Accepted as the reference API defines it; not applied by this server.',
  })
  note?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Free tags of the item. Accepted as the reference API defines it; not applied by this server.',
  })
  tags?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Treat the regular amount as a take-home target. Accepted as the reference API defines it; not applied by this server.',
  })
  isNetToGross?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Department shown on the payslip. Accepted as the reference API defines it; not applied by this server.',
  })
  department?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Cost centre shown on the payslip. Accepted as the reference API defines it; not applied by this server.',
  })
  costCentre?: string | null;

  @Field(() => [AnalysisCategoryCodesInput], {
    nullable: true,
    description:
      'Analysis category codes shown on the payslip. Accepted as the reference API defines it; not applied by this server.',
  })
  analysisCategoryCodes?: AnalysisCategoryCodesInput[] | null;

  @Field(() => [PayLineInput], {
    nullable: true,
    description:
      'Additions and deductions. They replace the employee’s lines, unless the `append` or `updateExisting` flag says otherwise.',
  })
  lines?: PayLineInput[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      'First day the imported lines are paid (date). Accepted as the reference API defines it; not applied by this server.',
  })
  effectiveFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Last day the imported lines are paid (date). Accepted as the reference API defines it; not applied by this server.',
  })
  effectiveTo?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '`isAutomaticBackPay` of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  isAutomaticBackPay?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '`ignoreInitialBackPay` of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  ignoreInitialBackPay?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '`contributesToBasicPay` of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  contributesToBasicPay?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '`autoAdjustForLeave` of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  autoAdjustForLeave?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Pay spine of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  paySpine?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Pay grade of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
  payGrade?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Spine point of the imported lines. Accepted as the reference API defines it; not applied by this server.',
  })
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
