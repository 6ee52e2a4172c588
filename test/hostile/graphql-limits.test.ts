import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TOKENS } from '../../src/graphql/limits';
import { startTestApp, type TestApp } from '../helpers/app';
import { gql, http } from '../helpers/http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { GRAPHQL_MAX_COST: '5000', GRAPHQL_MAX_DEPTH: '10' } });
});
afterAll(() => t.close());

/** `count` fragments, each spreading the next one twice: naive measuring doubles per fragment. */
function doublingFragments(count: number, name: string, via: (next: string) => string): string {
  const fragments = Array.from({ length: count }, (_, i) =>
    i === count - 1
      ? `fragment F${i} on Query { paymentGatewayConfig { publishableKey } }`
      : `fragment F${i} on Query { ${via(`F${i + 1}`)} }`,
  );
  return `query ${name} { ...F0 } ${fragments.join(' ')}`;
}

describe('GraphQL document limits', () => {
  it('refuses 40 fragments each spreading the next twice, at once, while another request is served', async () => {
    const query = doublingFragments(40, `Doubling${process.pid}`, (next) => `...${next} ...${next}`);
    expect(Buffer.byteLength(query)).toBeLessThan(2048);
    const started = Date.now();
    const [refused, health] = await Promise.all([
      gql(t.url, query),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => http(`${t.url}/healthz`)),
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Query cost \d+ exceeds the maximum of 5000$/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('measures depth through doubly spread nested fragments once each and refuses it', async () => {
    const query = doublingFragments(
      40,
      'NestedDoubling',
      (next) => `a: paymentGatewayConfig { publishableKey } ...${next} ...${next}`,
    );
    const res = await gql(t.url, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a cyclic fragment spread with a validation error, not a hang', async () => {
    const res = await gql(t.url, '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('answers an operation over the cost limit with HTTP 400 and BAD_USER_INPUT', async () => {
    // Each page of 100 items costs 1 + 100 × (data 1 + id 1) = 201.
    const aliases = Array.from({ length: 25 }, (_, i) => `p${i}: products(limit: 100) { data { id } }`);
    const res = await gql(t.url, `{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Query cost 5025 exceeds the maximum of 5000',
      extensions: { code: 'BAD_USER_INPUT', cost: 5025, maxCost: 5000 },
    });
  });

  it(`refuses a document of more than ${MAX_DOCUMENT_TOKENS} tokens before validating it`, async () => {
    const fields = Array.from({ length: MAX_DOCUMENT_TOKENS }, () => '__typename').join(' ');
    const res = await gql(t.url, `{ ${fields} }`);
    expect(res.status).toBe(400);
    // graphql's own wording ("more that").
    expect(res.errors?.[0]).toMatchObject({
      message: `Syntax Error: Document contains more that ${MAX_DOCUMENT_TOKENS} tokens. Parsing aborted.`,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it(`refuses a document of more than ${MAX_DOCUMENT_BYTES} bytes before parsing it`, async () => {
    const query = `{ __typename } # ${'x'.repeat(MAX_DOCUMENT_BYTES)}`;
    const res = await gql(t.url, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: `The GraphQL document is ${Buffer.byteLength(query)} bytes; at most ${MAX_DOCUMENT_BYTES} are accepted`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const fine = await gql(t.url, `{ __typename } # ${'x'.repeat(1000)}`);
    expect(fine).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });
});
