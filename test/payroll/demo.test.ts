import type { TestApp } from '../helpers/app';
import { DEMO_APP, demoScenario, eachTestIn, type DemoScenario } from '../helpers/scenarios';
import { basic, jobErrors, payroll } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

/** The demo data set's payroll part, as the demo STAFF user sees it over HTTP Basic. */

let t: TestApp;
let demo: DemoScenario;
let staff: { id: string; headers: Record<string, string> };
eachTestIn(
  demoScenario,
  (app, built) => {
    [t, demo] = [app, built];
    staff = { id: '', headers: basic(demo.people.staff.email, demo.password) };
  },
  DEMO_APP,
  { once: true },
);

describe('payroll demo data', () => {
  it('gives the demo staff user an employer with employees, an import job with a row error and a report', async () => {
    const employers = bodyOf(await payroll(t, staff).get('/employers'), 200);
    expect(employers).toHaveLength(1);
    const employees = bodyOf(
      await payroll(t, staff).get('/employers/{employerId}/employees', { params: { employerId: employers[0].id } }),
      200,
    );
    expect(employees.map((e) => e.metadata?.payrollCode)).toEqual(['CP001', 'CP002', 'CP003']);

    const jobs = (await payroll(t, staff).get('/jobs')).body as { id: string; type: string; status: string }[];
    const imported = jobs.find((j) => j.type === 'Import')!;
    expect(imported.status).toBe('CompletedWithErrors');
    const errors = await jobErrors(t, staff, imported.id);
    expect(errors).toEqual([expect.objectContaining({ rowNumber: 4, column: 'Date of Birth' })]);

    const report = jobs.find((j) => j.type === 'Report')!;
    expect(report.status).toBe('Completed');
    const doc = await payroll(t, staff).get('/jobs/{jobId}/document', { params: { jobId: report.id } });
    expectStatus(doc, 200);
    expect((doc.body as string).split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('keeps the demo admin’s payroll separate from the staff user’s', async () => {
    const admin = { id: '', headers: basic(demo.people.admin.email, demo.password) };
    expect((await payroll(t, admin).get('/employers')).body).toEqual([]);
  });
});
