// The materials of one run from its take-off and its style's assembly (issue 23; rules in docs/estimating.md).
import type { RunTakeoff } from '../layout/takeoff-for-layout';
import type { ChainAssembly, FenceAssembly, VinylAssembly, WoodAssembly } from './fence-assembly';
import { MaterialTally, type MaterialNeed } from './material-line';
import { ceilUnits, postFooting, type PostRole } from './post-footing';

const fmt = (n: number) => String(Math.round(n * 100) / 100);
// Lumber and rail stock lengths, feet: a rail is the shortest stock that spans one section.
const lumberStockFt = [8, 10, 12, 14, 16];

type Need = Omit<MaterialNeed, 'fenceType' | 'wastePercent'> & { wastePercent?: number };

export function materialsForRun(run: RunTakeoff, assembly: FenceAssembly): MaterialTally {
  const tally = new MaterialTally();
  const ft = assembly.fenceType;
  const add = (n: Need) => tally.add({ wastePercent: 0, fenceType: ft, ...n });
  const h = run.props.heightFt;
  const { end, corner, line, gate } = run.posts;
  const roles: [PostRole, number, Record<string, number>][] = [
    ['line', line, { line }],
    ['terminal', end + corner, { end, corner }],
    ['gate', gate, { gate }],
  ];
  for (const [role, count, basis] of roles) {
    if (count === 0) continue;
    const f = postFooting(assembly, role, h);
    // Vinyl posts are routed for their place (line, end, corner, gate); wood and steel posts differ only by size.
    const material = ft === 'vinyl' ? (role === 'terminal' ? 'post-terminal' : `post-${role}`) : 'post';
    add({ key: `${ft}/${material}/${f.spec.size} x ${fmt(f.postLengthFt)} ft`, category: 'posts', material, size: `${f.spec.size} x ${fmt(f.postLengthFt)} ft`,
      unit: 'each', perUnit: 1, need: count, rule: 'posts', basis });
    add({ key: `any/concrete/${assembly.bagLb} lb`, category: 'concrete', material: 'concrete', size: `${assembly.bagLb} lb`, fenceType: null,
      unit: 'bag', perUnit: 1, need: count * f.bagsPerPost, rule: 'concrete', basis: { posts: count, [`bags${f.bagsPerPost}`]: count } } as Need);
    if (assembly.postCaps) {
      const material = ft === 'chain' ? (role === 'line' ? 'loop-cap' : 'dome-cap') : 'cap';
      add({ key: `${ft}/${material}/${f.spec.size}`, category: 'caps', material, size: f.spec.size, unit: 'each', perUnit: 1, need: count, rule: 'caps', basis: { posts: count } });
    }
  }
  gatesOfRun(run, assembly, add);
  if (assembly.fenceType === 'cedar') woodRun(run, assembly, add);
  else if (assembly.fenceType === 'vinyl') vinylRun(run, assembly, add);
  else chainRun(run, assembly, add);
  return tally;
}

function gatesOfRun(run: RunTakeoff, a: FenceAssembly, add: (n: Need) => void): void {
  const ft = a.fenceType;
  const h = run.props.heightFt;
  for (const g of run.gates) {
    const size = `${fmt(g.widthFt)} ft x ${fmt(h)} ft`;
    add({ key: `${ft}/gate-${g.kind}/${size}`, category: 'gates', material: `gate-${g.kind}`, size, unit: 'each', perUnit: 1, need: 1, rule: 'gates', basis: { gates: 1 } });
    const leaves = g.kind === 'double' ? 2 : 1;
    add({ key: `${ft}/hinge/gate`, category: 'hardware', material: 'hinge', size: '', unit: 'each', perUnit: 1, need: 2 * leaves, rule: 'hinges', basis: { leaves } });
    add({ key: `${ft}/latch/gate`, category: 'hardware', material: 'latch', size: '', unit: 'each', perUnit: 1, need: 1, rule: 'latches', basis: { gates: 1 } });
    if (g.kind === 'double') add({ key: `${ft}/drop-rod/gate`, category: 'hardware', material: 'drop-rod', size: '', unit: 'each', perUnit: 1, need: 1, rule: 'dropRods', basis: { doubleGates: 1 } });
  }
}

function woodRun(run: RunTakeoff, a: WoodAssembly, add: (n: Need) => void): void {
  const h = run.props.heightFt;
  const railsPerSection = h >= a.tallFromFt ? a.railsTall : a.railsShort;
  const sectionFt = a.sectionLengthIn / 12;
  const railFt = lumberStockFt.find((l) => l >= sectionFt - 1e-9) ?? ceilUnits(sectionFt);
  const rails = run.sections * railsPerSection;
  const waste = a.wastePercent;
  add({ key: `cedar/rail/${a.railSize} x ${railFt} ft`, category: 'rails', material: 'rail', size: `${a.railSize} x ${railFt} ft`, unit: 'each', perUnit: 1,
    need: rails, wastePercent: waste, rule: 'rails', basis: { sections: run.sections, railsPerSection } });
  // ESTIMATING.md: pickets = stretch in inches ÷ (picket width + gap), per stretch between posts, rounded up.
  const pitch = a.picketWidthIn + a.picketGapIn;
  const pickets = run.stretchesFt.reduce((sum, s) => sum + ceilUnits((s * 12) / pitch), 0);
  const picketSize = `${a.picketSize} x ${fmt(h)} ft`;
  add({ key: `cedar/picket/${picketSize}`, category: 'pickets', material: 'picket', size: picketSize, unit: 'each', perUnit: 1, need: pickets, wastePercent: waste,
    rule: 'pickets', basis: { fenceInches: run.stretchesFt.reduce((x, s) => x + s * 12, 0), stretches: run.stretchesFt.length } });
  // Fasteners for what is ordered (waste included), so every picket on the truck can be hung.
  const orderedPickets = ceilUnits(pickets * (1 + waste / 100));
  const orderedRails = ceilUnits(rails * (1 + waste / 100));
  add({ key: `cedar/nails/picket`, category: 'fasteners', material: 'nails', size: '', unit: 'box', perUnit: a.nailsPerBox,
    need: orderedPickets * railsPerSection * a.nailsPerPicketPerRail, rule: 'nails', basis: { pickets: orderedPickets, [`rails${railsPerSection}`]: orderedPickets } });
  add({ key: `cedar/screws/rail`, category: 'fasteners', material: 'screws', size: '', unit: 'box', perUnit: a.screwsPerBox,
    need: orderedRails * a.screwsPerRail, rule: 'screws', basis: { rails: orderedRails } });
}

function vinylRun(run: RunTakeoff, a: VinylAssembly, add: (n: Need) => void): void {
  const h = run.props.heightFt;
  const size = `${fmt(h)} ft x ${fmt(a.sectionLengthIn / 12)} ft`;
  add({ key: `vinyl/panel/${size}`, category: 'panels', material: 'panel', size, unit: 'each', perUnit: 1, need: run.sections, wastePercent: a.wastePercent,
    rule: 'panels', basis: { sections: run.sections } });
  if (a.gatePostStiffeners && run.posts.gate > 0) {
    add({ key: `vinyl/stiffener/${a.gatePost.size}`, category: 'hardware', material: 'stiffener', size: a.gatePost.size, unit: 'each', perUnit: 1,
      need: run.posts.gate, rule: 'stiffeners', basis: { gatePosts: run.posts.gate } });
  }
}

function chainRun(run: RunTakeoff, a: ChainAssembly, add: (n: Need) => void): void {
  const h = run.props.heightFt;
  const feet = run.fenceFeet;
  const waste = a.wastePercent;
  const { end, corner, gate, line } = run.posts;
  const hs = `${fmt(h)} ft`;
  add({ key: `chain/fabric/${hs}`, category: 'fabric', material: 'fabric', size: `${hs} x ${a.fabricRollFt} ft`, unit: 'roll', perUnit: a.fabricRollFt, need: feet,
    wastePercent: waste, rule: 'fabric', basis: { feet } });
  add({ key: `chain/top-rail/${a.topRailSize}`, category: 'fabric', material: 'top-rail', size: `${a.topRailSize} x ${a.topRailStickFt} ft`, unit: 'stick',
    perUnit: a.topRailStickFt, need: feet, wastePercent: waste, rule: 'topRail', basis: { feet } });
  add({ key: `chain/tension-wire/coil`, category: 'fabric', material: 'tension-wire', size: `${a.tensionWireCoilFt} ft`, unit: 'coil', perUnit: a.tensionWireCoilFt,
    need: feet, wastePercent: waste, rule: 'tensionWire', basis: { feet } });
  // Fabric is tied off on both sides of a corner, on one side of an end or gate post, and on another style's post it meets.
  const borrowed = run.borrowedPosts;
  const bars = end + 2 * corner + gate + borrowed;
  const hw = (material: string, size: string, need: number, rule: Need['rule'], basis: Record<string, number>) =>
    add({ key: `chain/${material}/${size}`, category: 'hardware', material, size, unit: 'each', perUnit: 1, need, rule, basis });
  hw('tension-bar', hs, bars, 'tensionBars', { end, corner, gate, borrowed });
  const bandsPerBar = Math.max(1, Math.ceil(h - 1e-9) - a.tensionBandsLessThanHeight);
  hw('tension-band', a.terminalPost.size, bars * bandsPerBar, 'tensionBands', { bars, [`bands${bandsPerBar}`]: bars });
  hw('brace-band', a.terminalPost.size, bars, 'braceBands', { end, corner, gate, borrowed });
  hw('rail-end-cup', a.topRailSize, bars, 'railEndCups', { end, corner, gate, borrowed });
  const postTies = line * Math.ceil((h * 12) / a.postTieSpacingIn - 1e-9);
  const railTies = Math.ceil((feet * 12) / a.railTieSpacingIn - 1e-9);
  add({ key: `chain/fabric-ties/bag`, category: 'fasteners', material: 'fabric-ties', size: `${a.tiesPerBag}`, unit: 'bag', perUnit: a.tiesPerBag,
    need: postTies + railTies, rule: 'fabricTies', basis: { linePosts: line, postTies, railTies } });
}
