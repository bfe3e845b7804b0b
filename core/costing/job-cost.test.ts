// Issue 24: costing a quote. Every expected number is worked by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import { unpricedMaterial, type MaterialPrice } from '../suppliers/material-price';
import { cardFeeFor, cardFeesForSchedule } from './card-fee';
import { jobCost, laborCost, materialCostLines, type JobCostInput } from './job-cost';

const price = (key: string, over: Partial<MaterialPrice>): [string, MaterialPrice] => [key, { ...unpricedMaterial(key), ...over }];
const rates = { laborCostPerFootCents: 600, laborCostPerPostCents: 900, laborCostPerGateCents: 4_000, crewHourlyCostCents: null };

describe('labour cost models', () => {
  it('per foot, per post, per gate: 62.5 ft × $6.00 = $375.00, 9 posts × $9.00 = $81.00, 1 gate × $40.00 = $40.00', () => {
    expect(laborCost(rates, { feet: 62.5, posts: 9, gates: 1, crewHours: null })).toEqual({ perFootCents: 37_500, perPostCents: 8_100, perGateCents: 4_000, crewCents: 0, totalCents: 49_600 });
  });
  it('per foot rounds to the cent: 10.333 ft × $6.00 = $61.998 → $62.00', () => {
    expect(laborCost(rates, { feet: 10.333, posts: 0, gates: 0, crewHours: null }).perFootCents).toBe(6_200);
  });
  it('hourly crew: 12.5 crew-hours × $45.00 = $562.50, added to the per-unit models', () => {
    const got = laborCost({ ...rates, crewHourlyCostCents: 4_500 }, { feet: 0, posts: 0, gates: 0, crewHours: 12.5 });
    expect(got.crewCents).toBe(56_250);
    expect(got.totalCents).toBe(56_250);
  });
  it('boundary: crew-hours without an hourly cost (or the other way round) cost nothing', () => {
    expect(laborCost(rates, { feet: 0, posts: 0, gates: 0, crewHours: 8 }).crewCents).toBe(0);
    expect(laborCost({ ...rates, crewHourlyCostCents: 4_500 }, { feet: 0, posts: 0, gates: 0, crewHours: null }).crewCents).toBe(0);
  });
});

describe('materials at pack costs', () => {
  it('17 pickets sold in bundles of 20 at $2.15 each cost 20 × $2.15 = $43.00', () => {
    const [line] = materialCostLines([{ key: 'cedar/picket/1x6 x 6 ft', quantity: 17 }], new Map([price('cedar/picket/1x6 x 6 ft', { packName: 'bundle', packSize: 20, unitCostCents: 215 })]));
    expect(line).toMatchObject({ packs: 1, units: 20, costCents: 4_300 });
  });
  it('boundary: 40 pickets in bundles of 20 = 2 bundles exactly; 41 = 3 bundles (60 pickets)', () => {
    const prices = new Map([price('k', { packName: 'bundle', packSize: 20, unitCostCents: 100 })]);
    expect(materialCostLines([{ key: 'k', quantity: 40 }], prices)[0]).toMatchObject({ packs: 2, costCents: 4_000 });
    expect(materialCostLines([{ key: 'k', quantity: 41 }], prices)[0]).toMatchObject({ packs: 3, costCents: 6_000 });
  });
  it('a material nobody priced is sold each with no cost (null, not zero)', () => {
    expect(materialCostLines([{ key: 'x', quantity: 3 }], new Map())[0]).toMatchObject({ packs: 3, unitCostCents: null, costCents: null });
  });
  it('a cost of $0.00 set on purpose is a cost (free offcuts), not a missing one', () => {
    expect(materialCostLines([{ key: 'x', quantity: 3 }], new Map([price('x', { unitCostCents: 0 })]))[0].costCents).toBe(0);
  });
});

describe('card fee (Stripe 2.9% + 30¢ per charge)', () => {
  it('$1,000.00 → $29.00 + $0.30 = $29.30', () => expect(cardFeeFor(100_000)).toBe(2_930));
  it('rounds half away from zero: $0.50 × 2.9% = 1.45¢ → 1¢ + 30¢; $1.50 × 2.9% = 4.35¢ → 4¢ + 30¢; $2.50 → 7.25¢ → 7¢', () => {
    expect(cardFeeFor(50)).toBe(31);
    expect(cardFeeFor(150)).toBe(34);
    expect(cardFeeFor(250)).toBe(37);
  });
  it('boundary: nothing charged, no fee', () => expect(cardFeeFor(0)).toBe(0));
  it('a deposit and a final pay the 30¢ twice: $300 → $8.70 + $0.30, $700 → $20.30 + $0.30 = $29.60', () => {
    expect(cardFeesForSchedule([30_000, 70_000])).toBe(2_960);
  });
});

describe('margin', () => {
  const base: JobCostInput = {
    priceCents: 200_000,
    materials: materialCostLines([{ key: 'a', quantity: 10 }], new Map([price('a', { unitCostCents: 5_000 })])),
    labor: laborCost(rates, { feet: 100, posts: 0, gates: 0, crewHours: null }),
    laborCostsSet: true,
    cardChargesCents: [],
    hasMaterialsList: true,
    minimumMarginPercent: null,
  };

  it('price $2,000, materials 10 × $50 = $500, labour 100 ft × $6 = $600: cost $1,100, margin $900 = 45.0%', () => {
    expect(jobCost(base)).toMatchObject({ materialsCents: 50_000, laborCents: 60_000, cardFeesCents: 0, costCents: 110_000, marginCents: 90_000, marginPercent: 45, complete: true, incomplete: [] });
  });
  it('paid by card in one charge of $2,160 (tax included): fee $62.64 + $0.30 = $62.94; margin $837.06 = 41.9%', () => {
    const got = jobCost({ ...base, cardChargesCents: [216_000] });
    expect(got.cardFeesCents).toBe(6_294);
    expect(got.marginCents).toBe(83_706);
    expect(got.marginPercent).toBe(41.9);
  });
  it('a material without a cost: incomplete, with its key, never a silent zero', () => {
    const materials = materialCostLines([{ key: 'a', quantity: 10 }, { key: 'b', quantity: 2 }], new Map([price('a', { unitCostCents: 5_000 })]));
    const got = jobCost({ ...base, materials });
    expect(got.complete).toBe(false);
    expect(got.incomplete).toEqual(['materialWithoutCost']);
    expect(got.uncostedKeys).toEqual(['b']);
  });
  it('labour costs never set: incomplete', () => {
    expect(jobCost({ ...base, laborCostsSet: false }).incomplete).toEqual(['laborCostsNotSet']);
  });
  it('no drawing (no materials list): incomplete', () => {
    expect(jobCost({ ...base, materials: [], hasMaterialsList: false }).incomplete).toEqual(['noMaterialsList']);
  });
  it('a loss is a negative margin: price $1,000 against cost $1,100 = -$100, -10.0%', () => {
    expect(jobCost({ ...base, priceCents: 100_000 })).toMatchObject({ marginCents: -10_000, marginPercent: -10 });
  });
  it('boundary: a zero price has no percent', () => {
    expect(jobCost({ ...base, priceCents: 0 }).marginPercent).toBeNull();
  });
  it('minimum margin boundary: 45.0% against a 45% minimum passes; against 45.1% it warns', () => {
    expect(jobCost({ ...base, minimumMarginPercent: 45 }).belowMinimum).toBe(false);
    expect(jobCost({ ...base, minimumMarginPercent: 45.1 }).belowMinimum).toBe(true);
  });
  it('an incomplete margin never claims to be below (or above) the minimum', () => {
    expect(jobCost({ ...base, priceCents: 100_000, laborCostsSet: false, minimumMarginPercent: 30 }).belowMinimum).toBe(false);
  });
});
