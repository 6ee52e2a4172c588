import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createTenant } from '../src/modules/identity/tenants/tenant.service';
import { API_KEY_ROW, BOOKS_ADMIN, BUSINESS, CONTACTS, bookSizes, type BookSize } from './books-shared';
import { benchApp, prepareDataSet, type DataSet } from './data-set';

/**
 * Builds the accounting and payroll data sets of the ladder, one database per size
 * (`bench_books_10k`, `bench_books_100k` on BENCH_DATABASE_URL): one business (a tenant created
 * through the service, so with its reference data and chart) holding 10,000 or 100,000 purchase
 * credit notes of two lines each over 100 suppliers, as many attachments (each on a note, with
 * its bytes) and service rate types; and one employer of its admin holding as many employees and
 * finished jobs. The admin has a payroll API key.
 *
 * Rows are written set-based (`generate_series`, one statement per table): the 100k set takes
 * well under a minute. A set that is present and matches (same data version, same size) is kept,
 * only migrated to the current schema; BENCH_DATA_REBUILD=1 builds it again. BENCH_SIZES=10k
 * builds one size only.
 *
 *   npm run bench:data:books
 */
/** Changes whenever what a set holds changes: a set of another version is built again. */
const DATA_VERSION = 1;

/** Records' creation times: one second apart from here, so that every list has one order. */
const EPOCH = `'2026-01-01T00:00:00Z'::timestamptz`;

async function main(): Promise<void> {
  for (const size of bookSizes()) {
    const started = Date.now();
    const built = await prepareDataSet(dataSet(size), (orm, url) => load(orm, url, size));
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${size.database}: ${size.records} of each record for business ${BUSINESS} (${built ? 'built' : 'present, kept'} in ${seconds} s)\n`,
    );
  }
}

/** The set of a size: its database, marked with the records of each list it holds. */
function dataSet(size: BookSize): DataSet {
  return { database: size.database, version: DATA_VERSION, column: 'records', count: size.records };
}

async function load(orm: MikroORM, url: string, size: BookSize): Promise<void> {
  const { app, root } = await benchApp(orm, url);
  const { tenant, admin } = await createTenant(root, {
    name: 'Bench Books',
    slug: BUSINESS,
    adminEmail: BOOKS_ADMIN.email,
    adminPassword: BOOKS_ADMIN.password,
    adminFirstName: 'Bench',
    adminLastName: 'Admin',
  });

  await app.stop();

  // Bulk load in SQL: the service path is not what the ladder measures.
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await bulk(db, tenant.id, admin.id, size.records);
  } finally {
    await db.end();
  }
}

async function bulk(db: Client, tenant: string, admin: string, n: number): Promise<void> {
  await db.query(
    `insert into accounting_contact (id, tenant_id, name, reference, email, contact_types, created_at, updated_at)
     select gen_random_uuid(), $1, 'Supplier ' || c, 'SUP' || c, 'supplier' || c || '@example.com', '{VENDOR}',
            ${EPOCH} - make_interval(secs => 1000 - c), ${EPOCH} - make_interval(secs => 1000 - c)
       from generate_series(1, $2) as c`,
    [tenant, CONTACTS],
  );
  // Each note: 2 x a goods line at the standard rate, 1 x a zero-rated line (a service on every
  // third note); its amounts are the lines' sums. Its attachment is written beside it.
  await db.query(
    `with contact as (
       select id, name, reference, row_number() over (order by reference) - 1 as n
         from accounting_contact where tenant_id = $1),
     account as (
       select (select id from accounting_ledger_account where tenant_id = $1 and nominal_code = 5000) as goods,
              (select id from accounting_ledger_account where tenant_id = $1 and nominal_code = 5100) as services),
     src as (
       select i, gen_random_uuid() as id, ((i % 500) + 100) / 10.0 as price,
              ${EPOCH} + make_interval(secs => i) as at
         from generate_series(1, $2) as i),
     figures as (
       select src.*, round(2 * price, 2) as net0, round(round(2 * price, 2) * 0.2, 2) as tax0 from src),
     notes as (
       insert into accounting_purchase_credit_note (id, tenant_id, contact_id, contact_name, contact_reference, date,
              reference, vendor_reference, notes, status_code, currency_code, exchange_rate, total_quantity,
              net_amount, tax_amount, total_amount, base_currency_net_amount, base_currency_tax_amount,
              base_currency_total_amount, created_at, updated_at)
       select f.id, $1, c.id, c.name, c.reference, date '2026-01-01' - (f.i % 365), 'PCN-' || f.i, 'V-' || f.i,
              case when f.i % 10 = 0 then 'Returned goods' end, case when f.i % 5 = 0 then 'DRAFT' else 'UNPAID' end,
              'GBP', 1, 3, f.net0 + 10, f.tax0, f.net0 + 10 + f.tax0, f.net0 + 10, f.tax0, f.net0 + 10 + f.tax0, f.at, f.at
         from figures f join contact c on c.n = f.i % $3),
     lines as (
       insert into accounting_purchase_credit_note_line (id, tenant_id, credit_note_id, position, description,
              ledger_account_id, tax_rate_code, quantity, unit_price, net_amount, tax_amount, total_amount,
              base_currency_unit_price, base_currency_net_amount, base_currency_tax_amount, base_currency_total_amount,
              service_id)
       select gen_random_uuid(), $1, f.id, 0, 'Returned item ' || f.i, a.goods, 'GB_STANDARD', 2, f.price,
              f.net0, f.tax0, f.net0 + f.tax0, f.price, f.net0, f.tax0, f.net0 + f.tax0, null
         from figures f cross join account a
       union all
       select gen_random_uuid(), $1, f.id, 1, 'Handling ' || f.i,
              case when f.i % 3 = 0 then a.services else a.goods end, 'GB_ZERO', 1, 10, 10, 0, 10, 10, 10, 0, 10,
              case when f.i % 3 = 0 then 'service-' || (f.i % 7) end
         from figures f cross join account a),
     attached as (
       select f.i, f.id as note_id, gen_random_uuid() as id, convert_to('receipt ' || f.i, 'UTF8') as content, f.at
         from figures f),
     contents as (
       insert into accounting_attachment_content (id, tenant_id, content) select id, $1, content from attached)
     insert into accounting_attachment (id, tenant_id, file_name, mime_type, file_extension, file_size, sha256,
            description, is_public, context_type_code, context_id, created_at, updated_at)
     select id, $1, 'receipt-' || i || '.txt', 'text/plain', 'txt', octet_length(content),
            encode(sha256(content), 'hex'), case when i % 4 = 0 then 'Receipt ' || i end, false,
            'PURCHASE_CREDIT_NOTE', note_id, at, at
       from attached`,
    [tenant, n, CONTACTS],
  );
  await db.query(
    `insert into accounting_service_rate_type (id, tenant_id, name, active, created_at, updated_at)
     select gen_random_uuid(), $1, 'Rate ' || i, i % 7 <> 0, ${EPOCH} + make_interval(secs => i),
            ${EPOCH} + make_interval(secs => i)
       from generate_series(1, $2) as i`,
    [tenant, n],
  );

  // Payroll: the admin's employer, its employees and finished import jobs, and the admin's API key.
  await db.query(
    `insert into api_key (id, user_id, name, prefix, secret_hash, created_at) values (gen_random_uuid(), $1, 'bench', $2, $3, now())`,
    [admin, API_KEY_ROW.prefix, API_KEY_ROW.secretHash],
  );
  const [employer] = (
    await db.query<{ id: string }>(
      `insert into payroll_employer (id, owner_id, name, alternative_identifier, created_at)
     values (gen_random_uuid(), $1, 'Bench Payroll Ltd', 'BENCH', ${EPOCH}) returning id`,
      [admin],
    )
  ).rows;
  await db.query(
    `insert into payroll_employee (id, employer_id, payroll_code, title, first_name, last_name, status, date_of_birth,
            join_date, ni_number, tax_code, email, postcode, pay_basis, pay_amount, created_at, updated_at)
     select gen_random_uuid(), $1, 'E' || lpad(i::text, 6, '0'), 'Mx', 'First' || i,
            (array['Smith','Jones','Taylor','Brown','Wilson'])[1 + i % 5], 'Current', date '1970-01-01' + (i % 12000),
            date '2020-01-01' + (i % 1500), null, '1257L', 'employee' || i || '@example.com', 'AB1 2CD', 'Monthly',
            1500 + i % 3000, ${EPOCH} + make_interval(secs => i), ${EPOCH} + make_interval(secs => i)
       from generate_series(1, $2) as i`,
    [employer.id, n],
  );
  await db.query(
    `insert into payroll_job (id, employer_id, owner, type, kind, name, status, input, requested_by_name, created_at,
            updated_at, execution_start_time, time_in_queue, execution_time, attempts, metadata, result_errors)
     select gen_random_uuid(), $1, $2, 'Import', 'employees', 'employees-' || i || '.csv', 'Completed', '{}',
            'Bench Admin', ${EPOCH} + make_interval(secs => i), ${EPOCH} + make_interval(secs => i + 2),
            ${EPOCH} + make_interval(secs => i + 1), 1, 1, 1, jsonb_build_object('rows', i % 50),
            '[]'::jsonb
       from generate_series(1, $3) as i`,
    [employer.id, admin, n],
  );
  // Index-only scans need the visibility map: vacuum, not just analyze.
  await db.query('vacuum analyze');
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
