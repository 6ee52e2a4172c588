import type { TestApp } from '../helpers/app';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import type { AccountingCountry, AccountingPlan } from '../../src/modules/identity/tenants/tenant.entity';
import { accounting, asBusiness, itemsOf, setPlan } from './support';
import { anAccountingTimestamp } from '../helpers/matchers';
import { bodyOf, expectStatus } from '../helpers/rest';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => storeScenario(app, 'ledger-a'),
  (app, built) => ([t, store, api] = [app, built, accounting(app)]),
  {},
  { once: true },
);

describe('reference data of a new business', () => {
  it('lists the eight artefact statuses as links in the envelope', async () => {
    const res = await api.get('/artefact_statuses', { headers: asBusiness(store.admin) });
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(['$total', '$page', '$next', '$back', '$itemsPerPage', '$items']);
    expect(res.body).toMatchObject({ $total: 8, $page: 1, $next: null, $back: null, $itemsPerPage: 20 });
    expect(res.body.$items[0]).toEqual({ id: 'DRAFT', displayed_as: 'Draft', $path: '/artefact_statuses/DRAFT' });
    expect(itemsOf<{ id: string }>(res.body).map((s) => s.id)).toEqual([
      'DRAFT',
      'UNPAID',
      'PART_PAID',
      'PAID',
      'VOID',
      'DISPUTED',
      'PRO_FORMA',
      'DECLINED',
    ]);
  });

  it('reads one currency with every field, and names a missing one in a 404 array', async () => {
    const gbp = await api.get('/currencies/{key}', { params: { key: 'GBP' }, headers: asBusiness(store.admin) });
    expectStatus(gbp, 200);
    expect(gbp.body).toEqual({
      id: 'GBP',
      displayed_as: 'Pound Sterling (GBP)',
      $path: '/currencies/GBP',
      created_at: anAccountingTimestamp,
      updated_at: anAccountingTimestamp,
      name: 'Pound Sterling',
      symbol: '£',
    });
    const missing = await api.get('/currencies/{key}', { params: { key: 'XXX' }, headers: asBusiness(store.admin) });
    expectStatus(missing, 404);
    expect(missing.body).toEqual([
      { $severity: 'error', $dataCode: 'RecordNotFound', $message: 'Currency not found', $source: '' },
    ]);
  });

  it('has the tax rates of the business’s country, decimals as strings', async () => {
    const res = await api.get('/tax_rates', { query: { attributes: 'percentage' }, headers: asBusiness(store.admin) });
    expect(bodyOf(res, 200).$items).toContainEqual({
      id: 'GB_STANDARD',
      displayed_as: 'Standard 20.00%',
      $path: '/tax_rates/GB_STANDARD',
      percentage: '20.00',
    });
    expect(itemsOf<{ id: string }>(bodyOf(res, 200)).every((r) => r.id.startsWith('GB_'))).toBe(true);
    const fr = await storeScenario(t, 'ledger-fr', { accountingCountry: 'FR' as never });
    const frRates = await api.get('/tax_rates', { headers: asBusiness(fr.admin) });
    expect(itemsOf<{ id: string }>(bodyOf(frRates, 200)).map((r) => r.id)).toContain('FR_REDUCED');
    expect(itemsOf<{ id: string }>(bodyOf(frRates, 200)).map((r) => r.id)).not.toContain('GB_STANDARD');
  });

  it('follows a change of the business’s country', async () => {
    await setPlan(t, store.tenant.id, 'PLUS' as AccountingPlan, 'IE' as AccountingCountry);
    const rates = await api.get('/tax_rates', {
      query: { attributes: 'percentage' },
      headers: asBusiness(store.admin),
    });
    expect(itemsOf<{ id: string; percentage: string }>(bodyOf(rates, 200)).map((r) => [r.id, r.percentage])).toEqual([
      ['IE_STANDARD', '23.00'],
      ['IE_REDUCED', '13.50'],
      ['IE_SECOND_REDUCED', '9.00'],
      ['IE_ZERO', '0.00'],
      ['IE_EXEMPT', '0.00'],
    ]);
    expect(
      (await api.get('/tax_rates/{key}', { params: { key: 'GB_STANDARD' }, headers: asBusiness(store.admin) })).status,
    ).toBe(404);
    expect(
      bodyOf(
        await api.get('/tax_rates/{key}', { params: { key: 'IE_REDUCED' }, headers: asBusiness(store.admin) }),
        200,
      ).displayed_as,
    ).toBe('Reduced 13.50%');
  });

  it('lists the attachment context types, and a default chart with one active "Rate"', async () => {
    const types = await api.get('/attachment_context_types', { headers: asBusiness(store.admin) });
    expect(bodyOf(types, 200).$items).toEqual([
      {
        id: 'PURCHASE_CREDIT_NOTE',
        displayed_as: 'Purchase Credit Note',
        $path: '/attachment_context_types/PURCHASE_CREDIT_NOTE',
      },
    ]);
    const chart = await api.get('/ledger_accounts', {
      query: { items_per_page: 200, attributes: 'nominal_code' },
      headers: asBusiness(store.admin),
    });
    expect(bodyOf(chart, 200).$total).toBe(15);
    expect(bodyOf(chart, 200).$items).toContainEqual({
      id: expect.any(String),
      displayed_as: 'Cost of sales - goods (5000)',
      $path: expect.stringMatching(/^\/ledger_accounts\/[0-9a-f-]{36}$/),
      nominal_code: 5000,
    });
    const rates = await api.get('/service_rate_types', {
      query: { attributes: 'all' },
      headers: asBusiness(store.admin),
    });
    expect(bodyOf(rates, 200).$items).toEqual([
      {
        id: expect.any(String),
        displayed_as: 'Rate',
        $path: `/service_rate_types/${itemsOf(bodyOf(rates, 200))[0].id}`,
        created_at: anAccountingTimestamp,
        updated_at: anAccountingTimestamp,
        name: 'Rate',
        active: true,
      },
    ]);
  });
});
