import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config/paths';
import { renderSchema, SCHEMA_FILE } from '../../src/graphql/schema-sdl';

const GENERATED_FILE = path.join(PROJECT_ROOT, 'schema/generated/graphql.ts');

/** The first line where two texts part, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i])
      return `line ${i + 1}:\n  schema/schema.graphql: ${JSON.stringify(a[i])}\n  current schema:        ${JSON.stringify(b[i])}`;
  }
  return '';
}

describe('committed GraphQL schema and generated client', () => {
  it('schema/schema.graphql is the SDL of the current core schema', () => {
    const rendered = renderSchema();
    const committed = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (committed !== rendered) {
      throw new Error(
        `schema/schema.graphql is stale: run npm run schema:emit (then npm run codegen)\n${firstDifference(committed, rendered)}`,
      );
    }
    expect(committed).toBe(rendered);
  });

  it('schema/generated/graphql.ts exports a typed document for each operation a frontend uses', () => {
    expect(existsSync(GENERATED_FILE)).toBe(true);
    const source = readFileSync(GENERATED_FILE, 'utf8');
    const exported = [...source.matchAll(/^export (?:const|type) (\w+)/gm)].map((m) => m[1]);
    expect(exported).toEqual(
      expect.arrayContaining([
        'PaymentGatewayConfigDocument',
        'UploadFileDocument',
        'StoredFileDocument',
        // What a shop front needs to sell, and an order desk to fulfil.
        'ProductListDocument',
        'CustomerLoginDocument',
        'CartDocument',
        'AddToCartDocument',
        'CheckoutDocument',
        'MyOrdersDocument',
        'CreatePaymentIntentDocument',
        'AdminOrdersDocument',
        'OrderDetailDocument',
        'UpdateOrderStatusDocument',
        'CartQuery',
        'AddToCartMutationVariables',
      ]),
    );
    // Apollo Client 4 takes the documents as they are: the file depends on no client library.
    expect([...source.matchAll(/^import .* from '([^']+)'/gm)].map((m) => m[1])).toEqual([
      '@graphql-typed-document-node/core',
    ]);
  });
});
