import { describe, expect, it } from 'vitest';
import { instantPriceRange, instantQuoteLayout } from './instant-quote-layout';
import { instantFenceSchema } from './instant-quote.schema';
import { layoutFromPolylines } from './layout-from-polylines';
import { takeoffForLayout } from './takeoff-for-layout';

describe('instantQuoteLayout', () => {
  it('turns a typed length into one run with the gates spread along it', () => {
    const fence = instantFenceSchema.parse({ lengthFt: 150, fenceType: 'cedar', heightFt: 6, singleGates: 1, doubleGates: 1, removeExisting: true });
    const doc = instantQuoteLayout(fence);
    const { totals } = takeoffForLayout(doc);
    expect(totals).toMatchObject({ grossFeet: 150, fenceFeet: 136, gates: 2, singleGates: 1, doubleGates: 1, removalFeet: 150, posts: { end: 2, gate: 4 } });
    expect(doc.runs[0].props).toMatchObject({ fenceType: 'cedar', heightFt: 6, removeExisting: true });
  });

  it('applies the chosen fence to every run of a sketch', () => {
    const sketch = layoutFromPolylines([{ points: [[0, 0], [50, 0]] }, { points: [[50, 0], [50, 30]] }]);
    const doc = instantQuoteLayout(instantFenceSchema.parse({ diagram: sketch, fenceType: 'chain', heightFt: 4 }));
    expect(doc.runs.map((r) => r.props.fenceType)).toEqual(['chain', 'chain']);
  });

  it('refuses gates wider than the fence', () => {
    expect(() => instantQuoteLayout(instantFenceSchema.parse({ lengthFt: 8, fenceType: 'vinyl', heightFt: 6, doubleGates: 1 }))).toThrow('The gates do not fit in the fence length');
  });

  it('needs a drawing or a length, with readable messages', () => {
    const r = instantFenceSchema.safeParse({ fenceType: 'vinyl', heightFt: 6 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['Draw the fence or enter its length']);
    const bad = instantFenceSchema.safeParse({ lengthFt: 0, fenceType: 'wood', heightFt: 20 });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(['Fence length must be between 1 and 5000 feet', 'Choose a fence type', 'Choose a fence height']);
  });
});

describe('instantPriceRange', () => {
  it('is −10% / +15% in whole tens of dollars', () => {
    expect(instantPriceRange(500_000)).toEqual({ lowCents: 450_000, highCents: 575_000 });
    expect(instantPriceRange(123_456)).toEqual({ lowCents: 111_000, highCents: 142_000 });
  });
});
