import type { LayoutDocument } from './layout-document.schema';
import { pointMap, runSegments } from './layout-segments';
import { add, angleDegrees, distance, dot, pointAtAngle, projectOntoSegment, scale, sub, type Vec } from './vector-math';

export interface SnapOptions {
  /** Grid step in feet; 0 turns grid snapping off. */
  gridFt: number;
  /** How far (feet) a vertex or run pulls the pointer: the screen tolerance divided by the zoom. */
  thresholdFt: number;
  /** The vertex the new segment starts from, for 0/45/90° snapping. */
  anchor?: Vec | null;
  /** Shift held: no angle or grid snapping (vertices and runs still catch). */
  free?: boolean;
  excludeVertexIds?: ReadonlySet<string>;
  angleStepDeg?: number;
}

export type SnapGuide =
  | { kind: 'angle'; from: Vec; to: Vec; angle: number }
  | { kind: 'vertex'; at: Vec }
  | { kind: 'run'; a: Vec; b: Vec };

export interface SnapResult {
  point: Vec;
  kind: 'vertex' | 'run' | 'angle' | 'grid' | 'none';
  vertexId?: string;
  runHit?: { runId: string; segmentIndex: number; t: number };
  guides: SnapGuide[];
}

const roundTo = (value: number, step: number) => (step > 0 ? Math.round(value / step) * step : value);

/** Where a pointer lands: existing vertex, then 0/45/90° from the anchor, then a run, then the grid. */
export function snapPoint(doc: LayoutDocument, raw: Vec, options: SnapOptions): SnapResult {
  const vertex = nearestVertex(doc, raw, options);
  if (vertex) return { point: vertex.point, kind: 'vertex', vertexId: vertex.id, guides: [{ kind: 'vertex', at: vertex.point }] };
  const { anchor, free } = options;
  if (anchor && !free && distance(anchor, raw) > 1e-9) {
    const step = options.angleStepDeg ?? 45;
    const angle = roundTo(angleDegrees(anchor, raw), step) % 360;
    const dir = pointAtAngle({ x: 0, y: 0 }, angle, 1);
    const along = Math.max(0, roundTo(dot(sub(raw, anchor), dir), options.gridFt));
    const point = add(anchor, scale(dir, along));
    return { point, kind: 'angle', guides: [{ kind: 'angle', from: anchor, to: point, angle }] };
  }
  const run = nearestRun(doc, raw, options.thresholdFt);
  if (run) return run;
  if (!free && options.gridFt > 0) {
    return { point: { x: roundTo(raw.x, options.gridFt), y: roundTo(raw.y, options.gridFt) }, kind: 'grid', guides: [] };
  }
  return { point: raw, kind: 'none', guides: [] };
}

function nearestVertex(doc: LayoutDocument, raw: Vec, options: SnapOptions): { id: string; point: Vec } | null {
  let best: { id: string; point: Vec } | null = null;
  let bestDist = options.thresholdFt;
  const used = new Set(doc.runs.flatMap((r) => r.vertexIds));
  for (const p of doc.points) {
    if (!used.has(p.id) || options.excludeVertexIds?.has(p.id)) continue;
    const d = distance(p, raw);
    if (d <= bestDist) {
      bestDist = d;
      best = { id: p.id, point: { x: p.x, y: p.y } };
    }
  }
  return best;
}

function nearestRun(doc: LayoutDocument, raw: Vec, thresholdFt: number): SnapResult | null {
  const points = pointMap(doc);
  let best: SnapResult | null = null;
  let bestDist = thresholdFt;
  for (const run of doc.runs) {
    for (const seg of runSegments(run, points)) {
      const hit = projectOntoSegment(raw, seg.a, seg.b);
      if (hit.distance <= bestDist) {
        bestDist = hit.distance;
        best = {
          point: hit.point,
          kind: 'run',
          runHit: { runId: run.id, segmentIndex: seg.index, t: hit.t },
          guides: [{ kind: 'run', a: seg.a, b: seg.b }],
        };
      }
    }
  }
  return best;
}
