import { Writable } from 'node:stream';

/** Log lines a test reads: a destination for a logger, and the lines written to it so far. */
export interface LogCapture {
  destination: Writable;
  /** Each line written, in order (a chunk of several lines counts as several). */
  lines: string[];
  /** The lines parsed as JSON (the logger's production format). */
  records<T = Record<string, any>>(): T[];
}

/** A destination that keeps what the logger writes to it, line by line. */
export function logCapture(): LogCapture {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { destination, lines, records: <T>() => lines.map((line) => JSON.parse(line) as T) };
}
