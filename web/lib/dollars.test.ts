import { describe, expect, it } from 'vitest';
import { centsToDollarInput, parseDollarsToCents } from './dollars';

describe('parseDollarsToCents', () => {
  it('reads dollars with up to 2 decimals as integer cents', () => {
    expect(parseDollarsToCents('25')).toBe(2500);
    expect(parseDollarsToCents('25.5')).toBe(2550);
    expect(parseDollarsToCents('31.45')).toBe(3145);
    expect(parseDollarsToCents('.99')).toBe(99);
    expect(parseDollarsToCents('0')).toBe(0);
  });
  it('accepts what people paste: $, thousands commas, spaces', () => {
    expect(parseDollarsToCents('$1,250.00')).toBe(125000);
    expect(parseDollarsToCents(' 8 ')).toBe(800);
  });
  it('rounds a third decimal half up without float error', () => {
    expect(parseDollarsToCents('1.005')).toBe(101);
    expect(parseDollarsToCents('1.004')).toBe(100);
    expect(parseDollarsToCents('0.295')).toBe(30);
  });
  it('keeps the sign so the schema can say "cannot be negative"', () => {
    expect(parseDollarsToCents('-3')).toBe(-300);
  });
  it('is NaN for text that is not an amount, and for empty input', () => {
    for (const bad of ['', ' ', 'abc', '1.2.3', '12a', '.', '-']) expect(parseDollarsToCents(bad)).toBeNaN();
  });
});

describe('centsToDollarInput', () => {
  it('shows cents as dollars with exactly 2 decimals', () => {
    expect(centsToDollarInput(2500)).toBe('25.00');
    expect(centsToDollarInput(3145)).toBe('31.45');
    expect(centsToDollarInput(5)).toBe('0.05');
    expect(centsToDollarInput(125000)).toBe('1250.00');
    expect(centsToDollarInput(-300)).toBe('-3.00');
  });
  it('is empty for a value that is not a number', () => {
    expect(centsToDollarInput(Number.NaN)).toBe('');
  });
  it('round-trips every cent value', () => {
    for (const cents of [0, 1, 99, 100, 101, 2500, 99999, 1234567]) expect(parseDollarsToCents(centsToDollarInput(cents))).toBe(cents);
  });
});
