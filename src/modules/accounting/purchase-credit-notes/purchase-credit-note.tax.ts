import type { RequestContext } from '../../../graphql/context';
import { TaxRate } from '../reference-data/reference.entity';
import { loadReference } from '../reference-data/reference.service';
import { link, type Link } from '../shared/wire';
import type { PurchaseCreditNote } from './purchase-credit-note.entity';
import { loadLines } from './purchase-credit-note.lines';
import { figuresByRate, figuresOf, type Figures, type LineFacts } from './purchase-credit-note.money';
import type { DetailedTaxAnalysis, TaxAnalysis, TaxBreakdown } from './purchase-credit-note.types';

// A credit note's tax figures, all derived from its lines: per rate (`tax_analysis`,
// `detailed_tax_analysis`) and per line (`tax_breakdown`).

/**
 * The figures of a note's lines as loaded for a request (loadLines answers the same array to each
 * field of the note): `tax_analysis` and `detailed_tax_analysis` compute them once between them.
 */
const totals = new WeakMap<readonly LineFacts[], Figures>();
const byRates = new WeakMap<readonly LineFacts[], Map<string, Figures>>();

function memo<T>(memory: WeakMap<readonly LineFacts[], T>, lines: readonly LineFacts[], compute: () => T): T {
  let value = memory.get(lines);
  if (value === undefined) memory.set(lines, (value = compute()));
  return value;
}

/** The `tax_rate` link of a rate code (batched per request); a rate no longer listed keeps its id. */
export async function taxRateLink(ctx: RequestContext, code: string | null | undefined): Promise<Link | null> {
  if (!code) return null;
  const rate = await loadReference(ctx, TaxRate, code);
  return rate ? link(rate.id, rate.displayedAs, rate.path) : link(code, null, `/tax_rates/${code}`);
}

export async function taxAnalysis(ctx: RequestContext, note: Pick<PurchaseCreditNote, 'id'>): Promise<TaxAnalysis[]> {
  const lines = await loadLines(ctx, note.id);
  const byRate = memo(byRates, lines, () => figuresByRate(lines));
  return Promise.all(
    [...byRate].map(async ([code, f]) => ({
      tax_rate: (await taxRateLink(ctx, code))!,
      net_amount: f.net,
      tax_amount: f.tax,
      total_amount: f.total,
      goods_amount: f.goods,
      service_amount: f.services,
    })),
  );
}

export async function detailedTaxAnalysis(
  ctx: RequestContext,
  note: Pick<PurchaseCreditNote, 'id'>,
): Promise<DetailedTaxAnalysis> {
  const lines = await loadLines(ctx, note.id);
  const total = memo(totals, lines, () => figuresOf(lines));
  const breakdown = await Promise.all(
    [...memo(byRates, lines, () => figuresByRate(lines))].map(async ([code, f]) => {
      const rate = await loadReference(ctx, TaxRate, code);
      return {
        tax_rate: (await taxRateLink(ctx, code))!,
        name: rate?.name ?? null,
        percentage: rate?.percentage ?? null,
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
      };
    }),
  );
  return {
    tax_rates_breakdown: breakdown,
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
  };
}

/** A line's tax at its rate (in the note's or the base currency); none without a rate. */
export async function lineTaxBreakdown(
  ctx: RequestContext,
  line: LineFacts,
  currency: 'note' | 'base',
): Promise<TaxBreakdown[]> {
  if (!line.taxRateCode) return [];
  const rate = await loadReference(ctx, TaxRate, line.taxRateCode);
  return [
    {
      tax_rate: (await taxRateLink(ctx, line.taxRateCode))!,
      percentage: rate?.percentage ?? '0.00',
      amount: currency === 'note' ? line.taxAmount : line.baseCurrencyTaxAmount,
    },
  ];
}
