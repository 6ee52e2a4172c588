import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';

/**
 * The system programs of scripts/prerequisites.sh (its one table, also what `.ci/run` installs):
 * where each was found, or the apt-get line that installs it. The global setup asks the script once
 * and hands the answer to the workers (`TEST_PROGRAMS`); a test that needs a missing program is
 * skipped under that line instead of failing on a missing path (test/helpers/describe-with.ts).
 * No jest global here: the fleet's driver (bench/fleet.ts, built by `npm run build`) uses it too.
 */
export type ProgramName =
  | 'postgres'
  | 'pg_isready'
  | 'redis-server'
  | 'redis-cli'
  | 'chromium'
  | 'pgbouncer'
  | 'haproxy'
  | 'patroni'
  | 'patronictl'
  | 'etcd';

export interface Program {
  name: ProgramName;
  package: string;
  /** Where it was found; undefined when missing. */
  path?: string;
  /** The tests (or steps of `.ci/run`) that need it. */
  purpose: string;
}

const SCRIPT = path.join(PROJECT_ROOT, 'scripts/prerequisites.sh');

/** Asks the script (`--list`): a few milliseconds, once per run. */
export function listPrograms(): string {
  return execFileSync('bash', [SCRIPT, '--list'], { encoding: 'utf8' });
}

let programs: Map<string, Program> | undefined;

function table(): Map<string, Program> {
  if (programs) return programs;
  const listing = process.env.TEST_PROGRAMS ?? listPrograms();
  programs = new Map();
  for (const line of listing.split('\n')) {
    const [name, pkg, found, purpose] = line.split('\t');
    if (name) programs.set(name, { name: name as ProgramName, package: pkg, path: found || undefined, purpose });
  }
  return programs;
}

/** The program `name` as found on this machine. */
export function program(name: ProgramName): Program {
  const found = table().get(name);
  if (!found) throw new Error(`${name} is not in scripts/prerequisites.sh`);
  return found;
}

/** The programs this machine lacks. */
export function missingPrograms(): Program[] {
  return [...table().values()].filter((p) => !p.path);
}

/** The one line that says how to install a missing program (the script's own, word for word). */
export function installLine(p: Program): string {
  return `missing ${p.name} (needed by ${p.purpose}): apt-get install -y --no-install-recommends ${p.package} (or scripts/prerequisites.sh --install)`;
}

/** The path of `name`; throws the install line when it is missing (for helpers a skipped test never reaches). */
export function programPath(name: ProgramName): string {
  const p = program(name);
  if (!p.path) throw new Error(installLine(p));
  return p.path;
}
