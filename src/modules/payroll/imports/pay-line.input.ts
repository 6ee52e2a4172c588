import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';

export enum PayBasis {
  Hourly = 'Hourly',
  Daily = 'Daily',
  Monthly = 'Monthly',
}
registerEnumType(PayBasis, {
  name: 'PayBasis',
  description: 'The period an employee’s regular pay amount is expressed in.',
  valuesConfig: {
    Hourly: { description: 'Per hour; the multiplier gives the hours paid.' },
    Daily: { description: 'Per day; the multiplier gives the days paid.' },
    Monthly: { description: 'Per month (or pay period).' },
  },
});

/** The reference's AnalysisCategoryCodes. */
@InputType('AnalysisCategoryCodesInput', { description: 'An analysis category and one of its codes.' })
export class AnalysisCategoryCodesInput {
  @Field(() => String, { nullable: true, description: 'Name of the analysis category.' })
  analysisCategory?: string | null;

  @Field(() => String, { nullable: true, description: 'Code within the analysis category.' })
  analysisCategoryCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the analysis category code.' })
  analysisCategoryCodeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the analysis category.' })
  analysisCategoryId?: string | null;
}

/**
 * The reference's PayLine, every field of it, so that a client built for the real API sends its
 * lines unchanged. The import validates and applies `code`, `value` and `description` (see
 * importPay); the other fields are accepted, type-checked and not used (never stored).
 */
@InputType('PayLineInput', { description: 'A pay line (addition or deduction) of a pay import item.' })
export class PayLineInput {
  @Field(() => [AnalysisCategoryCodesInput], {
    nullable: true,
    description:
      'Analysis categories and codes of the line. Accepted as the reference API defines it; not applied by this server.',
  })
  analysisCategoriesCodes?: AnalysisCategoryCodesInput[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Ids of the line’s analysis category codes. Accepted as the reference API defines it; not applied by this server.',
  })
  analysisCategoryCodeIds?: string[] | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The annual amount before pro-rating (FixedAnnualAmount pay codes). Accepted as the reference API defines it; not applied by this server.',
  })
  annualValue?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the attachment order of an AEO line. Accepted as the reference API defines it; not applied by this server.',
  })
  attachmentOrderId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether the line is adjusted for leave, starters, leavers and mid-period effective dates. Accepted as the reference API defines it; not applied by this server.',
  })
  autoAdjustForLeave?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Read-only in the reference: the benefit the line comes from. Accepted as the reference API defines it; not applied by this server.',
  })
  benefitId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Treat the line as when paid rather than when earned. Accepted as the reference API defines it; not applied by this server.',
  })
  calculateAsWhenPaid?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The line’s unique id in the reference. Accepted as the reference API defines it; not applied by this server.',
  })
  childId?: string | null;

  @Field(() => String, { nullable: true, description: 'Pay code (required).' })
  code?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether the line counts towards basic pay. Accepted as the reference API defines it; not applied by this server.',
  })
  contributesToBasicPay?: boolean | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'Per-line breakdown of deductions that make up an AUTHUPL line. Accepted as the reference API defines it; not applied by this server.',
  })
  contributingPayLineValues?: Record<string, number | null> | null;

  @Field(() => String, {
    nullable: true,
    description:
      '`contributingPayLineValues` as JSON text. Accepted as the reference API defines it; not applied by this server.',
  })
  contributingPayLineValuesJson?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Cost centre code overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server.',
  })
  costCentre?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Cost centre id overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server.',
  })
  costCentreId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the cost centre’s title. Accepted as the reference API defines it; not applied by this server.',
  })
  costCentreTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Department code overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server.',
  })
  department?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Department id overriding the employee’s for this line. Accepted as the reference API defines it; not applied by this server.',
  })
  departmentId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the department’s title. Accepted as the reference API defines it; not applied by this server.',
  })
  departmentTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'Shown on the payslip (at most 100 characters).' })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Start of the period the line was earned in (date). Accepted as the reference API defines it; not applied by this server.',
  })
  earnedFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'End of the period the line was earned in (date). Accepted as the reference API defines it; not applied by this server.',
  })
  earnedTo?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'First day the line is paid (date). Accepted as the reference API defines it; not applied by this server.',
  })
  effectiveFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Last day the line is paid (date). Accepted as the reference API defines it; not applied by this server.',
  })
  effectiveTo?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Reference of the employee role the line belongs to. Accepted as the reference API defines it; not applied by this server.',
  })
  employeeRoleReference?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Full-time annual amount of the line. Accepted as the reference API defines it; not applied by this server.',
  })
  fullTimeAnnualValue?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Skip automatic back pay on the first pay run (the amount was paid elsewhere). Accepted as the reference API defines it; not applied by this server.',
  })
  ignoreInitialBackPay?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Deterministic key the reference uses to recognise a repeated import of the line. Accepted as the reference API defines it; not applied by this server.',
  })
  importIdempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the first pay run that paid the line’s back pay. Accepted as the reference API defines it; not applied by this server.',
  })
  initialBackPayPublicPayRunId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Read-only in the reference: the line is calculated back pay. Accepted as the reference API defines it; not applied by this server.',
  })
  isAutoCalculatedBackPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Read-only in the reference: the line is generated basic pay. Accepted as the reference API defines it; not applied by this server.',
  })
  isAutoGeneratedBasicPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Calculate back pay for this line automatically when a pay run is created. Accepted as the reference API defines it; not applied by this server.',
  })
  isAutomaticBackPay?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Read-only in the reference: the line is back pay arising from leave. Accepted as the reference API defines it; not applied by this server.',
  })
  isLeaveBasedBackPayLine?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'A fixed addition whose amount is a take-home target, grossed up. Accepted as the reference API defines it; not applied by this server.',
  })
  isNetToGross?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the line is taxable. Accepted as the reference API defines it; not applied by this server.',
  })
  isTaxable?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Read-only in the reference: back pay of a zero-hours teacher. Accepted as the reference API defines it; not applied by this server.',
  })
  isZeroHoursTeachersBackPayLine?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the leave a statutory-pay line comes from. Accepted as the reference API defines it; not applied by this server.',
  })
  leaveId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Read-only in the reference: days of statutory leave pay the line covers. Accepted as the reference API defines it; not applied by this server.',
  })
  leaveStatutoryDaysPaid?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Read-only in the reference: weeks of statutory leave pay the line covers. Accepted as the reference API defines it; not applied by this server.',
  })
  leaveStatutoryWeeksPaid?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the loan the line repays. Accepted as the reference API defines it; not applied by this server.',
  })
  loanId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'London allowance the line pays. Accepted as the reference API defines it; not applied by this server.',
  })
  londonAllowanceId?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Days or hours, when the pay code has a multiplier type. Accepted as the reference API defines it; not applied by this server.',
  })
  multiplier?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Difference between the target and the grossed-up amount of a net-to-gross line. Accepted as the reference API defines it; not applied by this server.',
  })
  netToGrossDiscrepancy?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the employee-level line a back pay line belongs to. Accepted as the reference API defines it; not applied by this server.',
  })
  parentId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Pay grade name. Accepted as the reference API defines it; not applied by this server.',
  })
  payGrade?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Pay spine name. Accepted as the reference API defines it; not applied by this server.',
  })
  paySpine?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the pay spine grade’s id. Accepted as the reference API defines it; not applied by this server.',
  })
  paySpineGradeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the pay spine’s id. Accepted as the reference API defines it; not applied by this server.',
  })
  paySpineId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Payroll code of the employee the line belongs to. Accepted as the reference API defines it; not applied by this server.',
  })
  payrollCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the pension of a PENSION, PENSIONSS or PENSIONRAS line. Accepted as the reference API defines it; not applied by this server.',
  })
  pensionId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Share of working days the effective dates cover, for pro-rating. Accepted as the reference API defines it; not applied by this server.',
  })
  percentageOfEffectiveDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Start of the pay run period the line belongs to (date). Accepted as the reference API defines it; not applied by this server.',
  })
  periodFrom?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Scales the per-period amount (advance pay). Accepted as the reference API defines it; not applied by this server.',
  })
  periodMultiplier?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'End of the pay run period the line belongs to (date). Accepted as the reference API defines it; not applied by this server.',
  })
  periodTo?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Rate per day or hour, when the pay code has a multiplier type. Accepted as the reference API defines it; not applied by this server.',
  })
  rate?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The employee role the line belongs to; null: none. Accepted as the reference API defines it; not applied by this server.',
  })
  roleId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Read-only in the reference: the spinal point’s id. Accepted as the reference API defines it; not applied by this server.',
  })
  spinalPointId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Spine point name. Accepted as the reference API defines it; not applied by this server.',
  })
  spinePoint?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Free tags of the line. Accepted as the reference API defines it; not applied by this server.',
  })
  tags?: string[] | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The take-home amount a net-to-gross line targets. Accepted as the reference API defines it; not applied by this server.',
  })
  targetNetToGrossValue?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Days paid in the period. Accepted as the reference API defines it; not applied by this server.',
  })
  totalPaidDays?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Working days in the period. Accepted as the reference API defines it; not applied by this server.',
  })
  totalWorkingDays?: number | null;

  @Field(() => Float, { nullable: true, description: 'Amount (required).' })
  value?: number | null;
}
