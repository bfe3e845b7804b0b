import { describe, expect, it } from 'vitest';
import { centsToPlainDollars, dollarsToCents, formatCents, parseDollars, percentOf, splitByPercentages } from './money';

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
  it('reads a dollar amount as written in a spreadsheet to exact cents, or refuses it', () => {
    expect(parseDollars('1250')).toBe(125000);
    expect(parseDollars('$1,250.5')).toBe(125050);
    expect(parseDollars(' $ 12,345,678.09 ')).toBe(1234567809);
    expect(parseDollars('.99')).toBe(99);
    expect(parseDollars('0.1')).toBe(10);
    for (const bad of ['', '$', '-5', '12.345', '1,25.00', 'abc', '12 dollars', '1.250,00']) expect(parseDollars(bad)).toBeNull();
    expect(centsToPlainDollars(125050)).toBe('1250.50');
    expect(centsToPlainDollars(7)).toBe('0.07');
  });
});
