import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from './layout-document.schema';
import { layoutFromPolylines } from './layout-from-polylines';
import { pointMap, runSegments } from './layout-segments';
import { takeoffForLayout } from './takeoff-for-layout';

// A random open polyline of 1–8 segments with real turns (no accidental straight-through vertices).
const polylineArb = fc
  .record({
    start: fc.tuple(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })),
    legs: fc.array(fc.record({ length: fc.double({ min: 3, max: 120, noNaN: true }), turn: fc.double({ min: 10, max: 170, noNaN: true }), left: fc.boolean() }), { minLength: 1, maxLength: 8 }),
  })
  .map(({ start, legs }) => {
    const pts: [number, number][] = [start];
    let heading = 0;
    for (const leg of legs) {
      const [x, y] = pts[pts.length - 1];
      pts.push([x + Math.cos(heading) * leg.length, y + Math.sin(heading) * leg.length]);
      heading += ((leg.left ? 1 : -1) * leg.turn * Math.PI) / 180;
    }
    return pts;
  })
  // Self-crossing drawings are legal but make "never double-counted" harder to state; keep vertices distinct.
  .filter((pts) => pts.every((p, i) => pts.every((q, j) => i === j || Math.hypot(p[0] - q[0], p[1] - q[1]) > 1)));

// A gate per segment, placed by a fraction of the room left, kept only where the segment is long enough.
const withGatesArb = polylineArb.chain((pts) =>
  fc.array(fc.record({ pos: fc.double({ min: 0, max: 1, noNaN: true }), double: fc.boolean() }), { minLength: pts.length - 1, maxLength: pts.length - 1 }).map((choices) => {
    const gates = choices.flatMap((c, segment) => {
      const [a, b] = [pts[segment], pts[segment + 1]];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const widthFt = c.double ? 10 : 4;
      return len > widthFt + 2 ? [{ run: 0, segment, offsetFt: 1 + c.pos * (len - widthFt - 2), kind: c.double ? ('double' as const) : ('single' as const) }] : [];
    });
    return layoutFromPolylines([{ points: pts }], gates);
  }),
);

function transform(doc: LayoutDocument, angleDeg: number, dx: number, dy: number): LayoutDocument {
  const r = (angleDeg * Math.PI) / 180;
  const points = doc.points.map((p) => ({ ...p, x: p.x * Math.cos(r) - p.y * Math.sin(r) + dx, y: p.x * Math.sin(r) + p.y * Math.cos(r) + dy }));
  return { ...doc, points };
}

const countsOf = (doc: LayoutDocument) => {
  const { totals } = takeoffForLayout(doc);
  return { posts: totals.posts, sections: totals.sections, gates: totals.gates, concrete: totals.concreteBags, fenceFeet: Math.round(totals.fenceFeet * 1e6) };
};

describe('takeoffForLayout properties', () => {
  it('total fence footage = sum of segment lengths − gate widths', () => {
    fc.assert(
      fc.property(withGatesArb, (doc) => {
        const points = pointMap(doc);
        const drawn = doc.runs.flatMap((r) => runSegments(r, points)).reduce((s, seg) => s + seg.length, 0);
        const gates = doc.gates.reduce((s, g) => s + g.widthFt, 0);
        expect(takeoffForLayout(doc).totals.fenceFeet).toBeCloseTo(drawn - gates, 6);
      }),
    );
  });

  it('counts are invariant under translation and rotation', () => {
    fc.assert(
      fc.property(withGatesArb, fc.double({ min: 0, max: 360, noNaN: true }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (doc, angle, dx, dy) => {
        expect(countsOf(transform(doc, angle, dx, dy))).toEqual(countsOf(doc));
      }),
    );
  });

  it('splitting a run into separate runs at its corners never double-counts the shared corner posts', () => {
    fc.assert(
      fc.property(polylineArb, (pts) => {
        const whole = takeoffForLayout(layoutFromPolylines([{ points: pts }])).totals;
        const pieces = layoutFromPolylines(pts.slice(1).map((p, i) => ({ points: [pts[i], p] })));
        const split = takeoffForLayout(pieces).totals;
        expect(split.posts).toEqual(whole.posts);
        expect(split.posts.corner).toBe(pts.length - 2);
        expect(split.posts.end).toBe(2);
        expect(split.sections).toBe(whole.sections);
      }),
    );
  });

  it('posts = sections + 1 + gates on an open fence (every section between two posts, every gate too)', () => {
    fc.assert(
      fc.property(withGatesArb, (doc) => {
        const { totals } = takeoffForLayout(doc);
        expect(totals.posts.total).toBe(totals.sections + 1 + totals.gates);
      }),
    );
  });
});
