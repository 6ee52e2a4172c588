import fc from 'fast-check';
import { fromCents, orderTotals, percentOf, toCents } from '../../src/shared/money';

describe('money in cents', () => {
  it('multiplies prices exactly: 3 x 19.99 = 59.97', () => {
    expect(fromCents(toCents(19.99) * 3)).toBe(59.97);
    expect(fromCents(toCents(1.1) * 3)).toBe(3.3);
    expect(1.1 * 3).not.toBe(3.3); // what floating point alone would give
  });

  it('rounds tax half-up to the cent', () => {
    expect(percentOf(5997, 0.0825)).toBe(495); // 494.7525 -> 495
    expect(percentOf(1000, 0.0005)).toBe(1); // 0.5 -> 1 (half-up)
    expect(percentOf(1000, 0.0004)).toBe(0); // 0.4 -> 0
    expect(percentOf(1001, 0.005)).toBe(5); // 5.005 -> 5
    expect(percentOf(1100, 0.005)).toBe(6); // 5.5 -> 6
  });

  it('ships free from exactly the threshold on', () => {
    const settings = { shippingFee: 4.99, taxRate: 0, freeShippingThreshold: 50 };
    expect(orderTotals([4999], settings)).toEqual({ subtotal: 4999, shippingFee: 499, tax: 0, total: 5498 });
    expect(orderTotals([5000], settings)).toEqual({ subtotal: 5000, shippingFee: 0, tax: 0, total: 5000 });
    expect(orderTotals([5000], { ...settings, freeShippingThreshold: null }).shippingFee).toBe(499);
  });

  it('total = subtotal + shipping + tax, every part a whole number of cents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 999_999 }),
        (lines, rateMicro) => {
          const totals = orderTotals(lines, { shippingFee: 5, taxRate: rateMicro / 1e6 });
          expect(Number.isInteger(totals.tax)).toBe(true);
          expect(totals.total).toBe(totals.subtotal + totals.shippingFee + totals.tax);
          expect(Math.abs(totals.tax - (totals.subtotal * rateMicro) / 1e6)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
