import { classifyVertexPosts, type VertexPost } from './classify-vertex-posts';
import type { GateKind, LayoutDocument, LayoutGate, LayoutRun, RunProperties } from './layout-document.schema';
import { isClosedRun, pointMap, runSegments, type RunSegment } from './layout-segments';
import type { Vec } from './vector-math';

// SPEC §9: material length 96 inches — one section (panel / rail span) per 8 ft, posts between sections.
export const MATERIAL_LENGTH_FT = 96 / 12;
// docs/decisions.md "Layout take-off": bags of concrete per hole; gate posts get a deeper, wider footing.
export const CONCRETE_BAGS_PER_POST = 2;
export const CONCRETE_BAGS_PER_GATE_POST = 3;
// Gate edges this close (feet) to a vertex hang on that vertex's post.
const SAME_POST_FT = 0.01;

export interface PostCounts {
  end: number;
  corner: number;
  line: number;
  gate: number;
}

export interface RunTakeoff {
  runId: string;
  label: string;
  props: RunProperties;
  grossFeet: number;
  gateFeet: number;
  fenceFeet: number;
  sections: number;
  /** The section length this run was divided by: SPEC §9's 96 in, or its style's assembly (issue 23). */
  sectionLengthFt: number;
  /** Lengths of the fence between structural posts (gate openings left out), for pickets and panels. */
  stretchesFt: number[];
  posts: PostCounts;
  /** Posts of this run counted by a run of another fence type (a chain-link run ending on a wood post still ties off there). */
  borrowedPosts: number;
  gates: { id: string; kind: GateKind; widthFt: number }[];
  removalFeet: number;
}

export interface TakeoffOptions {
  /** A run's section length in feet (its style's assembly); SPEC §9's 96 in when not given. */
  sectionLengthFt?: (run: LayoutRun) => number;
  /** Which run's post wins at a shared vertex (the heavier style's post and footing); first drawn when not given. */
  postWeight?: (run: LayoutRun) => number;
}

export interface TakeoffTotals {
  grossFeet: number;
  gateFeet: number;
  fenceFeet: number;
  sections: number;
  posts: PostCounts & { total: number };
  gates: number;
  singleGates: number;
  doubleGates: number;
  postCaps: number;
  gateHardwareKits: number;
  dropRods: number;
  concreteBags: number;
  removalFeet: number;
  /** Working behind the counts, for "why this quantity". */
  cornerTurns: number;
  cornerJunctions: number;
  runJoints: number;
  gatePostsOnVertices: number;
}

export interface TakeoffWarning {
  code: 'gate-outside-segment' | 'gate-overlaps-gate';
  gateId: string;
}

export interface LayoutTakeoff {
  runs: RunTakeoff[];
  totals: TakeoffTotals;
  warnings: TakeoffWarning[];
}

const zeroPosts = (): PostCounts => ({ end: 0, corner: 0, line: 0, gate: 0 });

interface PlacedGate {
  gate: LayoutGate;
  segment: RunSegment;
  /** Distance along the run of the segment's start. */
  segmentStart: number;
}

function placeGates(gates: LayoutGate[], segments: RunSegment[], starts: number[], warnings: TakeoffWarning[]): PlacedGate[] {
  const onRun = [...gates].sort((a, b) => a.segmentIndex - b.segmentIndex || a.offsetFt - b.offsetFt);
  const placed: PlacedGate[] = [];
  for (const gate of onRun) {
    const segment = segments[gate.segmentIndex];
    if (!segment || gate.offsetFt + gate.widthFt > segment.length + SAME_POST_FT) {
      warnings.push({ code: 'gate-outside-segment', gateId: gate.id });
      continue;
    }
    const previous = placed[placed.length - 1];
    if (previous && previous.gate.segmentIndex === gate.segmentIndex && gate.offsetFt < previous.gate.offsetFt + previous.gate.widthFt - SAME_POST_FT) {
      warnings.push({ code: 'gate-overlaps-gate', gateId: gate.id });
      continue;
    }
    placed.push({ gate, segment, segmentStart: starts[gate.segmentIndex] });
  }
  return placed;
}

function dedupeSorted(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.filter((v, i) => i === 0 || v - sorted[i - 1] > SAME_POST_FT);
}

interface RunSections {
  sections: number;
  line: number;
  stretches: number[];
}

/** Sections and line posts of one run: fence pieces between structural posts, each ÷ the section length rounded up. */
function sectionsOfRun(total: number, closed: boolean, breaks: number[], openings: [number, number][], sectionFt: number): RunSections {
  const cuts = dedupeSorted(closed ? breaks : [0, total, ...breaks]);
  if (cuts.length === 0) {
    // A straight-through ring without any post of its own: every post is a line post.
    const sections = total > SAME_POST_FT ? Math.ceil(total / sectionFt - 1e-6) : 0;
    return { sections, line: sections, stretches: sections > 0 ? [total] : [] };
  }
  const pieces: [number, number][] = cuts.slice(1).map((c, i) => [cuts[i], c]);
  if (closed) pieces.push([cuts[cuts.length - 1], cuts[0] + total]);
  let sections = 0;
  let line = 0;
  const stretches: number[] = [];
  for (const [from, to] of pieces) {
    const len = to - from;
    const mid = ((from + to) / 2) % total;
    if (len <= SAME_POST_FT || openings.some(([o0, o1]) => mid > o0 && mid < o1)) continue;
    const count = Math.ceil(len / sectionFt - 1e-6);
    sections += count;
    line += count - 1;
    stretches.push(len);
  }
  return { sections, line, stretches };
}

interface RunWalk {
  takeoff: RunTakeoff;
  gateVertexIds: string[];
}

function walkRun(gates: LayoutGate[], run: LayoutRun, sectionFt: number, points: Map<string, Vec>, posts: Map<string, VertexPost>, warnings: TakeoffWarning[]): RunWalk {
  const segments = runSegments(run, points);
  const starts: number[] = [];
  let total = 0;
  for (const s of segments) {
    starts.push(total);
    total += s.length;
  }
  const closed = isClosedRun(run);
  const breaks: number[] = [];
  segments.forEach((s, i) => {
    if (posts.get(s.aId)?.kind !== 'through' && (i > 0 || closed)) breaks.push(starts[i]);
  });
  const placed = placeGates(gates, segments, starts, warnings);
  const openings: [number, number][] = [];
  const gateVertexIds: string[] = [];
  const freeGateEdges: number[] = [];
  for (const { gate, segment, segmentStart } of placed) {
    const edges = [gate.offsetFt, gate.offsetFt + gate.widthFt];
    openings.push([segmentStart + edges[0], segmentStart + edges[1]]);
    for (const edge of edges) {
      breaks.push(segmentStart + edge);
      if (edge <= SAME_POST_FT) gateVertexIds.push(segment.aId);
      else if (edge >= segment.length - SAME_POST_FT) gateVertexIds.push(segment.bId);
      else freeGateEdges.push(segmentStart + edge);
    }
  }
  const { sections, line, stretches } = sectionsOfRun(total, closed, breaks, openings, sectionFt);
  const gateFeet = placed.reduce((sum, p) => sum + p.gate.widthFt, 0);
  const postCounts = zeroPosts();
  postCounts.line = line;
  postCounts.gate = dedupeSorted(freeGateEdges).length;
  return {
    gateVertexIds,
    takeoff: {
      runId: run.id,
      label: run.label,
      props: run.props,
      grossFeet: total,
      gateFeet,
      fenceFeet: total - gateFeet,
      sections,
      sectionLengthFt: sectionFt,
      stretchesFt: stretches,
      posts: postCounts,
      borrowedPosts: 0,
      gates: placed.map(({ gate }) => ({ id: gate.id, kind: gate.kind, widthFt: gate.widthFt })),
      removalFeet: run.props.removeExisting ? total : 0,
    },
  };
}

/** The material take-off of a drawing; rules in docs/decisions.md "Layout take-off". Pure. */
export function takeoffForLayout(doc: LayoutDocument, options: TakeoffOptions = {}): LayoutTakeoff {
  const points = pointMap(doc);
  const { postWeight, sectionLengthFt } = options;
  const vertexPosts = classifyVertexPosts(doc, points, postWeight && ((i) => postWeight(doc.runs[i])));
  const warnings: TakeoffWarning[] = [];
  const gatesByRun = new Map<string, LayoutGate[]>();
  for (const gate of doc.gates) gatesByRun.set(gate.runId, [...(gatesByRun.get(gate.runId) ?? []), gate]);
  const walks = doc.runs.map((run) => walkRun(gatesByRun.get(run.id) ?? [], run, sectionLengthFt?.(run) ?? MATERIAL_LENGTH_FT, points, vertexPosts, warnings));
  const gateVertices = new Set(walks.flatMap((w) => w.gateVertexIds));
  const runs = walks.map((w) => w.takeoff);
  const totals = emptyTotals();
  for (const post of vertexPosts.values()) {
    const counts = runs[post.ownerRunIndex].posts;
    if (gateVertices.has(post.vertexId)) {
      counts.gate += 1;
      totals.gatePostsOnVertices += 1;
    } else if (post.kind === 'end') counts.end += 1;
    else if (post.kind === 'corner') {
      counts.corner += 1;
      if (post.cornerReason === 'turn') totals.cornerTurns += 1;
      else totals.cornerJunctions += 1;
    } else if (post.kind === 'joint') {
      counts.line += 1;
      totals.runJoints += 1;
    }
  }
  countBorrowedPosts(doc, runs, vertexPosts);
  return { runs, totals: sumTotals(runs, totals), warnings };
}

function countBorrowedPosts(doc: LayoutDocument, runs: RunTakeoff[], vertexPosts: Map<string, VertexPost>): void {
  doc.runs.forEach((run, i) => {
    for (const vertexId of new Set(run.vertexIds)) {
      const post = vertexPosts.get(vertexId);
      if (post && post.kind !== 'through' && post.ownerRunIndex !== i && doc.runs[post.ownerRunIndex].props.fenceType !== run.props.fenceType) runs[i].borrowedPosts += 1;
    }
  });
}

function emptyTotals(): TakeoffTotals {
  return {
    grossFeet: 0, gateFeet: 0, fenceFeet: 0, sections: 0, posts: { ...zeroPosts(), total: 0 },
    gates: 0, singleGates: 0, doubleGates: 0, postCaps: 0, gateHardwareKits: 0, dropRods: 0,
    concreteBags: 0, removalFeet: 0, cornerTurns: 0, cornerJunctions: 0, runJoints: 0, gatePostsOnVertices: 0,
  };
}

function sumTotals(runs: RunTakeoff[], totals: TakeoffTotals): TakeoffTotals {
  for (const run of runs) {
    totals.grossFeet += run.grossFeet;
    totals.gateFeet += run.gateFeet;
    totals.fenceFeet += run.fenceFeet;
    totals.sections += run.sections;
    totals.removalFeet += run.removalFeet;
    for (const k of ['end', 'corner', 'line', 'gate'] as const) totals.posts[k] += run.posts[k];
    for (const gate of run.gates) {
      totals.gates += 1;
      if (gate.kind === 'double') totals.doubleGates += 1;
      else totals.singleGates += 1;
    }
  }
  const p = totals.posts;
  p.total = p.end + p.corner + p.line + p.gate;
  totals.postCaps = p.total;
  totals.gateHardwareKits = totals.gates;
  totals.dropRods = totals.doubleGates;
  totals.concreteBags = (p.total - p.gate) * CONCRETE_BAGS_PER_POST + p.gate * CONCRETE_BAGS_PER_GATE_POST;
  return totals;
}
