import { Address } from '../../src/modules/storefront/addresses/address.entity';
import type { TestApp } from '../helpers/app';
import { storefront } from '../helpers/apis';
import { AddressIdsDocument, CreateAddressBriefDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { addressInput, secondCustomer } from './commerce-fixtures';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefront>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefront(app)]), {}, { once: true });

const addressCount = () => t.orm.em.fork().count(Address, {}, { filters: false });

describe('/addresses', () => {
  it('creates (201), reads, lists, updates and deletes the customer’s addresses', async () => {
    const created = await api.post(
      '/addresses',
      addressInput({ line2: 'Flat 2', state: 'IL' }),
      store.customer.headers,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Address created successfully' });
    expect(created.body.data).toEqual({
      ...addressInput({ line2: 'Flat 2', state: 'IL' }),
      phone: '+1 555 0100',
      id: expect.any(String),
      isDefault: true, // the first address is the default
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.data.id;
    expect((await api.get(`/addresses/${id}`, store.customer.headers)).body.data).toEqual(created.body.data);

    const updated = await api.put(`/addresses/${id}`, { city: 'Shelbyville', line2: null }, store.customer.headers);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ city: 'Shelbyville', line2: null, line1: '742 Evergreen Terrace' });

    const list = await api.get('/addresses', store.customer.headers);
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([id]);

    const deleted = await api.del(`/addresses/${id}`, store.customer.headers);
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Address deleted successfully' });
    expect(await addressCount()).toBe(0);
  });

  it('keeps exactly one default per customer', async () => {
    const first = (await api.post('/addresses', addressInput(), store.customer.headers)).body.data;
    const second = (await api.post('/addresses', addressInput({ line1: '1 Second St' }), store.customer.headers)).body
      .data;
    expect(second.isDefault).toBe(false);
    const third = (
      await api.post('/addresses', addressInput({ line1: '3 Third St', isDefault: true }), store.customer.headers)
    ).body.data;
    expect(third.isDefault).toBe(true);
    let list = (await api.get('/addresses', store.customer.headers)).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([
      third.id,
    ]);

    await api.put(`/addresses/${second.id}`, { isDefault: true }, store.customer.headers);
    list = (await api.get('/addresses', store.customer.headers)).body.data;
    expect(list[0]).toMatchObject({ id: second.id, isDefault: true });
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const refused = await api.put(`/addresses/${second.id}`, { isDefault: false }, store.customer.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('isDefault');

    // Deleting the default promotes the newest remaining address.
    await api.del(`/addresses/${second.id}`, store.customer.headers);
    list = (await api.get('/addresses', store.customer.headers)).body.data;
    expect(list[0]).toMatchObject({ id: third.id, isDefault: true });
    expect(list.map((a: { id: string }) => a.id).sort()).toEqual([first.id, third.id].sort());
  });

  it('answers 404 for another customer’s address and changes nothing', async () => {
    const mine = (await api.post('/addresses', addressInput(), store.customer.headers)).body.data;
    const other = await secondCustomer(t, store);
    for (const res of [
      await api.get(`/addresses/${mine.id}`, other.headers),
      await api.put(`/addresses/${mine.id}`, { city: 'Elsewhere' }, other.headers),
      await api.del(`/addresses/${mine.id}`, other.headers),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Address not found' });
    }
    expect((await api.get('/addresses', other.headers)).body.data).toEqual([]);
    expect((await api.get(`/addresses/${mine.id}`, store.customer.headers)).body.data.city).toBe('Springfield');
  });

  it('keeps stores apart: another store’s customer cannot see or use the address', async () => {
    const mine = (await api.post('/addresses', addressInput(), store.customer.headers)).body.data;
    const other = await storeScenario(t, 'corner-shop');
    expect((await api.get(`/addresses/${mine.id}`, other.customer.headers)).status).toBe(404);
    expect((await api.get('/addresses', other.customer.headers)).body.data).toEqual([]);
    // This customer's token is not valid in the other store.
    const crossed = await api.get('/addresses', { ...store.customer.headers, 'x-tenant-slug': 'corner-shop' });
    expect(crossed.status).toBe(403);
  });

  it('refuses bad input naming the fields, and writes nothing', async () => {
    const res = await api.post(
      '/addresses',
      { ...addressInput(), firstName: '  ', postalCode: 'x'.repeat(21) },
      store.customer.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: ['is required'],
      postalCode: ['must be at most 20 characters'],
    });
    const missing = await api.post('/addresses', { firstName: 'A' }, store.customer.headers);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('lastName');
    expect(await addressCount()).toBe(0);
  });

  it('is for customers only', async () => {
    expect((await api.get('/addresses', store.anonymous)).status).toBe(401);
    expect((await api.get('/addresses', store.admin.headers)).status).toBe(403);
  });

  it('works over GraphQL', async () => {
    const created = dataOf(
      await gql(t.url, CreateAddressBriefDocument, { input: addressInput() }, store.customer.headers),
    );
    expect(created.createAddress).toMatchObject({ isDefault: true, city: 'Springfield' });
    const list = dataOf(await gql(t.url, AddressIdsDocument, {}, store.customer.headers));
    expect(list.addresses).toEqual([{ id: created.createAddress.id }]);
  });
});
