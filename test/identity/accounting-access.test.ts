import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../src/graphql/context';
import { MODULES } from '../../src/modules';
import { hasAccountingRole, isPublic } from '../../src/modules/identity/auth/auth.rules';
import { requestBusiness, requestStore } from '../../src/modules/identity/tenants/tenant-scope';
import type { AppModule } from '../../src/modules/module';
import type { TestApp } from '../helpers/app';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, superAdmin, type Actor, type StoreScenario } from '../helpers/scenarios';
import { type AccountingAccess, IdentitySetAccountingRolesDocument } from '../generated/graphql';

/**
 * No accounting route exists yet: these test-only fields stand for one. They are guarded the way
 * the accounting issue will guard its operations and answer the business the request resolved.
 */
@Resolver()
class AccountingProbeResolver {
  @Query(() => String)
  async purchasesWrite(@Ctx() ctx: RequestContext): Promise<string> {
    return (await requestBusiness(ctx)).slug;
  }

  @Query(() => String)
  async purchasesRead(@Ctx() ctx: RequestContext): Promise<string> {
    return (await requestBusiness(ctx)).slug;
  }

  /** Nullable twins of a business read and a store read, so that a refusal of one leaves the other's answer. */
  @Query(() => String, { nullable: true })
  async businessSlug(@Ctx() ctx: RequestContext): Promise<string> {
    return (await requestBusiness(ctx)).slug;
  }

  @Query(() => String, { nullable: true })
  async storeSlug(@Ctx() ctx: RequestContext): Promise<string> {
    return (await requestStore(ctx)).slug;
  }
}

const canReadPurchases = hasAccountingRole('PURCHASES', ['FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY']);

const probe: AppModule = {
  name: 'test/accounting-probe',
  resolvers: [AccountingProbeResolver],
  rules: {
    Query: {
      purchasesWrite: hasAccountingRole('PURCHASES', ['FULL_ACCESS']),
      purchasesRead: canReadPurchases,
      businessSlug: canReadPurchases,
      storeSlug: isPublic,
    },
  },
};

let t: TestApp;
let a: StoreScenario;
let b: StoreScenario;
eachTestIn(
  async (app) => ({ a: await storeScenario(app, 'books-a'), b: await storeScenario(app, 'books-b') }),
  (app, built) => {
    t = app;
    ({ a, b } = built);
  },
  { modules: [...MODULES, probe] },
  { once: true },
);

/** The actor's headers with `X-Business` instead of `X-Tenant-Slug` (accounting names businesses by id). */
function business(actor: Actor, businessId?: string): Record<string, string> {
  return { authorization: actor.headers.authorization, ...(businessId ? { 'x-business': businessId } : {}) };
}

async function ask(field: string, headers: Record<string, string>) {
  // The probe's fields are not in the committed schema: codegen cannot type them.
  const res = await gql(t.url, `{ ${field} }`, {}, headers);
  return res.errors ? { error: res.errors[0].message, code: res.errors[0].extensions?.code } : res.data[field];
}

describe('the accounting business of a request (X-Business)', () => {
  it('is the caller’s own store without the header, and the named one with it', async () => {
    expect(await ask('purchasesWrite', business(a.admin))).toBe('books-a');
    expect(await ask('purchasesWrite', business(a.admin, a.tenant.id))).toBe('books-a');
  });

  it('refuses another store’s business to its staff (403), lets the super administrator name any', async () => {
    expect(await ask('purchasesWrite', business(a.admin, b.tenant.id))).toEqual({
      error: 'Insufficient permissions',
      code: 'FORBIDDEN',
    });
    const root = await superAdmin(t);
    expect(await ask('purchasesWrite', business(root, b.tenant.id))).toBe('books-b');
    expect(await ask('purchasesWrite', business(root))).toEqual({
      error: 'X-Business header is required',
      code: 'BAD_USER_INPUT',
    });
  });

  it('answers 404 "Business not found" for an unknown or malformed id', async () => {
    const root = await superAdmin(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await ask('purchasesRead', business(root, id))).toEqual({
        error: 'Business not found',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('one tenant per request', () => {
  const both = (actor: Actor, slug: string, businessId: string) => ({
    authorization: actor.headers.authorization,
    'x-tenant-slug': slug,
    'x-business': businessId,
  });

  it('refuses a store and a business of two tenants in one request: no field answers the other’s', async () => {
    const root = await superAdmin(t);
    const refusal = expect.objectContaining({
      message: 'X-Tenant-Slug and X-Business name different tenants',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
    // A non-null field refused nulls the whole answer: nothing of either tenant leaks.
    // The probe's fields are not in the committed schema: codegen cannot type them.
    const strict = await gql(t.url, '{ purchasesRead tenantInfo { slug } }', {}, both(root, 'books-a', b.tenant.id));
    expect(strict.errors).toEqual([refusal]);
    expect(strict.data ?? null).toBeNull();
    // With nullable fields, whichever resolves second is refused and the first answers its own tenant.
    for (const query of ['{ businessSlug storeSlug }', '{ storeSlug businessSlug }']) {
      // The probe's fields are not in the committed schema: codegen cannot type them.
      const res = await gql(t.url, query, {}, both(root, 'books-a', b.tenant.id));
      expect(res.errors).toEqual([refusal]);
      const answered = Object.entries(res.data as Record<string, string | null>).filter(([, v]) => v !== null);
      expect({ query, answered }).toEqual({ query, answered: [expect.anything()] });
      // Either may resolve first; the one that answered answers its own tenant.
      expect([
        ['businessSlug', 'books-b'],
        ['storeSlug', 'books-a'],
      ]).toContainEqual(answered[0]);
    }
  });

  it('answers both when they name the same tenant', async () => {
    const root = await superAdmin(t);
    // The probe's fields are not in the committed schema: codegen cannot type them.
    const res = await gql(t.url, '{ purchasesRead tenantInfo { slug } }', {}, both(root, 'books-a', a.tenant.id));
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ purchasesRead: 'books-a', tenantInfo: { slug: 'books-a' } });
  });
});

describe('hasAccountingRole(area, levels)', () => {
  it('gives an ADMIN full access wherever no role is set', async () => {
    expect(await ask('purchasesWrite', business(a.admin))).toBe('books-a');
  });

  it('denies STAFF without a role, and follows the role an ADMIN sets', async () => {
    expect(await ask('purchasesRead', business(a.staff))).toMatchObject({ code: 'FORBIDDEN' });
    const set = async (level: AccountingAccess | null) =>
      dataOf(
        await gql(
          t.url,
          IdentitySetAccountingRolesDocument,
          { userId: a.staff.id, roles: [{ area: 'PURCHASES', level }] },
          a.admin.headers,
        ),
      );
    await set('READ_ONLY');
    // The role is read from the database at each request: the existing token sees the change.
    expect(await ask('purchasesRead', business(a.staff))).toBe('books-a');
    expect(await ask('purchasesWrite', business(a.staff))).toMatchObject({ code: 'FORBIDDEN' });
    await set('FULL_ACCESS');
    expect(await ask('purchasesWrite', business(a.staff))).toBe('books-a');
    await set(null);
    expect(await ask('purchasesRead', business(a.staff))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('holds a role only in its own area and its own store', async () => {
    dataOf(
      await gql(
        t.url,
        IdentitySetAccountingRolesDocument,
        { userId: a.staff.id, roles: [{ area: 'SALES', level: 'FULL_ACCESS' }] },
        a.admin.headers,
      ),
    );
    expect(await ask('purchasesRead', business(a.staff))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ask('purchasesWrite', business(b.admin, a.tenant.id))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    expect(await ask('purchasesRead', business(a.customer))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ask('purchasesRead', {})).toEqual({ error: 'No token provided', code: 'UNAUTHENTICATED' });
  });
});
