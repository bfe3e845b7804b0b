import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../money';
import { money } from './line-description';

describe('money', () => {
  it('writes the same text as formatCents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
      expect(money(c)).toBe(formatCents(c));
    }));
    expect(money(123456789)).toBe('$1,234,567.89');
  });
});
