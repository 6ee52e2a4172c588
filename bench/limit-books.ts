import { createHash, createSecretKey, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import { note, type NoteRow } from './limit-credit-notes';

/**
 * The limit rows of the books ladder: minimal Express handlers with raw `pg`, named (prepared)
 * statements and hand-written SQL answering the same JSON as page 1 of the accounting lists
 * (purchase credit notes with `attributes=all` and without, attachments, service rate types) and
 * the payroll lists (jobs, an employer's employees). Accounting: one statement for the bearer's
 * account (as the app checks it), one for the page with its total (the count the writes keep, as
 * the app reads it; with `attributes=all`, a credit note's lines, contact, status, currency,
 * ledger accounts and tax rates aggregated into it). Payroll: one for the API key, the
 * key's `last_used_at` written as the app writes it (when the recorded use is over a minute old),
 * one for the page with its total. The arithmetic of a note's derived figures is the app's own
 * (pure functions).
 */
const ACCOUNTING = '/accounting/v3.1';

/** Whether key `k`'s recorded use is over a minute old (or none is recorded): only then is it written, as the app does. */
const STALE_USE = `(k.last_used_at is null or k.last_used_at < now() - interval '1 minute')`;

/** The kept total of an unfiltered list (`list_count`) as a scalar sub-select. */
const kept = (list: string, scope: string) =>
  `coalesce((select count from list_count where list = '${list}' and scope_id = ${scope}), 0)`;

export function booksLimit(databaseUrl: string, accessSecret: string, counter: { statements: number }) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // A key object, as the app verifies with (see limit.ts).
  const accessKey = createSecretKey(Buffer.from(accessSecret));
  const query = async <T>(name: string, text: string, values: unknown[]): Promise<T[]> => {
    counter.statements += 1;
    return (await pool.query({ name, text, values })).rows as T[];
  };

  /** The business a bearer may read (`X-Business`, its own tenant), or null once answered 401/403. */
  async function business(req: Request, res: Response, area: string): Promise<string | null> {
    const auth = req.headers.authorization;
    let claims: { sub: string; fam: string };
    try {
      claims = jwt.verify(auth?.slice(7) ?? '', accessKey, { algorithms: ['HS256'] }) as typeof claims;
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
    const attributes = typeof req.query.attributes === 'string' ? req.query.attributes : undefined;
    if (attributes === undefined) {
      // Without `attributes`, the link trio of each note: its own columns, nothing it links to.
      const plain = await query<{ id: string; reference: string | null; total: string }>(
        'books-purchase-credit-notes-plain',
        `select id, reference, ${kept('purchase_credit_notes', '$1')} as total
           from accounting_purchase_credit_note where tenant_id = $1 and deleted_at is null
          order by created_at, id limit 20`,
        [tenant],
      );
      const items = plain.map((r) => ({
        id: r.id,
        displayed_as: r.reference,
        $path: `/purchase_credit_notes/${r.id}`,
      }));
      res.json(envelope('/purchase_credit_notes', Number(plain[0]?.total ?? 0), items));
      return;
    }
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
    res.json(envelope('/purchase_credit_notes', Number(rows[0]?.total ?? 0), rows.map(note), attributes));
  });

  /** The caller of an API key (the HTTP Basic password), its use recorded; null once answered 401. */
  async function keyOwner(req: Request, res: Response): Promise<string | null> {
    const auth = req.headers.authorization ?? '';
    const password = Buffer.from(auth.slice(6), 'base64').toString().split(':').slice(1).join(':');
    const match = /^pk_([A-Za-z0-9]{12})\.([A-Za-z0-9_-]{32,})$/.exec(password);
    const [key] = match
      ? await query<{
          id: string;
          user_id: string;
          secret_hash: string;
          is_active: boolean;
          tenant_status: string;
          stale: boolean;
        }>(
          'books-key',
          `select k.id, k.user_id, k.secret_hash, u.is_active, t.status as tenant_status, ${STALE_USE} as stale
             from api_key k join app_user u on u.id = k.user_id left join tenant t on t.id = u.tenant_id
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
    if (key.stale) {
      await query('books-key-used', `update api_key k set last_used_at = now() where k.id = $1 and ${STALE_USE}`, [
        key.id,
      ]);
    }
    return key.user_id;
  }

  /** Where payroll links start, as the app writes them without PUBLIC_URL: the request's protocol and host. */
  const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;

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
                                        then $2 || '/payroll/jobs/' || j.id || '/document' end),
                          'metadata', j.metadata, 'errors', j.result_errors),
                        'createdDate', to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD'),
                        'updatedDate', to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD'),
                        'requestedByName', j.requested_by_name) order by j.created_at desc, j.id desc)
                 from (select * from payroll_job where owner = $1 order by created_at desc, id desc limit 20) j
                 join payroll_employer e on e.id = j.employer_id) as items`,
      [owner, origin(req)],
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
                        'url', $3 || '/payroll/employers/' || $1 || '/employees/' || e.id) order by e.payroll_code, e.id)
                 from (select * from payroll_employee where employer_id = $1
                        order by payroll_code, id limit 20) e) as items`,
      [employer, owner, origin(req)],
    );
    if (!page.owned) {
      res.status(404).json({ status: 404, title: 'Employer not found' });
      return;
    }
    res.set('X-Total-Count', page.total).json(page.items ?? []);
  });

  return { router: app, close: () => pool.end() };
}
