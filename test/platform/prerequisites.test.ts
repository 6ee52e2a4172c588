import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { installLine, type Program, type ProgramName } from '../helpers/prerequisites';

/** scripts/prerequisites.sh: the one list of system programs, which `.ci/run` installs and `npm test` checks. */
const SCRIPT = path.join(PROJECT_ROOT, 'scripts/prerequisites.sh');
const NAMES: ProgramName[] = [
  'postgres',
  'pg_isready',
  'redis-server',
  'redis-cli',
  'chromium',
  'pgbouncer',
  'haproxy',
  'patroni',
  'patronictl',
  'etcd',
];

function script(args: string[], env: Record<string, string> = { PATH: process.env.PATH ?? '' }) {
  return spawnSync('/bin/bash', [SCRIPT, ...args], { env, encoding: 'utf8' });
}

/** The script's table, as `--list` gives it, with `PATH` as given. */
function listed(env?: Record<string, string>): Program[] {
  return script(['--list'], env)
    .stdout.trim()
    .split('\n')
    .map((line) => {
      const [name, pkg, found, purpose] = line.split('\t');
      return { name: name as ProgramName, package: pkg, path: found || undefined, purpose };
    });
}

it('lists every program the test helpers ask for, each with its Debian package and what needs it', () => {
  const programs = listed();
  expect(programs.map((p) => p.name)).toEqual(NAMES);
  for (const p of programs) {
    expect({ name: p.name, pkg: /^[a-z0-9.+-]+$/.test(p.package), purpose: p.purpose.length > 0 }).toEqual({
      name: p.name,
      pkg: true,
      purpose: true,
    });
  }
});

it('names each missing program on one line with its apt-get command (the line npm test prints), and fails', () => {
  // Without PATH, the programs looked up there (rather than at a fixed path) are missing.
  const env = { PATH: '/nonexistent' };
  const missing = listed(env).filter((p) => !p.path);
  expect(missing.map((p) => p.name)).toEqual(expect.arrayContaining(['pg_isready', 'redis-server', 'redis-cli']));
  const check = script([], env);
  expect(check.status).toBe(1);
  expect(check.stdout.trim().split('\n')).toEqual(missing.map(installLine));
  expect(installLine(missing[0])).toMatch(
    /^missing \S+ \(needed by .+\): apt-get install -y --no-install-recommends \S+ /,
  );
});

it('prints nothing and succeeds when every program is found', () => {
  const check = script([]);
  if (listed().some((p) => !p.path))
    expect(check.status).toBe(1); // this machine lacks one: the run said which
  else expect({ status: check.status, out: check.stdout }).toEqual({ status: 0, out: '' });
});
