import express, { type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';

/**
 * The limit row of the ladder: a minimal Express handler with raw `pg` and hand-written SQL
 * answering the same JSON as the storefront REST product list, by-id and search. One statement
 * for the tenant, one for the page (images and categories aggregated, count by window function),
 * and for a bearer token one for the account check.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function limitApp(databaseUrl: string, accessSecret: string, counter: { statements: number }) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
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
      const claims = jwt.verify(auth.slice(7), accessSecret, { algorithms: ['HS256'] }) as { sub: string };
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
  app.get('/api/products', async (req, res) => {
    const s = await scope(req, res);
    if (!s) return;
    const limit = Number(req.query.limit ?? 20);
    const page = Number(req.query.page ?? 1);
    const search = typeof req.query.search === 'string' ? req.query.search.trim() : '';
    const values: unknown[] = [s.tenantId, limit, (page - 1) * limit];
    let where = `p.tenant_id = $1${s.staff ? '' : ' and p.is_active'}`;
    if (search) {
      values.push(`%${search.replace(/[\\%_]/g, '\\$&')}%`);
      where += ` and (p.name ilike $4 or p.description ilike $4 or p.sku ilike $4)`;
    }
    const rows = await query<Row>(
      `${select(s.staff)}, count(*) over () as total from product p where ${where}
        order by p.created_at desc, p.id desc limit $2 offset $3`,
      values,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : 0;
    res.json({
      success: true,
      data: {
        data: rows.map((r) => product(r, s.staff)),
        meta: { total, page, limit, totalPages: Math.ceil(total / limit) },
      },
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
  return { app, close: () => pool.end() };
}
