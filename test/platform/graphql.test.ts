import { createHash } from 'node:crypto';
import { buildSchema } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { allow } from 'graphql-shield';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createContextFactory } from '../../src/server/request-context';
import { assertRootFieldsGuarded, buildShield, unruledRootFields } from '../../src/graphql/permissions';
import type { AppModule } from '../../src/modules/module';
import { StoredFile } from '../../src/modules/platform/files/stored-file.entity';
import type { TestApp } from '../helpers/app';
import { withProbe } from '../helpers/probe-module';
import { countStatements } from '../helpers/db';
import { gql, http } from '../helpers/http';
import { eachTestIn, storeScenario } from '../helpers/scenarios';
import { graphqlUploadForm } from '../helpers/multipart';
import { bearer, forgeToken } from '../helpers/tokens';
import {
  ConfirmDevelopmentPaymentStatusDocument,
  StoredFileIdDocument,
  StoredFileNameDocument,
  UploadFileDetailsDocument,
} from '../generated/graphql';

// The compiler, counted: the app's compiled operations call it through this module.
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

const SOMEONE = '11111111-1111-4111-8111-111111111111';

@ObjectType()
class TreeNode {
  @Field()
  name!: string;

  @Field(() => TreeNode, { nullable: true })
  child?: TreeNode;
}

@Resolver()
class TestResolver {
  @Query(() => String)
  faulty(): string {
    throw new Error('relation "secret_table" does not exist');
  }

  @Query(() => TreeNode)
  tree(): TreeNode {
    return { name: 'root', child: { name: 'a', child: { name: 'b', child: { name: 'c' } } } };
  }
}

const testModule: AppModule = {
  name: 'test/graphql',
  resolvers: [TestResolver],
  rules: { Query: { faulty: allow, tree: allow } },
};

/** Sends a GraphQL multipart request (the upload spec) with one file. */
async function upload(url: string, content: Buffer, filename: string, headers: Record<string, string>) {
  const form = graphqlUploadForm(
    { query: UploadFileDetailsDocument },
    { content, fileName: filename, type: 'text/plain' },
  );
  return http(`${url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
}

let t: TestApp;
// A store's ADMIN and one of its customers, signed in afresh for each test.
let alice: Record<string, string>;
let bob: Record<string, string>;
eachTestIn(storeScenario, (app, store) => ([t, alice, bob] = [app, store.admin.headers, store.customer.headers]), {
  ...withProbe(testModule),
  env: { UPLOAD_MAX_BYTES: '2048', GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '20' },
});

describe('permissions', () => {
  it('gives every root field of the served schema an explicit rule', () => {
    expect(unruledRootFields(t.app.served.schema, t.app.served.rules)).toEqual([]);
  });

  it('finds a root field without a rule (the check above can fail)', () => {
    const schema = buildSchema('type Query { a: Int, b: Int } type Mutation { c: Int }');
    expect(unruledRootFields(schema, { Query: { a: allow } })).toEqual(['Query.b', 'Mutation.c']);
  });

  it('wraps every root field of the served schema (its rule or deny), and other fields only where a rule names them', () => {
    const { schema, rules } = t.app.served;
    const wrapped = buildShield(schema, rules);
    expect(Object.keys(wrapped.Query).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
    expect(Object.keys(wrapped.Mutation).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
    for (const [typeName, fields] of Object.entries(wrapped)) {
      if (typeName === 'Query' || typeName === 'Mutation') continue;
      for (const field of Object.keys(fields)) expect(rules[typeName]?.[field]).toBeDefined();
    }
    expect(() => assertRootFieldsGuarded(schema, wrapped)).not.toThrow();
  });

  it('stops the boot when a root field would resolve without a permission check, and denies an unruled one', async () => {
    const schema = buildSchema('type Query { a: Int, b: Int } type Mutation { c: Int }');
    const wrapped = buildShield(schema, { Query: { a: allow } });
    expect(Object.keys(wrapped.Query).sort()).toEqual(['a', 'b']);
    expect(Object.keys(wrapped.Mutation)).toEqual(['c']);
    expect(() => assertRootFieldsGuarded(schema, { Query: wrapped.Query })).toThrow(
      'Root field Mutation.c has no permission check',
    );
    type Resolve = (...args: unknown[]) => Promise<unknown>;
    const middleware = wrapped.Query.b as Resolve | { resolve: Resolve };
    const deniedB = typeof middleware === 'function' ? middleware : middleware.resolve;
    const answer = await deniedB(() => 1, {}, {}, {}, {});
    expect(answer).toBeInstanceOf(Error);
  });

  it('answers 401-style errors: no token, a malformed header, a bad signature, another algorithm, an expired token', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'No token provided'],
      [{ authorization: 'Token abc' }, 'Malformed Authorization header'],
      [bearer(forgeToken({}, { secret: 'another-secret-another-secret-1234' })), 'Invalid token'],
      [bearer(forgeToken({ jti: 'x' }, { algorithm: 'HS512', subject: SOMEONE })), 'Invalid token'],
      [
        bearer(forgeToken({ jti: 'x', exp: Math.floor(Date.now() / 1000) - 10 }, { subject: SOMEONE })),
        'Token expired',
      ],
      [bearer(forgeToken({ typ: 'refresh', jti: 'x' }, { subject: SOMEONE })), 'Invalid token'],
    ];
    for (const [headers, message] of cases) {
      const res = await gql(t.url, StoredFileIdDocument, { id: SOMEONE }, headers);
      expect({ message: res.errors?.[0].message, code: res.errors?.[0].extensions?.code }).toEqual({
        message,
        code: 'UNAUTHENTICATED',
      });
    }
  });
});

describe('errors', () => {
  it('hides internal errors behind a generic message and a stable code, without a stack', async () => {
    // `faulty` is this file's own resolver, not in the emitted schema: sent as text.
    const res = await gql(t.url, '{ faulty }');
    expect(res.errors).toEqual([
      {
        message: 'Internal server error',
        path: ['faulty'],
        locations: [{ line: 1, column: 3 }],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(res)).not.toContain('secret_table');
  });

  it('keeps domain errors with their code and message', async () => {
    const res = await gql(t.url, ConfirmDevelopmentPaymentStatusDocument, {
      input: { clientSecret: 'pi_dev_0_secret_0' },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Payment intent not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(res.errors?.[0].extensions).not.toHaveProperty('stacktrace');
  });
});

describe('compiled operations', () => {
  // A document's first request runs on graphql-js; from its second, the compiled code answers it.
  const documents: [string, string, Record<string, unknown>][] = [
    ['a query', '{ tree { name child { name } } }', {}],
    ['an internal error', '{ faulty }', {}],
    [
      'a domain error',
      'mutation { confirmDevelopmentPayment(input: { clientSecret: "pi_dev_1_secret_1" }) { status } }',
      {},
    ],
    [
      'a refused mutation whose input leaves out a defaulted non-null field',
      'mutation($input: CreateStaffUserInput!) { createStaffUser(input: $input) { email } }',
      { input: { email: 'compiled@example.com', password: 'secret1', firstName: 'C', lastName: 'O' } },
    ],
    [
      'variables that do not coerce',
      'mutation($input: LoginInput!) { login(input: $input) { tokens { accessToken } } }',
      { input: { email: 'someone@example.com' } },
    ],
  ];

  it.each(documents)('answers %s compiled exactly as graphql-js answered it', async (what, text, variables) => {
    // A text of its own (no other test has sent this document before), so sent as a string.
    const query = `# ${what}\n${text}`;
    const compiles = () => jest.mocked(compileQuery).mock.calls.length;
    const before = compiles();
    const first = await gql(t.url, query, variables);
    expect(compiles()).toBe(before);
    const second = await gql(t.url, query, variables);
    const third = await gql(t.url, query, variables);
    expect(compiles()).toBe(before + 1);
    for (const again of [second, third]) {
      expect({ status: again.status, data: again.data, errors: again.errors }).toEqual({
        status: first.status,
        data: first.data,
        errors: first.errors,
      });
    }
  });
});

describe('limits', () => {
  it('rejects an operation deeper than GRAPHQL_MAX_DEPTH (3), fragments included, before executing it', async () => {
    // `tree` is this file's own resolver, not in the emitted schema: sent as text.
    const ok = await gql(t.url, '{ tree { child { name } } }');
    expect(ok.data).toEqual({ tree: { child: { name: 'a' } } });
    const tooDeep = await gql(t.url, '{ tree { child { child { name } } } }');
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.errors?.[0].message).toBe('Query depth 4 exceeds the maximum of 3');
    const viaFragment = await gql(t.url, '{ tree { ...F } } fragment F on TreeNode { child { child { name } } }');
    expect(viaFragment.errors?.[0].message).toBe('Query depth 4 exceeds the maximum of 3');
    expect(viaFragment.data).toBeUndefined();
  });

  it('answers variables that do not coerce with 400 BAD_USER_INPUT naming them, not a 500', async () => {
    // Variables the operation's types refuse on purpose: sent as text, untyped.
    const res = await gql(t.url, 'mutation($input: LoginInput!) { login(input: $input) { tokens { accessToken } } }', {
      input: { email: 'someone@example.com' },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0].extensions?.fields).toEqual({ password: ['is required'] });
  });

  it('rejects an operation costing more than GRAPHQL_MAX_COST', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `f${i}: storedFile(id: "x") { id }`).join(' ');
    const res = await gql(t.url, `{ ${aliases} }`, {}, alice); // a generated document
    expect(res.errors?.[0].message).toBe('Query cost 22 exceeds the maximum of 20');
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.data).toBeUndefined();
  });
});

describe('uploads', () => {
  it('stores a whole file with its size and SHA-256 and lets only its owner read it back', async () => {
    const content = Buffer.from('hello, ledger\n');
    const res = await upload(t.url, content, 'note.txt', alice);
    expect(res.status).toBe(200);
    const file = res.body.data.uploadFile;
    expect(file).toMatchObject({
      filename: 'note.txt',
      mimeType: 'text/plain',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const stored = await t.orm.em.fork().findOneOrFail(StoredFile, file.id, { populate: ['content'] });
    expect(stored.content.equals(content)).toBe(true);

    const own = await gql(t.url, StoredFileNameDocument, { id: file.id }, alice);
    expect(own.data).toEqual({ storedFile: { filename: 'note.txt' } });
    const other = await gql(t.url, StoredFileNameDocument, { id: file.id }, bob);
    expect(other.errors?.[0]).toMatchObject({ message: 'File not found', extensions: { code: 'NOT_FOUND' } });
    const junk = await gql(t.url, StoredFileNameDocument, { id: 'not-a-uuid' }, alice);
    expect(junk.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers 413 for a file over UPLOAD_MAX_BYTES (by one byte or many) and stores nothing', async () => {
    for (const size of [2049, 4096, 100_000]) {
      const res = await upload(t.url, Buffer.alloc(size, 'x'), 'big.txt', alice);
      expect(res.status).toBe(413);
      expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await t.orm.em.fork().count(StoredFile)).toBe(0);
  });

  it('accepts a file of exactly UPLOAD_MAX_BYTES', async () => {
    const res = await upload(t.url, Buffer.alloc(2048, 'y'), 'edge.txt', alice);
    expect(res.body.data.uploadFile.size).toBe(2048);
  });
});

describe('DataLoaders', () => {
  it('batches the files of one operation into one SQL statement', async () => {
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c'])
      ids.push((await upload(t.url, Buffer.from(name), `${name}.txt`, alice)).body.data.uploadFile.id);
    const query = `{ ${ids.map((id, i) => `f${i}: storedFile(id: "${id}") { filename }`).join(' ')} }`;
    // A generated document: one alias a file.
    const { result, statements } = await countStatements(t.orm, () => gql(t.url, query, {}, alice));
    expect(result.data).toEqual({ f0: { filename: 'a.txt' }, f1: { filename: 'b.txt' }, f2: { filename: 'c.txt' } });
    expect(statements.filter((s) => /stored_file/.test(s))).toHaveLength(1);
    // Plus the one statement that checks the bearer's account, tenant and session.
    expect(statements).toHaveLength(2);
  });
});

describe('request contexts', () => {
  it('keep the request logger unbuilt when Apollo copies them for an operation, until a line is written', async () => {
    let built = 0;
    const createContext = createContextFactory(t.app.services, t.orm.em as EntityManager);
    const context = await createContext({
      requestId: 'copied',
      ip: '127.0.0.1',
      headers: {},
      protocol: 'http',
      log: () => {
        built += 1;
        return t.app.services.logger;
      },
    });
    // Apollo's own copy of the context value: a new object of the same prototype, every own property read.
    const copy: typeof context = Object.assign(Object.create(Object.getPrototypeOf(context)), context);
    expect(built).toBe(0);
    copy.log.debug('a line');
    expect(built).toBe(1);
  });
});
