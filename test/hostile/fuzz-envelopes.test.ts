import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import fc from 'fast-check';
import { databaseChecksum } from '../helpers/db';
import { basic, http, type JsonResponse } from '../helpers/http';
import {
  describeCase,
  expectHarmless,
  expectUnharmed,
  BOOT_GUARD_MS,
  HANG_GUARD_MS,
  loneSurrogate,
  nulText,
  OVERSIZED,
  runs,
  startFuzzTarget,
  stopFuzzTarget,
  type FuzzTarget,
} from './fuzz-support';

/**
 * The parts of a request around its input: headers (credentials, store and business, content
 * negotiation) and GraphQL envelopes (operation names, variables, batches). No answer may be a
 * 5xx or show internals, nothing may be written, and the process keeps answering.
 */

const NAME = 'hostile-input fuzz (headers and GraphQL envelopes)';
let target: FuzzTarget;
let before: string;

beforeAll(async () => {
  target = await startFuzzTarget(NAME);
  before = await databaseChecksum(target.t.orm);
}, BOOT_GUARD_MS);
afterAll(() => stopFuzzTarget(target, NAME));

const url = (path: string) => `${target.t.url}${path}`;
/** Every byte percent-encoded (encodeURIComponent throws on a lone surrogate; its UTF-8 form is U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Routes of each API and GraphQL that read the headers under attack, public and signed-in ones. */
const HEADER_TARGETS: { method: string; path: string; json?: unknown }[] = [
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'POST', path: '/api/cart', json: { productId: 'x', quantity: 0 } },
  { method: 'GET', path: '/api/orders?startDate=2026-01-01' },
  { method: 'GET', path: '/accounting/v3.1/purchase_credit_notes' },
  { method: 'GET', path: '/accounting/v3.1/attachments/00000000-0000-4000-8000-000000000000/file' },
  { method: 'GET', path: '/payroll/employers' },
  { method: 'GET', path: '/payroll/jobs' },
  { method: 'POST', path: '/graphql', json: { query: '{ tenantInfo { name } me { __typename } }' } },
];

/** Text a header can carry (Latin-1, no control characters), including non-ASCII and oversized. */
const headerText = fc.oneof(
  fc.string({ maxLength: 16 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('café', 'ÿÿÿ', 'é'.repeat(200), 'x'.repeat(7000), ' ', '\t', 'city-pharmacy ', '-1', '%00'),
);
const partText = fc.oneof(
  fc.string({ maxLength: 12 }),
  nulText,
  loneSurrogate,
  fc.constantFrom('中文', '🌿', 'é', 'x'.repeat(5000), ''),
);

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.tuple(partText, partText).map(([user, password]) => basic(user, password)),
  fc
    .tuple(fc.constantFrom('staff@city-pharmacy.test', 'root@test.example'), partText)
    .map(([user, password]) => basic(user, password)),
  headerText.map((value) => ({ authorization: `Basic ${value}` })),
  headerText.map((value) => ({ authorization: `Bearer ${value}` })),
  fc.constantFrom(
    { authorization: 'Bearer a.b.c' },
    { authorization: `Bearer ${'e'.repeat(3000)}.${'e'.repeat(3000)}.x` },
    { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    { authorization: 'Basic' },
    { authorization: 'Negotiate abc' },
    { authorization: 'Basic Og==' },
    { authorization: 'Basic YQBiOnB3' },
  ),
  headerText.map((value) => ({ 'x-tenant-slug': value })),
  headerText.map((value) => ({ 'x-business': value })),
  fc.constantFrom(randomUUID(), '00000000-0000-0000-0000-000000000000').map((id) => ({ 'x-business': id })),
  fc.oneof(headerText, fc.constantFrom('*/*;q=0', 'application/json;q=abc', 'text/html', ',,,')).map((accept) => ({
    accept,
  })),
  fc
    .oneof(
      headerText,
      fc.constantFrom(
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/json; charset=nonsense',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; boundary=x',
      ),
    )
    .map((type) => ({ 'content-type': type })),
);

/** A request written by hand, for header bytes no HTTP client sends (NUL, bare CR, obs-fold). */
function rawStatus(port: number, head: string): Promise<number | 'closed'> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve(status ? Number(status) : 'closed');
    });
    socket.setTimeout(20_000, () => reject(new Error(`no answer to ${JSON.stringify(head.slice(0, 80))}`)));
    socket.end(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

describe('hostile request headers', () => {
  it(
    'answers every hostile credential, store, business, Accept and Content-Type header without a 5xx',
    async () => {
      const callers = Object.keys(target.callers);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...HEADER_TARGETS),
          fc.constantFrom(...callers),
          hostileHeaders,
          async (call, caller, headers) => {
            const res = await http(url(call.path), {
              method: call.method,
              headers: { 'content-type': 'application/json', ...target.callers[caller], ...headers },
              body: call.json === undefined ? undefined : JSON.stringify(call.json),
            });
            expectHarmless(target, res, `${call.method} ${call.path} (${caller}, ${describeCase(headers)})`);
          },
        ),
        runs(300),
      );
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );

  it(
    'answers header bytes that no client sends (NUL, CR, non-ASCII in the name) without a 5xx',
    async () => {
      const { port } = new URL(target.t.url);
      for (const line of [
        'Authorization: Bearer a\u0000b',
        'X-Tenant-Slug: city\u0000pharmacy',
        'X-Business: \u0000',
        'Authorization: Basic YQ==\rX: y',
        'X-Tenant-Slug: caf\u00e9\u00ff',
        'X-T\u00e9nant: x',
        ` X-Folded: x`,
        `X-Big: ${'y'.repeat(20_000)}`,
      ]) {
        for (const path of ['/api/products', '/payroll/employers', '/graphql?query=%7B__typename%7D']) {
          const status = await rawStatus(Number(port), `GET ${path} HTTP/1.1\r\nHost: x\r\n${line}`);
          target.requests++;
          if (status !== 'closed' && status >= 500)
            throw new Error(`${describeCase(line)} on ${path} answered ${status}`);
        }
      }
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );
});

/** Documents that read only: an envelope that got through would still write nothing. */
const DOCUMENTS = [
  'query A { tenantInfo { name } } query B { products { meta { total } } }',
  'query C($id: ID!) { product(id: $id) { id } }',
  'mutation D($input: AddToCartInput!) { addToCart(input: $input) { itemCount } }',
];
/** Variables of the wrong type for every document above (no `input` object that could be added). */
const wrongVariables = fc.oneof(
  fc.constantFrom<unknown>('{"id":"x"}', 1, [], true, [{ id: 'x' }], { input: 'x' }, { input: [] }, { id: {} }),
  fc.constant(JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)),
  nulText.map((text) => ({ id: text })),
  loneSurrogate.map((text) => ({ [text]: 1 })),
);
const operationNames = fc.oneof(
  fc.constantFrom<unknown>('A', 'B', 'Nope', '', null, 1, {}, ['A'], OVERSIZED),
  fc.string({ maxLength: 10 }),
  nulText,
  loneSurrogate,
);

const envelopes: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ query: fc.constantFrom(...DOCUMENTS), operationName: operationNames }, { requiredKeys: ['query'] }),
  fc.record({ query: fc.constantFrom(...DOCUMENTS), variables: wrongVariables, operationName: operationNames }),
  fc.constantFrom<unknown>(
    [],
    [{ query: DOCUMENTS[0], operationName: 'A' }],
    [{ query: DOCUMENTS[0], operationName: 'A' }, { query: DOCUMENTS[0] }],
    [1, 'x'],
    { query: 1 },
    { query: null },
    { query: {} },
    { query: ['{ __typename }'] },
    {},
    { variables: {} },
    { query: '{ __typename }', extensions: 'x' },
    { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(64) } } },
    'text',
    null,
  ),
);

describe('hostile GraphQL envelopes', () => {
  it(
    'answers operationName, variables and batches of every wrong kind with a 4xx, by POST and GET',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          envelopes,
          fc.constantFrom('anonymous', 'customer', 'storeAdmin'),
          fc.boolean(),
          async (envelope, caller, byGet) => {
            let res: JsonResponse;
            if (byGet && envelope !== null && typeof envelope === 'object' && !Array.isArray(envelope)) {
              const params = Object.entries(envelope as Record<string, unknown>).map(
                ([key, value]) =>
                  `${key}=${percentEncoded(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
              );
              res = await http(url(`/graphql?${params.join('&')}`), {
                headers: { ...target.callers[caller], 'apollo-require-preflight': 'true' },
              });
            } else {
              res = await http(url('/graphql'), {
                method: 'POST',
                headers: { ...target.callers[caller], 'content-type': 'application/json' },
                body: JSON.stringify(envelope),
              });
            }
            const what = `GraphQL ${byGet ? 'GET' : 'POST'} ${describeCase(envelope)} (${caller})`;
            expectHarmless(target, res, what);
            const harmlessRead = JSON.stringify(envelope).includes('tenantInfo') && res.status === 200;
            if (!harmlessRead && res.status === 200 && !res.body?.errors?.length) {
              throw new Error(`${what} was accepted`);
            }
          },
        ),
        runs(250),
      );
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );
});
