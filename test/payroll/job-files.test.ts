import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from '../helpers/app';
import { eachTestIn } from '../helpers/scenarios';
import { FILE_PART_BYTES } from '../../src/modules/payroll/jobs/job.entity';
import { binaryCopyValue, readInput, storeInput } from '../../src/modules/payroll/jobs/job.files';
import { runJob } from '../../src/modules/payroll/jobs/job.runner';
import { csvForm, employerScenario, payroll, type PayrollWorld } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

/**
 * A job's input file is stored in parts and read back on the driver's connection (binary
 * parameters in, binary COPY out): what is read back is the upload byte for byte, whatever the
 * bytes, and the import reads a character whose bytes fall in two parts as that character.
 */

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

// No workers: each test runs its job itself, after looking at the stored parts.
eachTestIn(
  employerScenario,
  (app, acme) => ([t, w, employerId] = [app, acme, acme.employerId]),
  { env: { JOB_WORKERS: '0', LOG_LEVEL: 'silent' } },
  { once: true },
);

async function readAll(em: EntityManager, jobId: string): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  for await (const part of readInput(em, jobId)) parts.push(Buffer.from(part));
  return parts;
}

const partSizes = (jobId: string) =>
  t.orm.em
    .getConnection()
    .execute<{ seq: number; size: number }[]>(
      `select seq, length(content) as size from payroll_job_file where job_id = ? and role = 'input' order by seq`,
      [jobId],
    );

describe('stored job files', () => {
  it('reads an uploaded file back byte for byte, with a character split across two parts', async () => {
    const header = 'Payroll Code,First Name,Surname,Date of Birth,Join Date,Addr1\r\n';
    const code = (i: number) => `E${String(i).padStart(6, '0')}`;
    const start = (i: number) => `${code(i)},F${i},L${i},1990-01-01,2020-01-01,`;
    // Rows up to a little before the first part's end, then the row whose "€" (3 bytes) straddles it.
    const lines = [header];
    let bytes = header.length;
    let i = 0;
    while (bytes + start(i).length + 2 + 50 < FILE_PART_BYTES) {
      lines.push(`${start(i++)}\r\n`);
      bytes += lines[lines.length - 1].length;
    }
    const pad = 'x'.repeat(FILE_PART_BYTES - bytes - start(i).length - 1);
    const splitAddress = `${pad}€uro`;
    const splitCode = code(i);
    lines.push(`${start(i++)}${splitAddress}\r\n`);
    for (let k = 0; k < 50; k++) lines.push(`${start(i++)}\r\n`);
    const text = lines.join('');
    const file = Buffer.from(text);
    // The euro sign's first byte is the first part's last: its other two open the second part.
    expect(file.subarray(FILE_PART_BYTES - 1, FILE_PART_BYTES + 2)).toEqual(Buffer.from('€'));

    const queued = await payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm(file),
    });
    expectStatus(queued, 202);
    const jobId = queued.body.id as string;
    expect(await partSizes(jobId)).toEqual([
      { seq: 0, size: FILE_PART_BYTES },
      { seq: 1, size: file.length - FILE_PART_BYTES },
    ]);
    const parts = await readAll(t.orm.em, jobId);
    expect(parts.map((p) => p.length)).toEqual([FILE_PART_BYTES, file.length - FILE_PART_BYTES]);
    expect(Buffer.concat(parts).equals(file)).toBe(true);

    await runJob(t.app.services, t.orm.em, jobId);
    const [job] = await t.orm.em
      .getConnection()
      .execute(`select status, metadata from payroll_job where id = ?`, [jobId]);
    expect(job).toMatchObject({ status: 'Completed', metadata: { rowsRead: i, created: i, failed: 0 } });
    const [split] = await t.orm.em
      .getConnection()
      .execute<{ address1: string }[]>(`select address1 from payroll_employee where payroll_code = ?`, [splitCode]);
    expect(split.address1).toBe(splitAddress);
  });

  it('stores any bytes (NUL, invalid UTF-8) and reads them back unchanged, inside the caller’s transaction', async () => {
    const queued = await payroll(t, w.alice).post('/employers/{employerId}/import/employees/async', {
      params: { employerId },
      form: csvForm('Payroll Code\r\nE1\r\n'),
    });
    const jobId = bodyOf(queued, 202).id as string;
    await t.orm.em.getConnection().execute(`delete from payroll_job_file where job_id = ?`, [jobId]);
    const bytes = Buffer.from(Array.from({ length: 3 * 256 }, (_, k) => (k * 7) % 256));
    async function* pieces() {
      yield bytes.subarray(0, 100);
      yield bytes.subarray(100, 101);
      yield bytes.subarray(101);
    }
    const size = await t.orm.em.fork().transactional((em) => storeInput(em as EntityManager, jobId, pieces()));
    expect(size).toBe(bytes.length);
    const parts = await readAll(t.orm.em, jobId);
    expect(parts.map((p) => p.length)).toEqual([100, 1, bytes.length - 101]);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);

    // A transaction rolled back leaves no part.
    await t.orm.em.getConnection().execute(`delete from payroll_job_file where job_id = ?`, [jobId]);
    await expect(
      t.orm.em.fork().transactional(async (em) => {
        await storeInput(em as EntityManager, jobId, bytes);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readAll(t.orm.em, jobId)).toEqual([]);
  });

  it('refuses what is not the output of a binary COPY', () => {
    expect(() => binaryCopyValue(Buffer.from('content\n'))).toThrow('Not the output of COPY in binary format');
    const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
    const end = Buffer.from([0xff, 0xff]);
    expect(binaryCopyValue(Buffer.concat([header, end]))).toBeNull();
    const value = Buffer.from([0, 1, 2, 255]);
    const tuple = Buffer.from([0, 1, 0, 0, 0, 4]);
    expect(binaryCopyValue(Buffer.concat([header, tuple, value, end]))).toEqual(value);
  });
});
