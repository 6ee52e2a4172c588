/** The generated employee file of bench:import, and the casts of the limit's INSERT ... SELECT. */

/** The columns of the generated file: every column of the EmployeeCsv layout but Title and Country. */
export const HEADINGS = [
  'Payroll Code',
  'Status',
  'First Name',
  'Middle Name',
  'Surname',
  'Gender',
  'Date of Birth',
  'Marital Status',
  'NI Number',
  'NI Table',
  'Tax Code',
  'Email',
  'Telephone',
  'Mobile',
  'Addr1',
  'Addr2',
  'Addr3',
  'Addr4',
  'Addr5',
  'Postcode',
  'Join Date',
  'Left Date',
  'Pay Basis',
  'Pay Amount',
  'Pay Code',
];

/** The generated file: every row valid, both date formats, some cells blank as in real files. */
export function generateCsv(rows: number): Buffer {
  const lines = [HEADINGS.join(',')];
  for (let i = 0; i < rows; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    const joined = i % 2 === 0 ? `2020-${month}-${day}` : `${day}/${month}/2021`;
    const n = String(i).padStart(6, '0');
    lines.push(
      [
        `B${n}`,
        'Current',
        `First${i}`,
        '',
        `Last${i}`,
        i % 2 ? 'Female' : 'Male',
        `1980-${month}-${day}`,
        'Single',
        `AB${n}C`,
        'A',
        '1257L',
        `p${i}@example.com`,
        `0161${n}`,
        '',
        `${i % 200} High Street`,
        'Townsville',
        '',
        '',
        '',
        'AB1 2CD',
        joined,
        '',
        'Monthly',
        String(2000 + (i % 500)),
        'BASIC',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** The table column of each heading, and the cast the limit's INSERT ... SELECT applies to it. */
export const LIMIT_COLUMNS: [string, (cell: string) => string][] = HEADINGS.map((heading) => {
  const column =
    {
      'Payroll Code': 'payroll_code',
      'First Name': 'first_name',
      'Middle Name': 'middle_name',
      Surname: 'last_name',
      'Date of Birth': 'date_of_birth',
      'Marital Status': 'marital_status',
      'NI Number': 'ni_number',
      'NI Table': 'ni_table',
      'Tax Code': 'tax_code',
      Addr1: 'address1',
      Addr2: 'address2',
      Addr3: 'address3',
      Addr4: 'address4',
      Addr5: 'address5',
      'Join Date': 'join_date',
      'Left Date': 'leave_date',
      'Pay Basis': 'pay_basis',
      'Pay Amount': 'pay_amount',
      'Pay Code': 'pay_code',
    }[heading] ?? heading.toLowerCase();
  const date = (cell: string) =>
    `case when ${cell} like '%/%' then to_date(${cell}, 'DD/MM/YYYY') else ${cell}::date end`;
  const cast =
    column.endsWith('date') || column === 'date_of_birth'
      ? date
      : column === 'pay_amount'
        ? (c: string) => `${c}::float8`
        : (c: string) => c;
  return [column, cast];
});
