import { decimalPlaces, plainNotation } from '../../src/shared/numbers';

describe('JSON numbers read in any notation', () => {
  it('writes exponent notation out as the plain decimal it stands for', () => {
    expect(plainNotation(1e-7)).toBe('0.0000001');
    expect(plainNotation(-1.5e-10)).toBe('-0.00000000015');
    expect(plainNotation(1.5e21)).toBe('1500000000000000000000');
    expect(plainNotation(1e2)).toBe('100');
    expect(plainNotation(12.34)).toBe('12.34');
    expect(plainNotation(-0)).toBe('0');
  });

  it('counts the digits after the point of the plain decimal', () => {
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-10)).toBe(11);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(19.99)).toBe(2);
    expect(decimalPlaces(5e-324)).toBe(324);
  });
});
