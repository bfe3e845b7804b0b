// adjustment_types: discounts and surcharges, fixed cents or a percent of the job price.
import { percentOf, type Cents } from '../money';
import type { AdjustmentInput, PricedAdjustment } from './pricing.types';

/** Prices each adjustment in order; a discount never takes the running price below zero. */
export function priceAdjustments(jobPriceCents: Cents, adjustments: AdjustmentInput[]): PricedAdjustment[] {
  let running = jobPriceCents;
  return adjustments.map((a) => {
    const magnitude = a.mode === 'percent' ? percentOf(jobPriceCents, a.value) : Math.round(a.value);
    let amountCents = a.kind === 'discount' ? -Math.abs(magnitude) : Math.abs(magnitude);
    if (running + amountCents < 0) amountCents = -running;
    running += amountCents;
    return { label: a.label, kind: a.kind, mode: a.mode, value: a.value, amountCents };
  });
}
