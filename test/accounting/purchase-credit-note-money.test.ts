import {
  baseCurrencyTotals,
  cisDeduction,
  figuresByRate,
  figuresOf,
  inBaseCurrency,
  inverseRate,
  lessDeduction,
  lineAmounts,
  lineInBaseCurrency,
  noteTotals,
  optionalInBaseCurrency,
  type LineFacts,
} from '../../src/modules/accounting/purchase-credit-notes/purchase-credit-note.money';
import { sum } from '../../src/modules/accounting/shared/decimal';

// The credit note's arithmetic without HTTP or a database. Every rounding is half away from zero
// (0.025 -> 0.03, -0.025 -> -0.03), never half to even: the cases on a half cent pin that.

const line = (quantity: string, unitPrice: string, taxPercentage: string | null, unitPriceIncludesTax = false) =>
  lineAmounts({ quantity, unitPrice, taxPercentage, unitPriceIncludesTax, taxAmount: null });

describe('a line’s amounts', () => {
  it.each([
    ['quantity x price', '24', '0.95', '22.80'],
    ['a half cent, rounded up', '0.5', '0.05', '0.03'],
    ['another half cent, rounded up (half to even would give 0.04)', '0.5', '0.09', '0.05'],
    ['below a half cent, rounded down', '0.4', '0.01', '0.00'],
    ['a zero price', '3', '0.00', '0.00'],
    ['a negative half cent, rounded away from zero', '0.5', '-0.05', '-0.03'],
  ])('net: %s', (_, quantity, unitPrice, net) => {
    expect(line(quantity, unitPrice, null)).toEqual({ netAmount: net, taxAmount: '0.00', totalAmount: net });
  });

  it.each([
    ['20% of 21.00', '21.00', '20.00', '4.20', '25.20'],
    ['5% of 0.50 is a half cent: up (half to even would give 0.02)', '0.50', '5.00', '0.03', '0.53'],
    ['5% of 0.10 is a half cent: up to 0.01', '0.10', '5.00', '0.01', '0.11'],
    ['5% of 0.09 is below a half cent: 0.00', '0.09', '5.00', '0.00', '0.09'],
    ['13.5% of 10.50', '10.50', '13.50', '1.42', '11.92'],
    ['0% is no tax', '99.99', '0.00', '0.00', '99.99'],
    ['5% of -0.50 is a negative half cent: away from zero', '-0.50', '5.00', '-0.03', '-0.53'],
  ])('tax from the rate: %s', (_, net, percent, tax, total) => {
    expect(line('1', net, percent)).toEqual({ netAmount: net, taxAmount: tax, totalAmount: total });
  });

  it.each([
    ['1.00 at 20%', '1.00', '20.00', '0.83', '0.17'],
    ['24.00 at 20%', '24.00', '20.00', '20.00', '4.00'],
    ['0.03 at 20%: the net 0.025 rounds up, so no tax is left', '0.03', '20.00', '0.03', '0.00'],
    ['0.15 at 20%: the net 0.125 rounds up', '0.15', '20.00', '0.13', '0.02'],
    ['21.00 at 13.5%', '21.00', '13.50', '18.50', '2.50'],
    ['no rate: all of it is net', '9.99', null, '9.99', '0.00'],
  ])('a tax-inclusive price takes the net out of the gross: %s', (_, gross, percent, net, tax) => {
    expect(line('1', gross, percent, true)).toEqual({ netAmount: net, taxAmount: tax, totalAmount: gross });
  });

  it('keeps a stated tax whatever the rate, and takes it out of a tax-inclusive price', () => {
    const stated = { quantity: '2', unitPrice: '10.50', taxPercentage: '20.00', taxAmount: '4.19' };
    expect(lineAmounts({ ...stated, unitPriceIncludesTax: false })).toEqual({
      netAmount: '21.00',
      taxAmount: '4.19',
      totalAmount: '25.19',
    });
    expect(lineAmounts({ ...stated, unitPriceIncludesTax: true })).toEqual({
      netAmount: '16.81',
      taxAmount: '4.19',
      totalAmount: '21.00',
    });
    expect(lineAmounts({ ...stated, taxPercentage: null, taxAmount: '0', unitPriceIncludesTax: false })).toEqual({
      netAmount: '21.00',
      taxAmount: '0.00',
      totalAmount: '21.00',
    });
  });
});

describe('the base currency', () => {
  it.each([
    ['at 1 the amount is unchanged', '10.50', '1.000000', '10.50'],
    ['to the cent', '10.00', '1.123456', '11.23'],
    ['a half cent, rounded up (half to even would give 0.50)', '0.50', '1.010000', '0.51'],
    ['a negative half cent, away from zero', '-0.50', '1.010000', '-0.51'],
    ['zero stays zero', '0.00', '0.856789', '0.00'],
  ])('converts an amount: %s', (_, amount, rate, base) => {
    expect(inBaseCurrency(amount, rate)).toBe(base);
  });

  it('converts an optional amount only when there is one', () => {
    expect(optionalInBaseCurrency(null, '1.5')).toBeNull();
    expect(optionalInBaseCurrency(undefined, '1.5')).toBeNull();
    expect(optionalInBaseCurrency('2.00', '1.5')).toBe('3.00');
  });

  it('converts a line’s unit price and amounts each on its own, so net + tax may differ from the total', () => {
    const base = lineInBaseCurrency('1.00', { netAmount: '0.83', taxAmount: '0.17', totalAmount: '1.00' }, '1.5');
    expect(base).toEqual({
      baseCurrencyUnitPrice: '1.50',
      baseCurrencyNetAmount: '1.25',
      baseCurrencyTaxAmount: '0.26',
      baseCurrencyTotalAmount: '1.50',
    });
  });

  it.each([
    ['1', '1', '1.000000'],
    ['0.85', '0.850000', '1.176471'],
    ['3', '3', '0.333333'],
    ['5.12 (1/5.12 = 0.1953125: a half at the seventh decimal, rounded up)', '5.12', '0.195313'],
    ['0.856789', '0.856789', '1.167149'],
  ])('inverts the exchange rate %s to six decimals', (_, rate, inverse) => {
    expect(inverseRate(rate)).toBe(inverse);
  });
});

describe('a note’s totals', () => {
  it('sums the lines, each rounded on its own: 300 lines of 5% of 0.10 make 3.00 of tax, not 1.50', () => {
    const lines = Array.from({ length: 300 }, () => ({ ...line('1', '0.10', '5.00'), quantity: '1.00' }));
    expect(noteTotals(lines)).toEqual({
      totalQuantity: '300.00',
      netAmount: '30.00',
      taxAmount: '3.00',
      totalAmount: '33.00',
    });
    expect(line('1', '30.00', '5.00').taxAmount).toBe('1.50');
  });

  it('is zero without lines', () => {
    expect(noteTotals([])).toEqual({
      totalQuantity: '0.00',
      netAmount: '0.00',
      taxAmount: '0.00',
      totalAmount: '0.00',
    });
    expect(baseCurrencyTotals([])).toEqual({
      baseCurrencyNetAmount: '0.00',
      baseCurrencyTaxAmount: '0.00',
      baseCurrencyTotalAmount: '0.00',
    });
  });

  it('nets negative lines against positive ones', () => {
    const lines = [
      { netAmount: '10.00', taxAmount: '2.00', totalAmount: '12.00', quantity: '1.00' },
      { netAmount: '-12.50', taxAmount: '-2.50', totalAmount: '-15.00', quantity: '1.00' },
    ];
    expect(noteTotals(lines)).toEqual({
      totalQuantity: '2.00',
      netAmount: '-2.50',
      taxAmount: '-0.50',
      totalAmount: '-3.00',
    });
  });

  it('in a foreign currency: base amounts are the sum of the lines’ conversions, not the total converted', () => {
    const rate = '0.856789';
    const given = [
      { quantity: '3', unitPrice: '19.99', taxPercentage: '20.00', unitPriceIncludesTax: false },
      { quantity: '1.5', unitPrice: '7.25', taxPercentage: '5.00', unitPriceIncludesTax: false },
      { quantity: '2', unitPrice: '12.00', taxPercentage: '20.00', unitPriceIncludesTax: true },
    ];
    const lines = given.map((figures) => {
      const amounts = lineAmounts({ ...figures, taxAmount: null });
      return { quantity: figures.quantity, ...amounts, ...lineInBaseCurrency(figures.unitPrice, amounts, rate) };
    });
    expect(lines.map(({ quantity: _, ...amounts }) => amounts)).toEqual([
      {
        netAmount: '59.97',
        taxAmount: '11.99',
        totalAmount: '71.96',
        baseCurrencyUnitPrice: '17.13',
        baseCurrencyNetAmount: '51.38',
        baseCurrencyTaxAmount: '10.27',
        baseCurrencyTotalAmount: '61.65',
      },
      {
        // 1.5 x 7.25 = 10.875: a half cent, rounded up.
        netAmount: '10.88',
        taxAmount: '0.54',
        totalAmount: '11.42',
        baseCurrencyUnitPrice: '6.21',
        baseCurrencyNetAmount: '9.32',
        baseCurrencyTaxAmount: '0.46',
        baseCurrencyTotalAmount: '9.78',
      },
      {
        netAmount: '20.00',
        taxAmount: '4.00',
        totalAmount: '24.00',
        baseCurrencyUnitPrice: '10.28',
        baseCurrencyNetAmount: '17.14',
        baseCurrencyTaxAmount: '3.43',
        baseCurrencyTotalAmount: '20.56',
      },
    ]);
    expect(noteTotals(lines)).toEqual({
      totalQuantity: '6.50',
      netAmount: '90.85',
      taxAmount: '16.53',
      totalAmount: '107.38',
    });
    expect(baseCurrencyTotals(lines)).toEqual({
      baseCurrencyNetAmount: '77.84',
      baseCurrencyTaxAmount: '14.16',
      baseCurrencyTotalAmount: '91.99',
    });
    expect(inBaseCurrency('107.38', rate)).toBe('92.00');
  });
});

describe('the CIS deduction', () => {
  it.each([
    ['20% of 1000.00', '1000.00', '20.00', '200.00'],
    ['30% of 0.15 is 0.045: a half cent, rounded up (half to even would give 0.04)', '0.15', '30.00', '0.05'],
    ['20% of 0.12 is 0.024: rounded down', '0.12', '20.00', '0.02'],
    ['0% deducts nothing', '500.00', '0.00', '0.00'],
    ['of nothing applicable', '0.00', '20.00', '0.00'],
  ])('is the applicable amount at the rate, to the cent: %s', (_, applicable, rate, deduction) => {
    expect(cisDeduction(applicable, rate)).toBe(deduction);
  });

  it.each([
    ['a deduction', '120.00', '24.00', '96.00'],
    ['no deduction (null)', '120.00', null, '120.00'],
    ['a deduction above the total', '10.00', '12.50', '-2.50'],
  ])('leaves the total less %s', (_, total, deduction, after) => {
    expect(lessDeduction(total, deduction)).toBe(after);
  });
});

describe('the tax figures', () => {
  const facts = (net: string, tax: string, rate: string | null, serviceId: string | null = null): LineFacts => {
    const total = sum([net, tax], 2);
    return {
      netAmount: net,
      taxAmount: tax,
      totalAmount: total,
      baseCurrencyNetAmount: inBaseCurrency(net, '2'),
      baseCurrencyTaxAmount: inBaseCurrency(tax, '2'),
      baseCurrencyTotalAmount: inBaseCurrency(total, '2'),
      serviceId,
      taxRateCode: rate,
    };
  };

  it('sums lines in both currencies, a line naming a service as services and any other as goods', () => {
    const lines = [facts('10.00', '2.00', 'GB_STANDARD'), facts('5.00', '1.00', 'GB_STANDARD', 'SRV-1')];
    expect(figuresOf(lines)).toEqual({
      net: '15.00',
      tax: '3.00',
      total: '18.00',
      goods: '10.00',
      services: '5.00',
      baseNet: '30.00',
      baseTax: '6.00',
      baseTotal: '36.00',
      baseGoods: '20.00',
      baseServices: '10.00',
    });
  });

  it('is zero for no lines', () => {
    expect(Object.values(figuresOf([]))).toEqual(Array(10).fill('0.00'));
  });

  it('groups by rate in the order the rates first appear, leaving lines without a rate out', () => {
    const lines = [
      facts('1.00', '0.00', 'GB_ZERO'),
      facts('10.00', '2.00', 'GB_STANDARD'),
      facts('7.00', '0.00', null),
      facts('3.00', '0.60', 'GB_STANDARD', 'SRV-1'),
      facts('4.00', '0.00', ''),
    ];
    const byRate = figuresByRate(lines);
    expect([...byRate.keys()]).toEqual(['GB_ZERO', 'GB_STANDARD']);
    expect(byRate.get('GB_STANDARD')).toMatchObject({ net: '13.00', tax: '2.60', goods: '10.00', services: '3.00' });
    expect(byRate.get('GB_ZERO')).toMatchObject({ net: '1.00', tax: '0.00', total: '1.00', baseTotal: '2.00' });
    expect(figuresOf(lines).net).toBe('25.00');
  });

  it('adds many lines exactly: 500 lines of 0.01 make 5.00', () => {
    const lines = Array.from({ length: 500 }, () => facts('0.01', '0.00', 'GB_ZERO'));
    expect(figuresByRate(lines).get('GB_ZERO')).toMatchObject({ net: '5.00', total: '5.00', baseNet: '10.00' });
  });
});
