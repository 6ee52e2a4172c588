import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The suite's set-up costs, for `npm run test:profile` (scripts/test-profile.js): each helper that
 * creates a database, migrates, builds or restores a scenario, hashes a password, boots an app or
 * a built server, or builds `dist/` records how long it took. Records stay in memory and are
 * written once per test file (one JSON line each, one file per worker process) under the run's
 * folder, `TEST_TIMINGS_DIR` (set by the global setup): a few microseconds per record.
 */
export type Phase =
  | 'database creation'
  | 'migration'
  | 'database clean'
  | 'scenario build'
  | 'scenario snapshot'
  | 'scenario restore'
  | 'password hash'
  | 'app boot'
  | 'built server boot'
  | 'dist build';

interface Timing {
  file: string;
  phase: Phase;
  ms: number;
}

const pending: Timing[] = [];

function currentFile(): string {
  const state = typeof expect === 'undefined' ? undefined : expect.getState();
  return state?.testPath ?? '';
}

/** Records that `phase` took `ms` (already measured). */
export function record(phase: Phase, ms: number): void {
  pending.push({ file: currentFile(), phase, ms: Math.round(ms * 10) / 10 });
}

/** Runs `work`, recording its duration as `phase` (whether it succeeds or not). */
export async function timed<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    record(phase, performance.now() - start);
  }
}

/** The synchronous form of `timed`. */
export function timedSync<T>(phase: Phase, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    record(phase, performance.now() - start);
  }
}

/** Writes the records kept so far (after each test file: test/helpers/hook-timeout.ts). */
export function flushTimings(): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir || pending.length === 0) return;
  mkdirSync(dir, { recursive: true });
  const lines = pending.splice(0).map((t) => JSON.stringify(t));
  appendFileSync(
    path.join(dir, `worker-${process.env.JEST_WORKER_ID ?? '1'}-${process.pid}.jsonl`),
    `${lines.join('\n')}\n`,
  );
}
