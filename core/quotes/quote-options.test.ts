import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultContractorRates } from './contractor-rates';
import { priceCartQuote } from './price-cart-quote';
import { priceLayoutQuote } from './price-layout-quote';
import type { AdjustmentInput, ContractorRates, PricingRun } from './pricing.types';
import { createQuoteOptionSchema, defaultOptionName, optionDifferences, priceQuoteOption, shownOption, updateQuoteOptionSchema } from './quote-options';

const rates: ContractorRates = { ...defaultContractorRates, taxEnabled: false };
const run = (over: Partial<PricingRun> = {}): PricingRun => ({
  id: 'back', label: 'Back', fenceType: 'cedar', heightFt: 4, fenceFeet: 62,
  posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0, ...over,
});
const discount: AdjustmentInput[] = [{ label: 'Neighbour', kind: 'discount', mode: 'percent', value: 10 }];

describe('priceQuoteOption', () => {
  it('prices each option exactly as a one-option quote with its inputs would be', () => {
    const shared = { rates, adjustments: discount, shippingMiles: 12, taxRatePercent: 8.25 };
    const inputs = [[run()], [run({ heightFt: 6 })], [run({ heightFt: 6, fenceType: 'vinyl' })]];
    const priced = inputs.map((runs) => priceQuoteOption(shared, { quoteType: 'layout', runs }));
    inputs.forEach((runs, i) => expect(priced[i]).toEqual(priceLayoutQuote({ runs, rates, adjustments: discount, shippingMiles: 12, taxRatePercent: 8.25 })));
    // Hand-worked: 4 ft cedar at $20.00/ft x 62 ft = $1,240.00 of fence before the height multiplier; the 6 ft option costs more, vinyl more still.
    expect(priced[0].lines.find((l) => l.kind === 'fence')?.totalCents).toBe(Math.round(2000 * (rates.heightMultipliers[4] ?? 1)) * 62);
    expect(priced[0].totalCents).toBeLessThan(priced[1].totalCents);
    expect(priced[1].totalCents).toBeLessThan(priced[2].totalCents);
  });

  it('a cart option is priced as a cart quote', () => {
    const items = [{ productType: 'fence_section' as const, productName: 'Cedar picket panel 4 ft', quantity: 5, unitPriceCents: 9_900, feetPerUnit: 8 }];
    expect(priceQuoteOption({ rates, adjustments: discount, shippingMiles: null }, { quoteType: 'cart', items })).toEqual(priceCartQuote({ items, rates, adjustments: discount, shippingMiles: null }));
  });

  it('for any runs and terms, an option equals the one-option price (property)', () => {
    const runArb = fc.record({
      fenceType: fc.constantFrom('vinyl', 'cedar', 'chain' as const), heightFt: fc.constantFrom(4, 5, 6, 8), fenceFeet: fc.integer({ min: 0, max: 400 }),
      line: fc.integer({ min: 0, max: 40 }), removalFeet: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(fc.property(fc.array(runArb, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 30 }), fc.option(fc.integer({ min: 0, max: 200 })), (rs, pct, miles) => {
      const runs = rs.map((r, i) => run({ id: `r${i}`, label: `Side ${i}`, fenceType: r.fenceType, heightFt: r.heightFt, fenceFeet: r.fenceFeet, posts: { end: 2, corner: 0, line: r.line, gate: 0 }, gates: [], removalFeet: r.removalFeet }));
      const adjustments: AdjustmentInput[] = [{ label: 'd', kind: 'discount', mode: 'percent', value: pct }];
      expect(priceQuoteOption({ rates, adjustments, shippingMiles: miles }, { quoteType: 'layout', runs })).toEqual(priceLayoutQuote({ runs, rates, adjustments, shippingMiles: miles }));
    }), { numRuns: 60 });
  });
});

describe('shownOption', () => {
  const opts = [
    { id: 'b', position: 2, recommended: false },
    { id: 'a', position: 1, recommended: false },
    { id: 'c', position: 3, recommended: false },
  ];
  it('is the chosen one, else the recommended one, else the first', () => {
    expect(shownOption(opts, null)?.id).toBe('a');
    expect(shownOption(opts.map((o) => ({ ...o, recommended: o.id === 'c' })), null)?.id).toBe('c');
    expect(shownOption(opts.map((o) => ({ ...o, recommended: o.id === 'c' })), 'b')?.id).toBe('b');
    expect(shownOption([], 'b')).toBeNull();
    expect(shownOption(opts, 'unknown')?.id).toBe('a');
  });
});

describe('optionDifferences', () => {
  const fence = (fenceType: string, heightFt: number) => ({ kind: 'fence' as const, params: { fenceType, heightFt }, quantity: 62 });
  const gate = { kind: 'gate_single' as const, params: { fenceType: 'cedar', heightFt: 4 }, quantity: 1 };
  const labour = { kind: 'labor_foot' as const, params: {}, quantity: 62 };
  it('says per option, in the homeowner\'s words, what is not the same in every option', () => {
    const diffs = optionDifferences([{ lines: [fence('cedar', 4), gate, labour] }, { lines: [fence('cedar', 6), gate, labour] }, { lines: [fence('vinyl', 6), labour] }], 'en');
    expect(diffs).toEqual([
      ['62 ft of cedar fence, 4 ft tall', '1 cedar gate, 4 ft tall'],
      ['62 ft of cedar fence, 6 ft tall', '1 cedar gate, 4 ft tall'],
      ['62 ft of vinyl fence, 6 ft tall'],
    ]);
    expect(optionDifferences([{ lines: [fence('cedar', 4)] }, { lines: [fence('vinyl', 4)] }], 'es')).toEqual([['62 pies de cerca de cedro, 4 pies de alto'], ['62 pies de cerca de vinilo, 4 pies de alto']]);
    expect(optionDifferences([{ lines: [labour] }, { lines: [labour] }], 'en')).toEqual([[], []]);
  });
});

describe('option inputs', () => {
  it('names default per language; names are required and short; every bad field at once', () => {
    expect(defaultOptionName(2, 'en')).toBe('Option 2');
    expect(defaultOptionName(3, 'es')).toBe('Opción 3');
    const bad = updateQuoteOptionSchema.safeParse({ name: ' ', recommended: 'yes' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['name', 'recommended']);
    expect(createQuoteOptionSchema.safeParse({ name: 'x'.repeat(61) }).error?.issues[0].message).toBe('Option name must be 60 characters or less');
  });
});
