import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000 } from './Migration20261122000000';
import { Migration20261122002817 } from './Migration20261122002817';
import { Migration20261122003509 } from './Migration20261122003509';
import { Migration20261123025108_addresses } from './Migration20261123025108_addresses';
import { Migration20261123025408_cart } from './Migration20261123025408_cart';
import { Migration20261123025818_orders } from './Migration20261123025818_orders';
import { Migration20261123030351_payroll } from './Migration20261123030351_payroll';
import { Migration20261123030657_payment_events } from './Migration20261123030657_payment_events';
import { Migration20261123031426_guest_order_token } from './Migration20261123031426_guest_order_token';
import { Migration20261123031639_payroll_mappings } from './Migration20261123031639_payroll_mappings';
import { Migration20261123033031_payroll_file_parts } from './Migration20261123033031_payroll_file_parts';
import { Migration20261123033715_payroll_employer_owner } from './Migration20261123033715_payroll_employer_owner';
import { Migration20261123210000_accounting } from './Migration20261123210000_accounting';
import { Migration20261123211000_accounting_attachments } from './Migration20261123211000_accounting_attachments';
import { Migration20261123220000_payroll_job_checkpoint } from './Migration20261123220000_payroll_job_checkpoint';
import { Migration20261124060000_product_active_count } from './Migration20261124060000_product_active_count';
import { Migration20261125131134_accounting_sage_fields } from './Migration20261125131134_accounting_sage_fields';
import { Migration20261125140650_product_search_text } from './Migration20261125140650_product_search_text';
import { Migration20261125160000_catalog_counts } from './Migration20261125160000_catalog_counts';
import { Migration20261127060000_list_counts } from './Migration20261127060000_list_counts';
import { Migration20261127200000_product_search_pending_list } from './Migration20261127200000_product_search_pending_list';
import { Migration20261201233500_order_expiry } from './Migration20261201233500_order_expiry';
import { Migration20261202000000_idempotency } from './Migration20261202000000_idempotency';

/** Every migration, in order. A new migration file is added here too. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000', class: Migration20261122000000 },
  { name: 'Migration20261122002817', class: Migration20261122002817 },
  { name: 'Migration20261122003509', class: Migration20261122003509 },
  { name: 'Migration20261123025108_addresses', class: Migration20261123025108_addresses },
  { name: 'Migration20261123025408_cart', class: Migration20261123025408_cart },
  { name: 'Migration20261123025818_orders', class: Migration20261123025818_orders },
  { name: 'Migration20261123030351_payroll', class: Migration20261123030351_payroll },
  { name: 'Migration20261123030657_payment_events', class: Migration20261123030657_payment_events },
  { name: 'Migration20261123031426_guest_order_token', class: Migration20261123031426_guest_order_token },
  { name: 'Migration20261123031639_payroll_mappings', class: Migration20261123031639_payroll_mappings },
  { name: 'Migration20261123033031_payroll_file_parts', class: Migration20261123033031_payroll_file_parts },
  { name: 'Migration20261123033715_payroll_employer_owner', class: Migration20261123033715_payroll_employer_owner },
  { name: 'Migration20261123210000_accounting', class: Migration20261123210000_accounting },
  { name: 'Migration20261123211000_accounting_attachments', class: Migration20261123211000_accounting_attachments },
  { name: 'Migration20261123220000_payroll_job_checkpoint', class: Migration20261123220000_payroll_job_checkpoint },
  { name: 'Migration20261124060000_product_active_count', class: Migration20261124060000_product_active_count },
  { name: 'Migration20261125131134_accounting_sage_fields', class: Migration20261125131134_accounting_sage_fields },
  { name: 'Migration20261125140650_product_search_text', class: Migration20261125140650_product_search_text },
  { name: 'Migration20261125160000_catalog_counts', class: Migration20261125160000_catalog_counts },
  { name: 'Migration20261127060000_list_counts', class: Migration20261127060000_list_counts },
  {
    name: 'Migration20261127200000_product_search_pending_list',
    class: Migration20261127200000_product_search_pending_list,
  },
  { name: 'Migration20261201233500_order_expiry', class: Migration20261201233500_order_expiry },
  { name: 'Migration20261202000000_idempotency', class: Migration20261202000000_idempotency },
];
