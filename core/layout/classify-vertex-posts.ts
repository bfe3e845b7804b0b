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
  /**
   * The run that pays for the post, so a shared post counts once: the heaviest run touching the vertex by `postWeight`
   * (its post and footing serve both, issue 23), the first drawn among equals.
   */
  ownerRunIndex: number;
}

interface VertexTally {
  degree: number;
  first: Vec;
  second: Vec | null;
  ownerRunIndex: number;
  manyRuns: boolean;
}

export function classifyVertexPosts(doc: LayoutDocument, points: Map<string, Vec>, postWeight?: (runIndex: number) => number): Map<string, VertexPost> {
  const tallies = new Map<string, VertexTally>();
  const tally = (here: string, there: Vec, runIndex: number) => {
    const t = tallies.get(here);
    if (!t) tallies.set(here, { degree: 1, first: there, second: null, ownerRunIndex: runIndex, manyRuns: false });
    else {
      t.degree += 1;
      if (t.degree === 2) t.second = there;
      if (runIndex !== t.ownerRunIndex) {
        t.manyRuns = true;
        if (postWeight && postWeight(runIndex) > postWeight(t.ownerRunIndex)) t.ownerRunIndex = runIndex;
      }
    }
  };
  doc.runs.forEach((run, runIndex) => {
    for (const seg of runSegments(run, points)) {
      tally(seg.aId, seg.b, runIndex);
      tally(seg.bId, seg.a, runIndex);
    }
  });
  const posts = new Map<string, VertexPost>();
  for (const [vertexId, t] of tallies) {
    const base = { vertexId, ownerRunIndex: t.ownerRunIndex };
    if (t.degree === 1) posts.set(vertexId, { ...base, kind: 'end' });
    else if (t.degree >= 3) posts.set(vertexId, { ...base, kind: 'corner', cornerReason: 'junction' });
    else if (!isStraightThrough(t.first, points.get(vertexId)!, t.second!)) posts.set(vertexId, { ...base, kind: 'corner', cornerReason: 'turn' });
    else posts.set(vertexId, { ...base, kind: t.manyRuns ? 'joint' : 'through' });
  }
  return posts;
}
