import { Customer } from '../../src/modules/identity/customers/customer.entity';
import { Tenant } from '../../src/modules/identity/tenants/tenant.entity';
import { requestTenant } from '../../src/modules/identity/tenants/tenant-scope';
import { TENANT_FILTER } from '../../src/modules/identity/tenants/tenant-filter';
import { User } from '../../src/modules/identity/users/user.entity';
import type { TestApp } from '../helpers/app';
import { actingAs, eachTestIn, storeScenario } from '../helpers/scenarios';

let t: TestApp;
eachTestIn(
  async () => undefined,
  (app) => {
    t = app;
  },
  {},
  { once: true },
);

describe('tenant scoping in the data-access path', () => {
  it('puts the tenant filter on every entity that belongs to a tenant', () => {
    const scoped = Object.values(t.orm.getMetadata().getAll()).filter((meta) =>
      meta.relations.some((relation) => relation.name === 'tenant' && relation.type === Tenant.name),
    );
    expect(scoped.map((meta) => meta.className)).toEqual(expect.arrayContaining([Customer.name, User.name]));
    const unfiltered = scoped.filter((meta) => !meta.filters[TENANT_FILTER]?.default);
    expect(unfiltered.map((meta) => meta.className)).toEqual([]);
  });

  it('refuses to read a tenant-scoped table before the request’s store is known (fails closed)', async () => {
    await storeScenario(t);
    const ctx = actingAs(t, null);
    await expect(ctx.em.find(Customer, {})).rejects.toThrow("No arguments provided for filter 'tenant'");
  });

  it('reads, counts, updates and deletes only the resolved store’s rows', async () => {
    const a = await storeScenario(t, 'store-a');
    const b = await storeScenario(t, 'store-b');
    const ctx = actingAs(t, null, 'store-a');
    expect((await requestTenant(ctx)).id).toBe(a.tenant.id);
    expect((await ctx.em.find(Customer, {})).map((c) => c.id)).toEqual([a.customer.id]);
    expect(await ctx.em.findOne(Customer, b.customer.id)).toBeNull();
    expect(await ctx.em.nativeUpdate(Customer, { id: b.customer.id }, { firstName: 'Hacked' })).toBe(0);
    expect(await ctx.em.nativeDelete(Customer, { id: b.customer.id })).toBe(0);
    const untouched = await t.orm.em.fork().findOneOrFail(Customer, b.customer.id, { filters: false });
    expect(untouched.firstName).toBe('Cora');
  });
});
