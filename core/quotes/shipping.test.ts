import { describe, expect, it } from 'vitest';
import { defaultShippingSettings as s } from './contractor-rates';
import { billableMiles, perMileShipping, shippingFor, shippingTierFor } from './shipping';

describe('shipping tiers by goods value (SPEC §9)', () => {
  it.each([
    [0, 1],
    [199_999, 1], // 1999.99
    [200_000, 2], // 2000.00
    [499_999, 2], // 4999.99
    [500_000, 3], // 5000.00
    [10_000_000, 3],
  ])('%i cents is tier %i', (cents, tier) => {
    expect(shippingTierFor(cents, s)).toBe(tier);
  });
});

describe('tier 1 brackets by delivery miles (docs/decisions.md)', () => {
  const tier1 = (miles: number) => shippingFor({ goodsCents: 150_000, miles, settings: s });
  it.each([
    [0, 12_500],
    [25, 12_500],
    [26, 16_000],
    [49, 16_000],
    [50, 22_500],
    [100, 22_500],
    [101, 25_250], // beyond the brackets: 101 × 2.50
    [150, 37_500],
  ])('%i miles costs %i cents', (miles, cents) => {
    expect(tier1(miles)).toEqual({ tier: 1, cents });
  });
  it('fractional miles round up into the next bracket', () => {
    expect(billableMiles(25.01)).toBe(26);
    expect(tier1(25.01).cents).toBe(16_000);
    expect(tier1(49.5).cents).toBe(22_500);
    expect(tier1(100.2).cents).toBe(25_250);
  });
  it('the boundary between tiers decides the fee: 1999.99 pays the bracket, 2000.00 the flat fee', () => {
    expect(shippingFor({ goodsCents: 199_999, miles: 30, settings: s })).toEqual({ tier: 1, cents: 16_000 });
    expect(shippingFor({ goodsCents: 200_000, miles: 30, settings: s })).toEqual({ tier: 2, cents: 10_000 });
  });
});

describe('tier 2 flat fee and tier 3 free', () => {
  it('tier 2 is a flat 100.00 whatever the distance', () => {
    expect(shippingFor({ goodsCents: 499_999, miles: 0, settings: s })).toEqual({ tier: 2, cents: 10_000 });
    expect(shippingFor({ goodsCents: 300_000, miles: 500, settings: s })).toEqual({ tier: 2, cents: 10_000 });
  });
  it('tier 3 ships free', () => {
    expect(shippingFor({ goodsCents: 500_000, miles: 80, settings: s })).toEqual({ tier: 3, cents: 0 });
  });
});

describe('per-mile shipping: 2.50 a mile, minimum 100.00', () => {
  const perMile = { ...s, method: 'per_mile' as const };
  it.each([
    [0, 10_000],
    [39, 10_000], // 97.50 → minimum
    [40, 10_000], // exactly 100.00
    [41, 10_250],
    [100, 25_000],
  ])('%i miles costs %i cents', (miles, cents) => {
    expect(perMileShipping(miles, s)).toBe(cents);
    expect(shippingFor({ goodsCents: 100_000, miles, settings: perMile }).cents).toBe(cents);
  });
  it('per-mile mode still ships free in tier 3', () => {
    expect(shippingFor({ goodsCents: 500_000, miles: 200, settings: perMile }).cents).toBe(0);
  });
  it('per-mile mode applies in tier 2 instead of the flat fee', () => {
    expect(shippingFor({ goodsCents: 300_000, miles: 60, settings: perMile })).toEqual({ tier: 2, cents: 15_000 });
  });
});
