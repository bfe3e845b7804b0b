import { addPoint, splitSegment } from '../../../../../core/layout/edit-layout';
import type { LayoutDocument } from '../../../../../core/layout/layout-document.schema';
import type { SnapResult } from '../../../../../core/layout/snap-point';

/** The vertex a draw tap lands on: the snapped vertex, else a new one splitting the run under it, else a new free point. */
export function pointAtSnap(doc: LayoutDocument, s: SnapResult): { doc: LayoutDocument; pointId: string } {
  if (s.vertexId) return { doc, pointId: s.vertexId };
  if (s.kind === 'run' && s.runHit) return splitSegment(doc, s.runHit.runId, s.runHit.segmentIndex, s.runHit.t);
  const added = addPoint(doc, s.point);
  return { doc: added.doc, pointId: added.id };
}
