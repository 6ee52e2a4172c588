import { Address } from '../../src/modules/storefront/addresses/address.entity';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { AddressIdsDocument, CreateAddressBriefDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { addressInput, secondCustomer } from './commerce-fixtures';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]), {}, { once: true });

const addressCount = () => t.orm.em.fork().count(Address, {}, { filters: false });

describe('/addresses', () => {
  it('creates (201), reads, lists, updates and deletes the customer’s addresses', async () => {
    const created = await api.post('/addresses', {
      body: addressInput({ line2: 'Flat 2', state: 'IL' }),
      headers: store.customer.headers,
    });
    expectStatus(created, 201);
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
    expect(
      bodyOf(await api.get('/addresses/{id}', { params: { id }, headers: store.customer.headers }), 200).data,
    ).toEqual(created.body.data);

    const updated = await api.put('/addresses/{id}', {
      params: { id },
      body: { city: 'Shelbyville', line2: null },
      headers: store.customer.headers,
    });
    expectStatus(updated, 200);
    expect(updated.body.data).toMatchObject({ city: 'Shelbyville', line2: null, line1: '742 Evergreen Terrace' });

    const list = await api.get('/addresses', { headers: store.customer.headers });
    expect(bodyOf(list, 200).data.map((a: { id: string }) => a.id)).toEqual([id]);

    const deleted = await api.delete('/addresses/{id}', { params: { id }, headers: store.customer.headers });
    expect(deleted.body).toEqual({ success: true, data: { id }, message: 'Address deleted successfully' });
    expect(await addressCount()).toBe(0);
  });

  it('keeps exactly one default per customer', async () => {
    const first = bodyOf(
      await api.post('/addresses', { body: addressInput(), headers: store.customer.headers }),
      201,
    ).data;
    const second = bodyOf(
      await api.post('/addresses', { body: addressInput({ line1: '1 Second St' }), headers: store.customer.headers }),
      201,
    ).data;
    expect(second.isDefault).toBe(false);
    const third = bodyOf(
      await api.post('/addresses', {
        body: addressInput({ line1: '3 Third St', isDefault: true }),
        headers: store.customer.headers,
      }),
      201,
    ).data;
    expect(third.isDefault).toBe(true);
    let list = bodyOf(await api.get('/addresses', { headers: store.customer.headers }), 200).data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([
      third.id,
    ]);

    await api.put('/addresses/{id}', {
      params: { id: second.id },
      body: { isDefault: true },
      headers: store.customer.headers,
    });
    list = bodyOf(await api.get('/addresses', { headers: store.customer.headers }), 200).data;
    expect(list[0]).toMatchObject({ id: second.id, isDefault: true });
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const refused = await api.put('/addresses/{id}', {
      params: { id: second.id },
      body: { isDefault: false },
      headers: store.customer.headers,
    });
    expectStatus(refused, 400);
    expect(refused.body.errors).toHaveProperty('isDefault');

    // Deleting the default promotes the newest remaining address.
    await api.delete('/addresses/{id}', { params: { id: second.id }, headers: store.customer.headers });
    list = bodyOf(await api.get('/addresses', { headers: store.customer.headers }), 200).data;
    expect(list[0]).toMatchObject({ id: third.id, isDefault: true });
    expect(list.map((a: { id: string }) => a.id).sort()).toEqual([first.id, third.id].sort());
  });

  it('answers 404 for another customer’s address and changes nothing', async () => {
    const mine = bodyOf(
      await api.post('/addresses', { body: addressInput(), headers: store.customer.headers }),
      201,
    ).data;
    const other = await secondCustomer(t, store);
    for (const res of [
      await api.get('/addresses/{id}', { params: { id: mine.id }, headers: other.headers }),
      await api.put('/addresses/{id}', {
        params: { id: mine.id },
        body: { city: 'Elsewhere' },
        headers: other.headers,
      }),
      await api.delete('/addresses/{id}', { params: { id: mine.id }, headers: other.headers }),
    ]) {
      expectStatus(res, 404);
      expect(res.body).toEqual({ success: false, error: 'Address not found' });
    }
    expect(bodyOf(await api.get('/addresses', { headers: other.headers }), 200).data).toEqual([]);
    expect(
      bodyOf(await api.get('/addresses/{id}', { params: { id: mine.id }, headers: store.customer.headers }), 200).data
        .city,
    ).toBe('Springfield');
  });

  it('keeps stores apart: another store’s customer cannot see or use the address', async () => {
    const mine = bodyOf(
      await api.post('/addresses', { body: addressInput(), headers: store.customer.headers }),
      201,
    ).data;
    const other = await storeScenario(t, 'corner-shop');
    expect(
      (await api.get('/addresses/{id}', { params: { id: mine.id }, headers: other.customer.headers })).status,
    ).toBe(404);
    expect(bodyOf(await api.get('/addresses', { headers: other.customer.headers }), 200).data).toEqual([]);
    // This customer's token is not valid in the other store.
    const crossed = await api.get('/addresses', {
      headers: { ...store.customer.headers, 'x-tenant-slug': 'corner-shop' },
    });
    expectStatus(crossed, 403);
  });

  it('refuses bad input naming the fields, and writes nothing', async () => {
    const res = await api.post('/addresses', {
      body: { ...addressInput(), firstName: '  ', postalCode: 'x'.repeat(21) },
      headers: store.customer.headers,
    });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({
      firstName: ['is required'],
      postalCode: ['must be at most 20 characters'],
    });
    // Without the required fields the document asks for, on purpose.
    const missing = await api.request('POST', '/addresses', {
      json: { firstName: 'A' },
      headers: store.customer.headers,
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('lastName');
    expect(await addressCount()).toBe(0);
  });

  it('is for customers only', async () => {
    expect((await api.get('/addresses', { headers: store.anonymous })).status).toBe(401);
    expect((await api.get('/addresses', { headers: store.admin.headers })).status).toBe(403);
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
