import { compare } from '../shared/decimal';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import { lessDeduction, optionalInBaseCurrency } from './purchase-credit-note.money';

/** Statuses in which a credit note may still be changed (no payments exist yet in this server). */
export const EDITABLE_STATUSES = ['DRAFT', 'UNPAID'];

/** The stored columns of a note that its derived fields are computed from. */
export type NoteFacts = Pick<
  PurchaseCreditNote,
  | 'id'
  | 'reference'
  | 'statusCode'
  | 'deletedAt'
  | 'exchangeRate'
  | 'totalAmount'
  | 'baseCurrencyTotalAmount'
  | 'cisApplicableAmount'
  | 'withholdingTaxAmount'
  | 'totalItcAmount'
  | 'totalItrAmount'
>;

const isCis = (note: NoteFacts) => note.cisApplicableAmount != null;

/**
 * A note's derived fields from its columns: the entity's getters, and the same fields of the
 * plain rows the list reads (purchase-credit-note.read.ts), computed once here for both.
 */
export const shownNote = {
  displayedAs: (note: NoteFacts): string | null => note.reference ?? null,
  path: (note: NoteFacts): string => `/purchase_credit_notes/${note.id}`,
  editable: (note: NoteFacts): boolean => !note.deletedAt && EDITABLE_STATUSES.includes(note.statusCode),
  isCis,
  hasCisLabour: (note: NoteFacts): boolean =>
    note.cisApplicableAmount != null && compare(note.cisApplicableAmount, '0') > 0,
  hasCisMaterials: (): boolean => false,
  baseCurrencyCisApplicableAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.cisApplicableAmount, note.exchangeRate),
  baseCurrencyWithholdingTaxAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.withholdingTaxAmount, note.exchangeRate),
  totalAfterCisDeduction: (note: NoteFacts): string | null => {
    if (!isCis(note)) return null;
    return lessDeduction(note.totalAmount, note.withholdingTaxAmount);
  },
  baseCurrencyTotalAfterCisDeduction: (note: NoteFacts): string | null => {
    if (!isCis(note)) return null;
    const withheld = optionalInBaseCurrency(note.withholdingTaxAmount, note.exchangeRate);
    return lessDeduction(note.baseCurrencyTotalAmount, withheld);
  },
  baseCurrencyTotalItcAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.totalItcAmount, note.exchangeRate),
  baseCurrencyTotalItrAmount: (note: NoteFacts): string | null =>
    optionalInBaseCurrency(note.totalItrAmount, note.exchangeRate),
};
