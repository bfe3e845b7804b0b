// Reference layouts, each quantity worked by hand in the comments from the rule it cites (docs/estimating.md; ESTIMATING =
// ../shared/ESTIMATING.md). Hole volume: π·r²·depth − post area·depth; 1728 in³ = 1 cu ft; a 50 lb bag yields 0.375 cu ft.
import { describe, expect, it } from 'vitest';
import { layoutFromPolylines, type GateInput, type PolylineInput } from '../layout/layout-from-polylines';
import { defaultAssemblyFor, defaultVinylAssembly } from './default-assemblies';
import type { FenceAssembly } from './fence-assembly';
import { explainMaterialLine } from './explain-material-line';
import type { MaterialLine } from './material-line';
import { materialsForLayout } from './materials-for-layout';

const defaults = (t: FenceAssembly['fenceType']) => defaultAssemblyFor(t);
const sixFootPanels = (t: FenceAssembly['fenceType']) => (t === 'vinyl' ? { ...defaultVinylAssembly, sectionLengthIn: 72 } : defaultAssemblyFor(t));

function list(lines: PolylineInput[], gates: GateInput[] = [], assemblyFor = defaults) {
  return materialsForLayout(layoutFromPolylines(lines, gates), assemblyFor);
}
/** key → quantity to order, the way a yard worker reads the list. */
const order = (lines: MaterialLine[]) => Object.fromEntries(lines.map((l) => [l.key, l.quantity]));
const cedar6 = { fenceType: 'cedar', heightFt: 6 } as const;

describe('materialsForLayout: reference layouts', () => {
  it('1. cedar 6 ft, 96 ft straight (on the section length)', () => {
    const m = list([{ points: [[0, 0], [96, 0]], props: cedar6 }]);
    expect(order(m.totals)).toEqual({
      // Layout rule: 96 / 8 = 12 sections, 11 line + 2 end = 13 posts. Length: 72 in + 24 in concrete (6 ft × 4 in/ft) = 8 ft.
      'cedar/post/4x4 x 8 ft': 13,
      // 10 in hole, 24 in: (π·25 − 3.5²)·24 = 1591 in³ = 0.921 cu ft ÷ 0.375 = 2.46 → 3 bags × 13 = 39.
      'any/concrete/50 lb': 39,
      // 12 sections × 3 rails (6 ft and taller) = 36, + 10 % waste = 39.6 → 40.
      'cedar/rail/2x4 x 8 ft': 40,
      // 1152 in ÷ 5.5 in = 209.5 → 210, + 10 % = 231.
      'cedar/picket/1x6 x 6 ft': 231,
      // 231 pickets × 3 rails × 2 nails = 1386 → 2 boxes of 1000; 40 rails × 4 screws = 160 → 2 boxes of 100.
      'cedar/nails/picket': 2,
      'cedar/screws/rail': 2,
      'cedar/cap/4x4': 13,
    });
  });

  it('2. cedar 6 ft, 100 ft straight (off the section length): ESTIMATING\'s ≈218 pickets before waste', () => {
    const m = list([{ points: [[0, 0], [100, 0]], props: cedar6 }]);
    const picket = m.totals.find((l) => l.material === 'picket')!;
    // 1200 in ÷ 5.5 = 218.2 → 219 net; × 1.1 = 240.9 → 241.
    expect([picket.netQuantity, picket.quantity]).toEqual([219, 241]);
    // ceil(100 / 8) = 13 sections → 14 posts, 42 bags; 13 × 3 = 39 rails + 10 % = 42.9 → 43.
    expect(order(m.totals)).toMatchObject({ 'cedar/post/4x4 x 8 ft': 14, 'any/concrete/50 lb': 42, 'cedar/rail/2x4 x 8 ft': 43 });
    expect(explainMaterialLine(picket)).toBe('241 each — 1200 in of fence ÷ (picket width + gap), per stretch between posts, rounded up; 219 net + 10% waste');
  });

  it('3. chain link 4 ft, 100 ft straight: 10 ft spacing gives 11 posts, not 14', () => {
    const m = list([{ points: [[0, 0], [100, 0]], props: { fenceType: 'chain', heightFt: 4 } }]);
    expect(order(m.totals)).toEqual({
      // ceil(100 / 10) = 10 sections, 9 line posts + 2 terminal. Length 48 + 16 in = 64 in = 5.3 ft → 6 ft stock.
      'chain/post/1-7/8 in x 6 ft': 9,
      'chain/post/2-3/8 in x 6 ft': 2,
      // Line: 6 in hole, (π·9 − π·0.9375²)·16 = 408 in³ = 0.236 cu ft → 0.63 → 1 bag × 9.
      // Terminal: 8 in hole, (π·16 − π·1.1875²)·16 = 733 in³ = 0.424 cu ft → 1.13 → 2 bags × 2. 9 + 4 = 13.
      'any/concrete/50 lb': 13,
      'chain/fabric/4 ft': 2, // 100 ÷ 50 ft rolls = 2
      'chain/top-rail/1-3/8 in': 5, // 100 ÷ 21 ft sticks = 4.8 → 5
      'chain/tension-wire/coil': 1, // 100 ÷ 100 ft coils = 1
      'chain/tension-bar/4 ft': 2, // 1 per end post
      'chain/tension-band/2-3/8 in': 6, // 2 bars × (4 − 1) bands
      'chain/brace-band/2-3/8 in': 2,
      'chain/rail-end-cup/1-3/8 in': 2,
      // 9 line posts × 4 ties (48 in ÷ 12 in) = 36 + 1200 in ÷ 24 in = 50 on the rail → 86 → 1 bag of 100.
      'chain/fabric-ties/bag': 1,
      'chain/loop-cap/1-7/8 in': 9,
      'chain/dome-cap/2-3/8 in': 2,
    });
  });

  it('4. vinyl 6 ft, 100 ft with 6 ft panels: 18 posts and 17 panels (8 ft panels: 14 and 13)', () => {
    const six = list([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }], [], sixFootPanels);
    expect(order(six.totals)).toEqual({
      // ceil(100 / 6) = 17 sections (panels), 16 line + 2 end posts; 72 + 24 in = 8 ft posts.
      'vinyl/post-line/5x5 x 8 ft': 16,
      'vinyl/post-terminal/5x5 x 8 ft': 2,
      // 12 in hole, (π·36 − 25)·24 = 2114 in³ = 1.224 cu ft ÷ 0.375 = 3.26 → 4 bags × 18 = 72.
      'any/concrete/50 lb': 72,
      'vinyl/panel/6 ft x 6 ft': 17,
      'vinyl/cap/5x5': 18,
    });
    const eight = list([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }]);
    expect(order(eight.totals)).toMatchObject({ 'vinyl/panel/6 ft x 8 ft': 13, 'vinyl/post-line/5x5 x 8 ft': 12, 'vinyl/post-terminal/5x5 x 8 ft': 2 });
  });

  it('5. cedar 4 ft L, 40 ft + 30 ft: 2 rails a section, 2 bags a post', () => {
    const m = list([{ points: [[0, 40], [0, 0], [30, 0]], props: { fenceType: 'cedar', heightFt: 4 } }]);
    expect(order(m.totals)).toEqual({
      // 40 / 8 = 5 sections (4 line), 30 / 8 = 3.75 → 4 (3 line); + 2 end + 1 corner = 10. 48 + 16 in = 5.3 ft → 6 ft.
      'cedar/post/4x4 x 6 ft': 10,
      // (π·25 − 12.25)·16 = 1061 in³ = 0.614 cu ft → 1.64 → 2 bags (ESTIMATING table, 4 ft) × 10 = 20.
      'any/concrete/50 lb': 20,
      'cedar/rail/2x4 x 8 ft': 20, // 9 sections × 2 rails (under 6 ft) = 18 + 10 % = 19.8 → 20
      'cedar/picket/1x6 x 4 ft': 170, // 480/5.5 = 87.3 → 88, 360/5.5 = 65.5 → 66; 154 + 10 % = 169.4 → 170
      'cedar/nails/picket': 1, // 170 × 2 × 2 = 680 → 1 box
      'cedar/screws/rail': 1, // 20 × 4 = 80 → 1 box
      'cedar/cap/4x4': 10,
    });
  });

  it('6. cedar 8 ft U, 50/100/50 ft as three runs: 4 bags a post, never the 4 ft fence\'s 2', () => {
    const m = list([
      { points: [[0, 50], [0, 0]], props: { fenceType: 'cedar', heightFt: 8 } },
      { points: [[0, 0], [100, 0]], props: { fenceType: 'cedar', heightFt: 8 } },
      { points: [[100, 0], [100, 50]], props: { fenceType: 'cedar', heightFt: 8 } },
    ]);
    expect(order(m.totals)).toEqual({
      // 7 + 13 + 7 = 27 sections; 24 line + 2 corner + 2 end = 28 posts. 96 + 32 in = 10.7 ft → 12 ft stock.
      'cedar/post/4x4 x 12 ft': 28,
      // (π·25 − 12.25)·32 = 2121 in³ = 1.228 cu ft → 3.27 → 4 bags (ESTIMATING table, 8 ft) × 28 = 112.
      'any/concrete/50 lb': 112,
      'cedar/rail/2x4 x 8 ft': 90, // 27 × 3 = 81 + 10 % = 89.1 → 90
      'cedar/picket/1x6 x 8 ft': 483, // 600/5.5 = 109.1 → 110 twice, 1200/5.5 → 219; 439 + 10 % = 482.9 → 483
      'cedar/nails/picket': 3, // 483 × 3 × 2 = 2898 → 3 boxes
      'cedar/screws/rail': 4, // 90 × 4 = 360 → 4 boxes
      'cedar/cap/4x4': 28,
    });
    // Shared corners counted once, by the first run drawn through them (equal styles).
    expect(m.runs.map((r) => order(r.lines)['cedar/post/4x4 x 12 ft'])).toEqual([8, 13, 7]);
  });

  it('7. chain link 6 ft closed loop 40 × 24 ft', () => {
    const m = list([{ points: [[0, 0], [40, 0], [40, 24], [0, 24], [0, 0]], props: { fenceType: 'chain', heightFt: 6 } }]);
    expect(order(m.totals)).toEqual({
      // 4 + 3 + 4 + 3 = 14 sections (10 ft), 3 + 2 + 3 + 2 = 10 line posts, 4 corners; 72 + 24 in = 8 ft.
      'chain/post/1-7/8 in x 8 ft': 10,
      'chain/post/2-3/8 in x 8 ft': 4,
      // Line (π·9 − π·0.9375²)·24 = 612 in³ = 0.354 → 0.94 → 1 × 10; corner (π·16 − π·1.1875²)·24 = 1100 in³ = 0.637 → 1.70 → 2 × 4.
      'any/concrete/50 lb': 18,
      'chain/fabric/6 ft': 3, // 128 ft ÷ 50 = 2.56 → 3
      'chain/top-rail/1-3/8 in': 7, // 128 ÷ 21 = 6.1 → 7
      'chain/tension-wire/coil': 2, // 128 ÷ 100 → 2
      'chain/tension-bar/6 ft': 8, // 2 per corner × 4
      'chain/tension-band/2-3/8 in': 40, // 8 bars × (6 − 1)
      'chain/brace-band/2-3/8 in': 8,
      'chain/rail-end-cup/1-3/8 in': 8,
      'chain/fabric-ties/bag': 2, // 10 × 6 = 60 + 1536 in ÷ 24 = 64 → 124 → 2 bags
      'chain/loop-cap/1-7/8 in': 10,
      'chain/dome-cap/2-3/8 in': 4,
    });
  });

  it('8. vinyl 6 ft T-junction: a 64 ft run with a 24 ft run off its middle', () => {
    const m = list([{ points: [[0, 0], [32, 0], [64, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }, { points: [[32, 0], [32, 24]], props: { fenceType: 'vinyl', heightFt: 6 } }]);
    // Stretches 32, 32, 24 ft ÷ 8 = 4 + 4 + 3 = 11 panels, 3 + 3 + 2 = 8 line posts; 3 end + 1 corner (the T) = 4 terminal.
    // 12 posts × 4 bags (as in 4.) = 48.
    expect(order(m.totals)).toEqual({
      'vinyl/post-line/5x5 x 8 ft': 8, 'vinyl/post-terminal/5x5 x 8 ft': 4, 'any/concrete/50 lb': 48, 'vinyl/panel/6 ft x 8 ft': 11, 'vinyl/cap/5x5': 12,
    });
  });

  it('9. cedar 6 ft, 60 ft with a 4 ft single gate at 20 ft and a 10 ft double gate at 40 ft', () => {
    const m = list([{ points: [[0, 0], [60, 0]], props: cedar6 }], [{ run: 0, segment: 0, offsetFt: 20 }, { run: 0, segment: 0, offsetFt: 40, kind: 'double' }]);
    expect(order(m.totals)).toEqual({
      // Stretches 20, 16, 10 ft → 3 + 2 + 2 = 7 sections, 2 + 1 + 1 = 4 line posts + 2 end = 6 posts of 8 ft.
      'cedar/post/4x4 x 8 ft': 6,
      // 4 gate posts set 12 in deeper: 72 + 36 in = 9 ft.
      'cedar/post/4x4 x 9 ft': 4,
      // 6 × 3 = 18; gate: (π·25 − 12.25)·36 = 2386 in³ = 1.381 cu ft → 3.68 → 4 × 4 = 16 (one more bag, ESTIMATING). 34.
      'any/concrete/50 lb': 34,
      'cedar/rail/2x4 x 8 ft': 24, // 7 × 3 = 21 + 10 % = 23.1 → 24
      'cedar/picket/1x6 x 6 ft': 112, // 240/5.5 → 44, 192/5.5 → 35, 120/5.5 → 22 = 101 + 10 % = 111.1 → 112
      'cedar/nails/picket': 1, // 112 × 3 × 2 = 672
      'cedar/screws/rail': 1, // 24 × 4 = 96
      'cedar/cap/4x4': 10,
      'cedar/gate-single/4 ft x 6 ft': 1,
      'cedar/gate-double/10 ft x 6 ft': 1,
      'cedar/hinge/gate': 6, // 2 per leaf: 1 + 2 leaves
      'cedar/latch/gate': 2,
      'cedar/drop-rod/gate': 1, // the double gate's cane bolt
    });
  });

  it('10. chain link 4 ft L with a 4 ft gate on the corner: the corner post becomes a gate post', () => {
    const m = list([{ points: [[0, 20], [0, 0], [20, 0]], props: { fenceType: 'chain', heightFt: 4 } }], [{ run: 0, segment: 1, offsetFt: 0 }]);
    expect(order(m.totals)).toEqual({
      // 20 ft → 2 sections (1 line); 20 − 4 = 16 ft → 2 sections (1 line); 2 end; gate posts at the corner and at 4 ft.
      'chain/post/1-7/8 in x 6 ft': 2,
      'chain/post/2-3/8 in x 6 ft': 2,
      // Gate posts 2-7/8 in, 16 + 12 = 28 in deep: 48 + 28 = 76 in → 7 ft.
      'chain/post/2-7/8 in x 7 ft': 2,
      // 2 × 1 + 2 × 2 + gate: (π·25 − π·1.4375²)·28 = 2017 in³ = 1.167 cu ft → 3.11 → 4 × 2 = 8. 14.
      'any/concrete/50 lb': 14,
      'chain/fabric/4 ft': 1, // 36 ft
      'chain/top-rail/1-3/8 in': 2, // 36 ÷ 21 = 1.7
      'chain/tension-wire/coil': 1,
      'chain/tension-bar/4 ft': 4, // 2 end + 2 gate
      'chain/tension-band/2-3/8 in': 12, // 4 × 3
      'chain/brace-band/2-3/8 in': 4,
      'chain/rail-end-cup/1-3/8 in': 4,
      'chain/fabric-ties/bag': 1, // 2 × 4 + 432 ÷ 24 = 18 → 26
      'chain/loop-cap/1-7/8 in': 2,
      'chain/dome-cap/2-3/8 in': 2,
      'chain/dome-cap/2-7/8 in': 2,
      'chain/gate-single/4 ft x 4 ft': 1,
      'chain/hinge/gate': 2,
      'chain/latch/gate': 1,
    });
  });

  it('11. mixed styles joined: 4 ft chain link drawn first meets 6 ft cedar in line; the cedar post (heavier footing) is shared', () => {
    const m = list([{ points: [[40, 0], [100, 0]], props: { fenceType: 'chain', heightFt: 4 } }, { points: [[0, 0], [40, 0]], props: cedar6 }]);
    // Cedar terminal footing 0.921 cu ft > chain's 0.424: the post at 40 ft is the cedar run's (a line post of its stretch).
    // Cedar 40 ft: 5 sections, 4 line + 1 end + the joint = 6 posts × 3 bags = 18. Chain 60 ft: 6 sections, 5 line × 1 bag + 1 end × 2 = 7.
    expect(order(m.totals)).toMatchObject({ 'cedar/post/4x4 x 8 ft': 6, 'chain/post/1-7/8 in x 6 ft': 5, 'chain/post/2-3/8 in x 6 ft': 1, 'any/concrete/50 lb': 25 });
    // The chain fabric still ties off at the cedar post: 1 bar at its end + 1 at the shared post, each with 3 bands.
    expect(order(m.totals)).toMatchObject({ 'chain/tension-bar/4 ft': 2, 'chain/tension-band/2-3/8 in': 6 });
    expect(m.takeoff.totals.posts.total).toBe(12);
    expect(m.runs[1].lines.find((l) => l.key === 'cedar/post/4x4 x 8 ft')?.quantity).toBe(6);
  });
});
