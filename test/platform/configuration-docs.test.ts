import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../../src/config/env';
import { DOCUMENTED_VARIABLES } from '../../src/config/env-docs';
import { PROJECT_ROOT } from '../../src/config/paths';
import { buildDist } from '../helpers/build';

/**
 * docs/configuration.md is generated from ENV_DOCS (src/config/env-docs.ts): these tests keep that
 * list equal to the variables src/config/env.ts (and env-tracing.ts, its tracing part) reads, and
 * the committed page equal to its output.
 */
const ENV_SOURCE = ['env.ts', 'env-tracing.ts']
  .map((file) => readFileSync(path.join(PROJECT_ROOT, 'src/config', file), 'utf8'))
  .join('\n');

/** Every variable name written in env.ts and env-tracing.ts: each is read by name, as a quoted literal. */
function namesInEnvSource(): Set<string> {
  return new Set([...ENV_SOURCE.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1]));
}

/** The variables `loadEnv` reads from each environment, as a proxy records them. */
function namesRead(...sources: Record<string, string>[]): Set<string> {
  const read = new Set<string>();
  for (const values of sources) {
    const source = new Proxy(values, {
      get(target, name) {
        if (typeof name === 'string') read.add(name);
        return typeof name === 'string' ? target[name] : undefined;
      },
    });
    loadEnv(source);
  }
  return read;
}

describe('the configuration page', () => {
  it('documents each variable once', () => {
    expect(new Set(DOCUMENTED_VARIABLES).size).toBe(DOCUMENTED_VARIABLES.length);
  });

  it('documents exactly the variables env.ts and env-tracing.ts name', () => {
    expect([...DOCUMENTED_VARIABLES].sort()).toEqual([...namesInEnvSource()].sort());
  });

  it('documents every variable loadEnv reads, the conditional ones included', () => {
    const read = namesRead(
      {},
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', METRICS_PORT: '9464' },
      { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32) },
    );
    expect([...read].filter((name) => !DOCUMENTED_VARIABLES.includes(name))).toEqual([]);
    expect(DOCUMENTED_VARIABLES.filter((name) => !read.has(name))).toEqual([]);
  });

  // Through the built CLI, as CI runs it: prettier, which formats the page, cannot load inside jest.
  it('is current: docs/configuration.md is what npm run docs:config writes', () => {
    buildDist();
    const output = execFileSync(process.execPath, ['dist/src/cli/env-docs.js', '--check'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    expect(output).toBe('docs/configuration.md is up to date\n');
  }, 120_000);
});
