import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobFailure, type JobRun, type JobOutcome, type RowError } from '../jobs/job.service';
import { headerKey } from './csv-values';
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './employee-csv';

/** Rows written per INSERT statement. */
const BATCH_SIZE = 2000;

type Row = Record<string, unknown>;

/** What a blank cell of a column that cannot be empty stands for. */
const NOT_NULL_DEFAULTS: Row = { status: 'Current', pay_basis: 'Monthly', pay_amount: 0 };

interface Mapping {
  /** Column index in the file -> column spec. */
  columns: { index: number; spec: EmployeeColumn }[];
  /** Table columns present in the file (what an update changes). */
  present: string[];
}

/** Maps the header to known columns; a file without a required column cannot be imported. */
function mapHeader(header: string[]): Mapping {
  const byKey = new Map<string, EmployeeColumn>();
  for (const spec of EMPLOYEE_COLUMNS) {
    for (const name of [spec.heading, ...(spec.aliases ?? [])]) byKey.set(headerKey(name), spec);
  }
  const columns: Mapping['columns'] = [];
  const seen = new Set<string>();
  header.forEach((name, index) => {
    const spec = byKey.get(headerKey(name));
    if (spec && !seen.has(spec.column)) {
      seen.add(spec.column);
      columns.push({ index, spec });
    }
  });
  const missing = EMPLOYEE_COLUMNS.filter((c) => c.required && !seen.has(c.column)).map((c) => c.heading);
  if (missing.length > 0) {
    throw new JobFailure(`The file is missing the required column(s): ${missing.join(', ')}`);
  }
  return { columns, present: [...seen] };
}

/** Reads one record into a row, or the problems of its cells (one per bad cell). */
function readRecord(record: string[], mapping: Mapping, rowNumber: number): { row?: Row; errors: RowError[] } {
  const row: Row = {};
  const errors: RowError[] = [];
  for (const { index, spec } of mapping.columns) {
    const raw = (record[index] ?? '').trim();
    if (raw === '') {
      if (spec.required) errors.push({ rowNumber, column: spec.heading, message: `${spec.heading} is required` });
      else row[spec.column] = null;
      continue;
    }
    const read = spec.read(raw);
    if ('problem' in read)
      errors.push({ rowNumber, column: spec.heading, message: `${spec.heading}: ${read.problem}` });
    else row[spec.column] = read.value;
  }
  if (errors.length === 0 && row.leave_date && (row.leave_date as string) < (row.join_date as string)) {
    errors.push({ rowNumber, column: 'Left Date', message: 'Left Date: must not be before the Join Date' });
  }
  return errors.length > 0 ? { errors } : { row, errors };
}

interface Counts {
  rowsRead: number;
  created: number;
  updated: number;
  failed: number;
}

/**
 * Writes one batch: new payroll codes are inserted; existing ones are updated (only the columns
 * the file has) when `allowUpdates`, else each is a row error. One statement per batch; if it
 * fails, the rows are written one by one so that only the bad ones fail.
 */
async function writeBatch(
  run: JobRun,
  em: EntityManager,
  employerId: string,
  batch: { rowNumber: number; row: Row }[],
  mapping: Mapping,
  allowUpdates: boolean,
  counts: Counts,
): Promise<void> {
  if (batch.length === 0) return;
  const knex = em.getKnex();
  // Inside a transaction (demo data) the statements must join it.
  const trx = em.getTransactionContext<Parameters<ReturnType<typeof knex>['transacting']>[0]>();
  const table = () => (trx ? knex('payroll_employee').transacting(trx) : knex('payroll_employee'));
  const errors: RowError[] = [];
  const now = new Date();
  const toInsert = (row: Row) => {
    const values: Row = {
      id: randomUUID(),
      employer_id: employerId,
      pay_lines: '[]',
      created_at: now,
      updated_at: now,
    };
    for (const [column, value] of Object.entries(row)) values[column] = value ?? NOT_NULL_DEFAULTS[column] ?? null;
    for (const [column, value] of Object.entries(NOT_NULL_DEFAULTS)) values[column] ??= value;
    return values;
  };
  const updateColumns = [...mapping.present.filter((c) => c !== 'payroll_code'), 'updated_at'];
  /**
   * One statement per call: new codes are inserted; an existing code is updated (allowUpdates)
   * or left alone. `inserted` tells which (xmax is 0 only for a row this statement inserted).
   */
  const write = async (rows: { rowNumber: number; row: Row }[]) => {
    const insert = table().insert(rows.map((b) => toInsert(b.row)));
    const upsert = allowUpdates
      ? insert.onConflict(['employer_id', 'payroll_code']).merge(updateColumns)
      : insert.onConflict(['employer_id', 'payroll_code']).ignore();
    const raw = knex.raw('? returning payroll_code, (xmax = 0) as inserted', [upsert]);
    const result = (await (trx ? raw.transacting(trx) : raw)) as {
      rows: { payroll_code: string; inserted: boolean }[];
    };
    const written = new Map(result.rows.map((r) => [r.payroll_code, r.inserted]));
    for (const b of rows) {
      const inserted = written.get(b.row.payroll_code as string);
      if (inserted === true) counts.created++;
      else if (inserted === false) counts.updated++;
      else {
        errors.push({
          rowNumber: b.rowNumber,
          column: 'Payroll Code',
          message: `Payroll Code ${String(b.row.payroll_code)} already exists (allowUpdates is off)`,
          type: 'Duplicate',
        });
      }
    }
  };
  try {
    await write(batch);
  } catch {
    // A row the database refuses fails alone: write the batch again one row at a time.
    for (const b of batch) {
      try {
        await write([b]);
      } catch (error) {
        errors.push({
          rowNumber: b.rowNumber,
          message: `The row could not be saved: ${(error as Error).message.split('\n')[0]}`,
        });
      }
    }
  }
  counts.failed += errors.length;
  await run.addErrors(errors);
}

/**
 * The employee CSV import job: streams the stored file through csv-parse in chunks, validates
 * each row on its own and writes the good ones in batches.
 */
export async function runEmployeeImport(run: JobRun): Promise<JobOutcome> {
  const allowUpdates = run.job.input.allowUpdates === true;
  const employerId = run.job.employer.id;
  const parser = Readable.from(run.inputFile()).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let mapping: Mapping | undefined;
  const counts: Counts = { rowsRead: 0, created: 0, updated: 0, failed: 0 };
  const seen = new Set<string>();
  let batch: { rowNumber: number; row: Row }[] = [];
  let rowErrors: RowError[] = [];
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!mapping) {
        mapping = mapHeader(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      counts.rowsRead++;
      const rowNumber = counts.rowsRead;
      const { row, errors } = readRecord(record, mapping, rowNumber);
      if (!row) {
        rowErrors.push({ ...errors[0], message: errors.map((e) => e.message).join('; ') });
        counts.failed++;
      } else if (seen.has(row.payroll_code as string)) {
        rowErrors.push({
          rowNumber,
          column: 'Payroll Code',
          message: `Payroll Code ${String(row.payroll_code)} appears more than once in the file`,
          type: 'Duplicate',
        });
        counts.failed++;
      } else {
        seen.add(row.payroll_code as string);
        batch.push({ rowNumber, row });
      }
      if (batch.length >= BATCH_SIZE) {
        // One batch is written while the next is parsed.
        await writing;
        writing = writeBatch(run, run.em, employerId, batch, mapping, allowUpdates, counts);
        batch = [];
      }
      if (rowErrors.length >= BATCH_SIZE) {
        await writing;
        await run.addErrors(rowErrors);
        rowErrors = [];
      }
    }
  } catch (error) {
    await writing.catch(() => undefined);
    if (error instanceof JobFailure) throw error;
    if ((error as { code?: string }).code?.startsWith('CSV_')) {
      throw new JobFailure(`The file is not valid CSV: ${(error as Error).message}`);
    }
    throw error;
  }
  if (!mapping) throw new JobFailure('The file is empty: it has no header row');
  await writing;
  await writeBatch(run, run.em, employerId, batch, mapping, allowUpdates, counts);
  await run.addErrors(rowErrors);
  return { metadata: { ...counts } };
}
