import { internalContext } from '../../../graphql/internal-context';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../bootstrap';
import { User } from '../../identity/users/user.entity';
import { ACROSS_TENANTS } from '../../identity/tenants/tenant-filter';
import type { DemoContext } from '../../module';
import { createEmployer } from '../employers/employer.service';
import { EMPLOYEE_IMPORT } from '../imports/import.service';
import { JobType } from '../jobs/job.entity';
import { runJobNow } from '../jobs/job.runner';
import { EMPLOYEE_REPORT } from './report.service';

const EMPLOYEES_CSV = [
  'Payroll Code,Title,First Name,Surname,Gender,Date of Birth,Join Date,NI Number,Tax Code,Email,Pay Basis,Pay Amount',
  'CP001,Ms,Priya,Shah,Female,1986-04-12,2018-09-03,QQ123456C,1257L,priya.shah@city-pharmacy.example,Monthly,3450',
  'CP002,Mr,Tom,Baker,Male,14/07/1992,01/02/2021,QQ123457C,1257L,tom.baker@city-pharmacy.example,Hourly,12.5',
  'CP003,Mrs,Grace,Okafor,Female,1979-11-30,2015-05-18,QQ123458C,1257L,,Monthly,2980',
  'CP004,Mr,Leo,Novak,Male,2001-02-31,2024-06-01,,,leo.novak@city-pharmacy.example,Hourly,11.44',
].join('\r\n');

/**
 * The payroll part of the demo: an employer of the demo STAFF user with employees imported from
 * a CSV (one row with an impossible date, so the finished import job shows a row error) and a
 * finished employee report.
 */
export async function payrollDemo({ ctx, print }: DemoContext): Promise<void> {
  const staff = await ctx.em.findOneOrFail(User, { email: DEMO_PEOPLE.staff.email }, ACROSS_TENANTS);
  const asStaff = internalContext(ctx.services, ctx.em, {
    kind: 'user',
    id: staff.id,
    role: 'STAFF',
    tenantId: ctx.principal?.tenantId ?? null,
  });
  const employer = await createEmployer(asStaff, { name: 'City Pharmacy Ltd', alternativeIdentifier: 'CITYPHARM' });
  const imported = await runJobNow(asStaff, employer, {
    type: JobType.Import,
    kind: EMPLOYEE_IMPORT,
    name: 'employees.csv',
    outputFormat: 'csv',
    input: { format: 'EmployeeCsv', allowUpdates: false },
    file: Buffer.from(EMPLOYEES_CSV),
  });
  const report = await runJobNow(asStaff, employer, {
    type: JobType.Report,
    kind: EMPLOYEE_REPORT,
    name: 'Employees',
    outputFormat: 'csv',
  });
  print(`Payroll (/payroll, HTTP Basic ${DEMO_PEOPLE.staff.email}:${DEMO_PASSWORD}): employer "${employer.name}"`);
  print(
    `  import job ${imported.id} (${imported.status}), report job ${report.id}: GET /payroll/jobs/${report.id}/document`,
  );
}
