import { registerEnumType } from 'type-graphql';

/** The reference's CsvFileFormat; only `EmployeeCsv` is imported (the others answer 400). */
export enum CsvFileFormat {
  MoneysoftEmployees = 'MoneysoftEmployees',
  BrightPayEmployees = 'BrightPayEmployees',
  Fps = 'Fps',
  SageEmployeeDetails = 'SageEmployeeDetails',
  AccessPeoplePlanner = 'AccessPeoplePlanner',
  EmployeeCsv = 'EmployeeCsv',
}
registerEnumType(CsvFileFormat, { name: 'CsvFileFormat' });
