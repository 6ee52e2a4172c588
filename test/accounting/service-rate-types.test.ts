import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ServiceRateType } from '../../src/modules/accounting/service-rate-types/service-rate-type.entity';
import type { TestApp } from '../helpers/app';
import {
  CreateServiceRateTypeBriefDocument,
  DeleteServiceRateTypeDocument,
  ServiceRateTypeIdsDocument,
  UpdateServiceRateTypeIdDocument,
} from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { bodyOf, expectStatus } from '../helpers/rest';
import type { operations } from '../generated/rest-accounting';
import { accounting, asBusiness, itemsOf } from './support';
import { anAccountingTimestamp } from '../helpers/matchers';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => storeScenario(app, 'rates'),
  (app, built) => ([t, store, api] = [app, built, accounting(app)]),
  {},
  { once: true },
);

const admin = () => asBusiness(store.admin);

async function create(name: string, active: boolean): Promise<string> {
  const res = await api.post('/service_rate_types', {
    body: { service_rate_type: { name, active } },
    headers: admin(),
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

describe('/service_rate_types', () => {
  it('creates (201) and reads in the reference’s shape', async () => {
    const res = await api.post('/service_rate_types', {
      body: { service_rate_type: { name: 'Hourly', active: true } },
      headers: admin(),
    });
    expectStatus(res, 201);
    expect(res.body).toEqual({
      id: expect.any(String),
      displayed_as: 'Hourly',
      $path: `/service_rate_types/${res.body.id}`,
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      name: 'Hourly',
      active: true,
    });
    expect(
      (await api.get('/service_rate_types/{key}', { params: { key: res.body.id }, headers: admin() })).body,
    ).toEqual(res.body);
  });

  it('requires name and active on create, each named in $source', async () => {
    // Without `active`, which the document requires.
    const res = await api.request('POST', '/service_rate_types', {
      json: { service_rate_type: { name: ' ' } },
      headers: admin(),
    });
    expectStatus(res, 422);
    expect(res.body.map((e: { $source: string; $message: string }) => [e.$source, e.$message])).toEqual([
      ['active', 'is required'],
      ['name', 'is required'],
    ]);
  });

  it('updates the given fields only (200)', async () => {
    const id = await create('Hourly', true);
    const res = await api.put('/service_rate_types/{key}', {
      params: { key: id },
      body: { service_rate_type: { active: false } },
      headers: admin(),
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ name: 'Hourly', active: false });
    // A null name, which the document does not allow.
    const nulled = await api.request('PUT', `/service_rate_types/${id}`, {
      json: { service_rate_type: { name: null } },
      headers: admin(),
    });
    expectStatus(nulled, 422);
    expect(nulled.body[0]).toMatchObject({ $source: 'name', $message: 'may not be null' });
  });

  it('filters by active, both ways, and by updated_or_created_since (inclusive)', async () => {
    const inactive = await create('Old rate', false);
    await t.orm.em
      .fork()
      .nativeUpdate(
        ServiceRateType,
        { id: inactive },
        { createdAt: new Date('2030-01-01T00:00:00Z'), updatedAt: new Date('2030-01-01T00:00:00Z') },
        { filters: false },
      );
    const names = async (query: NonNullable<operations['ServiceRateTypes']['parameters']['query']> = {}) =>
      itemsOf(bodyOf(await api.get('/service_rate_types', { query, headers: admin() }), 200)).map(
        (i) => i.displayed_as,
      );
    expect(await names()).toEqual(['Rate', 'Old rate']);
    expect(await names({ active: true })).toEqual(['Rate']);
    expect(await names({ active: false })).toEqual(['Old rate']);
    expect(await names({ updated_or_created_since: '2030-01-01T00:00:00Z' })).toEqual(['Old rate']);
    expect(await names({ updatedOrCreatedSince: '2030-01-01T00:00:01Z' })).toEqual([]);
  });

  it('deletes only an inactive rate type while another exists (422 otherwise), 204 with no body', async () => {
    const [rate] = bodyOf(await api.get('/service_rate_types', { headers: admin() }), 200).$items;
    const active = await api.delete('/service_rate_types/{key}', { params: { key: rate.id }, headers: admin() });
    expectStatus(active, 422);
    expect(active.body).toEqual([
      {
        $severity: 'error',
        $dataCode: 'RecordInvalid',
        $message: 'Only an inactive service rate type can be deleted',
        $source: 'active',
      },
    ]);
    await api.put('/service_rate_types/{key}', {
      params: { key: rate.id },
      body: { service_rate_type: { active: false } },
      headers: admin(),
    });
    const last = await api.delete('/service_rate_types/{key}', { params: { key: rate.id }, headers: admin() });
    expectStatus(last, 422);
    expect(last.body[0].$message).toBe('The last service rate type of a business cannot be deleted');
    await create('Hourly', true);
    const deleted = await api.delete('/service_rate_types/{key}', { params: { key: rate.id }, headers: admin() });
    expectStatus(deleted, 204);
    expect(deleted.body).toBe('');
    expect((await api.get('/service_rate_types/{key}', { params: { key: rate.id }, headers: admin() })).status).toBe(
      404,
    );
  });

  it('works over GraphQL with the same rules', async () => {
    const created = dataOf(
      await gql(t.url, CreateServiceRateTypeBriefDocument, { input: { name: 'Daily', active: false } }, admin()),
    );
    const rateType = created.createServiceRateType;
    expect(rateType).toMatchObject({
      displayed_as: 'Daily',
      path: `/service_rate_types/${rateType.id}`,
      active: false,
    });
    const list = dataOf(await gql(t.url, ServiceRateTypeIdsDocument, { active: false }, admin()));
    expect(list.serviceRateTypes).toEqual({ total: 1, items: [{ id: rateType.id }] });
    const deleted = dataOf(await gql(t.url, DeleteServiceRateTypeDocument, { key: rateType.id }, admin()));
    expect(deleted.deleteServiceRateType).toBe(rateType.id);
  });

  it('refuses over GraphQL what REST refuses, with the same messages, and changes nothing', async () => {
    const refusal = async <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) => {
      const res = await gql(t.url, document, variables, admin());
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toHaveLength(1);
      return res.errors![0];
    };
    const blank = await refusal(CreateServiceRateTypeBriefDocument, { input: { name: ' ', active: true } });
    expect(blank.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['is required'] } });
    const [rate] = bodyOf(await api.get('/service_rate_types', { headers: admin() }), 200).$items;
    const active = await refusal(DeleteServiceRateTypeDocument, { key: rate.id });
    expect(active).toMatchObject({
      message: 'Only an inactive service rate type can be deleted',
      extensions: { code: 'BAD_USER_INPUT', fields: { active: ['Only an inactive service rate type can be deleted'] } },
    });
    await api.put('/service_rate_types/{key}', {
      params: { key: rate.id },
      body: { service_rate_type: { active: false } },
      headers: admin(),
    });
    const last = await refusal(DeleteServiceRateTypeDocument, { key: rate.id });
    expect(last.message).toBe('The last service rate type of a business cannot be deleted');
    const nulled = await refusal(UpdateServiceRateTypeIdDocument, { key: rate.id, input: { name: null } });
    expect(nulled.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['may not be null'] } });
    const list = await api.get('/service_rate_types', { query: { attributes: 'all' }, headers: admin() });
    expect(bodyOf(list, 200).$items).toEqual([expect.objectContaining({ id: rate.id, name: 'Rate', active: false })]);
  });
});
