import { readChoice, readDate, readEmail, readNumber, readText, type Read } from './csv-values';

/** One column of the employee CSV (reference 8.1): its heading(s), the table column, its reader. */
export interface EmployeeColumn {
  heading: string;
  aliases?: string[];
  column: string;
  required?: boolean;
  read: (raw: string) => Read<unknown>;
}

export const EMPLOYEE_COLUMNS: EmployeeColumn[] = [
  { heading: 'Payroll Code', column: 'payroll_code', required: true, read: readText(35) },
  { heading: 'Status', column: 'status', read: readChoice(['Current', 'Former']) },
  { heading: 'NI Number', column: 'ni_number', read: readText(15) },
  { heading: 'NI Table', column: 'ni_table', read: readText(2) },
  { heading: 'Tax Code', column: 'tax_code', read: readText(10) },
  { heading: 'Gender', column: 'gender', read: readChoice(['Male', 'Female']) },
  { heading: 'Date of Birth', column: 'date_of_birth', required: true, read: readDate },
  {
    heading: 'Marital Status',
    column: 'marital_status',
    read: readChoice(['Single', 'Married', 'Divorced', 'Widowed', 'Civil Partnership', 'Unknown']),
  },
  { heading: 'Join Date', column: 'join_date', required: true, read: readDate },
  { heading: 'Left Date', aliases: ['Leave Date'], column: 'leave_date', read: readDate },
  { heading: 'Title', column: 'title', read: readText(30) },
  { heading: 'First Name', column: 'first_name', read: readText(34) },
  { heading: 'Middle Name', column: 'middle_name', read: readText(34) },
  { heading: 'Surname', aliases: ['Last Name'], column: 'last_name', read: readText(34) },
  { heading: 'Email', column: 'email', read: readEmail },
  { heading: 'Telephone', column: 'telephone', read: readText(30) },
  { heading: 'Mobile', column: 'mobile', read: readText(30) },
  { heading: 'Addr1', aliases: ['Address Line 1'], column: 'address1', read: readText(100) },
  { heading: 'Addr2', aliases: ['Address Line 2'], column: 'address2', read: readText(100) },
  { heading: 'Addr3', aliases: ['Address Line 3'], column: 'address3', read: readText(100) },
  { heading: 'Addr4', aliases: ['Address Line 4'], column: 'address4', read: readText(100) },
  { heading: 'Addr5', aliases: ['Address Line 5'], column: 'address5', read: readText(100) },
  { heading: 'Postcode', column: 'postcode', read: readText(20) },
  { heading: 'Country', column: 'country', read: readText(30) },
  { heading: 'Pay Basis', column: 'pay_basis', read: readChoice(['Hourly', 'Daily', 'Monthly']) },
  { heading: 'Pay Amount', column: 'pay_amount', read: readNumber },
  { heading: 'Pay Code', column: 'pay_code', read: readText(30) },
];

export const EMPLOYEE_CSV_HEADINGS = EMPLOYEE_COLUMNS.map((c) => c.heading);
