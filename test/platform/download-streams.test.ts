import { createHash, randomBytes } from 'node:crypto';
import { Employee } from '../../src/modules/payroll/employers/employer.entity';
import { runEmployeeImport } from '../../src/modules/payroll/imports/employee-import';
import type { JobRun } from '../../src/modules/payroll/jobs/job.service';
import type { TestApp } from '../helpers/app';
import { UploadAttachmentIdDocument } from '../generated/graphql';
import { http } from '../helpers/http';
import { PRODUCTION_ENV, expectServing, failOnUnhandledErrors } from '../helpers/process-health';
import { rawRequest, until } from '../helpers/raw-http';
import { payroll, waitForJob } from '../payroll/support';
import { employerScenario, type PayrollWorld } from '../helpers/payroll-scenarios';
import { eachTestIn } from '../helpers/scenarios';
import { graphqlUploadForm } from '../helpers/multipart';
import { bodyOf } from '../helpers/rest';

/**
 * The streams the server writes (report documents, attachment downloads) and reads back (an
 * import's stored file parts), failing under it: a client that hangs up before or during the
 * answer, a stored part that cannot be read. The process goes on and nothing goes unhandled.
 */

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

failOnUnhandledErrors();

eachTestIn(
  (app) => employerScenario(app),
  (app, world) => ([t, w, employerId] = [app, world, world.employerId]),
  { env: { ...PRODUCTION_ENV, JOB_POLL_INTERVAL_MS: '500' } },
  { once: true },
);

/**
 * Asks for `path` `times` times, each client hanging up at another moment: right after the
 * request, or after the first bytes of the answer. Answers how many clients saw an answer start.
 */
async function hangUpOn(path: string, headers: Record<string, string>, times: number): Promise<number> {
  let started = 0;
  for (let i = 0; i < times; i++) {
    const request = rawRequest(t.url, 'GET', path, headers, '');
    if (i % 2 === 0) request.abort();
    else {
      await until(() => request.received > 0, `the first bytes of ${path}`);
      started++;
      request.abort();
    }
    await request.answer;
  }
  return started;
}

describe('a client that hangs up on a download', () => {
  it('of a report document leaves the process serving the document to the next client', async () => {
    const em = t.orm.em.fork();
    for (let i = 0; i < 3000; i++) {
      em.create(Employee, {
        employer: employerId,
        payrollCode: `R${i}`,
        firstName: 'Report',
        lastName: `Row ${i}`,
        dateOfBirth: '1990-01-01',
        joinDate: '2020-01-01',
        payAmount: 1000,
      });
    }
    await em.flush();
    const queued = await payroll(t, w.alice).post('/employers/{employerId}/reports-async/employees', {
      params: { employerId },
      query: { outputFormat: 'csv' },
    });
    const job = await waitForJob(t, w.alice, bodyOf(queued, 202).id);
    expect(job.status).toBe('Completed');
    const path = `/payroll/jobs/${job.id}/document`;

    expect(await hangUpOn(path, w.alice.headers, 20)).toBe(10);
    await expectServing(t);
    const whole = await fetch(`${t.url}${path}`, { headers: w.alice.headers });
    expect(whole.status).toBe(200);
    expect((await whole.text()).split('\n').length).toBeGreaterThan(3000);
  });

  it('of an attachment leaves the process serving its bytes to the next client', async () => {
    const content = randomBytes(2_621_440);
    const form = graphqlUploadForm(
      { query: UploadAttachmentIdDocument },
      { content, fileName: 'scan.png', type: 'image/png' },
    );
    const created = await http(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true', ...w.store.admin.headers },
    });
    const id = created.body.data.uploadAttachment.id as string;
    const headers = { authorization: w.store.admin.headers.authorization, accept: 'application/octet-stream' };
    const path = `/accounting/v3.1/attachments/${id}/file`;

    expect(await hangUpOn(path, headers, 20)).toBe(10);
    await expectServing(t);
    const whole = await fetch(`${t.url}${path}`, { headers });
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
  });
});

describe('an employee import whose stored file cannot be read back', () => {
  it('fails with the read error instead of waiting forever on an unheard stream error', async () => {
    const unreadable = new Error('stored part 1 could not be read');
    async function* inputFile(): AsyncGenerator<Buffer> {
      yield Buffer.from('Payroll Code,First Name,Last Name,Date of Birth,Join Date\r\nE1,Ada,');
      throw unreadable;
    }
    const run = {
      job: { input: {}, employer: { id: employerId } },
      checkpoint: null,
      signal: new AbortController().signal,
      services: t.app.services,
      inputFile,
    } as unknown as JobRun;
    await expect(runEmployeeImport(run)).rejects.toBe(unreadable);
  });
});
