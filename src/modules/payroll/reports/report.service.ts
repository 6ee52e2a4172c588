import type { RequestContext } from '../../../graphql/context';
import { csvRow, type CsvValue } from '../../../shared/csv';
import { ValidationError } from '../../../graphql/errors';
import { Employee } from '../employers/employer.entity';
import { ownedEmployer } from '../employers/employer.service';
import { JobType } from '../jobs/job.entity';
import { enqueueJob, type JobOutcome, type JobRun } from '../jobs/job.service';
import type { PayrollJobView } from '../jobs/job.view';

export const EMPLOYEE_REPORT = 'employeeReport';
export const REPORT_FORMATS = ['csv', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The media type of each report format's document. */
export const REPORT_MEDIA_TYPES: Record<ReportFormat, string> = { csv: 'text/csv', json: 'application/json' };

/** Employee fields whose values a CSV cell can hold as they are (numbers stay numbers). */
type ReportField = { [K in keyof Employee]-?: Employee[K] extends CsvValue ? K : never }[keyof Employee];

/** The report's columns: heading and employee field, in order. */
const COLUMNS: [string, ReportField][] = [
  ['Payroll Code', 'payrollCode'],
  ['Title', 'title'],
  ['First Name', 'firstName'],
  ['Surname', 'lastName'],
  ['Status', 'status'],
  ['Date of Birth', 'dateOfBirth'],
  ['Join Date', 'joinDate'],
  ['Left Date', 'leaveDate'],
  ['NI Number', 'niNumber'],
  ['Tax Code', 'taxCode'],
  ['Email', 'email'],
  ['Pay Basis', 'payBasis'],
  ['Pay Amount', 'payAmount'],
];

/** Queues an employee report of one of the caller's employers (csv or json). */
export async function requestEmployeeReport(
  ctx: RequestContext,
  employerId: string,
  outputFormat: string,
): Promise<PayrollJobView> {
  const employer = await ownedEmployer(ctx, employerId);
  if (!(REPORT_FORMATS as readonly string[]).includes(outputFormat)) {
    throw ValidationError.field('outputFormat', `must be one of ${REPORT_FORMATS.join(', ')}`);
  }
  return enqueueJob(ctx, employer, {
    type: JobType.Report,
    kind: EMPLOYEE_REPORT,
    name: 'Employees',
    outputFormat,
  });
}

const PAGE = 1000;

/** The report job: every employee of the employer by payroll code, read a page at a time. */
export async function runEmployeeReport(run: JobRun): Promise<JobOutcome> {
  const format = (run.job.outputFormat ?? 'csv') as ReportFormat;
  const parts: string[] = [];
  if (format === 'csv') parts.push(csvRow(COLUMNS.map(([heading]) => heading)));
  let after = '';
  let count = 0;
  for (;;) {
    const page = await run.em.find(
      Employee,
      { employer: run.job.employer.id, payrollCode: { $gt: after } },
      { orderBy: { payrollCode: 'asc' }, limit: PAGE },
    );
    for (const employee of page) {
      if (format === 'csv') parts.push(csvRow(COLUMNS.map(([, field]) => employee[field])));
      else parts.push(JSON.stringify(Object.fromEntries(COLUMNS.map(([, field]) => [field, employee[field] ?? null]))));
    }
    count += page.length;
    run.em.clear();
    if (page.length < PAGE) break;
    after = page[page.length - 1].payrollCode;
  }
  const date = new Date().toISOString().slice(0, 10);
  const content = format === 'csv' ? parts.join('') : `[${parts.join(',')}]`;
  return {
    metadata: { employees: count },
    document: {
      fileName: `employees-${date}.${format}`,
      contentType: `${REPORT_MEDIA_TYPES[format]}; charset=utf-8`,
      content: Buffer.from(content, 'utf8'),
    },
  };
}
