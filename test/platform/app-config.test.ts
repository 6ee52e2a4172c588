import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppConfigError, loadAppConfig, type AppConfig } from '../../src/config/app-config';
import { PROJECT_ROOT } from '../../src/config/paths';
import { ExtensionError } from '../../src/graphql/extensions';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestOrm } from '../helpers/db';
import { gql, http } from '../helpers/http';
import { PaymentGatewayNameDocument } from '../generated/graphql';
import { superAdmin } from '../helpers/scenarios';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples/extension/app.config.yaml');

function tempDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'app-config-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected an AppConfigError');
}

describe('loading the application configuration document', () => {
  it('applies the defaults (REST on, no extensions) when there is no document', () => {
    const dir = tempDir({});
    expect(loadAppConfig(undefined, dir)).toEqual({ rest: true, graphqlSchemaFiles: [], jsResourceFiles: [] });
  });

  it('resolves globs and paths relative to the document', () => {
    const config = loadAppConfig(EXAMPLE);
    expect(config.rest).toBe(true);
    expect(config.graphqlSchemaFiles.map((f) => path.basename(f.path))).toEqual(['server-time.graphql']);
    expect(config.graphqlSchemaFiles[0].sdl).toContain('extend type Query');
    expect(config.jsResourceFiles).toEqual([path.join(PROJECT_ROOT, 'examples/extension/resolvers.js')]);
  });

  it('reads JSON documents too, and allows extra top-level keys', () => {
    const dir = tempDir({ 'app.json': JSON.stringify({ rest: false, name: 'my-app', owner: { team: 'x' } }) });
    const config = loadAppConfig('app.json', dir);
    expect(config.rest).toBe(false);
  });

  it('reports every schema violation with its path', () => {
    const dir = tempDir({
      'bad.yaml': 'rest: "yes"\ngraphqlSchema:\n  files: 3\n  extra: true\njsResource: {}\n',
    });
    const problems = problemsOf(() => loadAppConfig('bad.yaml', dir));
    expect(problems).toEqual(
      expect.arrayContaining([
        '/rest: must be boolean',
        '/graphqlSchema: unknown property "extra"',
        "/jsResource: must have required property 'files'",
      ]),
    );
    expect(problems.some((p) => p.startsWith('/graphqlSchema/files'))).toBe(true);
  });

  it('refuses a document whose file patterns match nothing', () => {
    const dir = tempDir({ 'app.yaml': 'graphqlSchema:\n  files: ["missing.graphql", "*.gql"]\n' });
    expect(problemsOf(() => loadAppConfig('app.yaml', dir))).toEqual([
      '/graphqlSchema/files: "missing.graphql" matches no readable file',
      '/graphqlSchema/files: "*.gql" matches no readable file',
    ]);
  });

  it('refuses an explicitly named document that does not exist, and one that is not YAML', () => {
    const dir = tempDir({ 'broken.yaml': 'rest: [unclosed\n' });
    expect(problemsOf(() => loadAppConfig('nope.yaml', dir))).toEqual(['file not found']);
    expect(problemsOf(() => loadAppConfig('broken.yaml', dir))[0]).toMatch(/^not valid YAML or JSON/);
  });
});

describe('extensions loaded from the document', () => {
  let orm: Awaited<ReturnType<typeof openTestOrm>>;
  beforeAll(async () => {
    orm = await openTestOrm();
  });
  afterAll(() => orm.close(true));

  /** An app the test boots itself on the file's ORM: the configuration it is given is what the test is about. */
  async function withApp(appConfig: Partial<AppConfig>, fn: (t: TestApp) => Promise<void>) {
    const t = await startTestApp({ orm, appConfig });
    try {
      await fn(t);
    } finally {
      await t.close();
    }
  }

  it('serves the example extension: a public field and a field guarded by a named rule', async () => {
    await withApp(loadAppConfig(EXAMPLE), async (t) => {
      // The example extension's fields are not in the emitted schema: sent as text.
      const time = await gql(t.url, '{ serverTime { iso epochSeconds } }');
      expect(time.errors).toBeUndefined();
      expect(Math.abs(time.data.serverTime.epochSeconds - Date.now() / 1000)).toBeLessThan(5);

      const anonymous = await gql(t.url, '{ whoAmI { kind } }');
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(anonymous.errors?.[0].message).toBe('No token provided');

      const root = await superAdmin(t);
      const known = await gql(t.url, '{ whoAmI { kind role tenantId } }', {}, root.headers);
      expect(known.data).toEqual({ whoAmI: { kind: 'user', role: 'SUPER_ADMIN', tenantId: null } });
    });
  });

  it('denies a root field an extension adds without a permission rule', async () => {
    const dir = tempDir({
      'x.graphql': 'extend type Query { unguarded: String! }',
      'x.js': 'module.exports = { resolvers: { Query: { unguarded: () => "leak" } } };',
      'app.yaml': 'graphqlSchema: { files: x.graphql }\njsResource: { files: x.js }\n',
    });
    await withApp(loadAppConfig('app.yaml', dir), async (t) => {
      const res = await gql(t.url, '{ unguarded }'); // this test's own extension, not in the emitted schema
      expect(res.data).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  it('stops the boot when an added root field has no resolver, naming the field and its file', async () => {
    const dir = tempDir({
      'y.graphql': 'extend type Mutation { doIt: Boolean! }',
      'app.yaml': 'graphqlSchema: { files: y.graphql }\n',
    });
    const boot = startTestApp({ orm, appConfig: loadAppConfig('app.yaml', dir) });
    await expect(boot).rejects.toThrow(ExtensionError);
    await expect(boot).rejects.toThrow(
      `${path.join(dir, 'y.graphql')}: Mutation.doIt has no resolver in any jsResource file`,
    );
  });

  it('stops the boot on SDL that does not parse, naming the file', async () => {
    const dir = tempDir({
      'z.graphql': 'extend type Query { broken( }',
      'app.yaml': 'graphqlSchema: { files: z.graphql }\n',
    });
    await expect(startTestApp({ orm, appConfig: loadAppConfig('app.yaml', dir) })).rejects.toThrow(
      new RegExp(`${path.join(dir, 'z.graphql')}: invalid GraphQL SDL`),
    );
  });

  it('stops the boot on a permission naming an unknown rule, and on a module that throws when loaded', async () => {
    const dir = tempDir({
      'a.graphql': 'extend type Query { a: Int }',
      'unknown-rule.js':
        'module.exports = { resolvers: { Query: { a: () => 1 } }, permissions: { Query: { a: "isWizard" } } };',
      'throws.js': 'throw new Error("boom at load");',
      'one.yaml': 'graphqlSchema: { files: a.graphql }\njsResource: { files: unknown-rule.js }\n',
      'two.yaml': 'graphqlSchema: { files: a.graphql }\njsResource: { files: throws.js }\n',
    });
    await expect(startTestApp({ orm, appConfig: loadAppConfig('one.yaml', dir) })).rejects.toThrow(
      /permission "isWizard" of Query.a is not a known rule/,
    );
    await expect(startTestApp({ orm, appConfig: loadAppConfig('two.yaml', dir) })).rejects.toThrow(
      /throws.js: cannot be loaded: boom at load/,
    );
  });

  it('rest: false mounts no REST API while GraphQL keeps serving', async () => {
    await withApp({ rest: false }, async (t) => {
      // No API is mounted, so no document describes this answer: untyped on purpose.
      const rest = await http(`${t.url}/api/stripe/config`);
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual({ error: 'Not found', path: '/api/stripe/config' });
      const graphql = await gql(t.url, PaymentGatewayNameDocument, {});
      expect(graphql.data).toEqual({ paymentGatewayConfig: { gateway: 'development' } });
    });
  });
});
