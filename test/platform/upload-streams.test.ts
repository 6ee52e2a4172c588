import type { TestApp } from '../helpers/app';
import { rowCounts } from '../helpers/db';
import { rawMultipart } from '../helpers/multipart';
import { PRODUCTION_ENV, expectServing, failOnUnhandledErrors, poolOf, promptly } from '../helpers/process-health';
import { nextServerRequest, rawRequest, until, type RawAnswer } from '../helpers/raw-http';
import { employerScenario, type PayrollWorld } from '../helpers/payroll-scenarios';
import { eachTestIn } from '../helpers/scenarios';

/**
 * Uploads cut short, malformed or abandoned by their client, on every upload route (the payroll
 * CSV imports over REST, every GraphQL `Upload` mutation), sent byte by byte over raw sockets, in
 * production mode: the process goes on, a client still there gets 400 naming the problem,
 * nothing is stored, and no database connection outlives its request.
 */

const CSV = 'Payroll Code,First Name,Last Name\r\n' + 'E1,Ada,Lovelace\r\n'.repeat(40);
const MISSING_EMPLOYER = '00000000-0000-4000-8000-000000000000';
const ROW_TABLES = [
  'payroll_job',
  'payroll_job_file',
  'payroll_employee',
  'payroll_pension_membership',
  'payroll_employee_role',
  'stored_file',
  'accounting_attachment',
  'accounting_attachment_content',
];

const BODY = rawMultipart('cut-boundary');
const filePart = (name: string) => BODY.filePart(name, 'cut.csv');
const { fieldPart, closing: CLOSING } = BODY;

interface UploadRoute {
  name: string;
  path(employerId: string): string;
  headers(): Record<string, string>;
  /** Everything before the file's bytes. */
  prefix(employerId: string): string;
  /** The answer's message, from its body. */
  message(answer: RawAnswer): string;
}

let t: TestApp;
let w: PayrollWorld;
let employerId: string;

const restRoute = (path: string): UploadRoute => ({
  name: `REST POST /payroll/employers/{id}/${path}`,
  path: (id) => `/payroll/employers/${id}/${path}`,
  headers: () => ({ ...w.alice.headers, 'content-type': BODY.contentType }),
  prefix: () => filePart('file'),
  message: (answer) => (JSON.parse(answer.body) as { detail: string }).detail,
});

const graphqlRoute = (field: string, args: string, variables: (id: string) => Record<string, unknown>) => ({
  name: `GraphQL ${field}`,
  path: () => '/graphql',
  headers: () => ({
    ...w.store.admin.headers,
    'apollo-require-preflight': 'true',
    'content-type': BODY.contentType,
  }),
  prefix: (id: string) =>
    fieldPart('operations', {
      query: `mutation Cut(${args}) { ${field}(${args.replace(/\$(\w+): [\w!]+/g, '$1: $$$1')}) { id } }`,
      variables: { ...variables(id), file: null },
    }) +
    fieldPart('map', { 0: ['variables.file'] }) +
    filePart('0'),
  message: (answer: RawAnswer) => (JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0].message,
});

const ROUTES: UploadRoute[] = [
  restRoute('import/employees/async'),
  restRoute('import/pensionmemberships'),
  restRoute('import/import'),
  graphqlRoute('uploadFile', '$file: Upload!', () => ({})),
  graphqlRoute('importPayrollEmployees', '$employerId: ID!, $file: Upload!', (employerId) => ({ employerId })),
  graphqlRoute('importPayrollPensionMemberships', '$employerId: ID!, $file: Upload!', (employerId) => ({
    employerId,
  })),
  graphqlRoute('importPayrollRoles', '$employerId: ID!, $file: Upload!', (employerId) => ({ employerId })),
  graphqlRoute('uploadAttachment', '$file: Upload!', () => ({})),
];

/** How a body is cut: given what precedes the file and the file, the bytes actually sent. */
const CUTS: [string, (prefix: string, content: string) => string][] = [
  ['cut inside the file part’s headers', (prefix) => prefix.slice(0, -30)],
  ['cut in the middle of the file', (prefix, content) => prefix + content.slice(0, content.length / 2)],
  ['missing its final boundary after the whole file', (prefix, content) => prefix + content],
  [
    "ending after the file's delimiter, where a next part never comes",
    (prefix, content) => prefix + content + BODY.delimiter,
  ],
];

const pool = () => poolOf(t);
const POOL_SIZE = () => (t.orm.config.get('pool') as { max: number }).max;

const storedRows = () => rowCounts(t.orm, ROW_TABLES);

/** Sends an upload, hangs up once the server has read all of it, and waits for the handler to answer into the void. */
async function abandon(route: UploadRoute, sent: string, declared: number): Promise<RawAnswer> {
  const server = nextServerRequest(t.server);
  const request = rawRequest(t.url, 'POST', route.path(employerId), route.headers(), sent, declared);
  const { req, res } = await server;
  await until(() => req.socket.bytesRead >= request.sent, `the server reading the ${request.sent} bytes sent`);
  request.abort();
  await until(() => res.writableEnded, `${route.name} finishing its answer to a client that hung up`);
  return request.answer;
}

failOnUnhandledErrors();

eachTestIn(
  (app) => employerScenario(app),
  (app, world) => ([t, w, employerId] = [app, world, world.employerId]),
  { env: PRODUCTION_ENV },
  { once: true },
);

describe('a cut or malformed upload', () => {
  const before: Record<string, number> = {};
  // Counted before the first test of the block, once the scenario is there.
  beforeEach(async () => {
    if (Object.keys(before).length === 0) Object.assign(before, await storedRows());
  });

  it("answers the issue's reproducer (a file cut mid-row, to an employer that does not exist) with 400, not an exit", async () => {
    const route = ROUTES[0];
    const sent = `${route.prefix(MISSING_EMPLOYER)}Payroll Code`;
    const answer = await rawRequest(t.url, 'POST', route.path(MISSING_EMPLOYER), route.headers(), sent).answer;
    expect(answer.status).toBe(400);
    expect(route.message(answer)).toMatch(/The upload is incomplete: the multipart body ended before the file/);
    await expectServing(t);
  });

  for (const route of ROUTES) {
    for (const [cut, body] of CUTS) {
      it(`${route.name}: a body ${cut} answers 400 naming the problem and stores nothing`, async () => {
        const sent = body(route.prefix(employerId), CSV);
        const answer = await rawRequest(t.url, 'POST', route.path(employerId), route.headers(), sent).answer;
        expect({ status: answer.status, message: route.message(answer) }).toEqual({
          status: 400,
          message: expect.stringMatching(/^(The upload is incomplete|Malformed multipart body): /),
        });
        expect(await storedRows()).toEqual(before);
        expect(pool().numUsed()).toBe(0);
      });
    }
  }

  it('GraphQL: a body cut before its map field answers 400 naming the problem', async () => {
    const route = ROUTES[3];
    const whole = route.prefix(employerId);
    const sent = whole.slice(0, whole.indexOf('name="map"') + 20);
    const answer = await rawRequest(t.url, 'POST', '/graphql', route.headers(), sent).answer;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^The upload is incomplete: /),
          extensions: { code: 'BAD_USER_INPUT', fields: { body: [expect.any(String)] } },
        },
      ],
    });
  });

  it('is the only difference: the same uploads whole are accepted', async () => {
    const rest = ROUTES[0];
    const sent = rest.prefix(employerId) + CSV + CLOSING;
    const answer = await rawRequest(t.url, 'POST', rest.path(employerId), rest.headers(), sent).answer;
    expect(answer.status).toBe(202);
    const graphql = ROUTES[3];
    const stored = await rawRequest(
      t.url,
      'POST',
      '/graphql',
      graphql.headers(),
      graphql.prefix(employerId) + CSV + CLOSING,
    ).answer;
    expect(stored.status).toBe(200);
    expect(JSON.parse(stored.body).data.uploadFile.id).toEqual(expect.any(String));
  });

  it('GraphQL: one body with two files for two fields, read one after the other, stores both', async () => {
    // Mutation fields run in turn: the first file counts as whole before the second is read.
    const body =
      fieldPart('operations', {
        query:
          'mutation Two($a: Upload!, $b: Upload!) { a: uploadFile(file: $a) { size } b: uploadFile(file: $b) { size } }',
        variables: { a: null, b: null },
      }) +
      fieldPart('map', { 0: ['variables.a'], 1: ['variables.b'] }) +
      `${filePart('0')}${CSV}\r\n${filePart('1')}${CSV}${CSV}${CLOSING}`;
    const answer = await promptly(
      rawRequest(t.url, 'POST', '/graphql', ROUTES[3].headers(), body).answer,
      'an upload of two files',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data).toEqual({ a: { size: CSV.length }, b: { size: 2 * CSV.length } });
  });
});

describe('a client that hangs up in the middle of an upload', () => {
  for (const route of ROUTES) {
    it(`${route.name}: gets no answer, leaves nothing stored and no connection held`, async () => {
      const before = await storedRows();
      const prefix = route.prefix(employerId);
      const whole = prefix + CSV + CLOSING;
      const answer = await abandon(route, prefix + CSV.slice(0, 100), Buffer.byteLength(whole));
      expect(answer.status).toBeNull();
      expect(await storedRows()).toEqual(before);
      await until(() => pool().numUsed() === 0, 'the connection of the abandoned upload going back to the pool');
      await expectServing(t);
    });
  }

  it('more abandoned uploads than the pool has connections leave /readyz and logins answering', async () => {
    const route = ROUTES[0];
    const before = await storedRows();
    const prefix = route.prefix(employerId);
    const declared = Buffer.byteLength(prefix + CSV + CLOSING);
    const uploads = Array.from({ length: POOL_SIZE() + 2 }, () =>
      rawRequest(t.url, 'POST', route.path(employerId), route.headers(), prefix + CSV.slice(0, 100), declared),
    );
    // Each upload streams into its job's transaction: every connection is taken, two uploads wait for one.
    await until(
      () => pool().numUsed() === POOL_SIZE() && pool().numPendingAcquires() === 2,
      `${POOL_SIZE()} uploads holding a connection each and 2 waiting`,
    );
    for (const upload of uploads) upload.abort();
    expect((await Promise.all(uploads.map((u) => u.answer))).map((a) => a.status)).toEqual(uploads.map(() => null));
    await until(
      () => pool().numUsed() === 0 && pool().numPendingAcquires() === 0,
      'every connection of the abandoned uploads going back to the pool',
    );
    await expectServing(t);
    expect(await storedRows()).toEqual(before);
  });
});
