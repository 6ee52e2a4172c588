import { Category } from '../../src/modules/storefront/catalog/category.entity';
import type { TestApp } from '../helpers/app';
import { storefront } from '../helpers/apis';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';

// Parallel changes of one store's category tree over HTTP: the tree stays a tree.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefront>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefront(app)]));

async function category(name: string, parentId?: string): Promise<string> {
  const res = await api.post('/categories', { name, ...(parentId ? { parentId } : {}) }, store.admin.headers);
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const parentOf = async (id: string) =>
  (await t.orm.em.fork().findOneOrFail(Category, { id }, { filters: false })).parent?.id ?? null;

describe('concurrent changes of a category tree', () => {
  it('two categories each made the other’s parent at once: one 200, one 400, never a cycle', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await category(`A${round}`);
      const b = await category(`B${round}`);
      const [first, second] = await Promise.all([
        api.put(`/categories/${a}`, { parentId: b }, store.admin.headers),
        api.put(`/categories/${b}`, { parentId: a }, store.admin.headers),
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
        api.del(`/categories/${parent}`, store.admin.headers),
        api.post('/categories', { name: `Child ${round}`, parentId: parent }, store.admin.headers),
      ]);
      if (removed.status === 200) {
        expect(created.status).toBe(400);
        expect(created.body.errors).toHaveProperty('parentId');
      } else {
        expect(removed.status).toBe(409);
        expect(created.status).toBe(201);
        expect(await parentOf(created.body.data.id)).toBe(parent);
      }
    }
  });
});
