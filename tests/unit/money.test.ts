import { describe, expect, test } from 'vitest';
import { formatCents, formatEuros, lineCents, toCents, totalCents } from '../../shared/money.ts';

describe('formatEuros', () => {
  test('shows euros with the sign, thousands separators and two decimals', () => {
    expect(formatEuros(1250)).toBe('€1,250.00');
    expect(formatEuros(89.99)).toBe('€89.99');
    expect(formatEuros(0)).toBe('€0.00');
    expect(formatEuros(1_234_567.5)).toBe('€1,234,567.50');
  });

  test('rounds floating-point noise to the cent', () => {
    expect(formatEuros(0.1 + 0.2)).toBe('€0.30');
    expect(formatCents(258_999)).toBe('€2,589.99');
  });
});

describe('totals in cents', () => {
  test('a price in euros becomes whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1250)).toBe(125_000);
  });

  test('a line subtotal is quantity times price, exactly', () => {
    // 19.99 * 3 is 59.970000000000006 in floating point.
    expect(lineCents({ price: 19.99, quantity: 3 })).toBe(5997);
    expect(lineCents({ price: 1250, quantity: 2 })).toBe(250_000);
  });

  test('the total is the sum of the lines, and zero for none', () => {
    const lines = [
      { price: 1250, quantity: 2 },
      { price: 89.99, quantity: 1 },
      { price: 0.1, quantity: 3 },
    ];
    expect(totalCents(lines)).toBe(250_000 + 8999 + 30);
    expect(formatCents(totalCents(lines))).toBe('€2,590.29');
    expect(totalCents([])).toBe(0);
  });
});
