import { describe, expect, it } from 'vitest';
import { explainTakeoff, diffTakeoffTotals } from './explain-takeoff';
import { layoutFromPolylines } from './layout-from-polylines';
import { takeoffForLayout } from './takeoff-for-layout';

// The documented example (docs/decisions.md "Layout take-off"): a 3-sided yard, left 50 ft, back 100 ft,
// right 50 ft, drawn as three runs that meet at the two back corners, with a 4 ft single gate centred on the back.
const yardRuns = [
  { points: [[0, 50], [0, 0]] as [number, number][] },
  { points: [[0, 0], [100, 0]] as [number, number][] },
  { points: [[100, 0], [100, 50]] as [number, number][] },
];

describe('takeoffForLayout: the 3-sided yard 50/100/50 ft', () => {
  it('without a gate: 2 end posts, 2 shared corner posts, 26 sections, 23 line posts', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines(yardRuns));
    // 50 ft → ceil(50/8) = 7 sections, 6 line posts; 100 ft → 13 sections, 12 line posts.
    expect(totals.fenceFeet).toBe(200);
    expect(totals.sections).toBe(7 + 13 + 7);
    expect(totals.posts).toEqual({ end: 2, corner: 2, line: 6 + 12 + 6, gate: 0, total: 28 });
  });

  it('with one 4 ft gate centred on the back: the exact documented counts', () => {
    const { totals, runs } = takeoffForLayout(layoutFromPolylines(yardRuns, [{ run: 1, segment: 0, offsetFt: 48 }]));
    expect(totals.grossFeet).toBe(200);
    expect(totals.gateFeet).toBe(4);
    expect(totals.fenceFeet).toBe(196);
    // Back: 48 ft + gate + 48 ft → 6 + 6 sections, 5 + 5 line posts.
    expect(totals.sections).toBe(7 + 12 + 7);
    expect(totals.posts).toEqual({ end: 2, corner: 2, line: 6 + 10 + 6, gate: 2, total: 28 });
    expect(totals.gates).toBe(1);
    expect(totals.singleGates).toBe(1);
    expect(totals.postCaps).toBe(28);
    expect(totals.gateHardwareKits).toBe(1);
    expect(totals.dropRods).toBe(0);
    expect(totals.concreteBags).toBe(26 * 2 + 2 * 3);
    expect(totals.removalFeet).toBe(0);
    // Shared corners are paid by the first run drawn through them.
    expect(runs.map((r) => r.posts)).toEqual([
      { end: 1, corner: 1, line: 6, gate: 0 },
      { end: 0, corner: 1, line: 10, gate: 2 },
      { end: 1, corner: 0, line: 6, gate: 0 },
    ]);
    expect(runs[1].fenceFeet).toBe(96);
  });

  it('counts the same when the yard is one polyline instead of three runs', () => {
    const one = takeoffForLayout(layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }], [{ run: 0, segment: 1, offsetFt: 48 }]));
    const three = takeoffForLayout(layoutFromPolylines(yardRuns, [{ run: 1, segment: 0, offsetFt: 48 }]));
    expect(one.totals).toEqual(three.totals);
  });

  it('explains each count, e.g. the corner posts', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines(yardRuns, [{ run: 1, segment: 0, offsetFt: 48 }]));
    const why = explainTakeoff(totals);
    expect(why.find((w) => w.item === 'cornerPosts')?.text).toBe('Corner posts: 2 — 2 where the fence turns, 0 where three or more segments meet');
    expect(why.find((w) => w.item === 'fenceFeet')?.text).toBe("Fence: 196' — 200' drawn − 4' of gate openings");
    expect(why.find((w) => w.item === 'gatePosts')?.count).toBe(2);
  });

  it('shows the effect of placing a 4 ft gate: −4 ft fence, +2 gate posts, +1 gate', () => {
    const before = takeoffForLayout(layoutFromPolylines(yardRuns)).totals;
    const after = takeoffForLayout(layoutFromPolylines(yardRuns, [{ run: 1, segment: 0, offsetFt: 48 }])).totals;
    expect(diffTakeoffTotals(before, after)).toMatchObject({ fenceFeet: -4, gatePosts: 2, gates: 1 });
  });
});

describe('takeoffForLayout: boundary cases', () => {
  it('exactly 8 ft is one section and no line post; 8 ft 1 in is two sections', () => {
    expect(takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [8, 0]] }])).totals).toMatchObject({ sections: 1, posts: { end: 2, line: 0, total: 2 } });
    expect(takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [8 + 1 / 12, 0]] }])).totals).toMatchObject({ sections: 2, posts: { line: 1 } });
  });

  it('a straight vertex inside one run is not a post: 10 ft + 10 ft straight is 3 sections, not 4', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [10, 0], [20, 0]] }]));
    expect(totals.sections).toBe(3);
    expect(totals.posts).toMatchObject({ end: 2, corner: 0, line: 2 });
  });

  it('two runs meeting in a straight line share one line post', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [10, 0]] }, { points: [[10, 0], [20, 0]] }]));
    expect(totals.sections).toBe(4);
    expect(totals.posts).toMatchObject({ end: 2, corner: 0, line: 3, total: 5 });
    expect(totals.runJoints).toBe(1);
  });

  it('a T junction is one corner post', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [16, 0], [32, 0]] }, { points: [[16, 0], [16, 16]] }]));
    expect(totals.posts).toMatchObject({ end: 3, corner: 1, total: 3 + 1 + 1 + 1 + 1 });
    expect(totals.cornerJunctions).toBe(1);
  });

  it('a closed 40 × 24 ft loop has 4 corners and no end posts', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [40, 0], [40, 24], [0, 24], [0, 0]] }]));
    expect(totals.posts).toMatchObject({ end: 0, corner: 4, line: 4 + 2 + 4 + 2 });
    expect(totals.sections).toBe(5 + 3 + 5 + 3);
  });

  it('a gate touching a corner hangs on the corner post: one extra gate post, not two', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 20], [0, 0], [20, 0]] }], [{ run: 0, segment: 1, offsetFt: 0 }]));
    expect(totals.posts).toMatchObject({ end: 2, corner: 0, gate: 2 });
    expect(totals.gatePostsOnVertices).toBe(1);
    expect(totals.sections).toBe(3 + 2);
  });

  it('a double gate takes 10 ft and adds a drop rod', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [30, 0]] }], [{ run: 0, segment: 0, offsetFt: 10, kind: 'double' }]));
    expect(totals).toMatchObject({ fenceFeet: 20, doubleGates: 1, dropRods: 1, sections: 4, posts: { end: 2, gate: 2, line: 2 } });
  });

  it('a gate that does not fit its segment is left out and reported', () => {
    const result = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [6, 0]] }], [{ run: 0, segment: 0, offsetFt: 4 }]));
    expect(result.totals.gates).toBe(0);
    expect(result.warnings).toEqual([{ code: 'gate-outside-segment', gateId: 'g1' }]);
  });

  it('removal footage is the drawn length of runs marked remove existing fence', () => {
    const { totals } = takeoffForLayout(layoutFromPolylines([{ points: [[0, 0], [30, 0]], props: { removeExisting: true } }, { points: [[30, 0], [30, 12]] }], [{ run: 0, segment: 0, offsetFt: 5 }]));
    expect(totals.removalFeet).toBe(30);
  });

  it('an empty drawing needs nothing', () => {
    expect(takeoffForLayout(layoutFromPolylines([])).totals.posts.total).toBe(0);
  });
});
