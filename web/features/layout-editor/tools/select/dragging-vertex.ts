import { clampGates, movePoint } from '../../../../../core/layout/edit-layout';
import type { ToolState } from '../tool-state';

/** Moving a vertex: snaps to the grid, other vertices and runs (Shift frees); one drag is one undo step. */
export function draggingVertex(vertexId: string, back: () => ToolState): ToolState {
  return {
    id: 'select.dragging-vertex',
    onPointerMove(ed, e) {
      const s = ed.snap(e.world, e, { exclude: new Set([vertexId]) });
      ed.setDoc(clampGates(movePoint(ed.doc, vertexId, s.point)));
      ed.set({ preview: { guides: s.guides } });
    },
    onPointerUp(ed) {
      ed.commitGesture();
      ed.set({ preview: { guides: [] } });
      return back();
    },
    onCancel(ed) {
      ed.cancelGesture();
      return back();
    },
  };
}
