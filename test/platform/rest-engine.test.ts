import { allow } from 'graphql-shield';
import { Arg, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { NotFoundError, ValidationError } from '../../src/graphql/errors';
import { MODULES } from '../../src/modules';
import type { AppModule } from '../../src/modules/module';
import { compileRoutes, type RestApi } from '../../src/rest/compile';
import { FORMATTERS } from '../../src/rest/formatters';
import type { RouteDefinition } from '../../src/rest/types';
import { type TestApp } from '../helpers/app';
import { testsOnApp } from '../helpers/scenarios';
import { http } from '../helpers/http';

@InputType()
class WidgetInput {
  @Field()
  name!: string;

  @Field(() => Int)
  quantity!: number;

  @Field({ nullable: true })
  note?: string;
}

@ObjectType()
class Widget {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  quantity!: number;
}

@Resolver()
class WidgetResolver {
  @Mutation(() => Widget)
  createWidget(@Arg('input') input: WidgetInput): Widget {
    if (input.quantity < 0) throw ValidationError.field('quantity', 'must be at least 0');
    return { id: 'w2', name: input.name, quantity: input.quantity };
  }

  @Query(() => [Widget])
  widgets(@Arg('limit', () => Int) limit: number, @Arg('inStock', { nullable: true }) inStock?: boolean): Widget[] {
    return Array.from({ length: limit }, (_, i) => ({ id: `w${i}`, name: `n${i}`, quantity: inStock ? 1 : 0 }));
  }

  @Query(() => Widget)
  widget(@Arg('id', () => ID) id: string): Widget {
    if (id !== 'w1') throw new NotFoundError('Widget');
    return { id, name: 'one', quantity: 1 };
  }

  @Query(() => String)
  boom(): string {
    throw new Error('connection to postgres://admin:hunter2@db failed');
  }
}

const widgetModule: AppModule = {
  name: 'test/widgets',
  resolvers: [WidgetResolver],
  rules: { Query: { widgets: allow, widget: allow, boom: allow }, Mutation: { createWidget: allow } },
};

const routes: RouteDefinition[] = [
  {
    method: 'get',
    path: '/widgets',
    summary: 'List widgets',
    operation:
      'query Widgets($limit: Int!, $inStock: Boolean) { widgets(limit: $limit, inStock: $inStock) { id quantity } }',
    query: {
      limit: { type: 'integer', min: 1, max: 100, default: 2 },
      inStock: { type: 'boolean' },
      sort: { type: 'enum', values: ['name', 'price'] },
    },
    variables: ({ query }) => ({ limit: query.limit, inStock: query.inStock }),
  },
  {
    method: 'get',
    path: '/widgets/:id',
    summary: 'One widget',
    operation: 'query Widget($id: ID!) { widget(id: $id) { id name } }',
  },
  {
    method: 'post',
    path: '/widgets',
    summary: 'Create a widget',
    operation: 'mutation CreateWidget($input: WidgetInput!) { createWidget(input: $input) { id name quantity } }',
    bodyVariable: 'input',
    status: 201,
    message: 'Widget created',
  },
  { method: 'get', path: '/boom', summary: 'Fails', operation: '{ boom }' },
];

// This file's own APIs, serving only the widget routes (no served document has them): their calls are untyped.
const apis: RestApi[] = (['storefront', 'accounting', 'payroll'] as const).map((name) => ({
  name,
  title: name,
  description: name,
  mount: `/${name}`,
  routes,
  formatter: FORMATTERS[name],
  jsonTypes: name === 'payroll' ? ['application/json', 'text/json', 'application/*+json'] : ['application/json'],
}));

let t: TestApp;
testsOnApp((app) => (t = app), { modules: [...MODULES, widgetModule], apis, env: { BODY_LIMIT_BYTES: '2048' } });

describe('storefront formatter (envelope)', () => {
  const base = () => `${t.url}/storefront`;

  it('answers a create with its status, the envelope and the message', async () => {
    const res = await http(`${base()}/widgets`, { method: 'POST', json: { name: 'gear', quantity: 3 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { id: 'w2', name: 'gear', quantity: 3 },
      message: 'Widget created',
    });
  });

  it('types query parameters by their specs and applies defaults', async () => {
    const typed = await http(`${base()}/widgets?limit=3&inStock=true`);
    expect(typed.body).toEqual({ success: true, data: [1, 2, 3].map((_, i) => ({ id: `w${i}`, quantity: 1 })) });
    const defaults = await http(`${base()}/widgets`);
    expect(defaults.body.data).toHaveLength(2);
  });

  it('answers 400 naming every bad query parameter, before running anything', async () => {
    const res = await http(`${base()}/widgets?limit=0&inStock=maybe&sort=foo`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Validation failed',
      errors: {
        limit: ['must be an integer between 1 and 100'],
        inStock: ['must be true or false'],
        sort: ['must be one of name, price'],
      },
    });
    expect((await http(`${base()}/widgets?limit=abc`)).body.errors).toEqual({
      limit: ['must be an integer between 1 and 100'],
    });
  });

  it('names the body field that is missing, unknown or of the wrong type', async () => {
    const missing = await http(`${base()}/widgets`, { method: 'POST', json: { quantity: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: ['is required'] });
    const unknown = await http(`${base()}/widgets`, {
      method: 'POST',
      json: { name: 'a', quantity: 1, colour: 'red' },
    });
    expect(unknown.body.errors).toEqual({ colour: ['is not a known field'] });
    const wrongType = await http(`${base()}/widgets`, { method: 'POST', json: { name: 'a', quantity: 'many' } });
    expect(Object.keys(wrongType.body.errors)).toEqual(['quantity']);
  });

  it('maps domain errors by the one code table: validation 400, not found 404 naming the resource', async () => {
    const invalid = await http(`${base()}/widgets`, { method: 'POST', json: { name: 'a', quantity: -1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      success: false,
      error: 'must be at least 0',
      errors: { quantity: ['must be at least 0'] },
    });
    const missing = await http(`${base()}/widgets/w9`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'Widget not found' });
  });

  it('answers 500 without internals when a resolver fails unexpectedly', async () => {
    const res = await http(`${base()}/boom`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'Internal server error' });
  });

  it('answers 400 to malformed JSON, 413 to a body over BODY_LIMIT_BYTES, 415 to another content type', async () => {
    const malformed = await http(`${base()}/widgets`, {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      error: 'Request body is not valid JSON',
      errors: { body: ['is not valid JSON'] },
    });
    const large = await http(`${base()}/widgets`, { method: 'POST', json: { name: 'x'.repeat(4000), quantity: 1 } });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ success: false, error: 'Request body exceeds the 2048 byte limit' });
    const text = await http(`${base()}/widgets`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('answers a JSON 404 in the API format for a path it does not have', async () => {
    const res = await http(`${base()}/nothing/here`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'No route GET /storefront/nothing/here' });
  });
});

describe('accounting formatter (v3.1 diagnoses)', () => {
  it('answers validation with 422 and one diagnosis per field, $source naming it', async () => {
    const res = await http(`${t.url}/accounting/widgets`, { method: 'POST', json: { name: 'a', quantity: -1 } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([
      { $severity: 'error', $dataCode: 'RecordInvalid', $message: 'must be at least 0', $source: 'quantity' },
    ]);
  });

  it('answers not found with 404 RecordNotFound, and success bodies without an envelope', async () => {
    const missing = await http(`${t.url}/accounting/widgets/nope`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual([
      { $severity: 'error', $dataCode: 'RecordNotFound', $message: 'Widget not found', $source: '' },
    ]);
    const found = await http(`${t.url}/accounting/widgets/w1`);
    expect(found.body).toEqual({ id: 'w1', name: 'one' });
  });
});

describe('payroll formatter (problem details)', () => {
  it('answers validation with 400 application/problem+json naming the fields', async () => {
    const res = await http(`${t.url}/payroll/widgets?limit=500`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toEqual({
      type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.1',
      title: 'Bad Request',
      status: 400,
      detail: 'Validation failed',
      code: 'BAD_USER_INPUT',
      errors: { limit: ['must be an integer between 1 and 100'] },
    });
  });

  it('accepts the JSON content types of the seed, vendor +json included, and refuses others with 415', async () => {
    for (const type of ['application/json', 'text/json', 'application/vnd.payroll+json']) {
      const res = await http(`${t.url}/payroll/widgets`, {
        method: 'POST',
        body: JSON.stringify({ name: 'a', quantity: 1 }),
        headers: { 'content-type': type },
      });
      expect({ type, status: res.status }).toEqual({ type, status: 201 });
    }
    const xml = await http(`${t.url}/payroll/widgets`, {
      method: 'POST',
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.title).toBe('Unsupported Media Type');
  });
});

describe('route compilation', () => {
  it('stops the boot on a document that does not fit the schema, naming the route', () => {
    const broken: RestApi = {
      ...apis[0],
      routes: [{ method: 'get', path: '/x', summary: 'x', operation: '{ noSuchField }' }],
    };
    expect(() => compileRoutes(t.app.served.schema, broken)).toThrow(
      'REST route GET /storefront/x: Cannot query field "noSuchField" on type "Query".',
    );
  });
});
