import { parse } from 'csv-parse/sync';
import { columnText } from '../../src/modules/payroll/imports/employee-write';
import { CsvSyntaxError, MAX_RECORD_CHARS, csvRecords } from '../../src/modules/payroll/imports/csv-stream';
import { readDate } from '../../src/modules/payroll/imports/csv-values';

/** Reads `text` cut into chunks of `size` bytes (1: every byte boundary is a chunk boundary). */
async function read(text: string | Buffer, size = 1 << 20): Promise<string[][]> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const records: string[][] = [];
  for await (const batch of csvRecords(chunks())) records.push(...batch);
  return records;
}

const GOOD = [
  '\uFEFFPayroll Code,First Name,Note',
  'E1,"Lee, Ann","She said ""hi"""',
  '',
  'E2,"two\r\nlines",',
  'E3,Zoë 中文,"",x',
  'E4',
].join('\r\n');

describe('the streaming CSV reader', () => {
  it('reads what csv-parse reads (BOM, quotes, doubled quotes, line ends in a field, ragged rows, blank lines)', async () => {
    const expected = parse(GOOD, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    expect(await read(GOOD)).toEqual(expected);
    expect(expected[1]).toEqual(['E1', 'Lee, Ann', 'She said "hi"']);
  });

  it('reads the same records whatever the chunk boundaries (every byte, inside quotes and CRLF, inside UTF-8)', async () => {
    const whole = await read(GOOD);
    for (const size of [1, 2, 3, 7, 64]) expect(await read(GOOD, size)).toEqual(whole);
  });

  it('reads a chunk longer than one parsed piece the same, whatever falls on the pieces’ ends', async () => {
    // One 1 MiB chunk is parsed 64K characters at a time: shift GOOD's records (a CRLF, a quoted
    // line end, doubled quotes, a surrogate pair) across each piece end in turn.
    const body = GOOD.split('\r\n').slice(1).concat('E5,"😀 ""x""\r\ny",z').join('\r\n');
    const expected = parse(body, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    for (let shift = 0; shift < body.length; shift++) {
      const filler = 'F,' + 'y'.repeat(64 * 1024 - shift - 4);
      const records = await read(`${filler}\r\n${body}\r\n${filler}\r\n`);
      expect(records.slice(1, -1)).toEqual(expected);
      expect(records[0][1].length).toBe(64 * 1024 - shift - 4);
    }
  });

  it('takes LF, CRLF and lone CR line ends, and a last line without one', async () => {
    for (const end of ['\n', '\r\n', '\r']) {
      expect(await read(`a,b${end}c,d${end}e,${end}`)).toEqual([
        ['a', 'b'],
        ['c', 'd'],
        ['e', ''],
      ]);
      expect(await read(`a,b${end}c,d`)).toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
    }
  });

  it('refuses broken files with CsvSyntaxError naming the line', async () => {
    const cases: [string, string][] = [
      ['a,b\nc,"open\nd,e', 'line 2: the file ends inside a quoted field'],
      ['a,b\nc,d"e\n', 'line 2: a quote inside an unquoted field (quote the whole field)'],
      ['a\r\nb\r\n"c"x,d\r\n', 'line 3: a quoted field must be followed by a comma or the end of the line'],
    ];
    for (const [text, message] of cases) {
      for (const size of [1, 1 << 20]) {
        const error = await read(text, size).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CsvSyntaxError);
        expect((error as Error).message).toBe(message);
      }
    }
  });

  it('refuses a record longer than its bound instead of holding it whole', async () => {
    const error = await read(`a\n"${'x'.repeat(MAX_RECORD_CHARS + 10)}`, 64 * 1024).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`the record at line 2 is longer than ${MAX_RECORD_CHARS} characters`);
  });
});

describe('a batch column as the text the write splits', () => {
  it('joins with two characters found in no value, nulls as the second', () => {
    expect(columnText(['a', null, 'b c', 2.5])).toEqual(['a\u0001\u0002\u0001b c\u00012.5', '\u0001', '\u0002']);
    expect(columnText(['x\u0001y', null])).toEqual(['x\u0001y\u0002\u0003', '\u0002', '\u0003']);
  });
});

describe('readDate', () => {
  it('takes real calendar dates in both forms and refuses the rest', () => {
    expect(readDate('2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(readDate('29/02/2000')).toEqual({ value: '2000-02-29' });
    expect(readDate('31/12/1985')).toEqual({ value: '1985-12-31' });
    for (const bad of ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '00/01/2020', '1899-12-31']) {
      expect(readDate(bad)).toEqual({ problem: `"${bad}" is not a valid calendar date` });
    }
    expect(readDate('2024/01/01')).toEqual({
      problem: '"2024/01/01" is not a date (yyyy-mm-dd, dd/mm/yyyy or an ISO 8601 date-time)',
    });
  });

  it('takes an ISO date-time as its calendar date as written, whatever its offset', () => {
    for (const [raw, day] of [
      ['2026-12-01T00:00:00Z', '2026-12-01'],
      ['2026-12-01T00:00:00.000Z', '2026-12-01'],
      ['2026-12-01T23:30:00-05:00', '2026-12-01'],
      ['2026-12-01T00:30:00+14:00', '2026-12-01'],
      ['2024-02-29T12:00', '2024-02-29'],
      ['2024-02-29T12:00:59.123456+0100', '2024-02-29'],
    ]) {
      expect({ raw, read: readDate(raw) }).toEqual({ raw, read: { value: day } });
    }
    expect(readDate('2023-02-29T00:00:00Z')).toEqual({
      problem: '"2023-02-29T00:00:00Z" is not a valid calendar date',
    });
    for (const bad of [
      '2026-12-01T24:00:00Z',
      '2026-12-01T10:60Z',
      '2026-12-01T10:00:00+25:00',
      '2026-12-01T',
      '2026-12-01Z',
    ]) {
      expect(readDate(bad)).toEqual({
        problem: `"${bad}" is not a date (yyyy-mm-dd, dd/mm/yyyy or an ISO 8601 date-time)`,
      });
    }
  });
});
