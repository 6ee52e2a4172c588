import { allow } from 'graphql-shield';
import { Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { ConflictError } from '../../src/graphql/errors';
import { MODULES } from '../../src/modules';
import type { AppModule } from '../../src/modules/module';
import { restApis } from '../../src/rest/apis';
import type { RestApi } from '../../src/rest/compile';
import type { RouteDefinition } from '../../src/rest/types';
import type { TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { http } from '../helpers/http';

// The e2e helper holds every REST answer to its served OpenAPI document; these tests prove that it
// refuses one the document does not describe, and pin what the documents now state.

@ObjectType()
class Gauge {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  label!: string | null;
}

@Resolver()
class GaugeResolver {
  @Query(() => Gauge)
  gauge(): Gauge {
    return { id: 'g1', label: null };
  }

  @Query(() => Boolean)
  clash(): boolean {
    throw new ConflictError('Gauges clash');
  }
}

const gaugeModule: AppModule = {
  name: 'test/gauges',
  resolvers: [GaugeResolver],
  rules: { Query: { gauge: allow, clash: allow } },
};

const gaugeRoutes: RouteDefinition[] = [
  { method: 'get', path: '/gauge', summary: 'A gauge', operation: '{ gauge { id label } }' },
  {
    method: 'get',
    path: '/gauge/wrongly-described',
    summary: 'A gauge whose stated shape is not the one answered',
    operation: '{ gauge { id label } }',
    result: (data) => data.gauge,
    resultSchema: () => ({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
  },
  // A query cannot conflict, so its document has no 409; the resolver answers one anyway.
  { method: 'get', path: '/clash', summary: 'An undocumented status', operation: '{ clash }' },
];

let t: TestApp;
testsOnApp(
  (app) => (t = app),
  () => {
    const apis: RestApi[] = restApis(MODULES);
    const gauges: RestApi = { ...apis[0], mount: '/gauges', routes: gaugeRoutes, scopeHeader: undefined };
    return { modules: [...MODULES, gaugeModule], apis: [...apis, gauges] };
  },
);

async function document(mount: string) {
  return (await http(`${t.url}${mount}/openapi.json`)).body;
}

describe('the e2e HTTP helper holds answers to the served OpenAPI document', () => {
  it('passes an answer that matches, nullable field and all', async () => {
    const res = await http(`${t.url}/gauges/gauge`);
    expect(res.body).toEqual({ success: true, data: { id: 'g1', label: null } });
  });

  it('refuses an answer whose body differs from the documented schema', async () => {
    await expect(http(`${t.url}/gauges/gauge/wrongly-described`)).rejects.toThrow(
      /OpenAPI mismatch: GET \/gauges\/gauge\/wrongly-described answered 200\n- body\/data\/id must be integer/,
    );
  });

  it('refuses a status the operation does not document', async () => {
    await expect(http(`${t.url}/gauges/clash`)).rejects.toThrow(/status 409 is not documented for GET \/clash/);
  });
});

describe('what the documents state', () => {
  it('nullable GraphQL fields are nullable, required where always sent, JSONObject an object', async () => {
    const doc = await document('/api');
    const product = doc.components.schemas.Product;
    expect(product.properties.description.type).toEqual(['string', 'null']);
    expect(product.properties.compareAtPrice.type).toEqual(['number', 'null']);
    expect(product.properties.thumbnail.type).toEqual(['string', 'null']);
    expect(product.required).toEqual(expect.arrayContaining(['id', 'name', 'price', 'description']));
    expect(product.additionalProperties).toBe(false);
    const line = doc.components.schemas.CartLine;
    expect(line.properties.variantOptions).toMatchObject({ type: ['object', 'null'], additionalProperties: true });
  });

  it('states the tenant headers, the webhook signature and optional security on guest routes', async () => {
    const api = await document('/api');
    const names = (op: { parameters?: { name: string; in: string }[] }) =>
      (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(names(api.paths['/products'].get)).toEqual(['X-Tenant-Slug']);
    expect(names(api.paths['/stripe/webhook'].post)).toEqual(['X-Tenant-Slug', 'Stripe-Signature', 'Idempotency-Key']);
    expect(api.paths['/orders'].post.security).toEqual([{ bearerAuth: [] }, {}]);
    const accounting = await document('/accounting/v3.1');
    expect(names(accounting.paths['/purchase_credit_notes'].get)).toEqual(['X-Business']);
  });

  it('states the rules the server enforces on bodies and query parameters', async () => {
    const api = await document('/api');
    const create = api.components.schemas.CreateProductInput;
    expect(create.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 255 });
    expect(create.properties.price).toMatchObject({ type: 'number', minimum: 0 });
    expect(create.additionalProperties).toBe(false);
    const quantity = api.components.schemas.AddToCartInput.properties.quantity;
    expect(quantity).toMatchObject({ type: 'integer', minimum: 1 });
    const page = api.paths['/products'].get.parameters.find((p: { name: string }) => p.name === 'page');
    expect(page.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    // A page number becomes a GraphQL Int: the 32-bit bound holds where the spec states none.
    const accounting = await document('/accounting/v3.1');
    const accountingPage = accounting.paths['/purchase_credit_notes'].get.parameters.find(
      (p: { name: string }) => p.name === 'page',
    );
    expect(accountingPage.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
  });

  it('states the statuses each route can answer: conflicts on writes, 404 on references, 503 everywhere', async () => {
    const api = await document('/api');
    expect(Object.keys(api.paths['/products'].post.responses)).toEqual(expect.arrayContaining(['409', '503']));
    expect(Object.keys(api.paths['/categories/{id}'].put.responses)).toContain('409');
    expect(Object.keys(api.paths['/stripe/create-payment-intent'].post.responses)).toEqual(
      expect.arrayContaining(['404', '409', '503']),
    );
    const payroll = await document('/payroll');
    expect(Object.keys(payroll.paths['/jobs'].get.responses)).toContain('404');
    for (const mount of ['/api', '/accounting/v3.1', '/payroll']) {
      const doc = await document(mount);
      for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
        for (const [method, operation] of Object.entries(item)) {
          expect({ at: `${method} ${mount}${path}`, has503: '503' in operation.responses }).toEqual({
            at: `${method} ${mount}${path}`,
            has503: true,
          });
        }
      }
    }
  });

  it('every route that reshapes its answer states the shape, so no document leaves one undescribed', () => {
    const undescribed = t.app.apis.flatMap((api) =>
      api.routes.filter((def) => def.result && !def.resultSchema).map((def) => `${def.method} ${api.mount}${def.path}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('gives every accounting operation an answer schema, and the payroll report its real types', async () => {
    const accounting = await document('/accounting/v3.1');
    const list = accounting.paths['/purchase_credit_notes'].get.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['$total', '$page', '$next', '$back', '$itemsPerPage', '$items']);
    const text = JSON.stringify(accounting);
    expect(text).not.toContain('Undescribed');
    const payroll = await document('/payroll');
    expect(Object.keys(payroll.paths['/jobs/{jobId}/document'].get.responses['200'].content)).toEqual([
      'text/csv',
      'application/json',
    ]);
  });
});
