import { buildSchema } from 'graphql';
import type { RestApi } from '../../src/rest/compile';
import { FORMATTERS } from '../../src/rest/formatters';
import { buildOpenApi } from '../../src/rest/openapi';
import { compileRoutes } from '../../src/rest/compile';
import { http } from '../helpers/http';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';

// The documents and pages read here are not paths of any API's document: read with `http`.
describe('OpenAPI documents and the Swagger UI of the served APIs', () => {
  let t: TestApp;
  testsOnApp((app) => (t = app));

  it.each(['/api', '/accounting/v3.1', '/payroll'])(
    '%s/openapi.json answers 200 with an OpenAPI 3.1.0 document',
    async (mount) => {
      const res = await http(`${t.url}${mount}/openapi.json`);
      expect(res.status).toBe(200);
      expect(res.body.openapi).toBe('3.1.0');
      expect(res.body.servers).toEqual([{ url: mount }]);
    },
  );

  it('the storefront document describes GET /stripe/config with its enveloped payload', async () => {
    const { body } = await http(`${t.url}/api/openapi.json`);
    const get = body.paths['/stripe/config'].get;
    expect(get.operationId).toBe('PaymentGatewayConfig');
    expect(get.tags).toEqual(['Payments']);
    const schema = get.responses['200'].content['application/json'].schema;
    expect(schema.properties.success).toEqual({ const: true });
    expect(schema.properties.data).toEqual({ $ref: '#/components/schemas/PaymentGatewayConfig' });
    expect(body.components.schemas.PaymentGatewayConfig.properties.publishableKey).toMatchObject({ type: 'string' });
    expect(get.responses['500'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/StorefrontError',
    });
  });

  it('the payroll and accounting documents reference their own error formats', async () => {
    const payroll = await http(`${t.url}/payroll/openapi.json`);
    expect(payroll.body.components.schemas.ProblemDetails.properties.detail).toEqual({ type: 'string' });
    const accounting = await http(`${t.url}/accounting/v3.1/openapi.json`);
    expect(accounting.body.components.schemas.AccountingErrors.type).toBe('array');
  });

  it('/docs serves a Swagger UI page from local assets only, under a same-origin CSP', async () => {
    const res = await http(`${t.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.body).toContain('src="/docs/assets/swagger-ui-bundle.js"');
    expect(res.body).toContain('src="/docs/init.js"');
    expect(res.body).not.toMatch(/https?:\/\//);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval/);
  });

  it('/docs/init.js lists every API document by title', async () => {
    const res = await http(`${t.url}/docs/init.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    for (const [url, name] of [
      ['/api/openapi.json', 'Storefront API'],
      ['/accounting/v3.1/openapi.json', 'Accounting API v3.1'],
      ['/payroll/openapi.json', 'Payroll API'],
    ]) {
      expect(res.body).toContain(JSON.stringify({ url, name }));
    }
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it('/docs/assets/swagger-ui-bundle.js answers 200 with JavaScript from the installed package', async () => {
    const res = await fetch(`${t.url}/docs/assets/swagger-ui-bundle.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('SwaggerUIBundle');
  });
});

describe('OpenAPI document of a route table passed to the app', () => {
  // No core type takes an input object yet, so the app's schema gains one through the
  // application configuration's SDL: a field on a non-root type needs no resolver.
  const sdl = `
    enum DocsTestColor { RED GREEN }
    input DocsTestNote { text: String!, color: DocsTestColor, replies: [DocsTestNote!] }
    extend type PaymentGatewayConfig { echo(note: DocsTestNote!): String }
  `;
  const testApi: RestApi = {
    name: 'storefront',
    title: 'Docs test API',
    description: 'A route table for the documentation tests.',
    mount: '/docs-test',
    formatter: FORMATTERS.storefront,
    jsonTypes: ['application/json'],
    routes: [
      {
        method: 'post',
        path: '/notes/:id',
        summary: 'Echoes a note',
        tags: ['Notes'],
        operation: 'query EchoNote($note: DocsTestNote!) { paymentGatewayConfig { publishableKey echo(note: $note) } }',
        params: { id: { type: 'string', maxLength: 36, description: 'The note id' } },
        query: {
          limit: { type: 'integer', min: 1, max: 100, default: 20 },
          sort: { type: 'enum', values: ['asc', 'desc'], required: true },
          draft: { type: 'boolean' },
        },
        bodyVariable: 'note',
        status: 201,
      },
      {
        method: 'get',
        path: '/files/:id',
        summary: 'One stored file',
        operation: 'query storedFile($id: ID!) { storedFile(id: $id) { id filename } }',
      },
    ],
  };
  let t: TestApp;
  let body: any;
  testsOnApp((app) => (t = app), {
    apis: [testApi],
    appConfig: { graphqlSchemaFiles: [{ path: 'docs-test.graphql', sdl }] },
  });
  beforeAll(async () => {
    body = (await http(`${t.url}/docs-test/openapi.json`)).body;
  });

  it('turns the Express path into an OpenAPI path and names the operation after the GraphQL one', () => {
    expect(Object.keys(body.paths)).toEqual(['/notes/{id}', '/files/{id}']);
    expect(body.paths['/notes/{id}'].post.operationId).toBe('EchoNote');
    expect(body.paths['/files/{id}'].get.operationId).toBe('storedFile');
  });

  it('documents path and query parameters with the schemas of their specs', () => {
    expect(body.paths['/notes/{id}'].post.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'The note id', schema: { type: 'string', maxLength: 36 } },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
      { name: 'sort', in: 'query', required: true, schema: { type: 'string', enum: ['asc', 'desc'] } },
      { name: 'draft', in: 'query', required: false, schema: { type: 'boolean' } },
      // Every route that is not a GET takes a retry key.
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    // A path parameter without a spec is still documented, and always required.
    expect(body.paths['/files/{id}'].get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('describes the JSON body by a $ref to the input object of the body variable', () => {
    const post = body.paths['/notes/{id}'].post;
    expect(post.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/DocsTestNote' } } },
    });
    // Nullable input fields admit null; GraphQL refuses unknown fields.
    expect(body.components.schemas.DocsTestNote).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string' },
        color: { type: ['string', 'null'], enum: ['RED', 'GREEN', null] },
        replies: { type: ['array', 'null'], items: { $ref: '#/components/schemas/DocsTestNote' } },
      },
      required: ['text'],
      additionalProperties: false,
    });
  });

  it('documents the stated success status and the errors the route can answer', () => {
    const { responses } = body.paths['/notes/{id}'].post;
    // Its operation (paymentGatewayConfig) is public: no 401 or 403; it raises no 404 (its path
    // parameter names no record it looks up); 409 and 422 for its retry key; the API has no general
    // limit, but any credentials sent spend from the login budget (429); no tenant header; 503
    // when the database is not answering.
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '409', '413', '415', '422', '429', '500', '503']);
    // storedFile needs any signed-in caller: 401, never 403.
    expect(Object.keys(body.paths['/files/{id}'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '429',
      '500',
      '503',
    ]);
    expect(responses['201'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/PaymentGatewayConfig',
    });
  });

  it('lists only the APIs the app serves in the Swagger UI', async () => {
    const res = await http(`${t.url}/docs/init.js`);
    expect(res.body).toContain('"url":"/docs-test/openapi.json","name":"Docs test API"');
    expect(res.body).not.toContain('/payroll/openapi.json');
  });
});

describe('buildOpenApi on a schema of its own', () => {
  const schema = buildSchema(`
    "A line of an order."
    input LineInput { sku: String!, quantity: Int! = 1, options: [OptionInput!]!, parent: LineInput }
    input OptionInput { name: String!, value: String }
    enum Priority { LOW HIGH }
    input OrderInput { lines: [LineInput!]!, priority: Priority!, note: String, due: Date, weight: Float, gift: Boolean }
    scalar Date
    type Order { id: ID!, lines: [Line!]!, priority: Priority }
    type Line { sku: String!, order: Order }
    type Query { order(id: ID!): Order }
    type Mutation { placeOrder(order: OrderInput!): Order!, cancelOrder(id: ID!): Boolean }
  `);
  const api = (name: RestApi['name'], routes: RestApi['routes']): RestApi => ({
    name,
    title: `${name} test`,
    description: 'Unit test API',
    mount: `/${name}`,
    formatter: FORMATTERS[name],
    jsonTypes: ['application/json', 'text/json'],
    routes,
  });
  /** The API's document, built from its routes as the server compiles them. */
  const documentOf = (given: RestApi) => buildOpenApi(given, compileRoutes(schema, given), schema);
  const place = {
    method: 'post' as const,
    path: '/orders',
    summary: 'Places an order',
    operation: 'mutation PlaceOrder($order: OrderInput!) { placeOrder(order: $order) { id } }',
    bodyVariable: 'order',
    status: 201,
  };

  it('converts nested input objects, lists, enums, non-null fields and scalars into components', () => {
    const doc = documentOf(api('payroll', [place]));
    const body = doc.paths['/orders'].post.requestBody as { content: Record<string, { schema: unknown }> };
    expect(Object.keys(body.content)).toEqual(['application/json', 'text/json']);
    expect(body.content['text/json'].schema).toEqual({ $ref: '#/components/schemas/OrderInput' });
    expect(doc.components.schemas.OrderInput).toEqual({
      type: 'object',
      properties: {
        lines: { type: 'array', items: { $ref: '#/components/schemas/LineInput' } },
        priority: { type: 'string', enum: ['LOW', 'HIGH'] },
        note: { type: ['string', 'null'] },
        due: { type: ['string', 'null'], format: 'date' },
        weight: { type: ['number', 'null'] },
        gift: { type: ['boolean', 'null'] },
      },
      required: ['lines', 'priority'],
      additionalProperties: false,
    });
    // Non-null with a default is not required; a self-reference ends at a $ref.
    expect(doc.components.schemas.LineInput).toEqual({
      type: 'object',
      description: 'A line of an order.',
      properties: {
        sku: { type: 'string' },
        quantity: { type: 'integer', format: 'int32' },
        options: { type: 'array', items: { $ref: '#/components/schemas/OptionInput' } },
        parent: { anyOf: [{ $ref: '#/components/schemas/LineInput' }, { type: 'null' }] },
      },
      required: ['sku', 'options'],
      additionalProperties: false,
    });
    expect(doc.components.schemas.OptionInput).toMatchObject({ required: ['name'] });
  });

  it('describes answers by their selection and each API success and error format', () => {
    const getOrder = {
      method: 'get' as const,
      path: '/orders/:id',
      summary: 'One order',
      operation: 'query ($id: ID!) { order(id: $id) { id } }',
      params: { id: { type: 'string' as const } },
    };
    const cancel = {
      ...getOrder,
      method: 'delete' as const,
      operation: 'mutation ($id: ID!) { cancelOrder(id: $id) }',
      status: 204,
    };

    const payroll = documentOf(api('payroll', [place, getOrder, cancel]));
    expect(payroll.paths['/orders/{id}'].get.operationId).toBe('getOrdersId');
    const ok = payroll.paths['/orders/{id}'].get.responses as Record<string, any>;
    // `order` may be null; the selected fields are always there.
    expect(ok['200'].content['application/json'].schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Order' }, { type: 'null' }],
    });
    expect(payroll.components.schemas.Order).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
      additionalProperties: false,
    });
    expect(ok['404'].content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/ProblemDetails',
    });
    // No general limit on this API; the login budget's refusal, with the time to wait.
    expect(ok['429'].headers).toEqual({ 'Retry-After': expect.objectContaining({ required: true }) });
    // Only selected types become components.
    expect(payroll.components.schemas.Line).toBeUndefined();
    // A write's answer may be a stored one, replayed for its retry key.
    expect((payroll.paths['/orders/{id}'].delete.responses as Record<string, any>)['204']).toEqual({
      description: 'No Content',
      headers: { 'Idempotent-Replayed': expect.objectContaining({ required: false }) },
    });

    const accounting = documentOf(api('accounting', [place]));
    const created = accounting.paths['/orders'].post.responses as Record<string, any>;
    expect(created['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Order' });
    expect(created['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AccountingErrors',
    });
    // Accounting's validation answers 422, as the real API does; its 400 is a malformed retry key's.
    expect(created['400'].description).toBe('Bad Request');

    const storefront = documentOf(api('storefront', [{ ...place, message: 'Order placed' }]));
    expect(
      (storefront.paths['/orders'].post.responses as Record<string, any>)['201'].content['application/json'].schema,
    ).toEqual({
      type: 'object',
      required: ['success', 'data', 'message'],
      properties: {
        success: { const: true },
        data: { $ref: '#/components/schemas/Order' },
        message: { const: 'Order placed' },
      },
      additionalProperties: false,
    });
  });
});

describe('with REST disabled', () => {
  let t: TestApp;
  testsOnApp((app) => (t = app), { appConfig: { rest: false } });

  it.each(['/docs', '/api/openapi.json', '/docs/assets/swagger-ui-bundle.js'])('%s answers 404', async (path) => {
    const res = await http(`${t.url}${path}`);
    expect(res.status).toBe(404);
  });
});
