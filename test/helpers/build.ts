import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { timedSync } from './timings';

/** What `npm run build` (tsc -p tsconfig.build.json) reads, and the record it writes last. */
const INPUTS = [
  'mikro-orm.config.ts',
  'src',
  'bench',
  'examples',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
];
const BUILD_INFO = path.join(PROJECT_ROOT, 'dist/.tsbuildinfo-build');
const BUILD_LOCK = path.join(
  tmpdir(),
  `dist-build-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 8)}.lock`,
);

/** The latest modification time of `entry` and, for a folder, of everything in it. */
function newest(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a file removed or renamed changes its folder
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

/**
 * Builds `dist/` as `npm run build` does, for the tests that run the built server in a child
 * process, unless it was built after every source changed (CI builds before the tests). Even
 * with nothing to do, tsc reads and parses every file: a dozen seconds of CPU per test file.
 */
export function buildDist(): void {
  const built = existsSync(BUILD_INFO) ? statSync(BUILD_INFO).mtimeMs : 0;
  if (built > 0 && INPUTS.every((input) => newest(path.join(PROJECT_ROOT, input)) < built)) return;
  // Under a lock: two workers' files that both find dist/ stale would otherwise run two tsc at
  // once over the same output, and one of them fails (seen when a source changed during a run).
  timedSync('dist build', () => {
    try {
      execFileSync('flock', [BUILD_LOCK, 'npx', 'tsc', '-p', 'tsconfig.build.json'], {
        cwd: PROJECT_ROOT,
        stdio: 'pipe',
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`npm run build failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
    }
  });
  // tsc leaves its build record as it was when nothing it emits changed (a source saved again
  // unchanged, a checkout): stamped now, the next file finds dist/ current instead of running tsc again.
  const now = new Date();
  utimesSync(BUILD_INFO, now, now);
}
