import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, percentOf, splitByPercentages } from './money';

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-2500)).toBe('-$25.00');
  });
  it('converts dollars to cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1999.99)).toBe(199999);
  });
  it('rounds percentages to the cent', () => {
    expect(percentOf(100001, 30)).toBe(30000);
    expect(percentOf(333, 50)).toBe(167);
  });
  it('splits $1,000.01 in three payments without losing a cent', () => {
    const parts = splitByPercentages(100001, [30, 30, 40]);
    expect(parts).toEqual([30000, 30000, 40001]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100001);
  });
});
