import type { TestApp } from '../helpers/app';
import { storefront } from '../helpers/apis';
import { statusCounts } from '../helpers/http';
import { eachTestIn, storeScenario, type StoreScenario } from '../helpers/scenarios';
import { makeCategory, makeProduct } from './catalog-fixtures';

// Parallel changes of one product over HTTP: the lists a PUT replaces are one PUT's lists.

let t: TestApp;
let store: StoreScenario;
let api: ReturnType<typeof storefront>;

eachTestIn(storeScenario, (app, built) => ([t, store, api] = [app, built, storefront(app)]));

describe('concurrent changes of one product', () => {
  it('6 parallel PUTs each replacing the images and categories: the product keeps exactly one PUT’s lists', async () => {
    const categories = [];
    for (let i = 0; i < 6; i += 1) categories.push(await makeCategory(t, store, { name: `Shelf ${i}` }));
    const product = await makeProduct(t, store, { name: 'Lamp', price: 20, images: ['https://cdn.example.com/0.png'] });
    const results = await Promise.all(
      categories.map((category, i) =>
        api.put(
          `/products/${product.id}`,
          {
            images: [`https://cdn.example.com/${i}-a.png`, `https://cdn.example.com/${i}-b.png`],
            categoryIds: [category.id],
          },
          store.admin.headers,
        ),
      ),
    );
    expect(statusCounts(results)).toEqual({ 200: 6 });
    const read = (await api.get(`/products/${product.id}`, store.admin.headers)).body.data;
    expect(read.categories).toHaveLength(1);
    const writer = categories.findIndex((c) => c.id === read.categories[0].category.id);
    expect(read.images.map((image: { url: string }) => image.url)).toEqual([
      `https://cdn.example.com/${writer}-a.png`,
      `https://cdn.example.com/${writer}-b.png`,
    ]);
  });

  it('a product linked to a category deleted at the same time: 400 naming categoryIds or linked, never a 5xx', async () => {
    for (let round = 0; round < 5; round += 1) {
      const category = await makeCategory(t, store, { name: `Gone ${round}` });
      const [removed, created] = await Promise.all([
        api.del(`/categories/${category.id}`, store.admin.headers),
        api.post('/products', { name: `Linked ${round}`, price: 1, categoryIds: [category.id] }, store.admin.headers),
      ]);
      expect(removed.status).toBe(200);
      if (created.status === 201) {
        // Linked first: the delete removed the link with the category.
        const read = await api.get(`/products/${created.body.data.id}`, store.admin.headers);
        expect(read.body.data.categories).toEqual([]);
      } else {
        expect(created.status).toBe(400);
        expect(created.body.errors).toHaveProperty('categoryIds');
      }
    }
  });
});
