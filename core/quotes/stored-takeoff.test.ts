import { describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../layout/layout-from-polylines';
import { takeoffForLayout } from '../layout/takeoff-for-layout';
import { takeoffToPricingRuns } from '../layout/takeoff-to-pricing';
import type { PricingRun } from './pricing.types';
import { pricingRunSchema } from './quote.schema';
import { storedTakeoffSchema } from './stored-takeoff';

const back: PricingRun = { id: 'back', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };
const stored = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown; // what jsonb gives back

describe('storedTakeoffSchema (quotes.takeoff, quote_options.takeoff)', () => {
  it("reads back a drawing's take-off as pricing was handed it", () => {
    const doc = layoutFromPolylines([{ points: [[0, 0], [0, 40], [60, 40]], props: { fenceType: 'cedar', heightFt: 6, style: 'privacy' }, label: 'Side' }]);
    const runs = takeoffToPricingRuns(takeoffForLayout(doc));
    expect(storedTakeoffSchema.parse(stored({ runs }))).toEqual(stored({ runs }));
  });

  it("keeps an opted-in style's materials cost and missing count, and keys it does not know", () => {
    const runs = [{ ...back, materialsCostCents: 123_456 }, { ...back, id: 'side', materialsMissing: 2, note: 'kept' }];
    expect(storedTakeoffSchema.parse(stored({ runs, source: 'drawing' }))).toEqual({ runs, source: 'drawing' });
  });

  it("reads a run the API's input limits would refuse: a drawing's take-off was never held to them", () => {
    const long = { ...back, label: 'L'.repeat(150), heightFt: 24, fenceFeet: 150_000 };
    expect(pricingRunSchema.safeParse(long).success).toBe(false);
    expect(storedTakeoffSchema.safeParse({ runs: [long] }).success).toBe(true);
  });

  it('a cart quote stores no runs', () => {
    expect(storedTakeoffSchema.parse({ runs: [] })).toEqual({ runs: [] });
  });

  it('refuses what Picket never wrote: no runs, runs that are not a list, a run without its numbers or of an unknown fence type', () => {
    for (const odd of [{}, { runs: 'x' }, { runs: [{ id: 'a' }] }, { runs: [{ ...back, fenceType: 'iron' }] }, { runs: [{ ...back, posts: null }] }, [back], 'x']) {
      expect(storedTakeoffSchema.safeParse(odd).success, JSON.stringify(odd)).toBe(false);
    }
  });
});
