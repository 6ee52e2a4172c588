import type { RequestContext } from '../../../graphql/context';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { LedgerAccountClassification } from '../reference-data/reference.entity';
import { findReference, listReference, loadReference } from '../reference-data/reference.service';
import { link, type Link, type ListPage } from '../shared/wire';
import { LedgerAccountType } from './ledger-account-type.entity';
import type { LedgerAccountClassificationListArgs, LedgerAccountTypeListArgs } from './ledger-account-type.types';

/** Ledger account types, optionally of one classification. */
export async function listLedgerAccountTypes(
  ctx: RequestContext,
  args: LedgerAccountTypeListArgs,
): Promise<ListPage<LedgerAccountType>> {
  const classification = args.ledger_account_classification_id;
  return listReference(
    ctx,
    LedgerAccountType,
    '/ledger_account_types',
    args,
    classification ? { classificationCode: classification } : {},
  );
}

export function findLedgerAccountType(ctx: RequestContext, key: string): Promise<LedgerAccountType> {
  return findReference(ctx, LedgerAccountType, key, 'Ledger account type');
}

/** Classifications, optionally only the one of a ledger account type (none for an unknown type). */
export async function listClassifications(
  ctx: RequestContext,
  args: LedgerAccountClassificationListArgs,
): Promise<ListPage<LedgerAccountClassification>> {
  await requestBusiness(ctx);
  let code: string | undefined;
  if (args.ledger_account_type_id) {
    code = (await loadReference(ctx, LedgerAccountType, args.ledger_account_type_id))?.classificationCode ?? '';
  }
  return listReference(
    ctx,
    LedgerAccountClassification,
    '/ledger_account_classifications',
    args,
    code === undefined ? {} : { code },
  );
}

export function findClassification(ctx: RequestContext, key: string): Promise<LedgerAccountClassification> {
  return findReference(ctx, LedgerAccountClassification, key, 'Ledger account classification');
}

/** The `ledger_account_classification` link of a type (batched). */
export async function classificationLink(ctx: RequestContext, type: LedgerAccountType): Promise<Link | null> {
  const found = await loadReference(ctx, LedgerAccountClassification, type.classificationCode);
  return found ? link(found.id, found.displayedAs, found.path) : null;
}

/** The `ledger_account_type` link of a record naming a type by code (batched). */
export async function ledgerAccountTypeLink(ctx: RequestContext, code: string): Promise<Link | null> {
  const found = await loadReference(ctx, LedgerAccountType, code);
  return found ? link(found.id, found.displayedAs, found.path) : null;
}
