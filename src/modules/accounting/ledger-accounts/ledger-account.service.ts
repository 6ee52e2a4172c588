import DataLoader from 'dataloader';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../../graphql/context';
import { NotFoundError, ValidationError } from '../../../graphql/errors';
import { byKeys } from '../../../graphql/loaders';
import { entityItem, entityKeysStatement, readByKeys } from '../../../db/reader';
import { isUuid } from '../../../shared/ids';
import { requestBusiness } from '../../identity/tenants/tenant-scope';
import { LedgerAccountType } from '../ledger-account-types/ledger-account-type.entity';
import { loadReference } from '../reference-data/reference.service';
import { link, listPage, type Link, type ListPage } from '../shared/wire';
import { LedgerAccount } from './ledger-account.entity';
import type { LedgerAccountInput, LedgerAccountListArgs } from './ledger-account.types';

/** The business's chart of accounts by nominal code, optionally of one type. */
export async function listLedgerAccounts(
  ctx: RequestContext,
  args: LedgerAccountListArgs,
): Promise<ListPage<LedgerAccount>> {
  const business = await requestBusiness(ctx);
  const where = args.ledger_account_type_id ? { ledgerAccountTypeCode: args.ledger_account_type_id } : {};
  return listPage(ctx, business.id, LedgerAccount, '/ledger_accounts', args, where, { nominalCode: 'asc' });
}

/**
 * Batches ledger account lookups of one request (credit note lines, their links and checks, one
 * account by id). Accounts are never changed once made: they are read as rows into instances the
 * ORM does not manage, in one prepared statement.
 */
export function loadLedgerAccount(ctx: RequestContext, id: string): Promise<LedgerAccount | null> {
  return ctx.loaders
    .get(
      'accounting:LedgerAccount.byId',
      () =>
        new DataLoader(async (ids: readonly string[]) => {
          const business = await requestBusiness(ctx);
          const asked = ids.filter(isUuid);
          const rows =
            asked.length > 0
              ? await readByKeys(
                  ctx,
                  entityKeysStatement(ctx.em, LedgerAccount, business.id, 'id'),
                  asked,
                  entityItem(ctx.em, LedgerAccount),
                )
              : [];
          return byKeys(ids, rows, (row) => row.id);
        }),
    )
    .load(id);
}

export async function findLedgerAccount(ctx: RequestContext, id: string): Promise<LedgerAccount> {
  await requestBusiness(ctx);
  const found = isUuid(id) ? await loadLedgerAccount(ctx, id) : null;
  if (!found) throw new NotFoundError('Ledger account');
  return found;
}

/** Adds an account to the chart: its type must exist and its nominal code be new (422 otherwise). */
export async function createLedgerAccount(ctx: RequestContext, input: LedgerAccountInput): Promise<LedgerAccount> {
  const business = await requestBusiness(ctx);
  if (!(await loadReference(ctx, LedgerAccountType, input.ledger_account_type_id))) {
    throw ValidationError.field('ledger_account_type_id', 'is not a ledger account type');
  }
  const taken = () => ValidationError.field('nominal_code', 'is already used by another ledger account');
  if (await ctx.em.count(LedgerAccount, { nominalCode: input.nominal_code })) throw taken();
  const name = input.name.trim();
  const account = ctx.em.create(LedgerAccount, {
    tenant: business.id,
    ledgerAccountTypeCode: input.ledger_account_type_id,
    nominalCode: input.nominal_code,
    name,
    displayName: input.display_name?.trim() || name,
    includedInChart: input.included_in_chart ?? true,
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw taken();
    throw error;
  }
  return account;
}

/** The `ledger_account` link of a credit note line (batched). */
export async function ledgerAccountLink(ctx: RequestContext, id: string): Promise<Link | null> {
  const found = await loadLedgerAccount(ctx, id);
  return found ? link(found.id, found.displayedAs, found.path) : null;
}
