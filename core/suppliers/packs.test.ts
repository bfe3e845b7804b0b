import { describe, expect, it } from 'vitest';
import { roundUpToPacks } from './packs';

describe('roundUpToPacks (issue 24: orders buy whole packs, rounded up)', () => {
  it('sold each: the quantity itself', () => {
    expect(roundUpToPacks(23, 1)).toEqual({ packs: 23, units: 23, surplus: 0 });
  });
  it('boundary: exactly a whole number of packs buys no extra pack', () => {
    // 40 pickets in bundles of 20 = 2 bundles.
    expect(roundUpToPacks(40, 20)).toEqual({ packs: 2, units: 40, surplus: 0 });
  });
  it('boundary: one unit past a whole pack buys another pack', () => {
    // 41 pickets in bundles of 20 = 3 bundles, 60 pickets, 19 left over.
    expect(roundUpToPacks(41, 20)).toEqual({ packs: 3, units: 60, surplus: 19 });
  });
  it('a pallet of 56 bags for 9 bags: one pallet', () => {
    expect(roundUpToPacks(9, 56)).toEqual({ packs: 1, units: 56, surplus: 47 });
  });
  it('zero needs nothing', () => {
    expect(roundUpToPacks(0, 20)).toEqual({ packs: 0, units: 0, surplus: 0 });
  });
  it('a pack size that is not a whole number ≥ 1 is refused, not guessed', () => {
    expect(() => roundUpToPacks(5, 0)).toThrow(RangeError);
    expect(() => roundUpToPacks(5, 2.5)).toThrow(RangeError);
    expect(() => roundUpToPacks(-1, 2)).toThrow(RangeError);
  });
});
