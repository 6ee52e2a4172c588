import { Category } from '../../src/modules/storefront/catalog/category.entity';
import type { TestApp } from '../helpers/app';
import { bodyOf, expectStatus, storefrontRest } from '../helpers/rest';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

// Parallel changes of one store's category tree over HTTP: the tree stays a tree.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefrontRest>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefrontRest(app)]));

async function category(name: string, parentId?: string): Promise<string> {
  const res = await api.post('/categories', {
    body: { name, ...(parentId ? { parentId } : {}) },
    headers: store.admin.headers,
  });
  expectStatus(res, 201);
  return res.body.data.id;
}

const parentOf = async (id: string) =>
  (await t.orm.em.fork().findOneOrFail(Category, { id }, { filters: false })).parent?.id ?? null;

describe('concurrent changes of a category tree', () => {
  it('two categories each made the other’s parent at once: one 200, one 400, never a cycle', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await category(`A${round}`);
      const b = await category(`B${round}`);
      const [first, second] = await Promise.all([
        api.put('/categories/{id}', { params: { id: a }, body: { parentId: b }, headers: store.admin.headers }),
        api.put('/categories/{id}', { params: { id: b }, body: { parentId: a }, headers: store.admin.headers }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 400]);
      const parents = [await parentOf(a), await parentOf(b)];
      expect(parents.filter((p) => p !== null)).toHaveLength(1);
    }
  });

  it('a subcategory created while its parent is deleted: either the create or the delete is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const parent = await category(`Parent ${round}`);
      const [removed, created] = await Promise.all([
        api.delete('/categories/{id}', { params: { id: parent }, headers: store.admin.headers }),
        api.post('/categories', { body: { name: `Child ${round}`, parentId: parent }, headers: store.admin.headers }),
      ]);
      if (removed.status === 200) {
        expect(created.status).toBe(400);
        expect(bodyOf(created, 400).errors).toHaveProperty('parentId');
      } else {
        expect(removed.status).toBe(409);
        expect(created.status).toBe(201);
        expect(await parentOf(bodyOf(created, 201).data.id)).toBe(parent);
      }
    }
  });
});
