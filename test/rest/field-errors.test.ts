import { IsEmail, Min, MinLength, ValidateNested } from 'class-validator';
import { allow } from 'graphql-shield';
import { Arg, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Customer } from '../../src/modules/identity/customers/customer.entity';
import { Tenant } from '../../src/modules/identity/tenants/tenant.entity';
import { ACROSS_TENANTS } from '../../src/modules/identity/tenants/tenant-filter';
import type { AppModule } from '../../src/modules/module';
import type { RouteDefinition } from '../../src/rest/types';
import { makeCategory } from '../catalog/catalog-fixtures';
import type { TestApp } from '../helpers/app';
import { withProbe } from '../helpers/probe-module';
import { basic, gql, http } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';

@InputType()
class GadgetSizeInput {
  @Field(() => Int)
  @Min(1, { message: 'must be at least 1' })
  width!: number;

  @Field(() => Int)
  height!: number;
}

@InputType()
class GadgetInput {
  @Field()
  @MinLength(3, { message: 'must be at least 3 characters' })
  name!: string;

  @Field()
  @IsEmail({}, { message: 'must be an e-mail address' })
  contact!: string;

  @Field(() => Int)
  @Min(0, { message: 'must be at least 0' })
  quantity!: number;

  @Field(() => GadgetSizeInput, { nullable: true })
  @ValidateNested()
  size?: GadgetSizeInput;

  @Field(() => Int, { defaultValue: 1 })
  copies!: number;
}

@ObjectType()
class Gadget {
  @Field(() => ID)
  id!: string;
}

let created = 0;
let lastInput: GadgetInput | undefined;

@Resolver()
class GadgetResolver {
  @Mutation(() => Gadget)
  createGadget(@Arg('input') input: GadgetInput): Gadget {
    created += 1;
    lastInput = input;
    return { id: 'g1' };
  }

  @Query(() => [Gadget])
  gadgets(@Arg('limit', () => Int) _limit: number, @Arg('offset', () => Int) _offset: number): Gadget[] {
    return [];
  }
}

const gadgetModule: AppModule = {
  name: 'test/gadgets',
  resolvers: [GadgetResolver],
  rules: { Query: { gadgets: allow }, Mutation: { createGadget: allow } },
};

const gadgetRoutes: RouteDefinition[] = [
  {
    method: 'post',
    path: '/gadgets',
    summary: 'Create a gadget',
    operation: 'mutation CreateGadget($input: GadgetInput!) { createGadget(input: $input) { id } }',
    bodyVariable: 'input',
    status: 201,
  },
  {
    method: 'post',
    path: '/shelves/:shelf/gadgets',
    summary: 'Create a gadget on a shelf',
    operation: 'mutation ShelveGadget($input: GadgetInput!) { createGadget(input: $input) { id } }',
    params: { shelf: { type: 'integer', min: 1 } },
    query: { notify: { type: 'boolean' } },
    bodyVariable: 'input',
    variables: ({ body }) => ({ input: body }),
    status: 201,
  },
];

/** A body wrong in every way at once: ill-typed, unknown, missing and refused by a rule. */
const BAD_GADGET = { name: 'ab', contact: 'nobody', quantity: 'many', colour: 'red', size: { width: 0 } };
// Coercion's reports in field order, then the rules' over what coerced.
const BAD_GADGET_FIELDS = {
  quantity: ['Int cannot represent non-integer value: "many"'],
  'size.height': ['is required'],
  colour: ['is not a known field'],
  name: ['must be at least 3 characters'],
  contact: ['must be an e-mail address'],
  'size.width': ['must be at least 1'],
};

let t: TestApp;
let store: StoreScenario;
eachTestIn(
  (app) => storeScenario(app, 'field-errors'),
  (app, built) => ([t, store] = [app, built]),
  withProbe(gadgetModule, gadgetRoutes),
  { once: true },
);
beforeEach(() => {
  created = 0;
});

// The gadget routes are this file's own: no API document has them, so their calls are untyped.
describe('every field problem in one answer, per API format', () => {
  it('storefront: one 400 whose errors map names every field', async () => {
    const res = await http(`${t.url}/api/gadgets`, { method: 'POST', json: BAD_GADGET });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Validation failed', errors: BAD_GADGET_FIELDS });
    expect(created).toBe(0);
  });

  it('accounting: one 422 with a diagnosis per message, $source naming the field', async () => {
    const res = await http(`${t.url}/accounting/v3.1/gadgets`, { method: 'POST', json: BAD_GADGET });
    expect(res.status).toBe(422);
    const expected = Object.entries(BAD_GADGET_FIELDS).flatMap(([$source, messages]) =>
      messages.map(($message) => ({ $severity: 'error', $dataCode: 'RecordInvalid', $message, $source })),
    );
    expect(res.body).toEqual(expected);
    expect(created).toBe(0);
  });

  it('payroll: one problem+json whose errors map names every field', async () => {
    // Payroll reads no input before HTTP Basic credentials are accepted.
    const res = await http(`${t.url}/payroll/gadgets`, {
      method: 'POST',
      json: BAD_GADGET,
      headers: basic(store.staff.email, store.staff.password),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', errors: BAD_GADGET_FIELDS });
    expect(created).toBe(0);
  });

  it('an empty body names every required field', async () => {
    const res = await http(`${t.url}/api/gadgets`, { method: 'POST', json: {} });
    expect(res.body.errors).toEqual({ name: ['is required'], contact: ['is required'], quantity: ['is required'] });
  });

  it('no body at all names every required field too; a body that is not an object is named `body`', async () => {
    const none = await http(`${t.url}/api/gadgets`, { method: 'POST' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ name: ['is required'], contact: ['is required'], quantity: ['is required'] });
    const list = await http(`${t.url}/api/gadgets`, { method: 'POST', json: [1] });
    expect(list.status).toBe(400);
    expect(Object.keys(list.body.errors)).toEqual(['body']);
  });

  it('an empty JSON array is no body object either, even where every field is optional: 400 naming `body`', async () => {
    // Routes run compiled documents; their variables must still be refused exactly as graphql-js refuses them.
    const res = await http(`${t.url}/api/gadgets`, { method: 'POST', json: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['body']);
    expect(created).toBe(0);
    const category = await makeCategory(t, store, { name: 'Kept As Is' });
    // A documented route, but a body the document refuses (an array): untyped on purpose.
    const update = await http(`${t.url}/api/categories/${category.id}`, {
      method: 'PUT',
      json: [],
      headers: store.admin.headers,
    });
    expect(update.status).toBe(400);
    expect(Object.keys(update.body.errors)).toEqual(['body']);
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ name: string; updated_at: string }[]>('select name, updated_at from category where id = ?', [
        category.id,
      ]);
    expect({ name: row.name, updatedAt: new Date(row.updated_at).toISOString() }).toEqual({
      name: 'Kept As Is',
      updatedAt: category.updatedAt.toISOString(),
    });
  });

  it('fills in the default of a non-null input field the body leaves out, as graphql-js does', async () => {
    const res = await http(`${t.url}/api/gadgets`, {
      method: 'POST',
      json: { name: 'abc', contact: 'a@b.example', quantity: 2 },
    });
    expect(res.status).toBe(201);
    expect(created).toBe(1);
    expect({ ...lastInput }).toEqual({ name: 'abc', contact: 'a@b.example', quantity: 2, copies: 1 });
  });

  it('a body that only breaks rules (it coerces) still names every field', async () => {
    const res = await http(`${t.url}/api/gadgets`, {
      method: 'POST',
      json: { name: 'ab', contact: 'nobody', quantity: -1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['must be at least 3 characters'],
      contact: ['must be an e-mail address'],
      quantity: ['must be at least 0'],
    });
  });

  it('bad path and query values are named in the same answer as the body problems', async () => {
    const res = await http(`${t.url}/api/shelves/0/gadgets?notify=maybe`, {
      method: 'POST',
      json: { name: 'ab', quantity: 'many' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      shelf: ['must be an integer of at least 1'],
      notify: ['must be true or false'],
      quantity: ['Int cannot represent non-integer value: "many"'],
      contact: ['is required'],
      name: ['must be at least 3 characters'],
    });
    expect(created).toBe(0);
  });

  it('GraphQL carries the same map in extensions.fields, in one error', async () => {
    // The gadget module is this file's own, not in the emitted schema: sent as text.
    const res = await gql(t.url, 'mutation CreateGadget($input: GadgetInput!) { createGadget(input: $input) { id } }', {
      input: BAD_GADGET,
    });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: BAD_GADGET_FIELDS });
    expect(res.data).toBeUndefined();
    expect(created).toBe(0);
  });

  it('GraphQL merges the reports about several bad variables', async () => {
    // Variables the types refuse on purpose, to this file's own module: sent as text.
    const res = await gql(
      t.url,
      'query Gadgets($limit: Int!, $offset: Int!) { gadgets(limit: $limit, offset: $offset) { id } }',
      {
        limit: 'ten',
      },
    );
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0].extensions?.fields).toEqual({
      limit: ['Int cannot represent non-integer value: "ten"'],
      offset: ['is required'],
    });
  });
});

// Bodies missing the fields the document requires, on purpose: untyped.
describe('the real routes', () => {
  it('POST /api/tenants with {} names every required field, and creates nothing', async () => {
    const root = await superAdmin(t);
    const before = await t.orm.em.fork().count(Tenant, {}, ACROSS_TENANTS);
    const res = await http(`${t.url}/api/tenants`, { method: 'POST', json: {}, headers: root.headers });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['is required'],
      slug: ['is required'],
      adminEmail: ['is required'],
      adminPassword: ['is required'],
      adminFirstName: ['is required'],
      adminLastName: ['is required'],
    });
    expect(await t.orm.em.fork().count(Tenant, {}, ACROSS_TENANTS)).toBe(before);
  });

  it('POST /api/auth/customer/register without e-mail and password names both, and every other required field', async () => {
    const res = await http(`${t.url}/api/auth/customer/register`, {
      method: 'POST',
      json: {},
      headers: store.anonymous,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: ['is required'],
      password: ['is required'],
      firstName: ['is required'],
      lastName: ['is required'],
    });
  });

  it('registration mixing a bad e-mail, a short password and a missing name names all three', async () => {
    const before = await t.orm.em.fork().count(Customer, {}, ACROSS_TENANTS);
    const res = await http(`${t.url}/api/auth/customer/register`, {
      method: 'POST',
      json: { email: 'not-an-address', password: '1', firstName: 'Ann' },
      headers: store.anonymous,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'lastName', 'password']);
    expect(res.body.errors.lastName).toEqual(['is required']);
    expect(await t.orm.em.fork().count(Customer, {}, ACROSS_TENANTS)).toBe(before);
  });
});
