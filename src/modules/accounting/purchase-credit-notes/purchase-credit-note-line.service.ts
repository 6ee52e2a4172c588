import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../graphql/context';
import { groupByKeys } from '../../../graphql/loaders';
import { addFieldError, ValidationError, type FieldErrors } from '../../../graphql/errors';
import { requestBusiness, type Business } from '../../identity/tenants/tenant-scope';
import { LedgerAccount } from '../ledger-accounts/ledger-account.entity';
import { compare, normalize } from '../shared/decimal';
import { baseCurrencyTotals, lineInBaseCurrency, noteTotals } from './purchase-credit-note.money';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import { PurchaseCreditNoteLine } from './purchase-credit-note-line.entity';
import { readLines } from './purchase-credit-note.read';
import type { LineRow } from './purchase-credit-note-line.view';
import { amountsOf, type CheckedLine, type LineValues } from './purchase-credit-note.validation';
import type { PurchaseCreditNoteLineUpdate } from './purchase-credit-note.inputs';

// A credit note's lines: loading them in batches, their tax links, merging an update onto them, writing
// them and the totals.

/**
 * Batches the lines of the credit notes of one request, in their order: rows of the lean read
 * path, as the answers only show them (writes read their lines as entities).
 */
export function loadLines(ctx: RequestContext, noteId: string): Promise<LineRow[]> {
  return ctx.loaders
    .get(
      'accounting:PurchaseCreditNote.lines',
      () =>
        new DataLoader(async (ids: readonly string[]) => {
          const business = await requestBusiness(ctx);
          const lines = await readLines(ctx, business.id, ids);
          return groupByKeys(ids, lines, (line) => line.creditNote.id);
        }),
    )
    .load(noteId);
}

/**
 * Writes the note's lines from checked values: a line that keeps an existing one is updated in
 * place (its id stays), the others are new; existing lines not kept are removed. Totals follow.
 */
export function writeLines(
  em: EntityManager,
  note: PurchaseCreditNote,
  lines: CheckedLine[],
  business: Business,
  existing: PurchaseCreditNoteLine[] = [],
): void {
  const kept = new Set(lines.map(({ input }) => input.existing).filter(Boolean));
  for (const line of existing) if (!kept.has(line)) em.remove(line);
  const written = lines.map((checked, position) => {
    const { input, taxRate } = checked;
    const amounts = amountsOf(checked);
    const values = {
      position,
      description: input.description.trim(),
      ledgerAccount: em.getReference(LedgerAccount, input.ledger_account_id, { wrapped: true }),
      taxRateCode: taxRate?.code ?? null,
      quantity: normalize(input.quantity, 2),
      unitPrice: normalize(input.unit_price, 2),
      unitPriceIncludesTax: input.unit_price_includes_tax ?? false,
      productId: input.product_id ?? null,
      serviceId: input.service_id ?? null,
      euGoodsServicesTypeId: input.eu_goods_services_type_id ?? null,
      tradeOfAsset: input.trade_of_asset ?? null,
      isPurchaseForResale: input.is_purchase_for_resale ?? null,
      taxRecoverable: input.tax_recoverable ?? null,
      gstAmount: input.gst_amount == null ? null : normalize(input.gst_amount, 2),
      pstAmount: input.pst_amount == null ? null : normalize(input.pst_amount, 2),
      ...amounts,
      ...lineInBaseCurrency(input.unit_price, amounts, note.exchangeRate),
    };
    if (input.existing) return Object.assign(input.existing, values);
    return em.create(PurchaseCreditNoteLine, { tenant: business.id, creditNote: note, ...values });
  });
  applyTotals(note, written);
}

/** A field of an update: the given value (null clears it), or the line's when absent. */
const kept = <T>(value: T | null | undefined, current: T | null | undefined): T | null =>
  value !== undefined ? value : (current ?? null);

/**
 * An update's lines merged onto the note's: a line with an `id` changes only the given fields of
 * that line (its stated tax stays while quantity, price, rate and the tax-inclusive flag do); a
 * line without one is new and needs every required field.
 */
export function mergeLines(updates: PurchaseCreditNoteLineUpdate[], existing: PurchaseCreditNoteLine[]): LineValues[] {
  const problems: FieldErrors = {};
  const byId = new Map(existing.map((line) => [line.id, line]));
  const used = new Set<string>();
  const merged = updates.map((update, index): LineValues => {
    const at = (field: string) => `credit_note_lines.${index}.${field}`;
    if (update.id != null) {
      const line = byId.get(update.id);
      if (!line || used.has(update.id)) {
        addFieldError(problems, at('id'), 'is not a line of this credit note');
        return { description: '', ledger_account_id: '', quantity: '0', unit_price: '0' };
      }
      used.add(update.id);
      const taxRateId = update.tax_rate_id !== undefined ? update.tax_rate_id : line.taxRateCode;
      const includesTax = update.unit_price_includes_tax ?? line.unitPriceIncludesTax;
      const quantity = update.quantity ?? line.quantity;
      const unitPrice = update.unit_price ?? line.unitPrice;
      const unchanged =
        compare(quantity, line.quantity) === 0 &&
        compare(unitPrice, line.unitPrice) === 0 &&
        (taxRateId ?? null) === (line.taxRateCode ?? null) &&
        includesTax === line.unitPriceIncludesTax;
      return {
        existing: line,
        description: update.description ?? line.description,
        ledger_account_id: update.ledger_account_id ?? line.ledgerAccount.id,
        quantity,
        unit_price: unitPrice,
        tax_rate_id: taxRateId,
        tax_amount: update.tax_amount !== undefined ? update.tax_amount : unchanged ? line.taxAmount : null,
        unit_price_includes_tax: includesTax,
        product_id: kept(update.product_id, line.productId),
        service_id: kept(update.service_id, line.serviceId),
        eu_goods_services_type_id: kept(update.eu_goods_services_type_id, line.euGoodsServicesTypeId),
        trade_of_asset: kept(update.trade_of_asset, line.tradeOfAsset),
        is_purchase_for_resale: kept(update.is_purchase_for_resale, line.isPurchaseForResale),
        tax_recoverable: kept(update.tax_recoverable, line.taxRecoverable),
        gst_amount: kept(update.gst_amount, line.gstAmount),
        pst_amount: kept(update.pst_amount, line.pstAmount),
      };
    }
    for (const field of ['description', 'ledger_account_id', 'quantity', 'unit_price'] as const) {
      if (update[field] == null || (field === 'description' && !update.description?.trim())) {
        addFieldError(problems, at(field), 'is required');
      }
    }
    return {
      ...update,
      description: update.description ?? '',
      ledger_account_id: update.ledger_account_id ?? '',
      quantity: update.quantity ?? '0',
      unit_price: update.unit_price ?? '0',
    };
  });
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return merged;
}

/** Base-currency amounts of the lines and the note again, after the exchange rate changed. */
export function rebaseLines(note: PurchaseCreditNote, lines: PurchaseCreditNoteLine[]): void {
  for (const line of lines) Object.assign(line, lineInBaseCurrency(line.unitPrice, line, note.exchangeRate));
  applyTotals(note, lines);
}

function applyTotals(note: PurchaseCreditNote, lines: PurchaseCreditNoteLine[]): void {
  const totals = noteTotals(lines);
  note.totalQuantity = totals.totalQuantity;
  note.netAmount = totals.netAmount;
  note.taxAmount = totals.taxAmount;
  note.totalAmount = totals.totalAmount;
  const base = baseCurrencyTotals(lines);
  note.baseCurrencyNetAmount = base.baseCurrencyNetAmount;
  note.baseCurrencyTaxAmount = base.baseCurrencyTaxAmount;
  note.baseCurrencyTotalAmount = base.baseCurrencyTotalAmount;
}
