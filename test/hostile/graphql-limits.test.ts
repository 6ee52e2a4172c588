import { Kind, parse, validate, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { CostEstimator, depthLimitRule, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_TOKENS } from '../../src/graphql/limits';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { gql, http } from '../helpers/http';

let t: TestApp;

testsOnApp((app) => (t = app), { env: { GRAPHQL_MAX_COST: '5000', GRAPHQL_MAX_DEPTH: '10' } });

/** `count` fragments, each spreading the next one twice: naive measuring doubles per fragment. */
function doublingFragments(count: number, name: string, via: (next: string) => string): string {
  const fragments = Array.from({ length: count }, (_, i) =>
    i === count - 1
      ? `fragment F${i} on Query { paymentGatewayConfig { publishableKey } }`
      : `fragment F${i} on Query { ${via(`F${i + 1}`)} }`,
  );
  return `query ${name} { ...F0 } ${fragments.join(' ')}`;
}

/**
 * Parses `query` and counts every read of a selection set's selections: the work of measuring it,
 * independent of the machine's speed and load.
 */
function counted(query: string): { document: DocumentNode; selectionSets: number; reads: () => number } {
  const document = parse(query);
  let reads = 0;
  let selectionSets = 0;
  visit(document, {
    SelectionSet(node) {
      selectionSets += 1;
      const selections = node.selections;
      Object.defineProperty(node, 'selections', {
        get: () => {
          reads += 1;
          return selections;
        },
      });
    },
  });
  reads = 0; // the walk above read them too
  return { document, selectionSets, reads: () => reads };
}

describe('GraphQL document limits', () => {
  it('refuses 40 fragments each spreading the next twice, at once, while another request is served', async () => {
    const query = doublingFragments(40, `Doubling${process.pid}`, (next) => `...${next} ...${next}`);
    expect(Buffer.byteLength(query)).toBeLessThan(2048);
    // Naive measuring of 40 doubling fragments would read 2^40 selection sets; each is read once.
    const measured = counted(query);
    const operation = measured.document.definitions[0] as OperationDefinitionNode;
    expect(operation.kind).toBe(Kind.OPERATION_DEFINITION);
    const cost = new CostEstimator(t.app.served.schema, measured.document, {}).operation(operation);
    expect(cost).toBeGreaterThan(5000);
    expect(measured.selectionSets).toBe(42);
    expect(measured.reads()).toBeLessThanOrEqual(measured.selectionSets);
    // Over HTTP the refusal comes while the server keeps answering another request.
    // A generated fragment bomb: not a codegen document.
    const [refused, health] = await Promise.all([gql(t.url, query), http(`${t.url}/healthz`)]);
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
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
    // The rule alone: naive measuring reads 2^40 selection sets. The validator's own walk reads each
    // once, the rule at most once more.
    const measured = counted(query);
    const problems = validate(t.app.served.schema, measured.document, [depthLimitRule(10)]);
    expect(measured.selectionSets).toBe(81);
    expect(measured.reads()).toBeLessThanOrEqual(2 * measured.selectionSets);
    expect(problems.map((p) => p.message)).toContain('Query depth 41 exceeds the maximum of 10');
    // A generated depth bomb: not a codegen document.
    const res = await gql(t.url, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Query depth 41 exceeds the maximum of 10',
      // Apollo marks every validation rule's error so.
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a cyclic fragment spread with a validation error, not a hang', async () => {
    // A cyclic document is invalid by design: not a codegen document.
    const res = await gql(t.url, '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('answers an operation over the cost limit with HTTP 400 and BAD_USER_INPUT', async () => {
    // Each page of 100 items costs 1 + 100 × (data 1 + id 1) = 201.
    const aliases = Array.from({ length: 25 }, (_, i) => `p${i}: products(limit: 100) { data { id } }`);
    // Generated aliases over the cost limit: not a codegen document.
    const res = await gql(t.url, `{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Query cost 5025 exceeds the maximum of 5000',
      extensions: { code: 'BAD_USER_INPUT', cost: 5025, maxCost: 5000 },
    });
  });

  it(`refuses a document of more than ${MAX_DOCUMENT_TOKENS} tokens before validating it`, async () => {
    const fields = Array.from({ length: MAX_DOCUMENT_TOKENS }, () => '__typename').join(' ');
    // A generated document over the token limit: not a codegen document.
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
    // Generated padding over the byte limit: not a codegen document.
    const res = await gql(t.url, query);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: `The GraphQL document is ${Buffer.byteLength(query)} bytes; at most ${MAX_DOCUMENT_BYTES} are accepted`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The same padding under the limit: generated, not a codegen document.
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
