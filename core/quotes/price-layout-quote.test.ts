import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultContractorRates, heightMultiplierFor } from './contractor-rates';
import { priceLayoutQuote } from './price-layout-quote';
import type { ContractorRates, PricingRun } from './pricing.types';

// Tax off unless a test is about tax, so the arithmetic below reads plainly.
const rates: ContractorRates = { ...defaultContractorRates, taxEnabled: false };

function run(over: Partial<PricingRun> = {}): PricingRun {
  return {
    id: 'r1', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62,
    posts: { end: 0, corner: 0, line: 0, gate: 0 }, gates: [], removalFeet: 0, ...over,
  };
}
const lineOf = (q: ReturnType<typeof priceLayoutQuote>, key: string) => q.lines.find((l) => l.key === key);

describe('SPEC §9 defaults', () => {
  it('per foot vinyl 25, cedar 20, chain 15; gates 150/125/100; markup 20%; minimum 500; removal 500 flat or 8/ft; excavation 3; concrete 12', () => {
    expect(defaultContractorRates.materialsPerFoot).toEqual({ vinyl: 2500, cedar: 2000, chain: 1500 });
    expect(defaultContractorRates.gatePrices).toEqual({ vinyl: 15000, cedar: 12500, chain: 10000 });
    expect(defaultContractorRates.markupPercentage).toBe(20);
    expect(defaultContractorRates.minimumCharge).toBe(50000);
    expect(defaultContractorRates.removalFlatFee).toBe(50000);
    expect(defaultContractorRates.removalPerFoot).toBe(800);
    expect(defaultContractorRates.excavationPerPost).toBe(300);
    expect(defaultContractorRates.concretePerPost).toBe(1200);
    expect(defaultContractorRates.taxEnabled).toBe(true);
    expect(defaultContractorRates.payment.depositPercent).toBe(30);
  });
});

describe('materials', () => {
  it.each([
    ['vinyl', 2500],
    ['cedar', 2000],
    ['chain', 1500],
  ] as const)('%s fence costs its per-foot rate', (fenceType, perFoot) => {
    const q = priceLayoutQuote({ runs: [run({ fenceType })], rates });
    const l = lineOf(q, 'r1:fence')!;
    expect(l.totalCents).toBe(62 * perFoot);
    expect(l.category).toBe('materials');
  });
  it('says where the number comes from', () => {
    const q = priceLayoutQuote({ runs: [run()], rates });
    expect(lineOf(q, 'r1:fence')!.description).toBe('62 ft × $25.00 vinyl, 6 ft');
    const styled = priceLayoutQuote({ runs: [run({ style: 'privacy' })], rates });
    expect(lineOf(styled, 'r1:fence')!.description).toBe('62 ft × $25.00 vinyl privacy, 6 ft');
  });
  it('fractional feet are priced exactly and rounded once to the cent', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 10.333, fenceType: 'chain' })], rates });
    expect(lineOf(q, 'r1:fence')!.totalCents).toBe(15_500); // 10.333 × 1500 = 15499.5 → 15500
    expect(lineOf(q, 'r1:fence')!.description).toBe('10.33 ft × $15.00 chain, 6 ft');
  });
  it('single gates cost the gate price, double gates twice that', () => {
    const q = priceLayoutQuote({
      runs: [run({ fenceType: 'cedar', gates: [{ kind: 'single', widthFt: 4 }, { kind: 'single', widthFt: 4 }, { kind: 'double', widthFt: 10 }] })],
      rates,
    });
    expect(lineOf(q, 'r1:gate_single')).toMatchObject({ quantity: 2, unitCents: 12_500, totalCents: 25_000, description: '2 × $125.00 cedar gates, 6 ft' });
    expect(lineOf(q, 'r1:gate_double')).toMatchObject({ quantity: 1, unitCents: 25_000, totalCents: 25_000, description: '1 × $250.00 cedar double gate, 6 ft' });
  });
  it('concrete is set per post, every kind of post counted', () => {
    const q = priceLayoutQuote({ runs: [run({ posts: { end: 2, corner: 1, line: 6, gate: 2 } })], rates });
    expect(lineOf(q, 'r1:concrete')).toMatchObject({ quantity: 11, totalCents: 11 * 1200, category: 'materials', description: '11 posts × $12.00 concrete set' });
  });
  it('a zero-foot run prices no fence line', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 0 })], rates });
    expect(lineOf(q, 'r1:fence')).toBeUndefined();
    expect(q.totalCents).toBe(0);
  });
});

describe('height multipliers', () => {
  it.each([
    [3, 0.75],
    [4, 0.85],
    [5, 0.92],
    [6, 1],
    [7, 1.15],
    [8, 1.3],
    [6.5, 1], // between listed heights: the lower one's
    [2, 0.75], // below every listed height: the lowest
    [10, 1.3], // above: the tallest
  ])('%s ft uses ×%s', (h, m) => {
    expect(heightMultiplierFor(rates, h)).toBe(m);
  });
  it('apply to materials per foot and gates, not to labour', () => {
    const q = priceLayoutQuote({ runs: [run({ heightFt: 8, fenceFeet: 10, gates: [{ kind: 'single', widthFt: 4 }] })], rates });
    expect(lineOf(q, 'r1:fence')).toMatchObject({ unitCents: 3250, totalCents: 32_500, description: '10 ft × $32.50 vinyl, 8 ft' });
    expect(lineOf(q, 'r1:gate_single')!.unitCents).toBe(19_500);
    expect(lineOf(q, 'r1:labor_foot')!.unitCents).toBe(rates.laborPerFoot);
  });
  it('no multipliers at all means ×1', () => {
    expect(heightMultiplierFor({ heightMultipliers: {} }, 6)).toBe(1);
  });
});

describe('labour, excavation', () => {
  const q = priceLayoutQuote({
    runs: [run({ fenceFeet: 50, posts: { end: 2, corner: 0, line: 5, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }, { kind: 'double', widthFt: 10 }] })],
    rates,
  });
  it('per foot', () => expect(lineOf(q, 'r1:labor_foot')).toMatchObject({ totalCents: 50 * 1000, category: 'labor' }));
  it('per post', () => expect(lineOf(q, 'r1:labor_post')).toMatchObject({ quantity: 9, totalCents: 9 * 1500, category: 'labor' }));
  it('per gate opening (a double gate is one opening)', () => expect(lineOf(q, 'r1:labor_gate')).toMatchObject({ quantity: 2, totalCents: 2 * 7500 }));
  it('excavation per post', () =>
    expect(lineOf(q, 'r1:excavation')).toMatchObject({ quantity: 9, totalCents: 9 * 300, category: 'labor', description: '9 posts × $3.00 post hole excavation' }));
  it('labour and excavation add up in laborCents', () => expect(q.laborCents).toBe(50_000 + 13_500 + 15_000 + 2_700));
});

describe('removal', () => {
  it('flat: one fee per job whatever the feet', () => {
    const q = priceLayoutQuote({ runs: [run({ removalFeet: 40 })], rates });
    expect(q.removalCents).toBe(50_000);
    expect(lineOf(q, 'r1:removal')!.description).toBe('Old fence removal, flat $500.00 (40 ft)');
  });
  it('flat fee is shared among sides by their removal feet, to the cent', () => {
    const q = priceLayoutQuote({ runs: [run({ id: 'a', removalFeet: 10 }), run({ id: 'b', removalFeet: 20 }), run({ id: 'c', removalFeet: 0 })], rates });
    expect(lineOf(q, 'a:removal')!.totalCents).toBe(16_667);
    expect(lineOf(q, 'b:removal')!.totalCents).toBe(33_333);
    expect(lineOf(q, 'c:removal')).toBeUndefined();
    expect(q.removalCents).toBe(50_000);
  });
  it('per foot: 8.00 a foot', () => {
    const q = priceLayoutQuote({ runs: [run({ removalFeet: 40 })], rates: { ...rates, removalPricingType: 'per_foot' } });
    expect(lineOf(q, 'r1:removal')).toMatchObject({ totalCents: 32_000, description: '40 ft × $8.00 old fence removal', category: 'removal' });
  });
  it('no removal feet, no removal charge', () => {
    expect(priceLayoutQuote({ runs: [run()], rates }).removalCents).toBe(0);
  });
});

describe('markup and the minimum install charge', () => {
  it('markup is the percentage of the cost subtotal', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 100 })], rates });
    expect(q.subtotalCents).toBe(100 * 2500 + 100 * 1000);
    expect(q.markupCents).toBe(70_000);
    expect(q.jobPriceCents).toBe(420_000);
    expect(q.minimumApplied).toBe(false);
  });
  it('customer line prices include the markup and add up to the job price', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 33, posts: { end: 1, corner: 1, line: 3, gate: 0 } })], rates });
    expect(q.lines.reduce((a, l) => a + l.customerTotalCents, 0)).toBe(q.jobPriceCents);
  });
  it('a small job is raised to the minimum install charge', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 10 })], rates }); // cost 350 + 70 markup = 420 < 500
    expect(q.minimumApplied).toBe(true);
    expect(q.minimumUpliftCents).toBe(8_000);
    expect(q.jobPriceCents).toBe(50_000);
    expect(q.totalCents).toBe(50_000);
  });
  it('exactly the minimum is not raised', () => {
    // 500.00 job price: cost c with c × 1.2 = 50000 → c = 41666.67; use markup 0 for an exact case
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 20 })], rates: { ...rates, markupPercentage: 25, laborPerFoot: 0 } });
    expect(q.jobPriceCents).toBe(62_500);
    const exact = priceLayoutQuote({ runs: [run({ fenceFeet: 20 })], rates: { ...rates, markupPercentage: 0 } }); // 20 × 35 = 700
    expect(exact.minimumApplied).toBe(false);
    const edge = priceLayoutQuote({ runs: [run({ fenceFeet: 10 })], rates: { ...rates, markupPercentage: 0, laborPerFoot: 2500 } }); // 10 × 50 = 500
    expect(edge.jobPriceCents).toBe(50_000);
    expect(edge.minimumApplied).toBe(false);
  });
  it('an empty layout is not charged the minimum', () => {
    const q = priceLayoutQuote({ runs: [], rates });
    expect(q.totalCents).toBe(0);
    expect(q.minimumApplied).toBe(false);
  });
});

describe('tax', () => {
  const taxed: ContractorRates = { ...rates, taxEnabled: true, taxRatePercent: null };
  const oneRun = [run({ fenceFeet: 100 })]; // materials 2500.00, labour 1000.00, markup 700.00
  it('uses the system settings rate when the contractor sets none', () => {
    const q = priceLayoutQuote({ runs: oneRun, rates: { ...taxed, taxAppliesTo: 'all' }, taxRatePercent: 10 });
    expect(q.taxRatePercent).toBe(10);
    expect(q.taxCents).toBe(42_000);
  });
  it("the contractor's rate overrides the system settings", () => {
    const q = priceLayoutQuote({ runs: oneRun, rates: { ...taxed, taxAppliesTo: 'all', taxRatePercent: 5 }, taxRatePercent: 10 });
    expect(q.taxCents).toBe(21_000);
  });
  it('materials-only taxes the materials at their customer price', () => {
    const q = priceLayoutQuote({ runs: oneRun, rates: { ...taxed, taxAppliesTo: 'materials' }, taxRatePercent: 10 });
    expect(q.taxableCents).toBe(300_000); // 2500.00 + 20%
    expect(q.taxCents).toBe(30_000);
  });
  it('materials-only tax follows a discount in proportion', () => {
    const q = priceLayoutQuote({
      runs: oneRun, rates: { ...taxed, taxAppliesTo: 'materials' }, taxRatePercent: 10,
      adjustments: [{ label: '10% off', kind: 'discount', mode: 'percent', value: 10 }],
    });
    expect(q.taxableCents).toBe(270_000);
    expect(q.taxCents).toBe(27_000);
  });
  it('whole-job tax is taken after adjustments', () => {
    const q = priceLayoutQuote({
      runs: oneRun, rates: { ...taxed, taxAppliesTo: 'all' }, taxRatePercent: 10,
      adjustments: [{ label: 'x', kind: 'discount', mode: 'fixed', value: 20_000 }],
    });
    expect(q.taxCents).toBe(40_000);
  });
  it('tax disabled charges none', () => {
    const q = priceLayoutQuote({ runs: oneRun, rates: { ...taxed, taxEnabled: false, taxRatePercent: 9 }, taxRatePercent: 10 });
    expect(q.taxCents).toBe(0);
    expect(q.taxRatePercent).toBe(0);
  });
  it('shipping is not taxed', () => {
    const a = priceLayoutQuote({ runs: [run({ fenceFeet: 10 })], rates: { ...taxed, taxAppliesTo: 'all' }, taxRatePercent: 10 });
    const b = priceLayoutQuote({ runs: [run({ fenceFeet: 10 })], rates: { ...taxed, taxAppliesTo: 'all' }, taxRatePercent: 10, shippingMiles: 10 });
    expect(b.taxCents).toBe(a.taxCents);
    expect(b.totalCents - a.totalCents).toBe(12_500);
  });
});

describe('shipping on a quote', () => {
  it('no delivery distance, no shipping', () => {
    const q = priceLayoutQuote({ runs: [run()], rates });
    expect(q.shippingCents).toBe(0);
    expect(q.shippingTier).toBeNull();
  });
  it('the tier is read from the price after adjustments, before tax', () => {
    const q = priceLayoutQuote({ runs: [run({ fenceFeet: 100 })], rates, shippingMiles: 30 }); // 4200.00 → tier 2
    expect(q.shippingTier).toBe(2);
    expect(q.shippingCents).toBe(10_000);
    const discounted = priceLayoutQuote({
      runs: [run({ fenceFeet: 100 })], rates, shippingMiles: 30,
      adjustments: [{ label: 'x', kind: 'discount', mode: 'fixed', value: 220_001 }],
    }); // 1999.99 → tier 1, 26–49 mi
    expect(discounted.shippingTier).toBe(1);
    expect(discounted.shippingCents).toBe(16_000);
  });
  it('shipping disabled in settings charges none', () => {
    const q = priceLayoutQuote({ runs: [run()], rates: { ...rates, shipping: { ...rates.shipping, enabled: false } }, shippingMiles: 30 });
    expect(q.shippingCents).toBe(0);
  });
});

describe('total, deposit, per-run prices', () => {
  const full: ContractorRates = { ...defaultContractorRates, taxRatePercent: 8.25 };
  const runs = [
    run({ id: 'n', label: 'North', fenceFeet: 62, posts: { end: 1, corner: 1, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 40 }),
    run({ id: 'e', label: 'East', fenceType: 'cedar', heightFt: 5, fenceFeet: 40, posts: { end: 1, corner: 0, line: 5, gate: 0 }, removalFeet: 60 }),
  ];
  const q = priceLayoutQuote({ runs, rates: full, shippingMiles: 30, adjustments: [{ label: 'Spring', kind: 'discount', mode: 'percent', value: 5 }] });
  it('total = job price + adjustments + tax + shipping', () => {
    expect(q.totalCents).toBe(q.jobPriceCents + q.adjustmentsCents + q.taxCents + q.shippingCents);
    expect(q.subtotalCents).toBe(q.materialsCents + q.laborCents + q.removalCents);
  });
  it('deposit is 30% of the total', () => {
    expect(q.depositCents).toBe(Math.round(q.totalCents * 0.3));
  });
  it('each run has its own price and the runs add up to the total', () => {
    expect(q.runs.map((r) => r.label)).toEqual(['North', 'East']);
    expect(q.runs.reduce((a, r) => a + r.totalCents, 0)).toBe(q.totalCents);
    expect(q.runs[0].totalCents).toBeGreaterThan(q.runs[1].totalCents);
  });
  it('a run priced alone costs what its share says when nothing is shared', () => {
    const perFoot = { ...full, removalPricingType: 'per_foot' as const, taxEnabled: false };
    const solo = priceLayoutQuote({ runs: [runs[1]], rates: perFoot });
    const both = priceLayoutQuote({ runs, rates: perFoot });
    expect(both.runs[1].totalCents).toBe(solo.totalCents);
  });
  it('with materials-only tax a run carries the tax of its own materials (within a rounding cent)', () => {
    const perFoot = { ...full, removalPricingType: 'per_foot' as const };
    const solo = priceLayoutQuote({ runs: [runs[1]], rates: perFoot });
    const both = priceLayoutQuote({ runs, rates: perFoot });
    expect(Math.abs(both.runs[1].totalCents - solo.totalCents)).toBeLessThanOrEqual(1);
  });
  it('is reproducible to the cent', () => {
    expect(priceLayoutQuote({ runs, rates: full, shippingMiles: 30, adjustments: [{ label: 'Spring', kind: 'discount', mode: 'percent', value: 5 }] })).toEqual(q);
  });
});

describe('invariants over random layouts', () => {
  const runArb = fc.record({
    id: fc.uuid(), label: fc.string({ maxLength: 8 }), fenceType: fc.constantFrom('vinyl' as const, 'cedar' as const, 'chain' as const),
    heightFt: fc.constantFrom(4, 5, 6, 8), fenceFeet: fc.double({ min: 0, max: 500, noNaN: true }),
    posts: fc.record({ end: fc.nat(4), corner: fc.nat(4), line: fc.nat(60), gate: fc.nat(4) }),
    gates: fc.array(fc.record({ kind: fc.constantFrom('single' as const, 'double' as const), widthFt: fc.constantFrom(4, 10) }), { maxLength: 3 }),
    removalFeet: fc.nat(300),
  });
  it('every total is whole cents, parts add up, runs add up, nothing negative', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 8 }), fc.option(fc.nat(200), { nil: undefined }), fc.nat(30), (rs, miles, pct) => {
        const q = priceLayoutQuote({ runs: rs, rates: defaultContractorRates, shippingMiles: miles, adjustments: [{ label: 'd', kind: 'discount', mode: 'percent', value: pct }] });
        for (const v of [q.totalCents, q.taxCents, q.markupCents, q.depositCents, ...q.lines.map((l) => l.customerTotalCents)]) expect(Number.isInteger(v)).toBe(true);
        expect(q.totalCents).toBe(q.jobPriceCents + q.adjustmentsCents + q.taxCents + q.shippingCents);
        expect(q.lines.reduce((a, l) => a + l.customerTotalCents, 0)).toBe(q.jobPriceCents);
        if (rs.length > 0) expect(q.runs.reduce((a, r) => a + r.totalCents, 0)).toBe(q.totalCents);
        expect(q.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
});
