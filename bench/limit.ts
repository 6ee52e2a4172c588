import { createSecretKey, randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { Pool, type PoolClient } from 'pg';
import { fromCents, orderTotals, toCents } from '../src/shared/money';

/**
 * The limit row of the ladder: a minimal Express handler with raw `pg` and hand-written SQL
 * answering the same JSON as the storefront REST product list, by-id and search. One statement
 * for the tenant, one for the page (images and categories aggregated, the total counted as the app
 * counts it), and for a bearer token one for the account check. Order placement does the app's checkout
 * transaction by hand: the customer, store settings and default address in one statement, the
 * products with their thumbnails in another, then one transaction (guarded stock decrement per
 * line in id order, cart lines removed, the per-store per-year counter drawn and the order
 * inserted in one statement, the lines copied in another).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function limitApp(databaseUrl: string, accessSecret: string, counter: { statements: number }) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // A key object, as the app verifies with: given the secret as a string, jsonwebtoken first tries
  // it as a public key, and that failure took some 0.4 ms of CPU on every verification.
  const accessKey = createSecretKey(Buffer.from(accessSecret));
  const query = async <T>(text: string, values: unknown[]): Promise<T[]> => {
    counter.statements += 1;
    return (await pool.query(text, values)).rows as T[];
  };

  type Row = Record<string, unknown> & { total?: string };
  const num = (v: unknown) => (v == null ? null : Number(v));
  const product = (r: Row, staff: boolean) => {
    const images = (r.images as { url: string; sortOrder: number }[] | null) ?? [];
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      shortDescription: r.short_description,
      price: Number(r.price),
      compareAtPrice: num(r.compare_at_price),
      costPrice: staff ? num(r.cost_price) : null,
      sku: r.sku,
      barcode: r.barcode,
      trackInventory: r.track_inventory,
      stockQuantity: r.stock_quantity,
      lowStockThreshold: r.low_stock_threshold,
      weight: num(r.weight),
      weightUnit: r.weight_unit,
      categories: ((r.categories as unknown[] | null) ?? []).map((category) => ({ category })),
      images,
      thumbnail: images[0]?.url ?? null,
      isActive: r.is_active,
      isFeatured: r.is_featured,
      requiresPrescription: r.requires_prescription,
      isOTC: r.is_otc,
      manufacturer: r.manufacturer,
      metaTitle: r.meta_title,
      metaDescription: r.meta_description,
      createdAt: (r.created_at as Date).toISOString(),
      updatedAt: (r.updated_at as Date).toISOString(),
    };
  };
  const select = (staff: boolean) => `select p.*,
      (select json_agg(json_build_object('url', i.url, 'sortOrder', i.sort_order) order by i.sort_order, i.id)
         from product_image i where i.product_id = p.id) as images,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
                       order by c.sort_order, c.name, c.id)
         from product_category pc join category c on c.id = pc.category_id
        where pc.product_id = p.id ${staff ? '' : 'and c.is_active'}) as categories`;

  async function scope(req: Request, res: Response): Promise<{ tenantId: string; staff: boolean } | null> {
    let staff = false;
    let userTenant: string | null = null;
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      const claims = jwt.verify(auth.slice(7), accessKey, { algorithms: ['HS256'] }) as { sub: string };
      const [user] = await query<{ is_active: boolean; tenant_id: string | null; role: string }>(
        `select u.is_active, u.tenant_id, u.role from app_user u left join tenant t on t.id = u.tenant_id
          where u.id = $1 and (t.id is null or t.status = 'ACTIVE')`,
        [claims.sub],
      );
      if (!user?.is_active) {
        res.status(401).json({ success: false, error: 'Unauthorized' });
        return null;
      }
      userTenant = user.tenant_id;
      staff = user.role === 'SUPER_ADMIN';
    }
    const [tenant] = await query<{ id: string }>(`select id from tenant where slug = $1 and status = 'ACTIVE'`, [
      req.headers['x-tenant-slug'],
    ]);
    if (!tenant) {
      res.status(404).json({ success: false, error: 'Tenant not found' });
      return null;
    }
    return { tenantId: tenant.id, staff: staff || userTenant === tenant.id };
  }

  const app = express();
  // The seed's list filters and sorts, as the ladder's rows use them.
  const SORTS: Record<string, string> = {
    name: 'p.name',
    price: 'p.price',
    createdAt: 'p.created_at',
    stockQuantity: 'p.stock_quantity',
  };
  /** As the app: a filtered list counts up to 1,000 matches past the page's offset, then a lower bound. */
  const COUNT_CAP = 1000;
  app.get('/api/products', async (req, res) => {
    const s = await scope(req, res);
    if (!s) return;
    const q = req.query as Record<string, string | undefined>;
    const limit = Number(q.limit ?? 20);
    const page = Number(q.page ?? 1);
    const offset = (page - 1) * limit;
    const search = q.search?.trim() ?? '';
    const values: unknown[] = [s.tenantId];
    const bind = (value: unknown) => `$${values.push(value)}`;
    const conditions = [`p.tenant_id = $1${s.staff ? '' : ' and p.is_active'}`];
    if (q.isFeatured) conditions.push(q.isFeatured === 'true' ? 'p.is_featured' : 'not p.is_featured');
    if (q.minPrice) conditions.push(`p.price >= ${bind(Number(q.minPrice))}`);
    if (q.maxPrice) conditions.push(`p.price <= ${bind(Number(q.maxPrice))}`);
    if (q.inStock === 'true') conditions.push('(not p.track_inventory or p.stock_quantity > 0)');
    if (search) {
      // The expression of the product search index, as a handler written against this schema uses it.
      const pattern = bind(`%${search.replace(/[\\%_]/g, '\\$&')}%`);
      conditions.push(
        `(coalesce(p.name, '') || E'\\n' || coalesce(p.description, '') || E'\\n' || coalesce(p.sku, '')) ilike ${pattern}`,
      );
    }
    if (q.categoryId) {
      const key = bind(q.categoryId);
      conditions.push(
        `exists (select 1 from product_category pc join category c on c.id = pc.category_id
                  where pc.product_id = p.id and c.tenant_id = p.tenant_id and (c.id::text = ${key} or c.slug = ${key}))`,
      );
    }
    const where = conditions.join(' and ');
    const filtered = conditions.length > (q.categoryId ? 2 : 1);
    // As the app counts: a store's plain list reads the count row its product writes keep, so does
    // a list of one category (the ladder's key names one), a filtered one counts its matches up to the cap.
    const cap = offset + COUNT_CAP;
    const column = s.staff ? 'products' : 'active_products';
    const counted = filtered
      ? `(select count(*) from (select 1 from product p where ${where} limit ${bind(cap + 1)}) m)`
      : q.categoryId
        ? `(select coalesce(sum(cc.${column}), 0) from category c join category_product_count cc on cc.category_id = c.id
             where c.tenant_id = $1 and (c.id::text = $${values.length} or c.slug = $${values.length}))`
        : `coalesce((select ${column} from product_count where tenant_id = $1), 0)`;
    const direction = q.sortOrder === 'asc' ? 'asc' : 'desc';
    const order = `order by ${SORTS[q.sortBy ?? 'createdAt']} ${direction}, p.id ${direction}`;
    // The page's rows first, then their images and categories (a deep page builds its own rows only).
    const rows = await query<Row>(
      `${select(s.staff)} from (select p.*, ${counted} as total from product p where ${where}
        ${order} limit ${bind(limit)} offset ${bind(offset)}) p ${order}`,
      values,
    );
    const count = rows.length > 0 ? Number(rows[0].total) : 0;
    const exact = !filtered || count <= cap;
    const total = exact ? count : cap + 1;
    res.json({
      success: true,
      data: {
        data: rows.map((r) => product(r, s.staff)),
        meta: { total, page, limit, totalPages: Math.ceil(total / limit), totalExact: exact },
      },
    });
  });
  // The category tree with each one's parent, children and product count (the counts the product writes keep).
  app.get('/api/categories', async (req, res) => {
    const s = await scope(req, res);
    if (!s) return;
    const visible = (alias: string) => (s.staff ? 'true' : `${alias}.is_active`);
    const rows = await query<Row>(
      `select c.*, coalesce(${s.staff ? 'cc.products' : 'cc.active_products'}, 0) as products,
              (select json_build_object('id', p.id, 'name', p.name, 'slug', p.slug)
                 from category p where p.id = c.parent_id and ${visible('p')}) as parent,
              (select json_agg(json_build_object('id', k.id, 'name', k.name, 'slug', k.slug, 'isActive', k.is_active,
                                                 'sortOrder', k.sort_order) order by k.sort_order, k.name, k.id)
                 from category k where k.parent_id = c.id and ${visible('k')}) as children
         from category c left join category_product_count cc on cc.category_id = c.id
        where c.tenant_id = $1 and ${visible('c')} order by c.sort_order, c.name, c.id`,
      [s.tenantId],
    );
    res.json({
      success: true,
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        description: r.description,
        image: r.image,
        icon: r.icon,
        parentId: r.parent_id,
        isActive: r.is_active,
        sortOrder: r.sort_order,
        parent: r.parent,
        children: r.children ?? [],
        _count: { products: r.products },
        createdAt: (r.created_at as Date).toISOString(),
        updatedAt: (r.updated_at as Date).toISOString(),
      })),
    });
  });
  app.get('/api/products/:id', async (req, res) => {
    const s = await scope(req, res);
    if (!s) return;
    const [row] = await query<Row>(
      `${select(s.staff)} from product p where p.tenant_id = $1
          and ${UUID.test(req.params.id) ? '(p.id = $2::text::uuid or p.slug = $2::text)' : 'p.slug = $2'}
          ${s.staff ? '' : 'and p.is_active'}`,
      [s.tenantId, req.params.id],
    );
    if (!row) {
      res.status(404).json({ success: false, error: 'Product not found' });
      return;
    }
    res.json({ success: true, data: product(row, s.staff) });
  });
  app.post('/api/orders', express.json(), async (req, res) => {
    const unauthorized = () => res.status(401).json({ success: false, error: 'Unauthorized' });
    const auth = req.headers.authorization;
    if (!auth?.startsWith('Bearer ')) return unauthorized();
    const claims = jwt.verify(auth.slice(7), accessKey, { algorithms: ['HS256'] }) as {
      sub: string;
      kind: string;
      fam: string;
    };
    if (claims.kind !== 'customer' || !UUID.test(claims.sub) || !UUID.test(claims.fam)) return unauthorized();
    const [buyer] = await query<Row>(
      `select c.tenant_id, c.is_active, c.email, c.first_name, c.last_name, c.phone, s.revoked_at,
              t.slug, t.status, t.business_type, t.settings_shipping_fee, t.settings_tax_rate,
              t.settings_free_shipping_threshold, t.settings_currency,
              (select row_to_json(a) from address a where a.customer_id = c.id and a.is_default limit 1) as address
         from customer c join tenant t on t.id = c.tenant_id
         join auth_session s on s.id = $1 and s.subject_id = c.id
        where c.id = $2`,
      [claims.fam, claims.sub],
    );
    if (!buyer?.is_active || buyer.revoked_at || buyer.status !== 'ACTIVE') return unauthorized();
    if (buyer.slug !== req.headers['x-tenant-slug'])
      return res.status(403).json({ success: false, error: 'Forbidden' });
    const tenantId = buyer.tenant_id as string;

    const wanted = new Map<string, number>();
    const items = (req.body as { items?: { productId: string; quantity: number }[] }).items ?? [];
    for (const item of items) {
      if (!UUID.test(item.productId) || !Number.isInteger(item.quantity) || item.quantity < 1) {
        return res.status(400).json({ success: false, error: 'Invalid item' });
      }
      wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
    }
    const address = buyer.address as Record<string, string | null> | null;
    if (wanted.size === 0 || !address) return res.status(400).json({ success: false, error: 'Invalid order' });
    const products = new Map(
      (
        await query<Row>(
          `select p.id, p.name, p.sku, p.price, p.is_active, p.track_inventory, p.requires_prescription,
                  (select i.url from product_image i where i.product_id = p.id order by i.sort_order, i.id limit 1)
                    as image
             from product p where p.tenant_id = $1 and p.id = any($2::uuid[])`,
          [tenantId, [...wanted.keys()]],
        )
      ).map((p) => [p.id as string, p]),
    );
    const lines = [...wanted].map(([productId, quantity]) => ({ product: products.get(productId)!, quantity }));
    if (lines.some((l) => !l.product?.is_active)) {
      return res.status(400).json({ success: false, error: 'Product not found or not available' });
    }
    if (buyer.business_type === 'pharmacy' && lines.some((l) => l.product.requires_prescription)) {
      return res.status(400).json({ success: false, error: 'Prescription required' });
    }
    const lineCents = lines.map((l) => toCents(Number(l.product.price)) * l.quantity);
    const totals = orderTotals(lineCents, {
      shippingFee: Number(buyer.settings_shipping_fee),
      taxRate: Number(buyer.settings_tax_rate),
      freeShippingThreshold: num(buyer.settings_free_shipping_threshold),
    });
    const copy = {
      firstName: address.first_name,
      lastName: address.last_name,
      phone: address.phone,
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state: address.state,
      postalCode: address.postal_code,
      country: address.country,
    };
    const orderId = randomUUID();
    const itemIds = lines.map(() => randomUUID());
    const year = new Date().getUTCFullYear();

    const client: PoolClient = await pool.connect();
    const run = async (text: string, values: unknown[]) => {
      counter.statements += 1;
      return (await client.query(text, values)).rows as Row[];
    };
    let placed: Row;
    try {
      await run('begin', []);
      const tracked = lines
        .filter((l) => l.product.track_inventory)
        .sort((a, b) => (a.product.id! < b.product.id! ? -1 : 1));
      for (const line of tracked) {
        const taken = await run(
          `update product set stock_quantity = stock_quantity - $1, updated_at = now()
            where id = $2 and tenant_id = $3 and track_inventory and stock_quantity >= $1 returning id`,
          [line.quantity, line.product.id, tenantId],
        );
        if (taken.length !== 1) {
          await run('rollback', []);
          return res.status(400).json({ success: false, error: `Insufficient stock for ${String(line.product.name)}` });
        }
      }
      await run(`delete from cart_item where customer_id = $1 and product_id = any($2::uuid[]) and variant_key = ''`, [
        claims.sub,
        lines.map((l) => l.product.id),
      ]);
      [placed] = await run(
        `with n as (
           insert into order_counter (tenant_id, year, last_value) values ($2, $3, 1)
           on conflict (tenant_id, year) do update set last_value = order_counter.last_value + 1 returning last_value)
         insert into customer_order (id, tenant_id, order_number, customer_id, customer_email, customer_first_name,
           customer_last_name, customer_phone, is_guest, subtotal, shipping_fee, tax, total, currency,
           shipping_address, billing_address, created_at, updated_at)
         select $1, $2, 'ORD-' || $3 || '-' || lpad(n.last_value::text, 6, '0'), $4, $5, $6, $7, $8, false,
                $9, $10, $11, $12, $13, $14, $14, now(), now() from n
         returning order_number, created_at`,
        [
          orderId,
          tenantId,
          year,
          claims.sub,
          buyer.email,
          buyer.first_name,
          buyer.last_name,
          buyer.phone,
          fromCents(totals.subtotal),
          fromCents(totals.shippingFee),
          fromCents(totals.tax),
          fromCents(totals.total),
          buyer.settings_currency,
          JSON.stringify(copy),
        ],
      );
      await run(
        `insert into order_item (id, tenant_id, order_id, product_id, position, product_name, sku, product_image,
                                 price, quantity, total)
         select l.id, $1, $2, l.product_id, l.position - 1, l.name, l.sku, l.image, l.price, l.quantity, l.total
           from unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::int[],
                       $10::numeric[]) with ordinality
                as l(id, product_id, name, sku, image, price, quantity, total, position)`,
        [
          tenantId,
          orderId,
          itemIds,
          lines.map((l) => l.product.id),
          lines.map((l) => l.product.name),
          lines.map((l) => l.product.sku),
          lines.map((l) => l.product.image),
          lines.map((l) => l.product.price),
          lines.map((l) => l.quantity),
          lineCents.map(fromCents),
        ],
      );
      await run('commit', []);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    const at = (placed.created_at as Date).toISOString();
    res.status(201).json({
      success: true,
      data: {
        id: orderId,
        orderNumber: placed.order_number,
        status: 'PENDING',
        paymentStatus: 'PENDING',
        fulfillmentStatus: 'UNFULFILLED',
        subtotal: fromCents(totals.subtotal),
        shippingFee: fromCents(totals.shippingFee),
        tax: fromCents(totals.tax),
        total: fromCents(totals.total),
        currency: buyer.settings_currency,
        isGuest: false,
        guestAccessToken: null,
        customer: {
          id: claims.sub,
          email: buyer.email,
          firstName: buyer.first_name,
          lastName: buyer.last_name,
          phone: buyer.phone,
        },
        items: lines.map((l, i) => ({
          id: itemIds[i],
          productId: l.product.id,
          productName: l.product.name,
          sku: l.product.sku,
          productImage: l.product.image,
          price: Number(l.product.price),
          quantity: l.quantity,
          total: fromCents(lineCents[i]),
          variantOptions: null,
        })),
        shippingAddress: copy,
        billingAddress: copy,
        paymentMethod: null,
        customerNote: null,
        prescriptionUrl: null,
        trackingNumber: null,
        internalNote: null,
        paidAt: null,
        shippedAt: null,
        deliveredAt: null,
        cancelledAt: null,
        createdAt: at,
        updatedAt: at,
      },
      message: 'Order placed successfully',
    });
  });
  return { app, close: () => pool.end() };
}
