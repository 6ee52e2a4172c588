import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import { JobFailure, JobInterrupted, type JobRun, type JobOutcome, type RowError } from '../jobs/job.service';
import { CsvSyntaxError, csvRecords } from './csv-stream';
import { headerKey } from './csv-values';
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './employee-csv';

/** What a blank cell of a column that cannot be empty stands for. */
const NOT_NULL_DEFAULTS: Record<string, string | number> = { status: 'Current', pay_basis: 'Monthly', pay_amount: 0 };

/** The array type of each column's values in the write (text unless named). */
const ARRAY_TYPES: Record<string, string> = {
  date_of_birth: 'date[]',
  join_date: 'date[]',
  leave_date: 'date[]',
  pay_amount: 'float8[]',
};

interface Mapping {
  /** Column index in the file -> column spec, payroll code first. */
  columns: { index: number; spec: EmployeeColumn }[];
  /** Where the join and leave dates are in `columns` (-1: not in the file). */
  joinAt: number;
  leaveAt: number;
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
  columns.sort((a, b) => Number(b.spec.column === 'payroll_code') - Number(a.spec.column === 'payroll_code'));
  const at = (column: string) => columns.findIndex((c) => c.spec.column === column);
  return { columns, joinAt: at('join_date'), leaveAt: at('leave_date') };
}

/**
 * Reads one record into its values (in the order of `mapping.columns`, the payroll code first),
 * or the problems of its cells (one per bad cell).
 */
function readRecord(record: string[], mapping: Mapping, rowNumber: number): { values?: unknown[]; errors: RowError[] } {
  const values: unknown[] = new Array(mapping.columns.length);
  let errors: RowError[] | undefined;
  for (let k = 0; k < mapping.columns.length; k++) {
    const { index, spec } = mapping.columns[k];
    const cell = record[index];
    const raw = cell === undefined ? '' : cell.trim();
    if (raw === '') {
      if (spec.required)
        (errors ??= []).push({ rowNumber, column: spec.heading, message: `${spec.heading} is required` });
      else values[k] = NOT_NULL_DEFAULTS[spec.column] ?? null;
      continue;
    }
    const read = spec.read(raw);
    if ('problem' in read) {
      (errors ??= []).push({ rowNumber, column: spec.heading, message: `${spec.heading}: ${read.problem}` });
    } else values[k] = read.value;
  }
  if (errors) return { errors };
  const leave = mapping.leaveAt >= 0 ? (values[mapping.leaveAt] as string | null) : null;
  if (leave && leave < (values[mapping.joinAt] as string)) {
    return { errors: [{ rowNumber, column: 'Left Date', message: 'Left Date: must not be before the Join Date' }] };
  }
  return { values, errors: [] };
}

interface Counts {
  rowsRead: number;
  created: number;
  updated: number;
  failed: number;
  [key: string]: number;
}

/**
 * The rows read since the last commit: the good ones as one array per column (what the write
 * sends), their row numbers, and the errors of the bad ones.
 */
interface Step {
  lastRow: number;
  rowsRead: number;
  rowNumbers: number[];
  columns: unknown[][];
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
 * The one statement that writes a batch, for the columns of this file: the batch travels as one
 * text per column (see {@link columnText}), split into arrays and unnested into rows. New payroll codes are inserted; an existing one is updated
 * (only the columns the file has) with `allowUpdates`, else left alone. It answers the payroll code
 * of each row it wrote and whether it inserted it (xmax is 0 only for a row this statement inserted).
 */
function upsertStatement(mapping: Mapping, allowUpdates: boolean): string {
  const names = mapping.columns.map((c) => c.spec.column);
  const quoted = names.map((n) => `"${n}"`);
  const arrays = names.map((n) => `string_to_array(?, ?, ?)::${ARRAY_TYPES[n] ?? 'text[]'}`);
  const onConflict = allowUpdates
    ? `do update set ${[...quoted.slice(1), '"updated_at"'].map((q) => `${q} = excluded.${q}`).join(', ')}`
    : 'do nothing';
  return (
    `insert into payroll_employee (id, employer_id, ${quoted.join(', ')}, pay_lines, created_at, updated_at) ` +
    `select gen_random_uuid(), ?, ${quoted.map((q) => `r.${q}`).join(', ')}, '[]', now(), now() ` +
    `from unnest(${arrays.join(', ')}) as r(${quoted.join(', ')}) ` +
    `on conflict (employer_id, payroll_code) ${onConflict} returning payroll_code, (xmax = 0) as inserted`
  );
}

/** Characters that may separate values, and mark a null, in a column's text (the first two unused win). */
const SEPARATORS = Array.from({ length: 30 }, (_, i) => String.fromCharCode(1 + i)).concat([
  '\uE000',
  '\uE001',
  '\uE002',
]);

/**
 * One column of a batch as `string_to_array`'s three arguments: the values joined by a
 * separator, the separator, and the text standing for null; both characters found in no value.
 * Joining is native work; an array parameter would be quoted and escaped value by value, which
 * cost more than the rest of the import.
 */
export function columnText(values: readonly unknown[]): [string, string, string] {
  const texts = values.map((v) => (v === null || v === undefined ? null : String(v)));
  const all = texts.join('');
  const free: string[] = [];
  for (let i = 0; i < SEPARATORS.length && free.length < 2; i++)
    if (!all.includes(SEPARATORS[i])) free.push(SEPARATORS[i]);
  if (free.length < 2) throw new Error('No separator is free in a batch column');
  const [separator, nullText] = free;
  return [texts.map((t) => t ?? nullText).join(separator), separator, nullText];
}

/** How one job writes its batches. */
interface Writer {
  run: JobRun;
  employerId: string;
  statement: string;
  columnCount: number;
}

/** The first write of a step was refused: the step is run again, finding the refused rows. */
class RefusedBatch extends Error {}

/**
 * Writes the good rows of one step (inside its transaction) with one statement; answers the row
 * errors (codes that exist without `allowUpdates`, rows the database refuses) and adds to
 * `counts`. A refused statement ends the transaction: {@link RefusedBatch} has the step run again
 * `careful`ly, where each write is in a savepoint and a refused one is split in halves until the
 * refused rows are found: a few statements per bad row, never one per row.
 */
async function writeStep(
  em: EntityManager,
  writer: Writer,
  step: Step,
  counts: Counts,
  careful: boolean,
): Promise<RowError[]> {
  const errors: RowError[] = [];
  if (step.rowNumbers.length === 0) return errors;
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('An import batch is written inside its step transaction');
  const knex = em.getKnex();
  const codes = step.columns[0] as string[];

  /** Rows [from, to) of the step, as payroll code -> whether inserted (absent: left alone). */
  const write = async (from: number, to: number, within: Knex.Transaction) => {
    const bindings: string[] = [writer.employerId];
    for (const column of step.columns) {
      bindings.push(...columnText(from === 0 && to === column.length ? column : column.slice(from, to)));
    }
    const result = (await knex.raw(writer.statement, bindings).transacting(within)) as {
      rows: { payroll_code: string; inserted: boolean }[];
    };
    return new Map(result.rows.map((r) => [r.payroll_code, r.inserted]));
  };

  const tally = (from: number, to: number, written: Map<string, boolean>) => {
    for (let k = from; k < to; k++) {
      const inserted = written.get(codes[k]);
      if (inserted === true) counts.created++;
      else if (inserted === false) counts.updated++;
      else {
        errors.push({
          rowNumber: step.rowNumbers[k],
          column: 'Payroll Code',
          message: `Payroll Code ${codes[k]} already exists (allowUpdates is off)`,
          type: 'Duplicate',
        });
      }
    }
  };

  if (!careful) {
    try {
      tally(0, codes.length, await write(0, codes.length, trx));
      return errors;
    } catch (error) {
      // A lost connection is no row's fault: the whole step fails and is run again.
      if (isDatabaseUnavailable(error)) throw error;
      throw new RefusedBatch();
    }
  }

  const writeRange = async (from: number, to: number): Promise<void> => {
    try {
      // In a savepoint: a refused statement must not end the transaction.
      tally(from, to, await trx.transaction((savepoint) => write(from, to, savepoint)));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      if (to - from > 1) {
        const middle = from + Math.ceil((to - from) / 2);
        await writeRange(from, middle);
        await writeRange(middle, to);
        return;
      }
      const rowNumber = step.rowNumbers[from];
      const code = (error as { code?: string }).code ?? '';
      writer.run.services.logger.warn({ err: error, jobId: writer.run.job.id, rowNumber }, 'import row refused');
      errors.push({
        rowNumber,
        message: `Row ${rowNumber} could not be saved: ${REFUSALS[code] ?? 'the database refused its values'}`,
        type: 'Database',
      });
    }
  };

  await writeRange(0, codes.length);
  return errors;
}

/**
 * Commits one step: its rows, their errors and the checkpoint after it, together. `totals` (the
 * counts committed so far) moves on only once the step is committed.
 *
 * The step's commit does not wait for its WAL flush (`synchronous_commit` off for it alone): a
 * database crash can lose only whole steps, each with its checkpoint, and the job runs them
 * again; the job's finish is an ordinary commit, which flushes every step before it.
 */
async function commitStep(writer: Writer, step: Step, totals: Counts): Promise<void> {
  let after: Counts = totals;
  const attempt = (careful: boolean) =>
    writer.run.commit(async (em) => {
      await em.getConnection().execute('set local synchronous_commit = off', [], 'run', em.getTransactionContext());
      const counts = { ...totals, rowsRead: totals.rowsRead + step.rowsRead };
      const errors = [...step.errors, ...(await writeStep(em, writer, step, counts, careful))];
      counts.failed += errors.length;
      errors.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0));
      after = counts;
      return { errors, checkpoint: { row: step.lastRow, counts } };
    });
  try {
    await attempt(false);
  } catch (error) {
    if (!(error instanceof RefusedBatch)) throw error;
    await attempt(true);
  }
  Object.assign(totals, after);
}

const newStep = (columnCount: number): Step => ({
  lastRow: 0,
  rowsRead: 0,
  rowNumbers: [],
  columns: Array.from({ length: columnCount }, () => []),
  errors: [],
});

/**
 * The employee CSV import job: streams the stored file through the CSV reader, validates each
 * row on its own and commits the good ones in batches (one statement per batch, the rows as
 * column arrays), each with its row errors and a checkpoint. A retry of an interrupted job reads
 * the rows up to the checkpoint again only to know their payroll codes (a later duplicate is
 * still one), and goes on from the saved counts.
 */
export async function runEmployeeImport(run: JobRun): Promise<JobOutcome> {
  const allowUpdates = run.job.input.allowUpdates === true;
  const resumeAfter = run.checkpoint?.row ?? 0;
  // Rows per step: each step is one transaction with one write of its good rows.
  const batchRows = run.services.env.importBatchRows;
  let mapping: Mapping | undefined;
  let writer: Writer | undefined;
  const totals: Counts = { rowsRead: 0, created: 0, updated: 0, failed: 0, ...run.checkpoint?.counts };
  const seen = new Set<string>();
  let rowNumber = 0;
  let step: Step | undefined;
  let writing: Promise<void> = Promise.resolve();
  try {
    for await (const records of csvRecords(run.inputFile())) {
      for (const record of records) {
        if (!mapping) {
          mapping = mapHeader(record);
          writer = {
            run,
            employerId: run.job.employer.id,
            statement: upsertStatement(mapping, allowUpdates),
            columnCount: mapping.columns.length,
          };
          step = newStep(writer.columnCount);
          continue;
        }
        if (record.every((cell) => cell.trim() === '')) continue;
        rowNumber++;
        const { values, errors } = readRecord(record, mapping, rowNumber);
        const code = values?.[0] as string | undefined;
        const duplicate = code !== undefined && seen.has(code);
        if (code !== undefined && !duplicate) seen.add(code);
        if (rowNumber <= resumeAfter) continue;
        step = step!;
        step.rowsRead++;
        step.lastRow = rowNumber;
        if (!values) {
          step.errors.push({ ...errors[0], message: errors.map((e) => e.message).join('; ') });
        } else if (duplicate) {
          step.errors.push({
            rowNumber,
            column: 'Payroll Code',
            message: `Payroll Code ${code} appears more than once in the file`,
            type: 'Duplicate',
          });
        } else {
          step.rowNumbers.push(rowNumber);
          for (let k = 0; k < values.length; k++) step.columns[k].push(values[k]);
        }
        if (step.rowsRead >= batchRows) {
          // One step is committed while the next is read.
          await writing;
          if (run.signal.aborted) throw new JobInterrupted();
          writing = commitStep(writer!, step, totals);
          // Awaited before the next step; a failure meanwhile must not count as unhandled.
          writing.catch(() => undefined);
          step = newStep(writer!.columnCount);
        }
      }
    }
  } catch (error) {
    await writing.catch(() => undefined);
    if (error instanceof JobFailure || error instanceof JobInterrupted) throw error;
    if (error instanceof CsvSyntaxError) throw new JobFailure(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  if (!mapping || !writer || !step) throw new JobFailure('The file is empty: it has no header row');
  await writing;
  if (step.rowsRead > 0) await commitStep(writer, step, totals);
  return { metadata: { ...totals } };
}
