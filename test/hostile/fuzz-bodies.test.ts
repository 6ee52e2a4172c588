import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Stripe from 'stripe';
import { databaseChecksum } from '../helpers/db';
import { http } from '../helpers/http';
import {
  describeCase,
  expectHarmless,
  expectUnharmed,
  BOOT_GUARD_MS,
  HANG_GUARD_MS,
  NUL,
  runs,
  startFuzzTarget,
  stopFuzzTarget,
  WEBHOOK_SECRET,
  type FuzzTarget,
} from './fuzz-support';

/**
 * Bodies the APIs read as a whole: multipart uploads (REST routes and GraphQL's multipart
 * requests) and signed webhook deliveries. Malformed, cut, oversized and misnamed ones are refused
 * with a 4xx, nothing is written, and the process keeps answering.
 */

const NAME = 'hostile-input fuzz (multipart and webhook bodies)';
/** Small, so that oversized files are cheap to send. */
const UPLOAD_MAX_BYTES = 4096;
let target: FuzzTarget;
let before: string;

beforeAll(async () => {
  target = await startFuzzTarget(NAME, {
    UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    EMPLOYEE_IMPORT_MAX_BYTES: String(UPLOAD_MAX_BYTES),
  });
  before = await databaseChecksum(target.t.orm);
}, BOOT_GUARD_MS);
afterAll(() => stopFuzzTarget(target, NAME));

const url = (path: string) => `${target.t.url}${path}`;

const BOUNDARY = 'fuzzboundary';
const part = (name: string, content: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
  `Content-Type: ${filename === undefined ? 'text/plain' : 'text/csv'}\r\n\r\n${content}\r\n`;
const end = `--${BOUNDARY}--\r\n`;
const CSV = 'Payroll Code,Job Title\nE1,Clerk\n';

/** Named multipart bodies: the name says what is wrong with each. */
const MULTIPART: Record<string, { contentType?: string; body: string }> = {
  'no boundary parameter': { contentType: 'multipart/form-data', body: part('file', CSV, 'a.csv') + end },
  'another boundary than the header names': {
    contentType: 'multipart/form-data; boundary=other',
    body: part('file', CSV, 'a.csv') + end,
  },
  'empty body': { body: '' },
  'only the final boundary': { body: end },
  'wrong file field name': { body: part('upload', CSV, 'a.csv') + end },
  'text field where the file belongs': { body: part('file', CSV) + end },
  'two file parts': { body: part('file', CSV, 'a.csv') + part('file', CSV, 'b.csv') + end },
  'more file parts than allowed': {
    body: Array.from({ length: 8 }, (_, i) => part(`f${i}`, 'x', 'x.csv')).join('') + end,
  },
  'file over the upload limit': { body: part('file', `${CSV}${'x'.repeat(UPLOAD_MAX_BYTES * 2)}`, 'a.csv') + end },
  'NUL and lone surrogate in the file name': { body: part('file', CSV, `a${NUL}\ud800.csv`) + end },
  'non-ASCII file name': { body: part('file', CSV, 'naïve-中文.csv') + end },
  'oversized part header': {
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${'n'.repeat(100_000)}"\r\n\r\n${CSV}\r\n${end}`,
  },
  'cut inside the part headers': { body: `--${BOUNDARY}\r\nContent-Disposition: form-da` },
  'garbage between boundaries': { body: `--${BOUNDARY}\r\n\u0000\u0001\u00ff\r\n\r\n${end}` },
  'options as form fields of the wrong type': {
    body: part('allowUpdates', 'maybe') + part('previewOnly', `${NUL}`) + part('file', CSV, 'a.csv') + end,
  },
  'cut inside the file': { body: part('file', CSV, 'a.csv').slice(0, -8) },
  'no final boundary': { body: part('file', CSV, 'a.csv') },
};

describe('hostile multipart bodies', () => {
  it(
    'answers every upload route’s malformed, cut, oversized and misnamed multipart bodies with a 4xx',
    async () => {
      const uploads = target.t.app.apis.flatMap((api) =>
        api.routes.filter((route) => route.upload).map((route) => ({ api, route })),
      );
      expect(uploads.length).toBeGreaterThan(0);
      const names = Object.keys(MULTIPART);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...uploads),
          fc.constantFrom(...names),
          fc.constantFrom('payrollUser', 'storeAdmin'),
          async ({ api, route }, name, caller) => {
            const { contentType, body } = MULTIPART[name];
            // A random employer: whatever gets through the multipart reader finds nothing to import into.
            const path = route.path.replace(/:\w+/g, () => randomUUID());
            const res = await http(url(`${api.mount}${path}`), {
              method: route.method.toUpperCase(),
              headers: {
                ...target.callers[caller],
                'content-type': contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
              },
              body: Buffer.from(body, 'utf8'),
            });
            expectHarmless(target, res, `${route.method.toUpperCase()} ${api.mount}${route.path}: ${name} (${caller})`);
            expect(res.status).toBeGreaterThanOrEqual(400);
          },
        ),
        runs(3 * names.length * uploads.length),
      );
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );

  it(
    'answers GraphQL multipart requests with broken operations, maps and files with a 4xx',
    async () => {
      const operations = JSON.stringify({
        query: 'mutation($file: Upload!, $id: ID!) { importPayrollEmployees(file: $file, employerId: $id) { id } }',
        variables: { file: null, id: randomUUID() },
      });
      const cases: Record<string, string> = {
        'operations not JSON': part('operations', '{"query":') + part('map', '{}') + end,
        'cut inside the operations': `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations.slice(0, 20)}`,
        'map not JSON': part('operations', operations) + part('map', '[') + part('0', CSV, 'a.csv') + end,
        'map naming a variable that is not there':
          part('operations', operations) + part('map', '{"0":["variables.nope.x"]}') + part('0', CSV, 'a.csv') + end,
        'map naming no file part': part('operations', operations) + part('map', '{"0":["variables.file"]}') + end,
        'file part before the map':
          part('operations', operations) + part('0', CSV, 'a.csv') + part('map', '{"0":["variables.file"]}') + end,
        'no operations': part('map', '{}') + end,
        'batched operations':
          part('operations', `[${operations},${operations}]`) +
          part('map', '{"0":["0.variables.file","1.variables.file"]}') +
          part('0', CSV, 'a.csv') +
          end,
        'file over the upload limit':
          part('operations', operations) +
          part('map', '{"0":["variables.file"]}') +
          part('0', 'x'.repeat(UPLOAD_MAX_BYTES * 2), 'a.csv') +
          end,
      };
      for (const [name, body] of Object.entries(cases)) {
        for (const caller of ['payrollUser', 'storeAdmin', 'anonymous']) {
          const res = await http(url('/graphql'), {
            method: 'POST',
            headers: {
              ...target.callers[caller],
              'apollo-require-preflight': 'true',
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            },
            body: Buffer.from(body, 'utf8'),
          });
          expectHarmless(target, res, `GraphQL multipart: ${name} (${caller})`);
          // Refused as a request (4xx), or executed and refused by the operation (errors, no data).
          if (res.status < 400) {
            expect({ name, caller, errors: res.body.errors?.length > 0 }).toEqual({ name, caller, errors: true });
          }
        }
      }
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );
});

/** A payment intent event Stripe could send, for the deliveries below to break one part of. */
const validEvent = () => ({
  id: `evt_${randomUUID()}`,
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_fuzz', amount: 100, currency: 'usd', metadata: { orderId: randomUUID() } } },
});
const brokenEvents: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
  fc
    .record({
      id: fc.constantFrom<unknown>(1, null, '', `evt_${NUL}`, 'evt_\ud800', 'e'.repeat(300), {}, []),
    })
    .map(({ id }) => ({ ...validEvent(), id })),
  fc
    .constantFrom<unknown>(1, null, '', `x${NUL}`, '\udfff', 't'.repeat(200), ['payment_intent.succeeded'])
    .map((type) => ({ ...validEvent(), type })),
  fc.constantFrom<unknown>(null, [], 'x', 1, {}).map((object) => ({ ...validEvent(), data: { object } })),
  fc
    .record({
      field: fc.constantFrom('id', 'amount', 'currency', 'metadata'),
      value: fc.constantFrom<unknown>(null, '100', 1.5, 2 ** 60, true, [], 'usdd', `u${NUL}d`, { a: 1 }, { a: null }),
    })
    .filter(({ field, value }) => !(field === 'metadata' && value === null))
    .filter(({ field, value }) => !(field === 'id' && typeof value === 'string'))
    // A three-letter string is a currency, so '100' would make the event valid.
    .filter(({ field, value }) => !(field === 'currency' && value === '100'))
    .map(({ field, value }) => {
      const event = validEvent();
      return { ...event, data: { object: { ...event.data.object, [field]: value } } };
    }),
);

describe('hostile webhook deliveries', () => {
  it(
    'answers correctly signed deliveries that are no valid event with 400, and records nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(brokenEvents, async (event) => {
          const payload = JSON.stringify(event) ?? 'null';
          // A signed raw body that is no valid event: untyped on purpose.
          const res = await http(url('/api/stripe/webhook'), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
            },
            body: payload,
          });
          expectHarmless(target, res, `webhook ${describeCase(event)}`);
          expect(res.status).toBe(400);
        }),
        runs(150),
      );
      await expectUnharmed(target, before);
    },
    HANG_GUARD_MS,
  );
});
