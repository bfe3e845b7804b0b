import { describe, expect, it } from 'vitest';
import { defaultContractorRates } from '../quotes/contractor-rates';
import { priceLayoutQuote } from '../quotes/price-layout-quote';
import { layoutFromPolylines } from './layout-from-polylines';
import { takeoffForLayout } from './takeoff-for-layout';
import { takeoffToPricingRuns } from './takeoff-to-pricing';

describe('takeoffToPricingRuns', () => {
  const doc = layoutFromPolylines(
    [{ points: [[0, 50], [0, 0]] }, { points: [[0, 0], [100, 0]], props: { fenceType: 'cedar', heightFt: 4, removeExisting: true }, label: 'Back' }, { points: [[100, 0], [100, 50]] }],
    [{ run: 1, segment: 0, offsetFt: 48 }],
  );
  const runs = takeoffToPricingRuns(takeoffForLayout(doc));

  it('carries each run once, with shared corner posts attributed once and gate width off the footage', () => {
    expect(runs).toHaveLength(3);
    expect(runs[0]).toMatchObject({ id: 'r1', label: 'Run 1', fenceType: 'vinyl', fenceFeet: 50, posts: { end: 1, corner: 1, line: 6, gate: 0 } });
    expect(runs[1]).toMatchObject({ id: 'r2', label: 'Back', fenceType: 'cedar', heightFt: 4, fenceFeet: 96, removalFeet: 100, gates: [{ kind: 'single', widthFt: 4 }] });
    const posts = runs.reduce((s, r) => s + r.posts.end + r.posts.corner + r.posts.line + r.posts.gate, 0);
    expect(posts).toBe(28);
  });

  it('prices through the quotes engine: fence feet add up to the drawn length less the gate', () => {
    const priced = priceLayoutQuote({ runs, rates: defaultContractorRates });
    expect(priced.fenceFeet).toBe(196);
    expect(priced.runs.map((r) => r.runId)).toEqual(['r1', 'r2', 'r3']);
    expect(priced.totalCents).toBe(priced.runs.reduce((s, r) => s + r.totalCents, 0));
  });
});
