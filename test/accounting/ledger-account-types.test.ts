import type { TestApp } from '../helpers/app';
import { LedgerAccountTypeTotalDocument } from '../generated/graphql';
import { dataOf, gql } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { accounting, asBusiness, itemsOf } from './support';
import { bodyOf } from '../helpers/rest';

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof accounting>;

eachTestIn(
  (app) => storeScenario(app, 'types'),
  (app, built) => ([t, store, api] = [app, built, accounting(app)]),
  {},
  { once: true },
);

const admin = () => asBusiness(store.admin);
const ids = (body: { $items: unknown[] }) => itemsOf(body).map((i) => i.id);

describe('/ledger_account_types', () => {
  it('lists the 13 types of the reference as links', async () => {
    const res = await api.get('/ledger_account_types', { headers: admin() });
    expect(res.body).toMatchObject({ $total: 13, $page: 1, $next: null, $itemsPerPage: 20 });
    expect(ids(bodyOf(res, 200))).toEqual([
      'SALES',
      'OTHER_INCOME',
      'DIRECT_EXPENSES',
      'OVERHEADS',
      'DEPRECIATION',
      'CURRENT_ASSETS',
      'FIXED_ASSETS',
      'FUTURE_ASSETS',
      'BANK',
      'CURRENT_LIABILITY',
      'FUTURE_LIABILITY',
      'EQUITY',
      'LINE_OF_CREDIT',
    ]);
    expect(bodyOf(res, 200).$items[0]).toEqual({
      id: 'SALES',
      displayed_as: 'Sales',
      $path: '/ledger_account_types/SALES',
    });
  });

  it('reads one type with its classification', async () => {
    const res = await api.get('/ledger_account_types/{key}', { params: { key: 'FIXED_ASSETS' }, headers: admin() });
    expect(res.body).toEqual({
      id: 'FIXED_ASSETS',
      displayed_as: 'Fixed Assets',
      $path: '/ledger_account_types/FIXED_ASSETS',
      ledger_account_classification: {
        id: 'ASSETS',
        displayed_as: 'Assets',
        $path: '/ledger_account_classifications/ASSETS',
      },
    });
    expect((await api.get('/ledger_account_types/{key}', { params: { key: 'TAXES' }, headers: admin() })).status).toBe(
      404,
    );
  });

  it('filters by SPEC’s classifications, in either spelling', async () => {
    const expected: Record<string, string[]> = {
      INCOME: ['SALES', 'OTHER_INCOME'],
      EXPENDITURE: ['DIRECT_EXPENSES', 'OVERHEADS', 'DEPRECIATION'],
      ASSETS: ['CURRENT_ASSETS', 'FIXED_ASSETS', 'FUTURE_ASSETS', 'BANK'],
      LIABILITIES: ['CURRENT_LIABILITY', 'FUTURE_LIABILITY', 'LINE_OF_CREDIT'],
      CAPITAL: ['EQUITY'],
    };
    for (const [classification, types] of Object.entries(expected)) {
      const res = await api.get('/ledger_account_types', {
        query: { ledger_account_classification_id: classification },
        headers: admin(),
      });
      expect([classification, ids(bodyOf(res, 200))]).toEqual([classification, types]);
    }
    const camel = await api.get('/ledger_account_types', {
      query: { ledgerAccountClassificationId: 'CAPITAL' },
      headers: admin(),
    });
    expect(ids(bodyOf(camel, 200))).toEqual(['EQUITY']);
    expect(
      bodyOf(
        await api.get('/ledger_account_types', {
          query: { ledger_account_classification_id: 'NOPE' },
          headers: admin(),
        }),
        200,
      ).$total,
    ).toBe(0);
  });

  it('lists the classifications, optionally the one of a type', async () => {
    expect(ids(bodyOf(await api.get('/ledger_account_classifications', { headers: admin() }), 200))).toEqual([
      'INCOME',
      'EXPENDITURE',
      'ASSETS',
      'LIABILITIES',
      'CAPITAL',
    ]);
    expect(
      ids(
        bodyOf(
          await api.get('/ledger_account_classifications', {
            query: { ledger_account_type_id: 'BANK' },
            headers: admin(),
          }),
          200,
        ),
      ),
    ).toEqual(['ASSETS']);
  });

  it('pages with items_per_page and links', async () => {
    const res = await api.get('/ledger_account_types', { query: { items_per_page: 5, page: 3 }, headers: admin() });
    expect(res.body).toMatchObject({
      $total: 13,
      $page: 3,
      $next: null,
      $back: '/ledger_account_types?page=2&items_per_page=5',
      $itemsPerPage: 5,
    });
    expect(ids(bodyOf(res, 200))).toEqual(['FUTURE_LIABILITY', 'EQUITY', 'LINE_OF_CREDIT']);
  });

  it('is read-only: no write route, no mutation', async () => {
    const routes = t.app.apis.flatMap((a) => a.routes.map((r) => ({ mount: a.mount, ...r })));
    const typeRoutes = routes.filter((r) => r.path.startsWith('/ledger_account_types'));
    expect(typeRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'get /ledger_account_types',
      'get /ledger_account_types/:key',
    ]);
    for (const [method, path] of [
      ['POST', '/ledger_account_types'],
      ['PUT', '/ledger_account_types/SALES'],
      ['DELETE', '/ledger_account_types/SALES'],
    ]) {
      // A method the path does not have (nor the document): 405 naming the ones it has.
      const res = await api.request(method, path, { headers: admin(), json: { ledger_account_type: { id: 'X' } } });
      expect({ method, path, status: res.status, allow: res.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
      });
    }
    // No mutation takes or returns a ledger account type.
    const mutations = Object.values(t.app.served.schema.getMutationType()!.getFields());
    const touching = mutations.filter(
      (m) =>
        /LedgerAccountType/.test(String(m.type)) ||
        /ledgerAccountType/i.test(m.name) ||
        m.args.some((a) => /LedgerAccountType/.test(String(a.type))),
    );
    expect(touching.map((m) => m.name)).toEqual([]);
    expect(mutations.length).toBeGreaterThan(0);
    // The types are unchanged by all the above.
    const res = dataOf(await gql(t.url, LedgerAccountTypeTotalDocument, { classification: 'INCOME' }, admin()));
    expect(res.ledgerAccountTypes.total).toBe(2);
    expect(bodyOf(await api.get('/ledger_account_types', { headers: admin() }), 200).$total).toBe(13);
  });
});
