import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { SEED_OPERATIONS } from './staffology-contract';

/**
 * A TypeScript SDK generated with `@hey-api/openapi-ts` from the vendored Staffology document, as
 * a customer would generate one: the fetch client, the zod validators checking every answer
 * against the document, and the date transformer turning `format: date` fields into `Date`s.
 * Generated at test time into a temporary folder (never committed) for the seed operations only.
 */

const ROOT = join(__dirname, '..', '..');
const SPEC_FILE = join(ROOT, 'test', 'contract', 'specs', 'staffology-openapi-3.0.1.json.gz');

/** What the generated client answers for a call (`throwOnError` off). */
export interface SdkResult<T = any> {
  data?: T;
  error?: unknown;
  request: Request;
  response: Response;
}

/** Options of one SDK call: the client, and the operation's own path, query and body. */
export interface SdkCallOptions {
  client: unknown;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  parseAs?: 'text' | 'json' | 'blob' | 'auto';
}

export type SdkOperation = (options: SdkCallOptions) => Promise<SdkResult>;

/** The generated module: `createClient`, and one function per operation (camel-cased operationId). */
export interface StaffologySdk {
  createClient(config: { baseUrl: string; auth: () => string }): unknown;
  [operation: string]: unknown;
}

// Run in a child process: the generator is an ES module, which jest's CommonJS runtime cannot import.
const GENERATE = `
const [entry, input, output, ...include] = process.argv.slice(1);
const { createClient } = await import(entry);
await createClient({
  input,
  output: { path: output },
  logs: { level: 'silent' },
  parser: { filters: { operations: { include } } },
  plugins: [
    '@hey-api/client-fetch',
    { name: '@hey-api/transformers', dates: true },
    'zod',
    // Requests are typed with Date for format: date (the transformer's types) while the zod request
    // schemas want strings: a client sends what the types say, so only answers are validated.
    { name: '@hey-api/sdk', transformer: true, validator: { request: false, response: 'zod' } },
  ],
});
`;

/** `METHOD /path` of each seed operation, as the generator's operation filter names them. */
function seedOperationFilters(document: { paths: Record<string, Record<string, { operationId?: string }>> }): string[] {
  const wanted = new Set<string>(SEED_OPERATIONS);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => wanted.has(operation.operationId ?? ''))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/** Generates the SDK, bundles it (esbuild) and loads it; removes the generated files afterwards. */
export async function loadStaffologySdk(): Promise<StaffologySdk> {
  const dir = await mkdtemp(join(tmpdir(), 'staffology-sdk-'));
  try {
    const text = gunzipSync(await readFile(SPEC_FILE)).toString('utf8');
    const input = join(dir, 'staffology-openapi-3.0.1.json');
    await writeFile(input, text);
    const filters = seedOperationFilters(JSON.parse(text));
    if (filters.length !== SEED_OPERATIONS.length) throw new Error(`found ${filters.length} seed operations`);
    const requireHere = createRequire(join(ROOT, 'package.json'));
    const generator = dirname(requireHere.resolve('@hey-api/openapi-ts/package.json'));
    const entry = pathToFileURL(join(generator, 'dist', 'index.mjs')).href;
    const output = join(dir, 'sdk');
    await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', GENERATE, entry, input, output, ...filters],
      { cwd: dir },
    );
    const bundle = join(dir, 'sdk.cjs');
    const exports = join(dir, 'exports.ts');
    await writeFile(exports, "export * from './sdk/index';\nexport { createClient } from './sdk/client';\n");
    await build({
      entryPoints: [exports],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      outfile: bundle,
      logLevel: 'silent',
      // zod, which the validators import, from the project's dependencies (or NODE_PATH).
      nodePaths: [join(ROOT, 'node_modules'), ...(process.env.NODE_PATH ?? '').split(delimiter).filter(Boolean)],
    });
    // Through jest's registry: the SDK then shares the test's globals (its Dates are the test's Date).
    return jest.requireActual<StaffologySdk>(bundle);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
