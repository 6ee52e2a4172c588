import { Field, Float, InputType, registerEnumType } from 'type-graphql';
import { notApplied } from './not-applied';

export enum LeaveType {
  Unauthorised = 'Unauthorised',
  Holiday = 'Holiday',
  Sick = 'Sick',
  Maternity = 'Maternity',
  Paternity = 'Paternity',
  Adoption = 'Adoption',
  SharedParental = 'SharedParental',
  Bereavement = 'Bereavement',
  SharedParentalAdoption = 'SharedParentalAdoption',
  PaternityAdoption = 'PaternityAdoption',
  StrikeAction = 'StrikeAction',
  NeonatalCare = 'NeonatalCare',
  BereavementNorthernIreland = 'BereavementNorthernIreland',
  AuthorisedUnpaid = 'AuthorisedUnpaid',
}
registerEnumType(LeaveType, {
  name: 'LeaveType',
  description: 'The kind of an employee’s leave.',
  valuesConfig: {
    Unauthorised: { description: 'Unauthorised absence.' },
    Holiday: { description: 'Holiday.' },
    Sick: { description: 'Sickness.' },
    Maternity: { description: 'Maternity leave.' },
    Paternity: { description: 'Paternity leave.' },
    Adoption: { description: 'Adoption leave.' },
    SharedParental: { description: 'Shared parental leave.' },
    Bereavement: { description: 'Parental bereavement leave.' },
    SharedParentalAdoption: { description: 'Shared parental leave after an adoption.' },
    PaternityAdoption: { description: 'Paternity leave after an adoption.' },
    StrikeAction: { description: 'Strike action.' },
    NeonatalCare: { description: 'Neonatal care leave.' },
    BereavementNorthernIreland: { description: 'Parental bereavement leave in Northern Ireland.' },
    AuthorisedUnpaid: { description: 'Authorised unpaid absence.' },
  },
});

export enum LeavePayType {
  DoNotPay = 'DoNotPay',
  PayAsUsual = 'PayAsUsual',
  StatutoryPay = 'StatutoryPay',
  OccupationalPolicy = 'OccupationalPolicy',
  Custom = 'Custom',
  AverageDays = 'AverageDays',
}
registerEnumType(LeavePayType, {
  name: 'LeavePayType',
  description: 'How a leave is paid.',
  valuesConfig: {
    DoNotPay: { description: 'Not paid.' },
    PayAsUsual: { description: 'Usual pay continues.' },
    StatutoryPay: { description: 'Statutory pay only (the default of an import).' },
    OccupationalPolicy: { description: 'Paid under the employer’s occupational policy.' },
    Custom: { description: 'A custom amount or percentage.' },
    AverageDays: { description: 'Paid at the employee’s average daily pay.' },
  },
});

export enum LeaveCalculationType {
  OneThreeSixtyFifthFTE = 'OneThreeSixtyFifthFTE',
  OneThreeSixtyFifthProRata = 'OneThreeSixtyFifthProRata',
  UsualProRata = 'UsualProRata',
  OneFifthOrWorkingPattern = 'OneFifthOrWorkingPattern',
  SpecifyHours = 'SpecifyHours',
}
registerEnumType(LeaveCalculationType, {
  name: 'LeaveCalculationType',
  description: 'How a day of leave is valued.',
  valuesConfig: {
    OneThreeSixtyFifthFTE: { description: '1/365 of the full-time-equivalent annual pay per day.' },
    OneThreeSixtyFifthProRata: { description: '1/365 of the pro-rated annual pay per day.' },
    UsualProRata: { description: 'Usual pay, pro-rated.' },
    OneFifthOrWorkingPattern: { description: '1/5 of a week, or by the working pattern.' },
    SpecifyHours: { description: 'The hours given (strike action).' },
  },
});

/** The reference's Contract.LeaveImportRequest. */
@InputType('LeaveImportRequestInput', { description: 'One leave item to import.' })
export class LeaveImportRequestInput {
  @Field(() => String, {
    nullable: true,
    description: 'The employee’s payroll code at the employer (required); an unknown code makes the item a job error.',
  })
  payrollCode?: string | null;

  @Field(() => LeaveType, { nullable: true, description: 'The kind of leave (required).' })
  type?: LeaveType | null;

  @Field(() => LeavePayType, { nullable: true, description: 'How the leave is paid; default StatutoryPay.' })
  pay?: LeavePayType | null;

  @Field(() => Boolean, { nullable: true, description: 'true: the leave has no last day yet, and `to` may be absent.' })
  openEndedAbsence?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'First day (yyyy-mm-dd, or an ISO 8601 date-time: its date as written).',
  })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Last day (yyyy-mm-dd, or an ISO 8601 date-time: its date as written).',
  })
  to?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Historical SSP only: whether the leave is paid in the next pay run.'),
  })
  historicLeaveRequiresProcessing?: boolean | null;

  @Field(() => Float, { nullable: true, description: notApplied('The employee’s average weekly earnings.') })
  averageWeeklyEarnings?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Whether average weekly earnings are calculated automatically.'),
  })
  automaticAWECalculation?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: notApplied('Top up statutory pay to usual pay (offsetting).') })
  offsetPay?: boolean | null;

  @Field(() => LeaveCalculationType, { nullable: true, description: notApplied('How the leave’s pay is pro-rated.') })
  calculationType?: LeaveCalculationType | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('Sick leave with Custom pay only: the percentage of usual pay.'),
  })
  percentOfPay?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied('StrikeAction leave with the SpecifyHours calculation only: hours to deduct.'),
  })
  strikeHoursToDeduct?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied('Sick leave with Custom pay only: pay SSP in addition.'),
  })
  paySSPInAddition?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied(
      'Sick leave with Custom, OccupationalPolicy or StatutoryPay pay only: use assumed pensionable pay.',
    ),
  })
  useAssumedPensionablePay?: boolean | null;

  @Field(() => Float, {
    nullable: true,
    description: notApplied(
      'Assumed pensionable pay: the average pay of the 3 months (12 weeks for weekly, fortnightly or four-weekly pay) before the absence.',
    ),
  })
  assumedPensionablePay?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: notApplied(
      'true: assumed pensionable pay is calculated; false: `assumedPensionablePay` overrides it.',
    ),
  })
  automaticAPPCalculation?: boolean | null;
}
