import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int } from 'type-graphql';
import { AnalysisCategoryCodesInput } from './analysis-codes.input';
import { notApplied } from './not-applied';

/**
 * The reference's PayLine, every field of it, so that a client built for the real API sends its
 * lines unchanged. The import validates and applies `code`, `value` and `description` (see
 * importPay); the other fields are accepted, type-checked and not used (never stored).
 */
@InputType('PayLineInput', { description: 'A pay line (addition or deduction) of a pay import item.' })
export class PayLineInput {
  @Field(() => [AnalysisCategoryCodesInput], {
    nullable: true,
    description: notApplied('Analysis categories and codes of the line.'),
  })
  analysisCategoriesCodes?: AnalysisCategoryCodesInput[] | null;

  @Field(() => [String], { nullable: true, description: notApplied('Ids of the line’s analysis category codes.') })
  analysisCategoryCodeIds?: string[] | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('The annual amount before pro-rating (FixedAnnualAmount pay codes).'),
  })
  annualValue?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the attachment order of an AEO line.'),
  })
  attachmentOrderId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied(
      'Whether the line is adjusted for leave, starters, leavers and mid-period effective dates.',
    ),
  })
  autoAdjustForLeave?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: notApplied('Read-only in the reference: the benefit the line comes from.'),
  })
  benefitId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Treat the line as when paid rather than when earned.'),
  })
  calculateAsWhenPaid?: boolean | null;

  @Field(() => String, { nullable: true, description: notApplied('The line’s unique id in the reference.') })
  childId?: string | null;

  @Field(() => String, { nullable: true, description: 'Pay code (required).' })
  code?: string | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('Whether the line counts towards basic pay.') })
  contributesToBasicPay?: boolean | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: notApplied('Per-line breakdown of deductions that make up an AUTHUPL line.'),
  })
  contributingPayLineValues?: Record<string, number | null> | null;

  @Field(() => String, { nullable: true, description: notApplied('`contributingPayLineValues` as JSON text.') })
  contributingPayLineValuesJson?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Cost centre code overriding the employee’s for this line.'),
  })
  costCentre?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Cost centre id overriding the employee’s for this line.'),
  })
  costCentreId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the cost centre’s title.'),
  })
  costCentreTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Department code overriding the employee’s for this line.'),
  })
  department?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Department id overriding the employee’s for this line.'),
  })
  departmentId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the department’s title.'),
  })
  departmentTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'Shown on the payslip (at most 100 characters).' })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Start of the period the line was earned in (date).'),
  })
  earnedFrom?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('End of the period the line was earned in (date).') })
  earnedTo?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('First day the line is paid (date).') })
  effectiveFrom?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Last day the line is paid (date).') })
  effectiveTo?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Reference of the employee role the line belongs to.'),
  })
  employeeRoleReference?: string | null;

  @Field(() => Float, { nullable: true, description: notApplied('Full-time annual amount of the line.') })
  fullTimeAnnualValue?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Skip automatic back pay on the first pay run (the amount was paid elsewhere).'),
  })
  ignoreInitialBackPay?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Deterministic key the reference uses to recognise a repeated import of the line.'),
  })
  importIdempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the first pay run that paid the line’s back pay.'),
  })
  initialBackPayPublicPayRunId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Read-only in the reference: the line is calculated back pay.'),
  })
  isAutoCalculatedBackPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Read-only in the reference: the line is generated basic pay.'),
  })
  isAutoGeneratedBasicPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Calculate back pay for this line automatically when a pay run is created.'),
  })
  isAutomaticBackPay?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Read-only in the reference: the line is back pay arising from leave.'),
  })
  isLeaveBasedBackPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('A fixed addition whose amount is a take-home target, grossed up.'),
  })
  isNetToGross?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('Whether the line is taxable.') })
  isTaxable?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Read-only in the reference: back pay of a zero-hours teacher.'),
  })
  isZeroHoursTeachersBackPayLine?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the leave a statutory-pay line comes from.'),
  })
  leaveId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Read-only in the reference: days of statutory leave pay the line covers.'),
  })
  leaveStatutoryDaysPaid?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Read-only in the reference: weeks of statutory leave pay the line covers.'),
  })
  leaveStatutoryWeeksPaid?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the loan the line repays.'),
  })
  loanId?: string | null;

  @Field(() => Int, { nullable: true, description: notApplied('London allowance the line pays.') })
  londonAllowanceId?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Days or hours, when the pay code has a multiplier type.'),
  })
  multiplier?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Difference between the target and the grossed-up amount of a net-to-gross line.'),
  })
  netToGrossDiscrepancy?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the employee-level line a back pay line belongs to.'),
  })
  parentId?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Pay grade name.') })
  payGrade?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Pay spine name.') })
  paySpine?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the pay spine grade’s id.'),
  })
  paySpineGradeId?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Read-only in the reference: the pay spine’s id.') })
  paySpineId?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Payroll code of the employee the line belongs to.') })
  payrollCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the pension of a PENSION, PENSIONSS or PENSIONRAS line.'),
  })
  pensionId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Share of working days the effective dates cover, for pro-rating.'),
  })
  percentageOfEffectiveDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Start of the pay run period the line belongs to (date).'),
  })
  periodFrom?: string | null;

  @Field(() => Int, { nullable: true, description: notApplied('Scales the per-period amount (advance pay).') })
  periodMultiplier?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('End of the pay run period the line belongs to (date).'),
  })
  periodTo?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Rate per day or hour, when the pay code has a multiplier type.'),
  })
  rate?: number | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('The employee role the line belongs to; null: none.'),
  })
  roleId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: notApplied('Read-only in the reference: the spinal point’s id.'),
  })
  spinalPointId?: string | null;

  @Field(() => String, { nullable: true, description: notApplied('Spine point name.') })
  spinePoint?: string | null;

  @Field(() => [String], { nullable: true, description: notApplied('Free tags of the line.') })
  tags?: string[] | null;

  @Field(() => Float, { nullable: true, description: notApplied('The take-home amount a net-to-gross line targets.') })
  targetNetToGrossValue?: number | null;

  @Field(() => Float, { nullable: true, description: notApplied('Days paid in the period.') })
  totalPaidDays?: number | null;

  @Field(() => Float, { nullable: true, description: notApplied('Working days in the period.') })
  totalWorkingDays?: number | null;

  @Field(() => Float, { nullable: true, description: 'Amount (required).' })
  value?: number | null;
}
