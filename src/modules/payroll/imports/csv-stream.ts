import { StringDecoder } from 'node:string_decoder';

/** A file that is not valid CSV: an unclosed or stray quote, or a record too long to be one. */
export class CsvSyntaxError extends Error {}

/** The longest record read (characters): beyond it the file is refused, so memory stays bounded. */
export const MAX_RECORD_CHARS = 1024 * 1024;

/** Characters of text parsed at once (see {@link csvRecords}). */
const PIECE_CHARS = 64 * 1024;

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Reads CSV (RFC 4180: comma separated, `"` quoting with `""` inside, CRLF, LF or CR line ends,
 * a leading BOM dropped, empty lines skipped, records of any length) from a stream of bytes, and
 * yields the records of each piece of a chunk (at most {@link PIECE_CHARS} characters) together:
 * one await per piece, not per record. A quote inside an unquoted field, text after a closing
 * quote, or a file that ends inside a quoted field throws {@link CsvSyntaxError} naming the line.
 */
export async function* csvRecords(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[][]> {
  const decoder = new StringDecoder('utf8');
  const parser = new CsvParser();
  let first = true;
  for await (const chunk of chunks) {
    let text = decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    // A part is parsed a piece at a time: the records of a whole part, alive together, would
    // outlive the young generation and cost the garbage collector more than the parse.
    for (let at = 0; at < text.length; at += PIECE_CHARS) {
      const records = parser.push(text.slice(at, at + PIECE_CHARS), false);
      if (records.length > 0) yield records;
    }
  }
  const records = parser.push(decoder.end(), true);
  if (records.length > 0) yield records;
}

/** The state between chunks: the text of the record not yet complete, and the lines before it. */
export class CsvParser {
  private rest = '';
  private linesBefore = 0;

  /** Answers the records complete in what was pushed so far; `final`: the file ends here. */
  push(chunk: string, final: boolean): string[][] {
    const text = this.rest.length > 0 ? this.rest + chunk : chunk;
    const records: string[][] = [];
    const consumed = this.parse(text, final, records);
    this.linesBefore += countLines(text, consumed);
    this.rest = text.slice(consumed);
    if (this.rest.length > MAX_RECORD_CHARS) {
      throw new CsvSyntaxError(
        `the record at line ${this.linesBefore + 1} is longer than ${MAX_RECORD_CHARS} characters`,
      );
    }
    return records;
  }

  private fail(text: string, at: number, problem: string): never {
    throw new CsvSyntaxError(`line ${this.linesBefore + countLines(text, at) + 1}: ${problem}`);
  }

  /** Appends the complete records of `text` to `records`; answers where the incomplete rest starts. */
  private parse(text: string, final: boolean, records: string[][]): number {
    const n = text.length;
    let i = 0;
    let start = 0;
    let row: string[] = [];
    for (;;) {
      if (i >= n) {
        // The text ends where a field would start: after a line end (nothing pending), or after a comma.
        if (row.length === 0) return n;
        if (!final) return start;
        row.push('');
        records.push(row);
        return n;
      }
      let c = text.charCodeAt(i);
      let quoted = false;
      let value: string;
      if (c === QUOTE) {
        quoted = true;
        let from = i + 1;
        value = '';
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0) {
            if (!final) return start;
            this.fail(text, i, 'the file ends inside a quoted field');
          }
          // A quote at the end of the text may be the first of a doubled one: wait for more.
          if (q + 1 >= n && !final) return start;
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        c = i < n ? text.charCodeAt(i) : -1;
        if (c !== COMMA && c !== LF && c !== CR && c !== -1) {
          this.fail(text, i, 'a quoted field must be followed by a comma or the end of the line');
        }
      } else {
        let j = i;
        while (j < n) {
          c = text.charCodeAt(j);
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) this.fail(text, j, 'a quote inside an unquoted field (quote the whole field)');
          j++;
        }
        if (j >= n) c = -1;
        value = j === i ? '' : text.slice(i, j);
        i = j;
      }
      row.push(value);
      if (c === COMMA) {
        i++;
        continue;
      }
      if (c === -1) {
        if (!final) return start;
        records.push(row);
        return n;
      }
      if (c === CR) {
        // CRLF or a lone CR; at the end of the text, a LF may follow in the next chunk.
        if (i + 1 >= n && !final) return start;
        i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      } else i++;
      // An empty line is no record.
      if (row.length > 1 || quoted || value !== '') records.push(row);
      row = [];
      start = i;
    }
  }
}

/** Line ends (LF, CRLF or a lone CR) in `text` before `end`. */
function countLines(text: string, end: number): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) lines++;
  for (let at = text.indexOf('\r'); at !== -1 && at < end; at = text.indexOf('\r', at + 1)) {
    if (text.charCodeAt(at + 1) !== LF) lines++;
  }
  return lines;
}
