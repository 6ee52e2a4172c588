import { randomUUID } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { JobFailure, JobInterrupted, type JobRun, type JobOutcome, type RowError } from '../jobs/job.service';
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
  [key: string]: number;
}

/** The rows read since the last commit: good ones to write, and the errors of the bad ones. */
interface Step {
  lastRow: number;
  rowsRead: number;
  rows: { rowNumber: number; row: Row }[];
  errors: RowError[];
}

/** What a row the database refused is told, by SQLSTATE; the driver's own text is only logged. */
const REFUSALS: Record<string, string> = {
  '22001': 'a value is too long for its column',
  '22003': 'a number is out of range',
  '22007': 'a date is not valid',
  '22008': 'a date is out of range',
  '22021': 'a value holds a character that cannot be stored',
  '22P05': 'a value holds a character that cannot be stored',
  '23502': 'a required value is missing',
  '23505': 'its Payroll Code conflicts with an existing employee',
};

/**
 * Writes one batch through `em` (inside the step's transaction): new payroll codes are inserted;
 * existing ones are updated (only the columns the file has) when `allowUpdates`, else each is a
 * row error. One statement per batch; if it fails, the rows are written one by one so that only
 * the bad ones fail. Answers the row errors and adds to `counts`.
 */
async function writeBatch(
  run: JobRun,
  em: EntityManager,
  employerId: string,
  batch: { rowNumber: number; row: Row }[],
  mapping: Mapping,
  allowUpdates: boolean,
  counts: Counts,
): Promise<RowError[]> {
  const errors: RowError[] = [];
  if (batch.length === 0) return errors;
  const knex = em.getKnex();
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('An import batch is written inside its step transaction');
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
   * One statement per call, in a savepoint (a refused statement must not end the transaction):
   * new codes are inserted; an existing code is updated (allowUpdates) or left alone. `inserted`
   * tells which (xmax is 0 only for a row this statement inserted).
   */
  const write = (rows: { rowNumber: number; row: Row }[]) =>
    trx.transaction(async (savepoint) => {
      const insert = knex('payroll_employee')
        .transacting(savepoint)
        .insert(rows.map((b) => toInsert(b.row)));
      const upsert = allowUpdates
        ? insert.onConflict(['employer_id', 'payroll_code']).merge(updateColumns)
        : insert.onConflict(['employer_id', 'payroll_code']).ignore();
      const result = (await knex
        .raw('? returning payroll_code, (xmax = 0) as inserted', [upsert])
        .transacting(savepoint)) as { rows: { payroll_code: string; inserted: boolean }[] };
      return new Map(result.rows.map((r) => [r.payroll_code, r.inserted]));
    });
  const tally = (rows: { rowNumber: number; row: Row }[], written: Map<string, boolean>) => {
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
    tally(batch, await write(batch));
  } catch {
    // A row the database refuses fails alone: write the batch again one row at a time.
    for (const b of batch) {
      try {
        tally([b], await write([b]));
      } catch (error) {
        // A lost connection is no row's fault: the whole step fails and is run again.
        if (isDatabaseUnavailable(error)) throw error;
        const code = (error as { code?: string }).code ?? '';
        run.services.logger.warn({ err: error, jobId: run.job.id, rowNumber: b.rowNumber }, 'import row refused');
        errors.push({
          rowNumber: b.rowNumber,
          message: `Row ${b.rowNumber} could not be saved: ${REFUSALS[code] ?? 'the database refused its values'}`,
          type: 'Database',
        });
      }
    }
  }
  return errors;
}

/**
 * Commits one step: its rows, their errors and the checkpoint after it, together. `totals` (the
 * counts committed so far) moves on only once the step is committed.
 */
async function commitStep(
  run: JobRun,
  employerId: string,
  step: Step,
  mapping: Mapping,
  allowUpdates: boolean,
  totals: Counts,
): Promise<void> {
  let after: Counts = totals;
  await run.commit(async (em) => {
    const counts = { ...totals, rowsRead: totals.rowsRead + step.rowsRead };
    const errors = [
      ...step.errors,
      ...(await writeBatch(run, em, employerId, step.rows, mapping, allowUpdates, counts)),
    ];
    counts.failed += errors.length;
    errors.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0));
    after = counts;
    return { errors, checkpoint: { row: step.lastRow, counts } };
  });
  Object.assign(totals, after);
}

const newStep = (): Step => ({ lastRow: 0, rowsRead: 0, rows: [], errors: [] });

/**
 * The employee CSV import job: streams the stored file through csv-parse in chunks, validates
 * each row on its own and commits the good ones in batches, each with its row errors and a
 * checkpoint. A retry of an interrupted job reads the rows up to the checkpoint again only to
 * know their payroll codes (a later duplicate is still one), and goes on from the saved counts.
 */
export async function runEmployeeImport(run: JobRun): Promise<JobOutcome> {
  const allowUpdates = run.job.input.allowUpdates === true;
  const employerId = run.job.employer.id;
  const resumeAfter = run.checkpoint?.row ?? 0;
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  // pipeline, not pipe: a stored part that cannot be read fails the parser (and so this job)
  // instead of erroring on a stream nobody listens to.
  pipeline(Readable.from(run.inputFile()), parser, () => undefined);
  let mapping: Mapping | undefined;
  const totals: Counts = { rowsRead: 0, created: 0, updated: 0, failed: 0, ...run.checkpoint?.counts };
  const seen = new Set<string>();
  let rowNumber = 0;
  let step = newStep();
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!mapping) {
        mapping = mapHeader(record);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      rowNumber++;
      const { row, errors } = readRecord(record, mapping, rowNumber);
      const duplicate = row && seen.has(row.payroll_code as string);
      if (row && !duplicate) seen.add(row.payroll_code as string);
      if (rowNumber <= resumeAfter) continue;
      step.rowsRead++;
      step.lastRow = rowNumber;
      if (!row) {
        step.errors.push({ ...errors[0], message: errors.map((e) => e.message).join('; ') });
      } else if (duplicate) {
        step.errors.push({
          rowNumber,
          column: 'Payroll Code',
          message: `Payroll Code ${String(row.payroll_code)} appears more than once in the file`,
          type: 'Duplicate',
        });
      } else {
        step.rows.push({ rowNumber, row });
      }
      if (step.rows.length + step.errors.length >= BATCH_SIZE) {
        // One step is committed while the next is parsed.
        await writing;
        if (run.signal.aborted) throw new JobInterrupted();
        writing = commitStep(run, employerId, step, mapping, allowUpdates, totals);
        // Awaited before the next step; a failure meanwhile must not count as unhandled.
        writing.catch(() => undefined);
        step = newStep();
      }
    }
  } catch (error) {
    await writing.catch(() => undefined);
    if (error instanceof JobFailure || error instanceof JobInterrupted) throw error;
    if ((error as { code?: string }).code?.startsWith('CSV_')) {
      throw new JobFailure(`The file is not valid CSV: ${(error as Error).message}`);
    }
    throw error;
  }
  if (!mapping) throw new JobFailure('The file is empty: it has no header row');
  await writing;
  if (step.rowsRead > 0) await commitStep(run, employerId, step, mapping, allowUpdates, totals);
  return { metadata: { ...totals } };
}
