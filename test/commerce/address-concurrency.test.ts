import { Address } from '../../src/modules/storefront/addresses/address.entity';
import { MAX_ADDRESSES } from '../../src/modules/storefront/addresses/address.service';
import type { TestApp } from '../helpers/app';
import { storefrontRest } from '../helpers/rest';
import { statusCounts } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { addressInput, makeAddress } from './commerce-fixtures';

// Parallel writes to one customer's address book over HTTP: one default, the size limit, no 5xx.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]));

const book = () =>
  t.orm.em.fork().find(Address, { customer: store.customer.principal.id }, { filters: false, orderBy: { id: 'asc' } });

describe('concurrent writes to one address book', () => {
  it('10 parallel first addresses: all 201, exactly one is the default', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/addresses', { body: addressInput({ line1: `${i} Main St` }), headers: store.customer.headers }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 201: 10 });
    const stored = await book();
    expect(stored).toHaveLength(10);
    expect(stored.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('10 parallel requests each making another address the default: all 200, exactly one default, one that was asked for', async () => {
    const addresses = [];
    for (let i = 0; i < 10; i += 1)
      addresses.push(await makeAddress(t, store, store.customer, { line1: `${i} Elm St` }));
    const results = await Promise.all(
      addresses.map((a) =>
        api.put('/addresses/{id}', {
          params: { id: a.id },
          body: { isDefault: true },
          headers: store.customer.headers,
        }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 200: 10 });
    const defaults = (await book()).filter((a) => a.isDefault);
    expect(defaults).toHaveLength(1);
    expect(addresses.map((a) => a.id)).toContain(defaults[0].id);
  });

  it('parallel creates past the limit: the book never holds more than the limit, the rest get 400', async () => {
    for (let i = 0; i < MAX_ADDRESSES - 3; i += 1)
      await makeAddress(t, store, store.customer, { line1: `${i} Oak St` });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.post('/addresses', {
          body: addressInput({ line1: `${i} New St`, isDefault: i % 2 === 0 }),
          headers: store.customer.headers,
        }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 201: 3, 400: 5 });
    const stored = await book();
    expect(stored).toHaveLength(MAX_ADDRESSES);
    expect(stored.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('parallel deletes of the default and others: the remaining addresses keep exactly one default', async () => {
    const addresses = [];
    for (let i = 0; i < 6; i += 1)
      addresses.push(await makeAddress(t, store, store.customer, { line1: `${i} Ash St` }));
    const results = await Promise.all(
      addresses
        .slice(0, 4)
        .map((a) => api.delete('/addresses/{id}', { params: { id: a.id }, headers: store.customer.headers })),
    );
    expect(statusCounts(results)).toEqual({ 200: 4 });
    const stored = await book();
    expect(stored.map((a) => a.id).sort()).toEqual(
      addresses
        .slice(4)
        .map((a) => a.id)
        .sort(),
    );
    expect(stored.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
