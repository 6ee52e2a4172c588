import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import {
  inBaseCurrency,
  inverseRate,
} from '../src/modules/accounting/purchase-credit-notes/purchase-credit-note.amounts';
import {
  figuresByRate,
  figuresOf,
  type Figures,
} from '../src/modules/accounting/purchase-credit-notes/purchase-credit-note.tax';
import { compare, fromUnits, toUnits } from '../src/modules/accounting/shared/decimal';
import { wireTimestamp } from '../src/modules/accounting/shared/wire';

/**
 * The limit rows of the books ladder: minimal Express handlers with raw `pg`, named (prepared)
 * statements and hand-written SQL answering the same JSON as page 1 of the accounting lists
 * (purchase credit notes with `attributes=all`, attachments, service rate types) and the payroll
 * lists (jobs, an employer's employees). Accounting: one statement for the bearer's account (as
 * the app checks it), one for the page with its total (the count the writes keep, as the app
 * reads it; a credit note's lines, contact, status,
 * currency, ledger accounts and tax rates aggregated into it). Payroll: one for the API key, the
 * key's `last_used_at` written as the app writes it, one for the page with its total. The
 * arithmetic of a note's derived figures is the app's own (pure functions).
 */
const ACCOUNTING = '/accounting/v3.1';

/** The kept total of an unfiltered list (`list_count`) as a scalar sub-select. */
const kept = (list: string, scope: string) =>
  `coalesce((select count from list_count where list = '${list}' and scope_id = ${scope}), 0)`;

export function booksLimit(databaseUrl: string, accessSecret: string, counter: { statements: number }) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const query = async <T>(name: string, text: string, values: unknown[]): Promise<T[]> => {
    counter.statements += 1;
    return (await pool.query({ name, text, values })).rows as T[];
  };

  /** The business a bearer may read (`X-Business`, its own tenant), or null once answered 401/403. */
  async function business(req: Request, res: Response, area: string): Promise<string | null> {
    const auth = req.headers.authorization;
    let claims: { sub: string; fam: string };
    try {
      claims = jwt.verify(auth?.slice(7) ?? '', accessSecret, { algorithms: ['HS256'] }) as typeof claims;
    } catch {
      res.status(401).json({ $severity: 'error', $dataCode: 'Unauthorized', $message: 'Unauthorized' });
      return null;
    }
    const [user] = await query<Record<string, string | boolean | null>>(
      `books-user-${area}`,
      `select u.role, u.tenant_id, u.is_active, u.${area}_access as access, t.status as tenant_status, s.revoked_at
         from app_user u left join tenant t on t.id = u.tenant_id
         join auth_session s on s.id = $1 and s.subject_id = u.id
        where u.id = $2`,
      [claims.fam, claims.sub],
    );
    if (!user?.is_active || user.revoked_at || (user.tenant_status !== null && user.tenant_status !== 'ACTIVE')) {
      res.status(401).json({ $severity: 'error', $dataCode: 'Unauthorized', $message: 'Unauthorized' });
      return null;
    }
    const id = req.headers['x-business'] ?? user.tenant_id;
    if (id !== user.tenant_id || (user.role === 'STAFF' && !user.access)) {
      res.status(403).json({ $severity: 'error', $dataCode: 'Forbidden', $message: 'Forbidden' });
      return null;
    }
    return id as string;
  }

  /** The accounting list envelope of page 1 (20 items), as `listPage` writes it. */
  const envelope = (path: string, total: number, items: unknown[], attributes?: string) => {
    const extra = attributes ? `&attributes=${encodeURIComponent(attributes)}` : '';
    return {
      $total: total,
      $page: 1,
      $next: total > 20 ? `${path}?page=2&items_per_page=20${extra}` : null,
      $back: null,
      $itemsPerPage: 20,
      $items: items,
    };
  };

  const app = express.Router();

  app.get(`${ACCOUNTING}/service_rate_types`, async (req, res) => {
    const tenant = await business(req, res, 'products_services');
    if (!tenant) return;
    const rows = await query<{ id: string; name: string; total: string }>(
      'books-service-rate-types',
      `select id, name, ${kept('service_rate_types', '$1')} as total
         from accounting_service_rate_type where tenant_id = $1 order by created_at, id limit 20`,
      [tenant],
    );
    const items = rows.map((r) => ({ id: r.id, displayed_as: r.name, $path: `/service_rate_types/${r.id}` }));
    res.json(envelope('/service_rate_types', Number(rows[0]?.total ?? 0), items));
  });

  app.get(`${ACCOUNTING}/attachments`, async (req, res) => {
    const tenant = await business(req, res, 'purchases');
    if (!tenant) return;
    const rows = await query<{ id: string; total: string }>(
      'books-attachments',
      `select id, ${kept('attachments', '$1')} as total
         from accounting_attachment where tenant_id = $1 and deleted_at is null order by created_at, id limit 20`,
      [tenant],
    );
    const items = rows.map((r) => ({ id: r.id, displayed_as: null, $path: `/attachments/${r.id}` }));
    res.json(envelope('/attachments', Number(rows[0]?.total ?? 0), items));
  });

  app.get(`${ACCOUNTING}/purchase_credit_notes`, async (req, res) => {
    const tenant = await business(req, res, 'purchases');
    if (!tenant) return;
    const rows = await query<NoteRow>(
      'books-purchase-credit-notes',
      `select n.*, n.date::text as date_text, n.original_invoice_date::text as original_text,
              c.name as contact_label, c.reference as contact_ref, s.name as status_name, cu.name as currency_name,
              ${kept('purchase_credit_notes', '$1')} as total,
              (select json_agg(json_build_object('id', l.id, 'description', l.description,
                        'product_id', l.product_id, 'service_id', l.service_id, 'eu_id', l.eu_goods_services_type_id,
                        'account_id', la.id, 'account_name', la.name, 'nominal_code', la.nominal_code,
                        'trade_of_asset', l.trade_of_asset, 'is_purchase_for_resale', l.is_purchase_for_resale,
                        'tax_recoverable', l.tax_recoverable, 'unit_price_includes_tax', l.unit_price_includes_tax,
                        'tax_rate_code', l.tax_rate_code, 'rate_name', r.name, 'rate_percentage', r.percentage::text,
                        'quantity', l.quantity::text, 'unit_price', l.unit_price::text,
                        'net_amount', l.net_amount::text, 'tax_amount', l.tax_amount::text,
                        'total_amount', l.total_amount::text, 'base_currency_unit_price', l.base_currency_unit_price::text,
                        'base_currency_net_amount', l.base_currency_net_amount::text,
                        'base_currency_tax_amount', l.base_currency_tax_amount::text,
                        'base_currency_total_amount', l.base_currency_total_amount::text,
                        'gst_amount', l.gst_amount::text, 'pst_amount', l.pst_amount::text) order by l.position)
                 from accounting_purchase_credit_note_line l
                 join accounting_ledger_account la on la.id = l.ledger_account_id
                 left join accounting_tax_rate r on r.tenant_id = l.tenant_id and r.code = l.tax_rate_code
                where l.credit_note_id = n.id) as lines
         from accounting_purchase_credit_note n
         join accounting_contact c on c.id = n.contact_id
         left join accounting_artefact_status s on s.tenant_id = n.tenant_id and s.code = n.status_code
         left join accounting_currency cu on cu.tenant_id = n.tenant_id and cu.code = n.currency_code
        where n.tenant_id = $1 and n.deleted_at is null
        order by n.created_at, n.id limit 20`,
      [tenant],
    );
    const attributes = typeof req.query.attributes === 'string' ? req.query.attributes : undefined;
    res.json(envelope('/purchase_credit_notes', Number(rows[0]?.total ?? 0), rows.map(note), attributes));
  });

  /** The caller of an API key (the HTTP Basic password), its use recorded; null once answered 401. */
  async function keyOwner(req: Request, res: Response): Promise<string | null> {
    const auth = req.headers.authorization ?? '';
    const password = Buffer.from(auth.slice(6), 'base64').toString().split(':').slice(1).join(':');
    const match = /^pk_([A-Za-z0-9]{12})\.([A-Za-z0-9_-]{32,})$/.exec(password);
    const [key] = match
      ? await query<{ id: string; user_id: string; secret_hash: string; is_active: boolean; tenant_status: string }>(
          'books-key',
          `select k.id, k.user_id, k.secret_hash, u.is_active, t.status as tenant_status from api_key k
             join app_user u on u.id = k.user_id left join tenant t on t.id = u.tenant_id
            where k.prefix = $1 and k.revoked_at is null`,
          [match[1]],
        )
      : [];
    const digest = createHash('sha256')
      .update(match?.[2] ?? '')
      .digest();
    if (!key || !timingSafeEqual(Buffer.from(key.secret_hash, 'hex'), digest) || !key.is_active) {
      res.status(401).json({ status: 401, title: 'Unauthorized' });
      return null;
    }
    await query('books-key-used', 'update api_key set last_used_at = now() where id = $1', [key.id]);
    return key.user_id;
  }

  app.get('/payroll/jobs', async (req, res) => {
    const owner = await keyOwner(req, res);
    if (!owner) return;
    const [page] = await query<{ total: string; items: unknown[] | null }>(
      'books-jobs',
      `select ${kept('payroll_jobs', '$1')} as total,
              (select json_agg(json_build_object('id', j.id, 'employerId', j.employer_id, 'employerName', e.name,
                        'type', j.type, 'name', j.name, 'outputFormat', j.output_format, 'status', j.status,
                        'executionStartTime', to_char(j.execution_start_time at time zone 'UTC', 'YYYY-MM-DD'),
                        'timeInQueue', j.time_in_queue, 'executionTime', j.execution_time,
                        'result', json_build_object('file', json_build_object(
                            'fileName', case when j.type = 'Report' and j.status = 'Completed' then j.result_file_name end,
                            'uri', case when j.type = 'Report' and j.status = 'Completed' and j.result_file_name is not null
                                        then '/payroll/jobs/' || j.id || '/document' end),
                          'metadata', j.metadata, 'errors', j.result_errors),
                        'createdDate', to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD'),
                        'updatedDate', to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD'),
                        'requestedByName', j.requested_by_name) order by j.created_at desc, j.id desc)
                 from (select * from payroll_job where owner = $1 order by created_at desc, id desc limit 20) j
                 join payroll_employer e on e.id = j.employer_id) as items`,
      [owner],
    );
    res.set('X-Total-Count', page.total).json(page.items ?? []);
  });

  app.get('/payroll/employers/:employerId/employees', async (req, res) => {
    const owner = await keyOwner(req, res);
    if (!owner) return;
    const employer = req.params.employerId;
    const [page] = await query<{ owned: boolean; total: string; items: unknown[] | null }>(
      'books-employees',
      `select exists (select 1 from payroll_employer where id = $1 and owner_id = $2) as owned,
              ${kept('payroll_employees', '$1')} as total,
              (select json_agg(json_build_object('id', e.id,
                        'name', coalesce(nullif(concat_ws(' ', nullif(e.first_name, ''), nullif(e.last_name, '')), ''),
                                         e.payroll_code),
                        'metadata', json_build_object('payrollCode', e.payroll_code, 'status', e.status),
                        'url', '/payroll/employers/' || $1 || '/employees/' || e.id) order by e.payroll_code, e.id)
                 from (select * from payroll_employee where employer_id = $1
                        order by payroll_code, id limit 20) e) as items`,
      [employer, owner],
    );
    if (!page.owned) {
      res.status(404).json({ status: 404, title: 'Employer not found' });
      return;
    }
    res.set('X-Total-Count', page.total).json(page.items ?? []);
  });

  return { router: app, close: () => pool.end() };
}

type NoteRow = Record<string, string | null> & {
  id: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  postponed_accounting: boolean | null;
  part_recoverable: boolean | null;
  lines: LineRow[] | null;
};
type LineRow = Record<string, string | null> & { nominal_code: number } & Record<
    'trade_of_asset' | 'is_purchase_for_resale' | 'tax_recoverable' | 'unit_price_includes_tax',
    boolean | null
  >;

const link = (id: string, displayed: string | null, path: string) => ({ id, displayed_as: displayed, $path: path });
const foreign = (id: string | null, segment: string) =>
  id ? link(id, null, `${segment}/${encodeURIComponent(id)}`) : null;
const rateLink = (code: string, line: LineRow | undefined) =>
  line?.rate_name != null
    ? link(code, `${line.rate_name} ${line.rate_percentage}%`, `/tax_rates/${code}`)
    : link(code, null, `/tax_rates/${code}`);
const base = (amount: string | null, rate: string) => (amount == null ? null : inBaseCurrency(amount, rate));

/** A credit note with every field (`attributes=all`), as the list answers it. */
function note(r: NoteRow) {
  const rate = r.exchange_rate!;
  const lines = r.lines ?? [];
  const facts = lines.map((l) => ({
    netAmount: l.net_amount!,
    taxAmount: l.tax_amount!,
    totalAmount: l.total_amount!,
    baseCurrencyNetAmount: l.base_currency_net_amount!,
    baseCurrencyTaxAmount: l.base_currency_tax_amount!,
    baseCurrencyTotalAmount: l.base_currency_total_amount!,
    serviceId: l.service_id,
    taxRateCode: l.tax_rate_code,
  }));
  const lineOf = (code: string) => lines.find((l) => l.tax_rate_code === code);
  const byRate = [...figuresByRate(facts)];
  const total: Figures = figuresOf(facts);
  const cis = r.cis_applicable_amount;
  const withheld = base(r.withholding_tax_amount, rate);
  return {
    id: r.id,
    displayed_as: r.reference,
    $path: `/purchase_credit_notes/${r.id}`,
    created_at: wireTimestamp(r.created_at),
    updated_at: wireTimestamp(r.updated_at),
    links: null,
    editable: !r.deleted_at && ['DRAFT', 'UNPAID'].includes(r.status_code!),
    transaction: null,
    transaction_type: link('PURCHASE_CREDIT_NOTE', 'Purchase Credit Note', '/transaction_types/PURCHASE_CREDIT_NOTE'),
    postponed_accounting: r.postponed_accounting,
    import: false,
    deleted_at: r.deleted_at ? wireTimestamp(r.deleted_at) : null,
    is_cis: cis != null,
    cis_applicable_amount: cis,
    base_currency_cis_applicable_amount: base(cis, rate),
    total_after_cis_deduction:
      cis == null ? null : fromUnits(toUnits(r.total_amount!, 2) - toUnits(r.withholding_tax_amount ?? '0', 2), 2),
    base_currency_total_after_cis_deduction:
      cis == null ? null : fromUnits(toUnits(r.base_currency_total_amount!, 2) - toUnits(withheld ?? '0', 2), 2),
    has_cis_labour: cis != null && compare(cis, '0') > 0,
    has_cis_materials: false,
    contact: link(
      r.contact_id!,
      r.contact_ref ? `${r.contact_label} (${r.contact_ref})` : r.contact_label,
      `/contacts/${r.contact_id}`,
    ),
    base_currency_total_itc_amount: base(r.total_itc_amount, rate),
    total_itc_amount: r.total_itc_amount,
    base_currency_total_itr_amount: base(r.total_itr_amount, rate),
    total_itr_amount: r.total_itr_amount,
    part_recoverable: r.part_recoverable,
    contact_name: r.contact_name,
    contact_reference: r.contact_reference,
    date: r.date_text,
    original_invoice_date: r.original_text,
    reference: r.reference,
    vendor_reference: r.vendor_reference,
    notes: r.notes,
    total_quantity: r.total_quantity,
    net_amount: r.net_amount,
    tax_amount: r.tax_amount,
    total_amount: r.total_amount,
    payments_allocations_total_amount: '0.00',
    payments_allocations_total_discount: '0.00',
    total_paid: '0.00',
    outstanding_amount: r.total_amount,
    currency: r.currency_name
      ? link(r.currency_code!, `${r.currency_name} (${r.currency_code})`, `/currencies/${r.currency_code}`)
      : null,
    exchange_rate: rate,
    inverse_exchange_rate: inverseRate(rate),
    base_currency_net_amount: r.base_currency_net_amount,
    base_currency_tax_amount: r.base_currency_tax_amount,
    base_currency_total_amount: r.base_currency_total_amount,
    base_currency_outstanding_amount: r.base_currency_total_amount,
    status: r.status_name ? link(r.status_code!, r.status_name, `/artefact_statuses/${r.status_code}`) : null,
    void_reason: null,
    credit_note_lines: lines.map((l) => {
      const breakdown = (amount: string | null) =>
        l.tax_rate_code
          ? [{ tax_rate: rateLink(l.tax_rate_code, l), percentage: l.rate_percentage ?? '0.00', amount }]
          : [];
      return {
        id: l.id,
        displayed_as: l.description,
        description: l.description,
        product: foreign(l.product_id, '/products'),
        service: foreign(l.service_id, '/services'),
        ledger_account: link(
          l.account_id!,
          `${l.account_name} (${l.nominal_code})`,
          `/ledger_accounts/${l.account_id}`,
        ),
        trade_of_asset: l.trade_of_asset,
        is_purchase_for_resale: l.is_purchase_for_resale,
        quantity: l.quantity,
        unit_price: l.unit_price,
        net_amount: l.net_amount,
        tax_rate: l.tax_rate_code ? rateLink(l.tax_rate_code, l) : null,
        tax_amount: l.tax_amount,
        tax_breakdown: breakdown(l.tax_amount),
        total_amount: l.total_amount,
        base_currency_unit_price: l.base_currency_unit_price,
        unit_price_includes_tax: l.unit_price_includes_tax,
        base_currency_net_amount: l.base_currency_net_amount,
        base_currency_tax_amount: l.base_currency_tax_amount,
        base_currency_tax_breakdown: breakdown(l.base_currency_tax_amount),
        base_currency_total_amount: l.base_currency_total_amount,
        eu_goods_services_type: foreign(l.eu_id, '/eu_goods_services_types'),
        gst_amount: l.gst_amount,
        pst_amount: l.pst_amount,
        tax_recoverable: l.tax_recoverable,
      };
    }),
    tax_analysis: byRate.map(([code, f]) => ({
      tax_rate: rateLink(code, lineOf(code)),
      net_amount: f.net,
      tax_amount: f.tax,
      total_amount: f.total,
      goods_amount: f.goods,
      service_amount: f.services,
    })),
    detailed_tax_analysis: {
      tax_rates_breakdown: byRate.map(([code, f]) => ({
        tax_rate: rateLink(code, lineOf(code)),
        name: lineOf(code)?.rate_name ?? null,
        percentage: lineOf(code)?.rate_percentage ?? null,
        net_amount: f.net,
        tax_amount: f.tax,
        retail_tax_amount: '0.00',
        total_amount: f.total,
        goods_amount: f.goods,
        services_amount: f.services,
        base_currency_net_amount: f.baseNet,
        base_currency_tax_amount: f.baseTax,
        base_currency_total_amount: f.baseTotal,
        base_currency_goods_amount: f.baseGoods,
        base_currency_services_amount: f.baseServices,
      })),
      total_net: total.net,
      total_tax: total.tax,
      total: total.total,
      total_goods_amount: total.goods,
      total_services_amount: total.services,
      base_currency_total_net: total.baseNet,
      base_currency_total_tax: total.baseTax,
      base_currency_total: total.baseTotal,
      base_currency_total_goods_amount: total.baseGoods,
      base_currency_total_services_amount: total.baseServices,
      total_retailer_tax: '0.00',
    },
    last_paid: null,
    tax_address_region: foreign(r.tax_address_region_id, '/tax_address_regions'),
    tax_reconciled: false,
    migrated: false,
    tax_calculation_method: null,
    withholding_tax_rate: r.withholding_tax_rate,
    withholding_tax_amount: r.withholding_tax_amount,
    base_currency_withholding_tax_amount: withheld,
  };
}
