// Properties of the list: never shrinks as a run grows; never fewer bags than the posts' concrete volume.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenceTypes } from '../catalogue/fence-types';
import { layoutFromPolylines } from '../layout/layout-from-polylines';
import { defaultAssemblyFor } from './default-assemblies';
import { bagYieldCuFt } from './fence-assembly';
import { materialsForLayout } from './materials-for-layout';

const runArb = fc.record({
  fenceType: fc.constantFrom(...fenceTypes),
  heightFt: fc.constantFrom(3, 4, 5, 6, 7, 8),
  legs: fc.array(fc.tuple(fc.double({ min: 2, max: 90, noNaN: true }), fc.constantFrom(0, 90, -90, 45)), { minLength: 1, maxLength: 4 }),
  gate: fc.option(fc.constantFrom('single' as const, 'double' as const)),
  grow: fc.double({ min: 0.01, max: 60, noNaN: true }),
});

type RunCase = typeof runArb extends fc.Arbitrary<infer T> ? T : never;

function build(r: RunCase, extraFt: number) {
  const pts: [number, number][] = [[0, 0]];
  let heading = 0;
  r.legs.forEach(([len, turn], i) => {
    heading += (turn * Math.PI) / 180;
    const l = i === r.legs.length - 1 ? len + extraFt : len;
    const [x, y] = pts[pts.length - 1];
    pts.push([x + Math.cos(heading) * l, y + Math.sin(heading) * l]);
  });
  // A gate at the start of the first segment, where it fits; growing the last segment never moves it.
  const first = r.legs[0][0];
  const width = r.gate === 'double' ? 10 : 4;
  const gates = r.gate && first > width + 1 ? [{ run: 0, segment: 0, offsetFt: 1, kind: r.gate }] : [];
  return layoutFromPolylines([{ points: pts, props: { fenceType: r.fenceType, heightFt: r.heightFt } }], gates);
}

const assemblyFor = (t: (typeof fenceTypes)[number]) => defaultAssemblyFor(t);

describe('materialsForLayout properties', () => {
  it('a longer run never needs less of anything', () => {
    fc.assert(fc.property(runArb, (r) => {
      const before = materialsForLayout(build(r, 0), assemblyFor).totals;
      const after = new Map(materialsForLayout(build(r, r.grow), assemblyFor).totals.map((l) => [l.key, l.quantity]));
      for (const line of before) expect(after.get(line.key) ?? 0).toBeGreaterThanOrEqual(line.quantity);
    }), { numRuns: 300 });
  });

  it('the bags hold at least the concrete every hole needs (hole − post volume over the concrete depth)', () => {
    fc.assert(fc.property(runArb, (r) => {
      const { totals, takeoff } = materialsForLayout(build(r, 0), assemblyFor);
      const a = defaultAssemblyFor(r.fenceType);
      const p = takeoff.totals.posts;
      // Independent of the code's per-post rounding: the volume the holes need, from the geometry alone.
      const volume = (spec: typeof a.linePost, depthIn: number) =>
        ((Math.PI * (spec.holeDiameterIn / 2) ** 2 - (spec.round ? Math.PI * (spec.widthIn / 2) ** 2 : spec.widthIn ** 2)) * depthIn) / 1728;
      const depth = r.heightFt * a.concreteInPerFtOfHeight;
      const need = p.line * volume(a.linePost, depth) + (p.end + p.corner) * volume(a.terminalPost, depth) + p.gate * volume(a.gatePost, depth + a.gatePostExtraDepthIn);
      const bags = totals.find((l) => l.material === 'concrete')?.quantity ?? 0;
      expect(bags * bagYieldCuFt[a.bagLb]).toBeGreaterThanOrEqual(need - 1e-9);
      expect(bags).toBeGreaterThanOrEqual(p.total);
    }), { numRuns: 300 });
  });
});
