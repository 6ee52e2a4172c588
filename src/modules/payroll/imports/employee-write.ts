import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import type { JobRun, RowError } from '../jobs/job.service';

/** The array type of each column's values in a statement that takes the rows as arrays (text unless named). */
const ARRAY_TYPES: Record<string, string> = {
  date_of_birth: 'date[]',
  join_date: 'date[]',
  leave_date: 'date[]',
  pay_amount: 'float8[]',
};

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

/** `unnest` of the step's columns (each as {@link columnText}'s three parameters) as `r`. */
const unnestRows = (names: string[]) =>
  `unnest(${names.map((n) => `string_to_array(?, ?, ?)::${ARRAY_TYPES[n] ?? 'text[]'}`).join(', ')}) ` +
  `as r(${names.map((n) => `"${n}"`).join(', ')})`;

/**
 * The statements of one import's writes, for the columns of its file (the payroll code first):
 *
 * - `existing`: which of the step's payroll codes the employer has (one index probe per code);
 * - `update` (`allowUpdates`): updates the employer's rows of those codes (only the file's columns)
 *   and answers the codes it updated;
 * - `copy`: appends rows, each a line of `COPY`'s text format (see {@link copyLine});
 * - `upsert`: the careful write of a step that was refused: inserts new codes, updates (with
 *   `allowUpdates`) or leaves existing ones, answering each written code and whether it inserted it
 *   (xmax is 0 only for a row this statement inserted).
 */
export function writeStatements(names: string[], allowUpdates: boolean) {
  const quoted = names.map((n) => `"${n}"`);
  const onConflict = allowUpdates
    ? `do update set ${[...quoted.slice(1), '"updated_at"'].map((q) => `${q} = excluded.${q}`).join(', ')}`
    : 'do nothing';
  return {
    existing:
      'select e.payroll_code from unnest(string_to_array(?, ?, ?)) as r(code) cross join lateral ' +
      '(select payroll_code from payroll_employee where employer_id = ? and payroll_code = r.code limit 1) e',
    update:
      `update payroll_employee e set ${quoted
        .slice(1)
        .map((q) => `${q} = r.${q}`)
        .join(', ')}, updated_at = now() ` +
      `from ${unnestRows(names)} where e.employer_id = ? and e.payroll_code = r."payroll_code" returning e.payroll_code`,
    copy:
      `copy payroll_employee (id, employer_id, ${quoted.join(', ')}, pay_lines, created_at, updated_at) ` +
      'from stdin',
    upsert:
      `insert into payroll_employee (id, employer_id, ${quoted.join(', ')}, pay_lines, created_at, updated_at) ` +
      `select gen_random_uuid(), ?, ${quoted.map((q) => `r.${q}`).join(', ')}, '[]', now(), now() ` +
      `from ${unnestRows(names)} on conflict (employer_id, payroll_code) ${onConflict} ` +
      'returning payroll_code, (xmax = 0) as inserted',
  };
}

/** A character that `COPY`'s text format must see escaped. */
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };

/** One value in `COPY`'s text format: `\N` for null, else its text with backslash escapes. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]) : text;
}

/** The value of one field of a {@link copyLine}: the inverse of {@link copyValue}. */
function fieldValue(field: string): string | null {
  if (field === '\\N') return null;
  return field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => COPY_UNESCAPES[c] ?? c) : field;
}

/** The cells of the line being made (a line is joined at once, so one array serves every line). */
const cells: string[] = [];

/** The last fields of a step's {@link copyLine}s: no pay lines, created and updated `now`. */
const lineEnd = (now: string) => `[]\t${now}\t${now}\n`;

/**
 * A new employee (its values in the order of the `copy` statement's file columns) as one line of
 * `COPY`'s text format: a new id, the employer, the values, then `end` ({@link lineEnd}).
 */
export function copyLine(values: readonly unknown[], employerId: string, end: string): string {
  cells.length = values.length + 3;
  cells[0] = randomUUID();
  cells[1] = employerId;
  for (let k = 0; k < values.length; k++) cells[k + 2] = copyValue(values[k]);
  cells[values.length + 2] = end;
  return cells.join('\t');
}

/** The file's values of {@link copyLine}s (`width` of them each), as columns. */
function lineColumns(lines: readonly string[], width: number): (string | null)[][] {
  const columns: (string | null)[][] = Array.from({ length: width }, () => new Array<string | null>(lines.length));
  for (let i = 0; i < lines.length; i++) {
    const fields = lines[i].split('\t', width + 2);
    for (let k = 0; k < width; k++) columns[k][i] = fieldValue(fields[k + 2]);
  }
  return columns;
}

/** Lines joined in pieces of this many for the `COPY`: no string of a whole step is made. */
const LINES_PER_CHUNK = 512;

function* copyChunks(lines: readonly string[]): Generator<string> {
  for (let at = 0; at < lines.length; at += LINES_PER_CHUNK) yield lines.slice(at, at + LINES_PER_CHUNK).join('');
}

/** How one job writes its steps. */
export interface Writer {
  run: JobRun;
  employerId: string;
  allowUpdates: boolean;
  /** How many of the file's columns a row has (the payroll code first). */
  width: number;
  statements: ReturnType<typeof writeStatements>;
}

/**
 * The good rows of a step: their row numbers and payroll codes, and their values: without
 * `allowUpdates` each row's {@link copyLine} (a row is kept as one string from its validation on,
 * not as an array of values held until its step is written); with it, the values by column (every
 * row may be an update, which takes them as columns; only the new rows are made into lines).
 */
export interface StepRows {
  rowNumbers: number[];
  codes: string[];
  lines: string[];
  columns: unknown[][];
  /** The end of the step's lines ({@link lineEnd}: its new employees' creation time). */
  lineEnd: string;
}

export const newStepRows = (writer: Writer): StepRows => ({
  rowNumbers: [],
  codes: [],
  lines: [],
  columns: writer.allowUpdates ? Array.from({ length: writer.width }, () => []) : [],
  lineEnd: lineEnd(new Date().toISOString()),
});

/** Adds a good row (its values in the order of the file's columns, the payroll code first) to a step. */
export function addRow(writer: Writer, step: StepRows, rowNumber: number, values: readonly unknown[]): void {
  step.rowNumbers.push(rowNumber);
  step.codes.push(values[0] as string);
  if (writer.allowUpdates) for (let k = 0; k < values.length; k++) step.columns[k].push(values[k]);
  else step.lines.push(copyLine(values, writer.employerId, step.lineEnd));
}

/** Counts a step adds to. */
export interface WriteCounts {
  created: number;
  updated: number;
}

/** The first write of a step was refused: the step is run again, finding the refused rows. */
export class RefusedBatch extends Error {}

/** The bindings of the values of a step's rows `from` to `to` as columns, each {@link columnText}'s three parameters. */
function columnBindings(writer: Writer, step: StepRows, from: number, to: number): string[] {
  const columns = writer.allowUpdates
    ? step.columns.map((column) => (from === 0 && to === column.length ? column : column.slice(from, to)))
    : lineColumns(step.lines.slice(from, to), writer.width);
  return columns.flatMap((column) => columnText(column));
}

const duplicate = (rowNumber: number, code: unknown): RowError => ({
  rowNumber,
  column: 'Payroll Code',
  message: `Payroll Code ${String(code)} already exists (allowUpdates is off)`,
  type: 'Duplicate',
});

/**
 * Writes the good rows of one step inside its transaction, in two statements: which codes exist
 * (with `allowUpdates`: their update, which answers them), then one `COPY` of the new rows into
 * the table. Existing codes without `allowUpdates` are row errors. A refused statement ends the
 * transaction: {@link RefusedBatch} has the step run again with {@link writeCarefully}.
 */
export async function writeStep(
  em: EntityManager,
  writer: Writer,
  step: StepRows,
  counts: WriteCounts,
): Promise<RowError[]> {
  const errors: RowError[] = [];
  if (step.codes.length === 0) return errors;
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('An import batch is written inside its step transaction');
  const knex = em.getKnex();
  try {
    const found = writer.allowUpdates
      ? await knex
          .raw(writer.statements.update, [...columnBindings(writer, step, 0, step.codes.length), writer.employerId])
          .transacting(trx)
      : await knex.raw(writer.statements.existing, [...columnText(step.codes), writer.employerId]).transacting(trx);
    const existing = new Set((found as { rows: { payroll_code: string }[] }).rows.map((r) => r.payroll_code));
    const fresh = existing.size === 0 && !writer.allowUpdates ? step.lines : [];
    if (writer.allowUpdates) {
      counts.updated += existing.size;
      const values: unknown[] = new Array(writer.width);
      for (let k = 0; k < step.codes.length; k++) {
        if (existing.has(step.codes[k])) continue;
        for (let c = 0; c < writer.width; c++) values[c] = step.columns[c][k];
        fresh.push(copyLine(values, writer.employerId, step.lineEnd));
      }
    } else if (existing.size > 0) {
      for (let k = 0; k < step.codes.length; k++) {
        if (!existing.has(step.codes[k])) fresh.push(step.lines[k]);
        else errors.push(duplicate(step.rowNumbers[k], step.codes[k]));
      }
    }
    if (fresh.length > 0) {
      const connection = (await trx.client.acquireConnection()) as ClientBase;
      await pipeline(Readable.from(copyChunks(fresh)), connection.query(copyFrom(writer.statements.copy)));
      counts.created += fresh.length;
    }
    return errors;
  } catch (error) {
    // A lost connection is no row's fault: the whole step fails and is run again.
    if (isDatabaseUnavailable(error)) throw error;
    throw new RefusedBatch();
  }
}

/**
 * Writes a refused step again inside its transaction, finding the refused rows: each write is one
 * `upsert` in a savepoint, and a refused one is split in halves until the refused rows are found:
 * a few statements per bad row, never one per row.
 */
export async function writeCarefully(
  em: EntityManager,
  writer: Writer,
  step: StepRows,
  counts: WriteCounts,
): Promise<RowError[]> {
  const errors: RowError[] = [];
  const trx = em.getTransactionContext<Knex.Transaction>()!;
  const knex = em.getKnex();

  const writeRange = async (from: number, to: number): Promise<void> => {
    try {
      // In a savepoint: a refused statement must not end the transaction.
      const result = (await trx.transaction((savepoint) =>
        knex
          .raw(writer.statements.upsert, [writer.employerId, ...columnBindings(writer, step, from, to)])
          .transacting(savepoint),
      )) as { rows: { payroll_code: string; inserted: boolean }[] };
      const written = new Map(result.rows.map((r) => [r.payroll_code, r.inserted]));
      for (let k = from; k < to; k++) {
        const inserted = written.get(step.codes[k]);
        if (inserted === true) counts.created++;
        else if (inserted === false) counts.updated++;
        else errors.push(duplicate(step.rowNumbers[k], step.codes[k]));
      }
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

  if (step.codes.length > 0) await writeRange(0, step.codes.length);
  return errors;
}
