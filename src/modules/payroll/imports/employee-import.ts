import { JobFailure, JobInterrupted, type JobRun, type JobOutcome, type RowError } from '../jobs/job.service';
import { CsvSyntaxError, csvRecords } from './csv-stream';
import { headerKey } from './csv-values';
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './employee-csv';
import {
  RefusedBatch,
  addRow,
  newStepRows,
  writeCarefully,
  writeStatements,
  writeStep,
  type StepRows,
  type Writer,
} from './employee-write';

/** What a blank cell of a column that cannot be empty stands for. */
const NOT_NULL_DEFAULTS: Record<string, string | number> = { status: 'Current', pay_basis: 'Monthly', pay_amount: 0 };

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

/** The rows read since the last commit: the good ones (see {@link StepRows}) and the errors of the bad ones. */
interface Step extends StepRows {
  lastRow: number;
  rowsRead: number;
  errors: RowError[];
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
      const write = careful ? writeCarefully : writeStep;
      const errors = [...step.errors, ...(await write(em, writer, step, counts))];
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

/** Records read between two turns given to the event loop (see {@link runEmployeeImport}). */
const RECORDS_PER_TURN = 500;

/** The parts of `source`, the next one already asked for while the current one is read. */
async function* readAhead(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const parts = source[Symbol.asyncIterator]();
  let next = parts.next();
  try {
    for (;;) {
      const part = await next;
      if (part.done) return;
      next = parts.next();
      // Awaited on the next turn; a failure of a part never awaited must not count as unhandled.
      next.catch(() => undefined);
      yield part.value;
    }
  } finally {
    await parts.return?.();
  }
}

const newStep = (writer: Writer): Step => ({ ...newStepRows(writer), lastRow: 0, rowsRead: 0, errors: [] });

/**
 * The employee CSV import job: streams the stored file through the CSV reader, validates each
 * row on its own and commits the good ones in steps (see {@link writeStep}: one look-up or update
 * and one `COPY` per step), each with its row errors and a checkpoint; a step is committed while
 * the next is read, and the next part of the file is read while one is parsed. A retry of an interrupted job reads
 * the rows up to the checkpoint again only to know their payroll codes (a later duplicate is
 * still one), and goes on from the saved counts.
 */
export async function runEmployeeImport(run: JobRun): Promise<JobOutcome> {
  const allowUpdates = run.job.input.allowUpdates === true;
  const resumeAfter = run.checkpoint?.row ?? 0;
  // Rows per step: each step is one transaction.
  const batchRows = run.services.env.importBatchRows;
  let mapping: Mapping | undefined;
  let writer: Writer | undefined;
  const totals: Counts = { rowsRead: 0, created: 0, updated: 0, failed: 0, ...run.checkpoint?.counts };
  const seen = new Set<string>();
  let rowNumber = 0;
  let step: Step | undefined;
  let writing: Promise<void> = Promise.resolve();
  try {
    let turn = 0;
    for await (const records of csvRecords(readAhead(run.inputFile()))) {
      for (const record of records) {
        // The step being committed meanwhile is answered between turns: reading a whole part
        // without one would hold each of its statements back.
        if (++turn % RECORDS_PER_TURN === 0) await new Promise(setImmediate);
        if (!mapping) {
          mapping = mapHeader(record);
          writer = {
            run,
            employerId: run.job.employer.id,
            allowUpdates,
            width: mapping.columns.length,
            statements: writeStatements(
              mapping.columns.map((c) => c.spec.column),
              allowUpdates,
            ),
          };
          step = newStep(writer!);
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
          addRow(writer!, step, rowNumber, values);
        }
        if (step.rowsRead >= batchRows) {
          // One step is committed while the next is read.
          await writing;
          if (run.signal.aborted) throw new JobInterrupted();
          writing = commitStep(writer!, step, totals);
          // Awaited before the next step; a failure meanwhile must not count as unhandled.
          writing.catch(() => undefined);
          step = newStep(writer!);
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
