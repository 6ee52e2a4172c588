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
registerEnumType(CsvFileFormat, {
  name: 'CsvFileFormat',
  description: 'Layout of an employee CSV file. Only EmployeeCsv is imported; the others answer 400.',
  valuesConfig: {
    EmployeeCsv: { description: 'The reference’s employee CSV layout (imported).' },
    MoneysoftEmployees: { description: 'Moneysoft export (not imported here).' },
    BrightPayEmployees: { description: 'BrightPay export (not imported here).' },
    Fps: { description: 'HMRC Full Payment Submission (not imported here).' },
    SageEmployeeDetails: { description: 'Sage employee details export (not imported here).' },
    AccessPeoplePlanner: { description: 'Access PeoplePlanner export (not imported here).' },
  },
});
