import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByWeights } from './allocate-by-weights';

describe('allocateByWeights', () => {
  it('splits in proportion', () => {
    expect(allocateByWeights(100, [1, 1, 2])).toEqual([25, 25, 50]);
  });
  it('gives leftover cents to the largest remainders, first come first served on ties', () => {
    expect(allocateByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByWeights(10, [2, 1])).toEqual([7, 3]);
  });
  it('shares equally when every weight is zero', () => {
    expect(allocateByWeights(5, [0, 0])).toEqual([3, 2]);
  });
  it('handles negative amounts symmetrically', () => {
    expect(allocateByWeights(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });
  it('never loses or invents a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 30 }), (amount, weights) => {
        const parts = allocateByWeights(amount, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(parts).toHaveLength(weights.length);
      }),
    );
  });
});
