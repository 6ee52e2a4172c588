import { Field, Float, InputType, registerEnumType } from 'type-graphql';

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
registerEnumType(LeaveType, { name: 'LeaveType' });

export enum LeavePayType {
  DoNotPay = 'DoNotPay',
  PayAsUsual = 'PayAsUsual',
  StatutoryPay = 'StatutoryPay',
  OccupationalPolicy = 'OccupationalPolicy',
  Custom = 'Custom',
  AverageDays = 'AverageDays',
}
registerEnumType(LeavePayType, { name: 'LeavePayType' });

export enum LeaveCalculationType {
  OneThreeSixtyFifthFTE = 'OneThreeSixtyFifthFTE',
  OneThreeSixtyFifthProRata = 'OneThreeSixtyFifthProRata',
  UsualProRata = 'UsualProRata',
  OneFifthOrWorkingPattern = 'OneFifthOrWorkingPattern',
  SpecifyHours = 'SpecifyHours',
}
registerEnumType(LeaveCalculationType, { name: 'LeaveCalculationType' });

/** The reference's Contract.LeaveImportRequest. */
@InputType('LeaveImportRequestInput', { description: 'One leave item to import.' })
export class LeaveImportRequestInput {
  @Field(() => String, { nullable: true })
  payrollCode?: string | null;

  @Field(() => LeaveType, { nullable: true })
  type?: LeaveType | null;

  @Field(() => LeavePayType, { nullable: true })
  pay?: LeavePayType | null;

  @Field(() => Boolean, { nullable: true })
  openEndedAbsence?: boolean | null;

  @Field(() => String, { nullable: true, description: 'First day (yyyy-mm-dd).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day (yyyy-mm-dd).' })
  to?: string | null;

  @Field(() => Boolean, { nullable: true })
  historicLeaveRequiresProcessing?: boolean | null;

  @Field(() => Float, { nullable: true })
  averageWeeklyEarnings?: number | null;

  @Field(() => Boolean, { nullable: true })
  automaticAWECalculation?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  offsetPay?: boolean | null;

  @Field(() => LeaveCalculationType, { nullable: true })
  calculationType?: LeaveCalculationType | null;

  @Field(() => Float, { nullable: true })
  percentOfPay?: number | null;

  @Field(() => Float, { nullable: true })
  strikeHoursToDeduct?: number | null;

  @Field(() => Boolean, { nullable: true })
  paySSPInAddition?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  useAssumedPensionablePay?: boolean | null;

  @Field(() => Float, { nullable: true })
  assumedPensionablePay?: number | null;

  @Field(() => Boolean, { nullable: true })
  automaticAPPCalculation?: boolean | null;
}
