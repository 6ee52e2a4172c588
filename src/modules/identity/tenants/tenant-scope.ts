import type { RequestContext } from '../../../graphql/context';
import { ForbiddenError, ForeignTenantError, NotFoundError, ValidationError } from '../../../graphql/errors';
import { optionalNumeric } from '../../../db/columns';
import { isUuid } from '../../../shared/ids';
import {
  Tenant,
  TenantStatus,
  type AccountingCountry,
  type AccountingPlan,
  type TenantSettings,
} from './tenant.entity';
import { TENANT_FILTER } from './tenant-filter';

/** The request's store as a read needs it: which store it is, no entity. */
export type Store = Pick<Tenant, 'id' | 'slug'>;

/** The store's row as the database answered it (column names), or the entity when one was loaded. */
type StoreRow = Tenant | (Store & Record<string, unknown>);

const stores = new WeakMap<RequestContext, Promise<StoreRow>>();
const tenants = new WeakMap<RequestContext, Promise<Tenant>>();
const businesses = new WeakMap<RequestContext, Promise<Business>>();

/** `resolve`'s answer for this request, computed at its first call. */
function once<T>(
  memo: WeakMap<RequestContext, Promise<T>>,
  ctx: RequestContext,
  resolve: () => Promise<T>,
): Promise<T> {
  let value = memo.get(ctx);
  if (!value) {
    value = resolve();
    memo.set(ctx, value);
  }
  return value;
}

/**
 * Scopes the request's EntityManager to `tenant`. A request works in one tenant: a store
 * (`X-Tenant-Slug`) and a business (`X-Business`) of two different tenants in one request (a
 * GraphQL query selecting both APIs) are refused, whichever is resolved second.
 */
function scopeTo<T extends Store>(ctx: RequestContext, tenant: T): T {
  const current = (ctx.em.getFilterParams(TENANT_FILTER) as { tenantId?: string } | undefined)?.tenantId;
  if (current !== undefined && current !== tenant.id) {
    throw new ValidationError(
      { 'X-Business': ['names another tenant than X-Tenant-Slug'] },
      'X-Tenant-Slug and X-Business name different tenants',
    );
  }
  ctx.em.setFilterParams(TENANT_FILTER, { tenantId: tenant.id });
  return tenant;
}

/**
 * The store of an `X-Tenant-Slug`, hand-written: every storefront request runs it, and building
 * the same statement through the query builder cost more than the rest of a by-id read.
 */
const ACTIVE_STORE_BY_SLUG = `select * from "tenant" where "slug" = ? and "status" = '${TenantStatus.ACTIVE}' limit 1`;

async function resolveStore(ctx: RequestContext): Promise<StoreRow> {
  const slug = ctx.tenantSlug;
  if (!slug) {
    // A signed-in staff user or customer works in their own store unless they name one.
    const own = ctx.principal?.tenantId;
    if (own) return scopeTo(ctx, await ctx.em.findOneOrFail(Tenant, own));
    throw ValidationError.field('X-Tenant-Slug', 'X-Tenant-Slug header is required');
  }
  const principal = ctx.principal;
  // A credential works only in its own store, public reads included (SPEC section 3).
  const foreign = principal && principal.role !== 'SUPER_ADMIN' && principal.tenantId !== null;
  if (foreign && principal.tenantSlug !== undefined && principal.tenantSlug !== slug) throw new ForeignTenantError();
  const [row] = await ctx.services.reads.rows<StoreRow>(ctx.em, ACTIVE_STORE_BY_SLUG, [slug], { prepared: true });
  if (foreign && (!row || row.id !== principal.tenantId)) throw new ForeignTenantError();
  if (!row) throw new NotFoundError('Tenant');
  return scopeTo(ctx, row);
}

/**
 * The store a storefront request works on: `X-Tenant-Slug` (400 when missing, 404 when unknown
 * or suspended), or the caller's own store when the header is absent. Resolving it scopes the
 * request's EntityManager to that tenant. Memoised per request. Reads that only need to know
 * which store take this; `requestTenant` gives the same store as an entity.
 */
export function requestStore(ctx: RequestContext): Promise<Store> {
  return storeRow(ctx);
}

/** The row (or the entity) behind `requestStore`, resolved once per request. */
function storeRow(ctx: RequestContext): Promise<StoreRow> {
  return once(stores, ctx, () => resolveStore(ctx));
}

/**
 * The store of `requestStore` as a managed entity (for writes and for its settings). Mapping the
 * row into the request's identity map is left to the requests that need it. Memoised per request.
 */
export function requestTenant(ctx: RequestContext): Promise<Tenant> {
  return once(tenants, ctx, () => storeRow(ctx).then((row) => (row instanceof Tenant ? row : ctx.em.map(Tenant, row))));
}

/** What a checkout needs of its store: its business type and selling settings. */
export type StoreTerms = Store &
  Pick<Tenant, 'businessType'> & {
    settings: Pick<
      TenantSettings,
      'allowGuestCheckout' | 'shippingFee' | 'taxRate' | 'currency' | 'freeShippingThreshold'
    >;
  };

/**
 * The store of `requestStore` with its selling terms, read from its row: a checkout needs no
 * store entity, and mapping one into the identity map (which every flush then walks) took about
 * a twentieth of a checkout's CPU.
 */
export async function requestStoreTerms(ctx: RequestContext): Promise<StoreTerms> {
  const row = await storeRow(ctx);
  if (row instanceof Tenant) return row;
  return {
    id: row.id,
    slug: row.slug,
    businessType: row.business_type as Tenant['businessType'],
    settings: {
      allowGuestCheckout: row.settings_allow_guest_checkout as boolean,
      shippingFee: Number(row.settings_shipping_fee),
      taxRate: Number(row.settings_tax_rate),
      currency: row.settings_currency as string,
      freeShippingThreshold: optionalNumeric(row.settings_free_shipping_threshold as string | null),
    },
  };
}

/** Whether the caller is staff of `tenant` (or the super administrator): they see inactive records too. */
export function isStaffOf(ctx: RequestContext, tenant: Store): boolean {
  const p = ctx.principal;
  return p?.kind === 'user' && (p.role === 'SUPER_ADMIN' || p.tenantId === tenant.id);
}

/** The request's accounting business as its operations need it: which tenant, on which plan, in which country. */
export type Business = Store & Pick<Tenant, 'accountingPlan' | 'accountingCountry'>;

/**
 * The business of an `X-Business`, hand-written as the store's is and read as a row: every
 * accounting request runs it, and through the ORM (query builder, criteria, an entity hydrated
 * and registered) it cost about a tenth of a plain list's CPU. Writes name the tenant by its id.
 */
const ACTIVE_BUSINESS_BY_ID = `select "id", "slug", "accounting_plan", "accounting_country" from "tenant"
  where "id" = ? and "status" = '${TenantStatus.ACTIVE}' limit 1`;

async function resolveBusiness(ctx: RequestContext): Promise<Business> {
  const id = ctx.businessId ?? ctx.principal?.tenantId;
  if (!id) throw ValidationError.field('X-Business', 'X-Business header is required');
  if (!isUuid(id)) throw new NotFoundError('Business');
  const principal = ctx.principal;
  if (principal && principal.role !== 'SUPER_ADMIN' && principal.tenantId !== id) throw new ForbiddenError();
  const [row] = await ctx.services.reads.rows<{
    id: string;
    slug: string;
    accounting_plan: string;
    accounting_country: string;
  }>(ctx.em, ACTIVE_BUSINESS_BY_ID, [id], { prepared: true });
  if (!row) throw new NotFoundError('Business');
  return scopeTo(ctx, {
    id: row.id,
    slug: row.slug,
    accountingPlan: row.accounting_plan as AccountingPlan,
    accountingCountry: row.accounting_country as AccountingCountry,
  });
}

/**
 * The accounting business of a request: `X-Business` (a tenant id) or the caller's own tenant.
 * Another tenant's business answers 403 (the super administrator may name any). Memoised.
 */
export function requestBusiness(ctx: RequestContext): Promise<Business> {
  return once(businesses, ctx, () => resolveBusiness(ctx));
}
