import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { isUuid } from '../../../shared/ids';

// A job's stored input file, in parts, written and read on the driver's connection: the ORM would
// send each part as a hex literal inside the statement's text and read it back as hex text, which
// cost more than parsing the file.

/**
 * Runs `use` on the driver connection of `em`: its transaction's when it has one, else one lent
 * by the pool for the call.
 */
async function onConnection<T>(em: EntityManager, use: (connection: ClientBase) => Promise<T>): Promise<T> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  // A transaction's client answers its own connection and keeps it on release.
  const client = (trx ?? em.getKnex()).client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  const connection = (await client.acquireConnection()) as ClientBase;
  try {
    return await use(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * Stores `file` as the job's input parts, one statement per part with the part as a binary
 * parameter (its bytes sent as they are); answers the file's size.
 */
export async function storeInput(
  em: EntityManager,
  jobId: string,
  file: Buffer | AsyncIterable<Buffer>,
): Promise<number> {
  const chunks = Buffer.isBuffer(file) ? [file] : file;
  let seq = 0;
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    await onConnection(em, (connection) =>
      connection.query(`insert into payroll_job_file (job_id, role, seq, content) values ($1, 'input', $2, $3)`, [
        jobId,
        seq++,
        chunk,
      ]),
    );
  }
  return size;
}

/** The signature that opens `COPY`'s binary format, before its flags and header extension. */
const COPY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * The first column of the one row (or none) of a `COPY ... (format binary)` output: the bytes as
 * stored, without the hex text the driver would decode them from.
 */
export function binaryCopyValue(output: Buffer): Buffer | null {
  if (output.length < COPY_SIGNATURE.length + 8 || !output.subarray(0, COPY_SIGNATURE.length).equals(COPY_SIGNATURE)) {
    throw new Error('Not the output of COPY in binary format');
  }
  let at = COPY_SIGNATURE.length + 8 + output.readUInt32BE(COPY_SIGNATURE.length + 4);
  const fields = output.readInt16BE(at);
  if (fields === -1) return null;
  at += 2;
  const length = output.readInt32BE(at);
  if (length < 0) return null;
  return output.subarray(at + 4, at + 4 + length);
}

/** Reads one part of a job's input (null: there is no such part). */
async function readPart(em: EntityManager, jobId: string, seq: number): Promise<Buffer | null> {
  // COPY takes no parameters: the id is checked to be a UUID, the part number an integer.
  if (!isUuid(jobId) || !Number.isSafeInteger(seq)) throw new Error('A job file part is named by a UUID and a number');
  return onConnection(em, async (connection) => {
    const received: Buffer[] = [];
    await pipeline(
      connection.query(
        copyTo(
          `copy (select content from payroll_job_file where job_id = '${jobId}' and role = 'input' and seq = ${seq}) ` +
            'to stdout with (format binary)',
        ),
      ),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received.push(chunk);
          done();
        },
      }),
    );
    return binaryCopyValue(received.length === 1 ? received[0] : Buffer.concat(received));
  });
}

/** Reads a job's input back one part at a time. */
export async function* readInput(em: EntityManager, jobId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const part = await readPart(em, jobId, seq);
    if (!part) return;
    yield part;
  }
}
