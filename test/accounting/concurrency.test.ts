import type { TestApp } from '../helpers/app';
import { statusCounts } from '../helpers/http';
import { eachTestIn, type StoreScenario } from '../helpers/scenarios';
import { businessScenario } from '../helpers/accounting-scenarios';
import { accounting, asBusiness } from './support';
import { bodyOf, expectStatus } from '../helpers/rest';

// Parallel writes to one aggregate over HTTP: each takes its turn on the aggregate's row.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;
let supplier: { id: string };
let goods: { id: string };

eachTestIn(
  (app) => businessScenario(app, 'books', [{ name: 'Hendrix Supplies' }]),
  (app, books) => ([t, store, api, supplier, goods] = [app, books, accounting(app), books.supplier, books.goods]),
);

const admin = () => asBusiness(store.admin);

const line = (description: string, unitPrice: string) => ({
  description,
  ledger_account_id: goods.id,
  quantity: 1,
  unit_price: unitPrice,
  tax_rate_id: 'GB_ZERO',
});

async function draftNote(): Promise<string> {
  const res = await api.post('/purchase_credit_notes', {
    body: {
      purchase_credit_note: {
        contact_id: supplier.id,
        date: '2026-03-14',
        status_id: 'DRAFT',
        credit_note_lines: [line('Original', '1.00')],
      },
    },
    headers: admin(),
  });
  expectStatus(res, 201);
  return res.body.id as string;
}

describe('concurrent writes to one purchase credit note', () => {
  it('20 parallel releases of one DRAFT: exactly one 201, the other 19 get 422 naming its status', async () => {
    const id = await draftNote();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/purchase_credit_notes/{key}/release', { params: { key: id }, body: undefined, headers: admin() }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 201: 1, 422: 19 });
    for (const res of results.filter((r) => r.status === 422)) {
      expect(res.body).toEqual([
        expect.objectContaining({
          $message: 'Only a DRAFT credit note can be released; this one is UNPAID',
          $source: 'status_id',
        }),
      ]);
    }
    expect(
      bodyOf(await api.get('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() }), 200).status?.id,
    ).toBe('UNPAID');
  });

  it('8 parallel PUTs each setting one line: the note keeps one PUT’s single line and totals equal to it', async () => {
    const id = await draftNote();
    const prices = Array.from({ length: 8 }, (_, i) => `${i + 1}.00`);
    const results = await Promise.all(
      prices.map((price, i) =>
        api.put('/purchase_credit_notes/{key}', {
          params: { key: id },
          body: { purchase_credit_note: { credit_note_lines: [line(`Writer ${i}`, price)] } },
          headers: admin(),
        }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 200: 8 });
    const note = bodyOf(await api.get('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() }), 200);
    expect(note.credit_note_lines).toHaveLength(1);
    const [kept] = note.credit_note_lines!;
    const writer = Number(/^Writer (\d)$/.exec(kept.description)![1]);
    expect(kept.unit_price).toBe(prices[writer]);
    expect(note.net_amount).toBe(prices[writer]);
    expect(note.total_amount).toBe(prices[writer]);
    expect(note.total_quantity).toBe('1.00');
  });

  it('a DELETE racing 5 PUTs and a release: the deleted note stays deleted, the losers get 404 or 422, no 5xx', async () => {
    const id = await draftNote();
    const results = await Promise.all([
      api.delete('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() }),
      ...Array.from({ length: 5 }, (_, i) =>
        api.put('/purchase_credit_notes/{key}', {
          params: { key: id },
          body: { purchase_credit_note: { credit_note_lines: [line(`Writer ${i}`, '2.00')] } },
          headers: admin(),
        }),
      ),
      api.post('/purchase_credit_notes/{key}/release', { params: { key: id }, body: undefined, headers: admin() }),
    ]);
    expect(results[0].status).toBe(204);
    for (const res of results.slice(1)) expect([200, 201, 404, 422]).toContain(res.status);
    expect((await api.get('/purchase_credit_notes/{key}', { params: { key: id }, headers: admin() })).status).toBe(404);
    const [{ count }] = await t.orm.em
      .getConnection()
      .execute<{ count: string }[]>(
        'select count(*) from accounting_purchase_credit_note where id = ? and deleted_at is not null',
        [id],
      );
    expect(Number(count)).toBe(1);
  });
});

describe('concurrent writes to one attachment', () => {
  const file = (text: string, name = 'note.txt') => ({
    attachment: { file: Buffer.from(text).toString('base64'), file_name: name, mime_type: 'text/plain' },
  });

  it('a DELETE racing 5 PUTs that replace the file: no 5xx, each PUT answers 404 or 200 before the delete, the bytes are gone', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await api.post('/attachments', { body: file('first version'), headers: admin() });
      expectStatus(created, 201);
      const id = created.body.id as string;
      const [removed, ...changes] = await Promise.all([
        api.delete('/attachments/{key}', { params: { key: id }, headers: admin() }),
        ...Array.from({ length: 5 }, (_, i) =>
          api.put('/attachments/{key}', { params: { key: id }, body: file(`version ${i}`), headers: admin() }),
        ),
      ]);
      expect(removed.status).toBe(204);
      expect(changes.map((r) => r.status).filter((s) => s !== 200 && s !== 404)).toEqual([]);
      expect((await api.get('/attachments/{key}', { params: { key: id }, headers: admin() })).status).toBe(404);
      const [{ count }] = await t.orm.em
        .getConnection()
        .execute<{ count: string }[]>('select count(*) from accounting_attachment_content where id = ?', [id]);
      expect(Number(count)).toBe(0);
    }
  });
});

describe('concurrent writes to service rate types', () => {
  const rateTypes = () =>
    t.orm.em
      .getConnection()
      .execute<{ id: string; active: boolean }[]>(
        'select id, active from accounting_service_rate_type where tenant_id = ?',
        [store.tenant.id],
      );

  async function makeRateType(name: string, active: boolean): Promise<string> {
    const res = await api.post('/service_rate_types', {
      body: { service_rate_type: { name, active } },
      headers: admin(),
    });
    expectStatus(res, 201);
    return res.body.id as string;
  }

  it('parallel deletes of the only two (inactive) rate types: exactly one 204, the other 422, one left', async () => {
    const [initial] = await rateTypes();
    expect(
      (
        await api.put('/service_rate_types/{key}', {
          params: { key: initial.id },
          body: { service_rate_type: { active: false } },
          headers: admin(),
        })
      ).status,
    ).toBe(200);
    const other = await makeRateType('Hourly', false);
    const results = await Promise.all([
      api.delete('/service_rate_types/{key}', { params: { key: initial.id }, headers: admin() }),
      api.delete('/service_rate_types/{key}', { params: { key: other }, headers: admin() }),
    ]);
    expect(statusCounts(results)).toEqual({ 204: 1, 422: 1 });
    expect(await rateTypes()).toHaveLength(1);
  });

  it('a DELETE racing a PUT that activates the rate type: never both succeed (an active one is never deleted)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await makeRateType(`Daily ${round}`, false);
      const [removed, activated] = await Promise.all([
        api.delete('/service_rate_types/{key}', { params: { key: id }, headers: admin() }),
        api.put('/service_rate_types/{key}', {
          params: { key: id },
          body: { service_rate_type: { active: true } },
          headers: admin(),
        }),
      ]);
      const left = (await rateTypes()).find((r) => r.id === id);
      if (removed.status === 204) {
        expect(activated.status).toBe(404);
        expect(left).toBeUndefined();
      } else {
        expect(removed.status).toBe(422);
        expect(activated.status).toBe(200);
        expect(left).toEqual({ id, active: true });
      }
    }
  });
});
