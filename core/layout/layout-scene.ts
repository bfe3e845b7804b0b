import { classifyVertexPosts } from './classify-vertex-posts';
import { formatFeetInches } from './format-feet-inches';
import type { LayoutDocument } from './layout-document.schema';
import { pointMap, runSegments } from './layout-segments';
import { angleDegrees, lerp, type Vec } from './vector-math';
import { type FenceType } from '../catalogue/fence-types';

// What a read-only drawing shows, in feet; the React preview and the SVG string renderer both draw this.
export interface LayoutScene {
  viewBox: { x: number; y: number; width: number; height: number };
  segments: { key: string; runId: string; fenceType: FenceType; a: Vec; b: Vec; label: string; labelAt: Vec; labelAngle: number }[];
  gates: { key: string; a: Vec; b: Vec; kind: 'single' | 'double'; label: string }[];
  posts: { key: string; at: Vec; kind: 'end' | 'corner' | 'joint' }[];
  /** Font size in feet that stays readable whatever the drawing's size. */
  fontSize: number;
}

export const fenceTypeColours: Record<FenceType, string> = { vinyl: '#1d4ed8', cedar: '#b45309', chain: '#475569' };

export function layoutScene(doc: LayoutDocument): LayoutScene {
  const points = pointMap(doc);
  const used = doc.runs.flatMap((r) => r.vertexIds).map((id) => points.get(id)).filter((p): p is Vec => Boolean(p));
  const xs = used.map((p) => p.x);
  const ys = used.map((p) => p.y);
  const minX = xs.length ? Math.min(...xs) : 0;
  const minY = ys.length ? Math.min(...ys) : 0;
  const w = xs.length ? Math.max(...xs) - minX : 20;
  const h = ys.length ? Math.max(...ys) - minY : 20;
  const size = Math.max(w, h, 20);
  const margin = size * 0.12;
  const fontSize = size / 28;
  const segments: LayoutScene['segments'] = [];
  for (const run of doc.runs) {
    for (const seg of runSegments(run, points)) {
      let angle = angleDegrees(seg.a, seg.b);
      if (angle > 90 && angle < 270) angle -= 180; // keep labels upright
      segments.push({ key: `${run.id}:${seg.index}`, runId: run.id, fenceType: run.props.fenceType, a: seg.a, b: seg.b, label: formatFeetInches(seg.length), labelAt: lerp(seg.a, seg.b, 0.5), labelAngle: angle });
    }
  }
  const gates: LayoutScene['gates'] = [];
  const runsById = new Map(doc.runs.map((r) => [r.id, r]));
  for (const gate of doc.gates) {
    const run = runsById.get(gate.runId);
    const seg = run ? runSegments(run, points)[gate.segmentIndex] : undefined;
    if (!seg || seg.length === 0) continue;
    gates.push({ key: gate.id, kind: gate.kind, a: lerp(seg.a, seg.b, gate.offsetFt / seg.length), b: lerp(seg.a, seg.b, Math.min(1, (gate.offsetFt + gate.widthFt) / seg.length)), label: formatFeetInches(gate.widthFt) });
  }
  const posts: LayoutScene['posts'] = [];
  for (const post of classifyVertexPosts(doc, points).values()) {
    if (post.kind !== 'through') posts.push({ key: post.vertexId, at: points.get(post.vertexId)!, kind: post.kind });
  }
  return { viewBox: { x: minX - margin, y: minY - margin, width: w + 2 * margin, height: h + 2 * margin }, segments, gates, posts, fontSize };
}
