import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AnalysisCategoryCodesInput } from './analysis-codes.input';
import { PayBasis } from './pay-basis';
import { PayLineInput } from './pay-line.input';
import { notApplied } from './not-applied';

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
    description: notApplied('Reference of the employee role the pay belongs to.'),
  })
  roleReference?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Daily or hourly basis: days or hours paid in the period.'),
  })
  payAmountMultiplier?: number | null;

  @Field(() => String, { nullable: true, description: notApplied('Note shown on the payslip.') })
  note?: string | null;

  @Field(() => [String], { nullable: true, description: notApplied('Free tags of the item.') })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('Treat the regular amount as a take-home target.') })
  isNetToGross?: boolean | null;

  @Field(() => String, { nullable: true, description: notApplied('Department shown on the payslip.') })
  department?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Cost centre shown on the payslip.') })
  costCentre?: string | null;

  @Field(() => [AnalysisCategoryCodesInput], {
    nullable: true,
    description: notApplied('Analysis category codes shown on the payslip.'),
  })
  analysisCategoryCodes?: AnalysisCategoryCodesInput[] | null;

  @Field(() => [PayLineInput], {
    nullable: true,
    description:
      'Additions and deductions. They replace the employee’s lines, unless the `append` or `updateExisting` flag says otherwise.',
  })
  lines?: PayLineInput[] | null;

  @Field(() => String, { nullable: true, description: notApplied('First day the imported lines are paid (date).') })
  effectiveFrom?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Last day the imported lines are paid (date).') })
  effectiveTo?: string | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('`isAutomaticBackPay` of the imported lines.') })
  isAutomaticBackPay?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('`ignoreInitialBackPay` of the imported lines.') })
  ignoreInitialBackPay?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('`contributesToBasicPay` of the imported lines.') })
  contributesToBasicPay?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('`autoAdjustForLeave` of the imported lines.') })
  autoAdjustForLeave?: boolean | null;

  @Field(() => String, { nullable: true, description: notApplied('Pay spine of the imported lines.') })
  paySpine?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Pay grade of the imported lines.') })
  payGrade?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Spine point of the imported lines.') })
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
