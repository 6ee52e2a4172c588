import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import {
  ADMIN,
  CHECKOUT_STOCK,
  CUSTOMERS,
  CUSTOMER_PASSWORD,
  RARE_WORD,
  STORE,
  benchDatabaseUrl,
  checkoutSlugs,
  customerEmail,
  type Size,
} from './shared';
import { bookRows } from './ladder-books';
import { answeredKey, fetchJson, succeeded, type Row, type Served } from './ladder-load';

// The ladder's rows: each measured request beside its limit row, checked to answer the same body
// as it before anything is timed, and the order rows' check of the stock afterwards.

/** What the order rows must leave intact: stock against units sold, and order numbers against orders. */
async function checkoutState(db: Client, size: Size) {
  const [stock] = (
    await db.query<{ negative: string; mismatched: string }>(
      `select count(*) filter (where p.stock_quantity < 0) as negative,
              count(*) filter (where p.stock_quantity + coalesce(s.sold, 0) <> $2) as mismatched
         from product p
         left join (select product_id, sum(quantity) as sold from order_item group by product_id) s on s.product_id = p.id
        where p.slug = any($1)`,
      [checkoutSlugs(size), CHECKOUT_STOCK],
    )
  ).rows;
  const [orders] = (
    await db.query<{ orders: string; numbers: string }>(
      `select (select count(*) from customer_order) as orders,
              (select coalesce(sum(last_value), 0) from order_counter) as numbers`,
    )
  ).rows;
  return {
    negative: Number(stock.negative),
    mismatched: Number(stock.mismatched),
    orders: Number(orders.orders),
    numbers: Number(orders.numbers),
  };
}

/** Where two answers' JSON first differ, with some text around it on both sides. */
function difference(ours: unknown, theirs: unknown): string {
  const [a, b] = [JSON.stringify(ours), JSON.stringify(theirs)];
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 300), at + 300);
  return `at character ${at}:\nours:   ${around(a)}\ntheirs: ${around(b)}`;
}

/** One catalog size under test: its two servers, its customers' tokens, its database. */
export interface Stand {
  size: Size;
  app: Served;
  limit: Served;
  db: Client;
  rows: Row[];
  /** Absent for a set without order rows (the books). */
  soldBefore?: Awaited<ReturnType<typeof checkoutState>>;
  checkout: string[];
}

/** The seed's list reads: page 1 of every sort, every filter, a deep page (each beside its limit). */
const LISTS: { name: string; query: string }[] = [
  { name: 'list', query: '' },
  { name: 'list by name', query: '&sortBy=name&sortOrder=asc' },
  { name: 'list by price', query: '&sortBy=price&sortOrder=asc' },
  { name: 'list by price desc', query: '&sortBy=price&sortOrder=desc' },
  { name: 'list by stock', query: '&sortBy=stockQuantity&sortOrder=desc' },
  { name: 'list oldest first', query: '&sortBy=createdAt&sortOrder=asc' },
  { name: 'list minPrice', query: '&minPrice=25' },
  { name: 'list maxPrice', query: '&maxPrice=10' },
  { name: 'list categoryId', query: '&categoryId=category-7' },
  { name: 'list inStock', query: '&inStock=true' },
  { name: 'list isFeatured', query: '&isFeatured=true' },
  { name: 'list inStock+isFeatured', query: '&inStock=true&isFeatured=true' },
  { name: 'search 1%', query: `&search=${RARE_WORD}` },
  { name: 'list page 500', query: '&page=500' },
];

export async function prepare(size: Size, app: Served, limit: Served): Promise<Stand> {
  const tenant = { 'x-tenant-slug': STORE };
  const login = (await fetchJson(app, {
    method: 'POST',
    path: '/api/auth/login',
    headers: {},
    body: JSON.stringify(ADMIN),
  })) as { data: { tokens: { accessToken: string } } };
  const staff = { ...tenant, authorization: `Bearer ${login.data.tokens.accessToken}` };
  const list = '/api/products?limit=20';
  const first = (await fetchJson(app, { method: 'GET', path: list, headers: tenant })) as {
    data: { data: { id: string }[] };
  };
  const id = first.data.data[7].id;
  const gql = JSON.stringify({
    query: `query($limit: Int) { products(limit: $limit) { data { id name slug description shortDescription
      price compareAtPrice costPrice sku barcode trackInventory stockQuantity lowStockThreshold weight weightUnit
      categories { category { id name slug } } images { url sortOrder } thumbnail isActive isFeatured
      requiresPrescription isOTC manufacturer metaTitle metaDescription createdAt updatedAt }
      meta { total page limit totalPages totalExact } } }`,
    variables: { limit: 20 },
  });

  // Order placement: each request is the next customer's checkout of two deep-stocked products.
  const db = new Client({ connectionString: benchDatabaseUrl(size.database) });
  await db.connect();
  // Each run starts from a vacuumed table, as autovacuum keeps a live database: earlier runs'
  // orders left dead product rows and unmerged entries in the trigram indexes.
  await db.query('vacuum analyze');
  const checkout = (
    await db.query<{ id: string }>('select id from product where slug = any($1) order by id', [checkoutSlugs(size)])
  ).rows.map((r) => r.id);
  const tokens: string[] = [];
  for (let n = 1; n <= CUSTOMERS; n += 1) {
    const signedIn = (await fetchJson(app, {
      method: 'POST',
      path: '/api/auth/customer/login',
      headers: tenant,
      body: JSON.stringify({ email: customerEmail(n), password: CUSTOMER_PASSWORD }),
    })) as { data: { tokens: { accessToken: string } } };
    tokens.push(signedIn.data.tokens.accessToken);
  }
  const orderRequest = (turn: number, pick: () => number) => ({
    headers: { authorization: `Bearer ${tokens[turn % tokens.length]}` },
    body: JSON.stringify({
      items: [
        { productId: checkout[pick() % checkout.length], quantity: 1 + (turn % 3) },
        { productId: checkout[pick() % checkout.length], quantity: 1 },
      ],
    }),
  });
  let turn = 0;
  const nextOrder = () => orderRequest((turn += 1), () => Math.floor(Math.random() * checkout.length));
  let fixed = 0;
  const sameOrder = () => orderRequest(0, () => (fixed += 37));
  const unlike = (body: unknown) => {
    const { data } = body as { data: Record<string, unknown> & { items: Record<string, unknown>[] } };
    if (!/^ORD-\d{4}-\d{6}$/.test(String(data.orderNumber))) throw new Error(`order number ${data.orderNumber}`);
    return {
      ...(body as object),
      data: {
        ...data,
        id: '*',
        orderNumber: '*',
        createdAt: '*',
        updatedAt: '*',
        // The payment deadline (placed + ORDER_PAYMENT_TTL), which the limit does not keep.
        expiresAt: '*',
        items: data.items.map((item) => ({ ...item, id: '*' })),
      },
    };
  };
  const soldBefore = await checkoutState(db, size);

  const reads: Row[] = LISTS.flatMap(({ name, query }) => [
    { name: `limit: ${name}`, server: limit, method: 'GET' as const, path: `${list}${query}`, headers: tenant },
    {
      name: `REST ${name}`,
      server: app,
      method: 'GET' as const,
      path: `${list}${query}`,
      headers: tenant,
      limit: `limit: ${name}`,
    },
  ]);
  const allRows: Row[] = [
    ...reads.slice(0, 2),
    {
      name: 'GraphQL list',
      server: app,
      method: 'POST',
      path: '/graphql',
      headers: tenant,
      body: gql,
      limit: 'limit: list',
    },
    ...reads.slice(2),
    { name: 'limit: categories', server: limit, method: 'GET', path: '/api/categories', headers: tenant },
    {
      name: 'REST categories',
      server: app,
      method: 'GET',
      path: '/api/categories',
      headers: tenant,
      limit: 'limit: categories',
    },
    { name: 'limit: by id', server: limit, method: 'GET', path: `/api/products/${id}`, headers: tenant },
    {
      name: 'REST by id',
      server: app,
      method: 'GET',
      path: `/api/products/${id}`,
      headers: tenant,
      limit: 'limit: by id',
    },
    { name: 'limit: staff list', server: limit, method: 'GET', path: list, headers: staff },
    {
      name: 'REST staff list (bearer)',
      server: app,
      method: 'GET',
      path: list,
      headers: staff,
      limit: 'limit: staff list',
    },
    {
      name: 'limit: order placement',
      server: limit,
      method: 'POST',
      path: '/api/orders',
      headers: tenant,
      vary: nextOrder,
      normalize: unlike,
    },
    {
      name: 'REST order placement',
      server: app,
      method: 'POST',
      path: '/api/orders',
      headers: tenant,
      vary: nextOrder,
      normalize: unlike,
      limit: 'limit: order placement',
    },
    {
      // What a retry key costs a checkout: its claim, and keeping its answer (two statements).
      name: 'REST order placement, keyed',
      server: app,
      method: 'POST',
      path: '/api/orders',
      headers: tenant,
      vary: () => {
        const order = nextOrder();
        return { ...order, headers: { ...order.headers, 'idempotency-key': randomUUID() } };
      },
      normalize: unlike,
      limit: 'limit: order placement',
    },
  ];

  const rows = selected(allRows);
  await sameBodies(size, rows, sameOrder, () => {
    fixed = 0;
  });
  return { size, app, limit, db, rows, soldBefore, checkout };
}

/** The books set of a size: page 1 of each accounting and payroll list beside its limit. */
export async function prepareBooks(size: Size, app: Served, limit: Served): Promise<Stand> {
  const db = new Client({ connectionString: benchDatabaseUrl(size.database) });
  await db.connect();
  try {
    await db.query('vacuum analyze');
    const specs = await bookRows(`http://127.0.0.1:${app.port}`, db);
    const rows = selected(
      specs.map(({ on, ...row }) => ({ ...row, server: on === 'app' ? app : limit, method: 'GET' as const })),
    );
    await sameBodies(size, rows);
    return { size, app, limit, db, rows, checkout: [] };
  } catch (error) {
    await db.end();
    throw error;
  }
}

/** BENCH_ROWS=list,by id: only the rows whose names contain one of the words, with their limit rows. */
function selected(allRows: Row[]): Row[] {
  const only = process.env.BENCH_ROWS?.split(',').map((word) => word.trim());
  const picked = only ? allRows.filter((r) => only.some((word) => r.name.includes(word))) : allRows;
  return allRows.filter((r) => picked.includes(r) || picked.some((p) => p.limit === r.name));
}

/**
 * Same body from both servers before anything is timed (GraphQL: the same page as REST's data);
 * a varying row is compared on one fixed request (`sameOrder`, `restart` before each server's).
 */
async function sameBodies(
  size: Size,
  rows: Row[],
  sameOrder?: () => { headers: Record<string, string>; body: string },
  restart = () => undefined,
): Promise<void> {
  for (const row of rows.filter((r) => r.limit)) {
    const limitRow = rows.find((r) => r.name === row.limit)!;
    const same = row.vary ? { vary: sameOrder } : {};
    restart();
    const ours = (await fetchJson(row.server, { ...row, ...same })) as { data: unknown };
    restart();
    let theirs = (await fetchJson(limitRow.server, { ...limitRow, ...same })) as { data: unknown };
    let comparable: unknown =
      row.path === '/graphql' ? { success: true, data: (ours.data as { products: unknown }).products } : ours;
    if (row.normalize) {
      comparable = row.normalize(comparable);
      theirs = row.normalize(theirs) as { data: unknown };
    }
    if (!isDeepStrictEqual(comparable, theirs)) {
      throw new Error(
        `${size.label} ${row.name}: body differs from ${limitRow.name}\n${difference(comparable, theirs)}`,
      );
    }
  }
}

/**
 * No oversell: for every product bought, stock left plus units on order lines is the stock it
 * started with, and none is negative; the order numbers drawn are exactly the orders stored.
 * Throws where that fails; answers the lines that state it (none for a set without order rows).
 */
export async function checkOrders(stands: Stand[]): Promise<string> {
  const orderChecks: string[] = [];
  for (const { size, db, rows, soldBefore, checkout } of stands) {
    if (!soldBefore) continue;
    const soldAfter = await checkoutState(db, size);
    const placed = soldAfter.orders - soldBefore.orders;
    const answered = rows.filter((r) => r.vary).reduce((sum, r) => sum + (succeeded.get(answeredKey(r)) ?? 0), 0);
    if (soldAfter.negative > 0 || soldAfter.mismatched > 0 || soldAfter.numbers !== soldAfter.orders) {
      throw new Error(`${size.label} order placement: oversell or lost update ${JSON.stringify(soldAfter)}`);
    }
    if (placed < answered)
      throw new Error(`${size.label} order placement: ${answered} orders answered, ${placed} stored`);
    orderChecks.push(
      `Order placement at ${size.label}: ${placed} orders stored for ${answered} answered 201 under load (the rest are the untimed checks and requests in flight at the end); stock + units sold = ${CHECKOUT_STOCK} for each of the ${checkout.length} products, none negative; order counter = orders stored (${soldAfter.orders}).`,
    );
  }
  return orderChecks.join('\n');
}
