import { readFileSync } from 'node:fs';
import type { Client } from 'pg';

/**
 * CPU seconds a run used, where this machine can see them (else null): the server's process, and
 * the database sessions (the server's, or the limit's one).
 */
export interface Cpu {
  server?: number | null;
  database: number | null;
}

/** CPU seconds a process of this machine has used so far; null when it is not one of this machine's. */
export function cpuOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The unit of the CPU times in /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

/** CPU seconds used so far by each session of `client`'s database but its own, by process. */
export async function sessionsCpu(client: Client): Promise<Map<number, number | null>> {
  const sessions = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(sessions.rows.map(({ pid }) => [pid, cpuOf(pid)]));
}

/** CPU seconds the sessions used between two {@link sessionsCpu} (a new session from zero). */
export function sessionsUsed(before: Map<number, number | null>, after: Map<number, number | null>): number | null {
  let used = 0;
  for (const [pid, cpu] of after) {
    if (cpu === null) return null;
    used += cpu - (before.get(pid) ?? 0);
  }
  return used;
}
