import type { LayoutDocument } from './layout-document.schema';
import { runSegments } from './layout-segments';
import { isStraightThrough, type Vec } from './vector-math';

/**
 * What a vertex needs in the ground:
 * end = one segment ends here; corner = the fence turns here or three or more segments meet;
 * joint = two runs meet in a straight line (a line post that starts a new stretch);
 * through = a bend-less vertex inside one run (no post of its own, line posts are spaced across it).
 */
export type VertexPostKind = 'end' | 'corner' | 'joint' | 'through';

export interface VertexPost {
  vertexId: string;
  kind: VertexPostKind;
  /** 'turn' when two segments meet at an angle, 'junction' when three or more meet. */
  cornerReason?: 'turn' | 'junction';
  /** The run that pays for the post: the first drawn run touching the vertex, so a shared post counts once. */
  ownerRunIndex: number;
}

export function classifyVertexPosts(doc: LayoutDocument, points: Map<string, Vec>): Map<string, VertexPost> {
  const degree = new Map<string, number>();
  const neighbours = new Map<string, Vec[]>();
  const runsAt = new Map<string, Set<number>>();
  doc.runs.forEach((run, runIndex) => {
    for (const seg of runSegments(run, points)) {
      for (const [here, there] of [[seg.aId, seg.b], [seg.bId, seg.a]] as const) {
        degree.set(here, (degree.get(here) ?? 0) + 1);
        neighbours.set(here, [...(neighbours.get(here) ?? []), there]);
        runsAt.set(here, (runsAt.get(here) ?? new Set()).add(runIndex));
      }
    }
  });
  const posts = new Map<string, VertexPost>();
  for (const [vertexId, deg] of degree) {
    const runs = runsAt.get(vertexId)!;
    const ownerRunIndex = Math.min(...runs);
    const base = { vertexId, ownerRunIndex };
    if (deg === 1) posts.set(vertexId, { ...base, kind: 'end' });
    else if (deg >= 3) posts.set(vertexId, { ...base, kind: 'corner', cornerReason: 'junction' });
    else {
      const [p, q] = neighbours.get(vertexId)!;
      const straight = isStraightThrough(p, points.get(vertexId)!, q);
      if (!straight) posts.set(vertexId, { ...base, kind: 'corner', cornerReason: 'turn' });
      else posts.set(vertexId, { ...base, kind: runs.size > 1 ? 'joint' : 'through' });
    }
  }
  return posts;
}
