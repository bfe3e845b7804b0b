import type { LayoutDocument } from './layout-document.schema';
import { pointMap, runSegments } from './layout-segments';
import { distance, lerp, projectOntoSegment, type Vec } from './vector-math';

export type LayoutHit =
  | { kind: 'vertex'; vertexId: string }
  | { kind: 'gate'; gateId: string; runId: string; segmentIndex: number }
  | { kind: 'segment'; runId: string; segmentIndex: number; t: number; point: Vec };

/** What is under the pointer, vertices first, then gates, then segments; tolerance in feet. */
export function hitTestLayout(doc: LayoutDocument, p: Vec, toleranceFt: number): LayoutHit | null {
  const points = pointMap(doc);
  const used = new Set(doc.runs.flatMap((r) => r.vertexIds));
  let vertex: { id: string; d: number } | null = null;
  for (const pt of doc.points) {
    if (!used.has(pt.id)) continue;
    const d = distance(pt, p);
    if (d <= toleranceFt && (!vertex || d < vertex.d)) vertex = { id: pt.id, d };
  }
  if (vertex) return { kind: 'vertex', vertexId: vertex.id };
  for (const gate of doc.gates) {
    const run = doc.runs.find((r) => r.id === gate.runId);
    const seg = run ? runSegments(run, points)[gate.segmentIndex] : undefined;
    if (!seg || seg.length === 0) continue;
    const a = lerp(seg.a, seg.b, gate.offsetFt / seg.length);
    const b = lerp(seg.a, seg.b, Math.min(1, (gate.offsetFt + gate.widthFt) / seg.length));
    if (projectOntoSegment(p, a, b).distance <= toleranceFt) return { kind: 'gate', gateId: gate.id, runId: gate.runId, segmentIndex: gate.segmentIndex };
  }
  let best: (LayoutHit & { kind: 'segment' }) | null = null;
  let bestDist = toleranceFt;
  for (const run of doc.runs) {
    for (const seg of runSegments(run, points)) {
      const hit = projectOntoSegment(p, seg.a, seg.b);
      if (hit.distance <= bestDist) {
        bestDist = hit.distance;
        best = { kind: 'segment', runId: run.id, segmentIndex: seg.index, t: hit.t, point: hit.point };
      }
    }
  }
  return best;
}
