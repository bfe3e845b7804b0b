import { describe, expect, it } from 'vitest';
import { priceAdjustments } from './adjustments';

describe('adjustments (adjustment_types)', () => {
  it('fixed discount subtracts its cents', () => {
    expect(priceAdjustments(100_000, [{ label: 'Neighbour', kind: 'discount', mode: 'fixed', value: 5_000 }])[0].amountCents).toBe(-5_000);
  });
  it('percent surcharge adds a percent of the job price', () => {
    expect(priceAdjustments(100_000, [{ label: 'Rocky soil', kind: 'surcharge', mode: 'percent', value: 7.5 }])[0].amountCents).toBe(7_500);
  });
  it('percent discount rounds half away from zero to the cent', () => {
    expect(priceAdjustments(333, [{ label: 'x', kind: 'discount', mode: 'percent', value: 50 }])[0].amountCents).toBe(-167);
  });
  it('percents are all taken of the job price, not of each other', () => {
    const a = priceAdjustments(100_000, [
      { label: 'a', kind: 'discount', mode: 'percent', value: 10 },
      { label: 'b', kind: 'discount', mode: 'percent', value: 10 },
    ]);
    expect(a.map((x) => x.amountCents)).toEqual([-10_000, -10_000]);
  });
  it('a discount never takes the price below zero', () => {
    const a = priceAdjustments(10_000, [
      { label: 'big', kind: 'discount', mode: 'fixed', value: 8_000 },
      { label: 'bigger', kind: 'discount', mode: 'fixed', value: 8_000 },
    ]);
    expect(a.map((x) => x.amountCents)).toEqual([-8_000, -2_000]);
  });
  it('the sign comes from the kind, whatever sign the value has', () => {
    expect(priceAdjustments(10_000, [{ label: 'x', kind: 'discount', mode: 'fixed', value: -100 }])[0].amountCents).toBe(-100);
  });
});
