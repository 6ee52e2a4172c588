import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { within } from '../helpers/bounded';
import { buildDist } from '../helpers/build';
import { testServerUrl, workerDatabaseName } from '../helpers/db';
import { freePort, SECRETS, start, STEP, steps, type Started } from '../helpers/server-process';
import { adminQuery, withDatabase } from '../helpers/test-server';

/**
 * A fleet's first deploy: several built servers started at the same moment on one new database
 * (and one data folder) race for the same first-start work (migrations, the queue's tables and
 * queues, the first administrator, the demo data). Every one of them must come up. The race is
 * probabilistic, so it is run several rounds, each on a database of its own.
 */
const ROUNDS = 5;
const INSTANCES = 3;

beforeAll(() => {
  buildDist();
}, 120_000);

/** One line per instance: its /readyz status, or the reason it never served. */
async function outcome(run: Started): Promise<string> {
  try {
    const url = await run.url;
    return `readyz ${(await fetch(`${url}/readyz`)).status}`;
  } catch {
    return `down: ${failure(run.output())}`;
  }
}

/** The logged reason of a failed start (its error's type, message and code), else its last lines. */
function failure(output: string): string {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const { level, msg, err } = JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> };
    if (level >= 50) return `${msg}: ${String(err?.type)}: ${String(err?.message)} (${String(err?.code)})`;
  }
  return output.trimEnd().split('\n').slice(-3).join(' | ');
}

async function stop(runs: Started[]): Promise<void> {
  for (const run of runs) if (run.proc.exitCode === null) run.proc.kill('SIGTERM');
  await Promise.all(runs.map((run) => run.exited.catch(() => run.proc.kill('SIGKILL'))));
}

describe(`${INSTANCES} instances started together on a new database`, () => {
  for (let round = 1; round <= ROUNDS; round++) {
    it(
      `all come up (round ${round} of ${ROUNDS})`,
      async () => {
        const name = `${workerDatabaseName()}_together${round}`;
        await adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`);
        await adminQuery(testServerUrl(), `create database "${name}"`);
        const dataDir = mkdtempSync(path.join(tmpdir(), 'together-'));
        const env = {
          NODE_ENV: 'production',
          DATABASE_URL: withDatabase(testServerUrl(), name),
          DATA_DIR: dataDir,
          // Every other round also seeds the demo data, which is first-start work too.
          SEED_DEMO: String(round % 2 === 1),
          ...SECRETS,
        };
        const runs = Array.from({ length: INSTANCES }, () => start(env));
        try {
          const outcomes = await Promise.all(runs.map(outcome));
          expect(outcomes).toEqual(Array.from({ length: INSTANCES }, () => 'readyz 200'));
          // The first-start work was done once: one of them created the administrator and the demo.
          const created = runs.filter((run) => run.output().includes('Super administrator created'));
          const seeded = runs.filter((run) => run.output().includes('Demo store'));
          expect([created.length, seeded.length]).toEqual([1, round % 2]);
        } finally {
          await stop(runs);
          rmSync(dataDir, { recursive: true, force: true });
          // Dropping a database waits for a checkpoint: slow on a busy machine.
          await within(
            STEP,
            'dropping the round database',
            adminQuery(testServerUrl(), `drop database if exists "${name}" with (force)`),
          );
        }
      },
      steps(3),
    );
  }
});

describe('a start-up that fails', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'failed-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The quietest settings: nothing is logged, yet the reason still reaches the operator.
  const quiet = () => ({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

  it(
    'says why in one line on standard error, and exits non-zero, when the database does not answer',
    async () => {
      const port = await freePort();
      const run = start({ ...quiet(), DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere` });
      expect(await run.exited).not.toBe(0);
      const lines = run.stderr().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Start-up failed: .*ECONNREFUSED/);
      expect(lines[0]).toContain(`127.0.0.1:${port}`);
    },
    steps(1),
  );

  it(
    'says why in one line on standard error, and exits non-zero, when DATABASE_URL is invalid',
    async () => {
      const run = start({ ...quiet(), DATABASE_URL: 'not a url' });
      expect(await run.exited).not.toBe(0);
      const lines = run.stderr().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/DATABASE_URL/);
    },
    steps(1),
  );
});
