import { randomUUID } from 'node:crypto';
import type { AccountingArea, AccountingLevel } from '../../src/modules/identity/auth/principal';
import type { AccountingCountry, AccountingPlan } from '../../src/modules/identity/tenants/tenant.entity';
import { ACCESS_TABLE, type AccountingOperation } from '../../src/modules/accounting/shared/access';
import type { TestApp } from '../helpers/app';
import { CreateServiceRateTypeBriefDocument, PurchaseCreditNoteTotalDocument } from '../generated/graphql';
import { dataOf, gql, type JsonResponse } from '../helpers/http';
import { actingAs, eachTestIn, storeScenario, superAdmin, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { createPurchaseCreditNote } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.service';
import type { PurchaseCreditNoteInput } from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.inputs';
import { createAttachment } from '../../src/modules/accounting/attachments/attachment.service';
import { createServiceRateType } from '../../src/modules/accounting/service-rate-types/service-rate-type.service';
import { accounting, asBusiness, clearRoles, setPlan, setRole } from './support';
import { expectStatus } from '../helpers/rest';

let t: TestApp;
let store: StoreScenario;
let other: StoreScenario;
let api: ReturnType<typeof accounting>;
let supplierId: string;
let goodsId: string;

/** Business A with its supplier and goods account, and business B, whose ADMIN is another business's staff. */
async function twoBusinesses(app: TestApp) {
  return { store: await businessScenario(app, 'access-a'), other: await storeScenario(app, 'access-b') };
}

eachTestIn(
  twoBusinesses,
  (app, built) =>
    ([t, api, store, other, supplierId, goodsId] = [
      app,
      accounting(app),
      built.store,
      built.other,
      built.store.supplier.id,
      built.store.goods.id,
    ]),
  {},
  { once: true },
);

type Headers = Record<string, string>;
const admin = (): Headers => asBusiness(store.admin);

function noteBody(status = 'UNPAID') {
  return {
    purchase_credit_note: {
      contact_id: supplierId,
      date: '2026-03-14',
      status_id: status,
      credit_note_lines: [{ description: 'Item', ledger_account_id: goodsId, quantity: '1', unit_price: '10' }],
    },
  };
}

/** Fixtures are made through the services: the plan under test may not offer their operation. */
function asAdmin() {
  return actingAs(t, store.admin.principal, store.tenant.slug);
}

async function fixtureNote(status = 'UNPAID'): Promise<string> {
  return (await createPurchaseCreditNote(asAdmin(), noteBody(status).purchase_credit_note as PurchaseCreditNoteInput))
    .id;
}

async function fixtureAttachment(): Promise<string> {
  const file = Buffer.from('receipt').toString('base64');
  return (await createAttachment(asAdmin(), { file, file_name: 'r.txt', mime_type: 'text/plain' })).id;
}

const ATTACHMENT = {
  attachment: { file: Buffer.from('receipt').toString('base64'), file_name: 'r.txt', mime_type: 'text/plain' },
};

async function fixtureRateType(active: boolean): Promise<string> {
  return (await createServiceRateType(asAdmin(), { name: 'Extra', active })).id;
}

/** One call per operation of seed 2's tables, with the status it answers when allowed. */
const OPERATIONS: Record<
  string,
  { access: AccountingOperation; ok: number; call: (h: Headers) => Promise<JsonResponse> }
> = {
  'credit notes: list': {
    access: 'purchaseCreditNotesRead',
    ok: 200,
    call: (h) => api.get('/purchase_credit_notes', { headers: h }),
  },
  'credit notes: read': {
    access: 'purchaseCreditNotesRead',
    ok: 200,
    call: async (h) => api.get('/purchase_credit_notes/{key}', { params: { key: await fixtureNote() }, headers: h }),
  },
  'credit notes: create': {
    access: 'purchaseCreditNotesWrite',
    ok: 201,
    call: (h) => api.post('/purchase_credit_notes', { body: noteBody(), headers: h }),
  },
  'credit notes: update': {
    access: 'purchaseCreditNotesWrite',
    ok: 200,
    call: async (h) =>
      api.put('/purchase_credit_notes/{key}', {
        params: { key: await fixtureNote() },
        body: { purchase_credit_note: { notes: 'x' } },
        headers: h,
      }),
  },
  'credit notes: release': {
    access: 'purchaseCreditNotesWrite',
    ok: 201,
    call: async (h) =>
      api.post('/purchase_credit_notes/{key}/release', {
        params: { key: await fixtureNote('DRAFT') },
        body: undefined,
        headers: h,
      }),
  },
  'credit notes: delete': {
    access: 'purchaseCreditNotesDelete',
    ok: 204,
    call: async (h) => api.delete('/purchase_credit_notes/{key}', { params: { key: await fixtureNote() }, headers: h }),
  },
  'service rate types: list': {
    access: 'serviceRateTypesRead',
    ok: 200,
    call: (h) => api.get('/service_rate_types', { headers: h }),
  },
  'service rate types: read': {
    access: 'serviceRateTypesRead',
    ok: 200,
    call: async (h) =>
      api.get('/service_rate_types/{key}', { params: { key: await fixtureRateType(true) }, headers: h }),
  },
  'service rate types: create': {
    access: 'serviceRateTypesCreate',
    ok: 201,
    call: (h) =>
      api.post('/service_rate_types', { body: { service_rate_type: { name: 'Hourly', active: true } }, headers: h }),
  },
  'service rate types: update': {
    access: 'serviceRateTypesChange',
    ok: 200,
    call: async (h) =>
      api.put('/service_rate_types/{key}', {
        params: { key: await fixtureRateType(true) },
        body: { service_rate_type: { name: 'Daily' } },
        headers: h,
      }),
  },
  'service rate types: delete': {
    access: 'serviceRateTypesChange',
    ok: 204,
    call: async (h) =>
      api.delete('/service_rate_types/{key}', { params: { key: await fixtureRateType(false) }, headers: h }),
  },
  'attachments: list': { access: 'attachmentsRead', ok: 200, call: (h) => api.get('/attachments', { headers: h }) },
  'attachments: read': {
    access: 'attachmentsRead',
    ok: 200,
    call: async (h) => api.get('/attachments/{key}', { params: { key: await fixtureAttachment() }, headers: h }),
  },
  'attachments: file': {
    access: 'attachmentsRead',
    ok: 200,
    call: async (h) => api.get('/attachments/{key}/file', { params: { key: await fixtureAttachment() }, headers: h }),
  },
  'attachments: create': {
    access: 'attachmentsWrite',
    ok: 201,
    call: (h) => api.post('/attachments', { body: ATTACHMENT, headers: h }),
  },
  'attachments: update': {
    access: 'attachmentsWrite',
    ok: 200,
    call: async (h) =>
      api.put('/attachments/{key}', {
        params: { key: await fixtureAttachment() },
        body: { attachment: { description: 'd' } },
        headers: h,
      }),
  },
  'attachments: delete': {
    access: 'attachmentsWrite',
    ok: 204,
    call: async (h) => api.delete('/attachments/{key}', { params: { key: await fixtureAttachment() }, headers: h }),
  },
  'ledger account types: list': {
    access: 'ledgerAccountTypesRead',
    ok: 200,
    call: (h) => api.get('/ledger_account_types', { headers: h }),
  },
  'ledger account types: read': {
    access: 'ledgerAccountTypesRead',
    ok: 200,
    call: (h) => api.get('/ledger_account_types/{key}', { params: { key: 'SALES' }, headers: h }),
  },
};

/** Seed 2's role table, restated cell by cell (not derived from the implementation's table). */
const SEED_ROLES: Record<string, Partial<Record<AccountingArea, AccountingLevel[]>>> = {
  'credit notes: list': { PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'] },
  'credit notes: read': { PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'] },
  'credit notes: create': { PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'] },
  'credit notes: update': { PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'] },
  'credit notes: release': { PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'] },
  'credit notes: delete': { PURCHASES: ['FULL_ACCESS'] },
  'service rate types: list': {
    PRODUCTS_SERVICES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'service rate types: read': {
    PRODUCTS_SERVICES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'service rate types: create': { PRODUCTS_SERVICES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'] },
  'service rate types: update': { PRODUCTS_SERVICES: ['FULL_ACCESS'] },
  'service rate types: delete': { PRODUCTS_SERVICES: ['FULL_ACCESS'] },
  'attachments: list': {
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'attachments: read': {
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'attachments: file': {
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'attachments: create': {
    SALES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
  },
  'attachments: update': {
    SALES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
  },
  'attachments: delete': {
    SALES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'RESTRICTED_ACCESS'],
  },
  // Not stated by the seed: any role in any area (our choice).
  'ledger account types: list': {
    PRODUCTS_SERVICES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
  'ledger account types: read': {
    PRODUCTS_SERVICES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    SALES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
    PURCHASES: ['FULL_ACCESS', 'READ_ONLY', 'RESTRICTED_ACCESS'],
  },
};

const AREAS: AccountingArea[] = ['SALES', 'PURCHASES', 'PRODUCTS_SERVICES'];
const LEVELS: AccountingLevel[] = ['FULL_ACCESS', 'RESTRICTED_ACCESS', 'READ_ONLY'];

describe('every create sent twice with one Idempotency-Key', () => {
  const TABLES: Record<string, string> = {
    'credit notes: create': 'accounting_purchase_credit_note',
    'service rate types: create': 'accounting_service_rate_type',
    'attachments: create': 'accounting_attachment',
  };
  const count = async (table: string) =>
    Number((await t.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0].n);

  it.each(Object.keys(TABLES))(
    '%s: creates one record; the repeat answers it again, marked as replayed',
    async (name) => {
      const before = await count(TABLES[name]);
      const headers = { ...admin(), 'idempotency-key': `create-${name}` };
      const first = await OPERATIONS[name].call(headers);
      const again = await OPERATIONS[name].call(headers);
      expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
      expect(again.body).toEqual(first.body);
      expect(await count(TABLES[name])).toBe(before + 1);
    },
  );

  it('refuses the same key with another body (422 naming Idempotency-Key), creating nothing', async () => {
    const headers = { ...admin(), 'idempotency-key': 'note-other-body' };
    expect((await api.post('/purchase_credit_notes', { body: noteBody(), headers })).status).toBe(201);
    const before = await count('accounting_purchase_credit_note');
    const other = await api.post('/purchase_credit_notes', { body: noteBody('DRAFT'), headers });
    expectStatus(other, 422);
    expect(other.body).toEqual([expect.objectContaining({ $dataCode: 'RecordInvalid', $source: 'Idempotency-Key' })]);
    expect(await count('accounting_purchase_credit_note')).toBe(before);
  });
});

describe('seed 2’s role table, every role x operation cell', () => {
  const cells = AREAS.flatMap((area) => LEVELS.map((level) => [area, level] as const));

  it.each(cells)(
    'STAFF holding only %s %s',
    async (area, level) => {
      await clearRoles(t, store, store.staff.id);
      await setRole(t, store, store.staff.id, area, level);
      const outcome: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [name, op] of Object.entries(OPERATIONS)) {
        const res = await op.call(asBusiness(store.staff));
        outcome[name] = res.status;
        const allowed = SEED_ROLES[name][area]?.includes(level) ?? false;
        expected[name] = allowed ? op.ok : 403;
        if (!allowed) expect(res.body[0]).toMatchObject({ $dataCode: 'AuthorizationFailure', $source: '' });
      }
      expect(outcome).toEqual(expected);
    },
    60_000,
  );

  it('STAFF without any role is refused everything; the ADMIN is allowed everything', async () => {
    await clearRoles(t, store, store.staff.id);
    for (const [name, op] of Object.entries(OPERATIONS)) {
      const refused = await op.call(asBusiness(store.staff));
      expect([name, refused.status]).toEqual([name, 403]);
      expect(refused.body[0].$message).toBe(`${ACCESS_TABLE[op.access].group}: requires ${rolesText(op.access)}`);
      expect([name, (await op.call(admin())).status]).toEqual([name, op.ok]);
    }
  }, 60_000);

  it('refuses a caller without the role before reading any input: 403, not 422 or 406', async () => {
    await clearRoles(t, store, store.staff.id);
    const staff = asBusiness(store.staff);
    const cases = [
      // The two raw ones carry bodies the document refuses (no wrapper): the refusal must come before they are read.
      await api.request('POST', '/purchase_credit_notes', { json: { not_wrapped: true }, headers: staff }),
      await api.get('/purchase_credit_notes', { query: { items_per_page: 500 }, headers: staff }),
      await api.request('PUT', `/service_rate_types/${randomUUID()}`, { json: {}, headers: staff }),
      await api.get('/attachments/{key}/file', {
        params: { key: randomUUID() },
        headers: { ...staff, accept: 'text/html' },
      }),
    ];
    expect(cases.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    for (const res of cases) expect(res.body[0]).toMatchObject({ $dataCode: 'AuthorizationFailure' });
  });

  it('answers 401 without credentials and 403 to a customer or another business’s staff', async () => {
    const anonymous = await api.get('/purchase_credit_notes');
    expectStatus(anonymous, 401);
    expect(anonymous.body).toEqual([
      { $severity: 'error', $dataCode: 'AuthorizationFailure', $message: 'No token provided', $source: '' },
    ]);
    expect((await api.get('/purchase_credit_notes', { headers: asBusiness(store.customer) })).status).toBe(403);
    expect(
      (await api.get('/purchase_credit_notes', { headers: asBusiness(other.admin, store.tenant.id) })).status,
    ).toBe(403);
    const root = await superAdmin(t);
    expect((await api.get('/purchase_credit_notes', { headers: asBusiness(root, store.tenant.id) })).status).toBe(200);
  });
});

/** The roles of an operation in the words of its 403 message. */
function rolesText(op: AccountingOperation): string {
  const labels: Record<string, string> = {
    SALES: 'Sales',
    PURCHASES: 'Purchases',
    PRODUCTS_SERVICES: 'Products & Services',
    FULL_ACCESS: 'Full Access',
    RESTRICTED_ACCESS: 'Restricted Access',
    READ_ONLY: 'Read Only',
  };
  return Object.entries(ACCESS_TABLE[op].roles)
    .map(([area, levels]) => `${labels[area]} (${(levels as readonly string[]).map((l) => labels[l]).join(', ')})`)
    .join(' or ');
}

const ALL: AccountingCountry[] = ['CA', 'ES', 'FR', 'GB', 'IE', 'US'] as AccountingCountry[];
const NOT_ES = ['CA', 'FR', 'GB', 'IE', 'US'];
const GB_IE = ['GB', 'IE'];

/** Seed 2's availability table, restated: countries per plan for one operation of each group. */
const SEED_AVAILABILITY: Record<string, Record<string, string[]>> = {
  'credit notes: list': { PLUS: NOT_ES, STANDARD: NOT_ES, START: NOT_ES },
  'credit notes: create': { PLUS: NOT_ES, STANDARD: [], START: [] },
  'credit notes: delete': { PLUS: NOT_ES, STANDARD: [], START: [] },
  'attachments: list': { PLUS: ALL, STANDARD: GB_IE, START: ALL },
  'attachments: create': { PLUS: ALL, STANDARD: GB_IE, START: ALL },
  'ledger account types: list': { PLUS: ALL, STANDARD: GB_IE, START: ALL },
  'service rate types: list': { PLUS: ALL, STANDARD: GB_IE, START: ALL },
  'service rate types: create': { PLUS: ALL, STANDARD: GB_IE, START: [] },
  'service rate types: update': { PLUS: ALL, STANDARD: GB_IE, START: [] },
};

const PLAN_NAMES: Record<string, string> = {
  PLUS: 'Accounting Plus',
  STANDARD: 'Accounting Standard',
  START: 'Accounting Start',
};

describe('seed 2’s plan x country table', () => {
  const cells = (['PLUS', 'STANDARD', 'START'] as AccountingPlan[]).flatMap((plan) =>
    ALL.map((country) => [plan, country] as const),
  );

  it.each(cells)(
    '%s in %s',
    async (plan, country) => {
      await setPlan(t, store.tenant.id, plan, country);
      try {
        const outcome: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const [name, countries] of Object.entries(SEED_AVAILABILITY)) {
          const op = OPERATIONS[name];
          const res = await op.call(admin());
          const available = countries[plan].includes(country);
          outcome[name] = res.status;
          expected[name] = available ? op.ok : 403;
          if (!available) {
            expect(res.body).toEqual([
              {
                $severity: 'error',
                $dataCode: 'AuthorizationFailure',
                $message: `${ACCESS_TABLE[op.access].group}: not available on plan ${plan} (${PLAN_NAMES[plan]}) in country ${country}`,
                $source: '',
              },
            ]);
          }
        }
        expect(outcome).toEqual(expected);
      } finally {
        await setPlan(t, store.tenant.id, 'PLUS' as AccountingPlan, 'GB' as AccountingCountry);
      }
    },
    60_000,
  );

  it('holds over GraphQL too', async () => {
    await setPlan(t, store.tenant.id, 'START' as AccountingPlan, 'GB' as AccountingCountry);
    try {
      const res = dataOf(await gql(t.url, PurchaseCreditNoteTotalDocument, {}, admin()));
      expect(res.purchaseCreditNotes.total).toEqual(expect.any(Number));
      const refused = await gql(
        t.url,
        CreateServiceRateTypeBriefDocument,
        { input: { name: 'X', active: true } },
        admin(),
      );
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Service rate types: create: not available on plan START (Accounting Start) in country GB',
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await setPlan(t, store.tenant.id, 'PLUS' as AccountingPlan, 'GB' as AccountingCountry);
    }
  });
});
