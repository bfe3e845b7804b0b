// SPEC §9 "Shipping"; the bracket/tier mapping SPEC leaves "not shown" is decided in docs/decisions.md.
import type { Cents } from '../money';
import type { ShippingSettings } from './pricing.types';

export type ShippingTier = 1 | 2 | 3;

/** Tier by goods value: up to 1999.99 → 1, 2000–4999.99 → 2, 5000 and above → 3. */
export function shippingTierFor(goodsCents: Cents, settings: ShippingSettings): ShippingTier {
  if (goodsCents <= settings.tier1MaxCents) return 1;
  if (goodsCents <= settings.tier2MaxCents) return 2;
  return 3;
}

/** Delivery distance counts in whole miles, rounded up (25.1 mi is in the 26–49 bracket). */
export function billableMiles(miles: number): number {
  return Math.max(0, Math.ceil(miles - 1e-9));
}

/** Per-mile charge with its minimum: 2.50 × miles, never below 100.00. */
export function perMileShipping(miles: number, settings: ShippingSettings): Cents {
  return Math.max(settings.perMileMinimumCents, billableMiles(miles) * settings.perMileCents);
}

/** Tier 1 fee by distance bracket; beyond the last bracket the per-mile rule applies. */
export function tier1Shipping(miles: number, settings: ShippingSettings): Cents {
  const m = billableMiles(miles);
  const bracket = settings.brackets.find((b) => m >= b.minMiles && m <= b.maxMiles);
  return bracket ? bracket.feeCents : perMileShipping(m, settings);
}

export function shippingFor(input: { goodsCents: Cents; miles: number; settings: ShippingSettings }): {
  tier: ShippingTier;
  cents: Cents;
} {
  const { goodsCents, miles, settings } = input;
  const tier = shippingTierFor(goodsCents, settings);
  if (tier === 3) return { tier, cents: 0 };
  if (settings.method === 'per_mile') return { tier, cents: perMileShipping(miles, settings) };
  if (tier === 2) return { tier, cents: settings.tier2FlatCents };
  return { tier, cents: tier1Shipping(miles, settings) };
}
