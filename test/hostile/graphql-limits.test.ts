import { parse, validate } from 'graphql';
import { depthLimitRule, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TOKENS } from '../../src/graphql/limits';
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
    const timed = async <T>(call: () => Promise<T>) => {
      const from = Date.now();
      const result = await call();
      return { result, ms: Date.now() - from };
    };
    const [refusal, health] = await Promise.all([
      timed(() => gql(t.url, query)),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => timed(() => http(`${t.url}/healthz`))),
    ]);
    const refused = refusal.result;
    // Naive measuring of 40 doubling fragments would take 2^40 steps; linear measuring takes
    // milliseconds, and the server keeps answering others meanwhile.
    expect(refusal.ms).toBeLessThan(1000);
    expect(health.ms).toBeLessThan(1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(health.result).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(refused.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Query cost \d+ exceeds the maximum of 5000$/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('measures depth through doubly spread nested fragments once each and refuses it', async () => {
    // Each fragment goes one level deeper (children) and spreads the next twice: depth 41.
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i === 39
        ? `fragment C${i} on Category { id }`
        : `fragment C${i} on Category { id children { ...C${i + 1} ...C${i + 1} } }`,
    );
    const query = `query NestedDoubling { categories { ...C0 } } ${fragments.join(' ')}`;
    // The rule alone, in this process (no HTTP, no other load): naive measuring takes 2^40 steps.
    const started = performance.now();
    const problems = validate(t.app.served.schema, parse(query), [depthLimitRule(10)]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems.map((p) => p.message)).toContain('Query depth 41 exceeds the maximum of 10');
    const res = await gql(t.url, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Query depth 41 exceeds the maximum of 10',
      // Apollo marks every validation rule's error so.
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
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

  it(`caps a multipart (upload) request's document at ${MAX_DOCUMENT_BYTES} bytes too`, async () => {
    const query = `{ __typename } # ${'x'.repeat(MAX_DOCUMENT_BYTES)}`;
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: {} }));
    form.append('map', '{}');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toBe(
      `The GraphQL document is ${Buffer.byteLength(query)} bytes; at most ${MAX_DOCUMENT_BYTES} are accepted`,
    );
  });
});
