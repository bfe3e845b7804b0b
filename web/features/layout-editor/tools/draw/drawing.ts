import { extendRun, retractRun } from '../../../../../core/layout/edit-layout';
import { distance } from '../../../../../core/layout/vector-math';
import type { LayoutEditor } from '../../editor/layout-editor';
import type { ToolState } from '../tool-state';
import { pointAtSnap } from './point-at-snap';

/**
 * Draw tool, a run in progress (one gesture, one undo step). A tap adds a vertex; tapping the last vertex again
 * (or a double-click, Enter) ends; tapping the first vertex closes a loop; Escape cancels the whole run.
 */
export function drawing(runId: string, atStart: boolean, back: () => ToolState): ToolState {
  const run = (ed: LayoutEditor) => ed.doc.runs.find((r) => r.id === runId)!;
  const endId = (ed: LayoutEditor) => (atStart ? run(ed).vertexIds[0] : run(ed).vertexIds[run(ed).vertexIds.length - 1]);
  const otherEndId = (ed: LayoutEditor) => (atStart ? run(ed).vertexIds[run(ed).vertexIds.length - 1] : run(ed).vertexIds[0]);
  const anchorOf = (ed: LayoutEditor) => ed.doc.points.find((p) => p.id === endId(ed))!;

  const finish = (ed: LayoutEditor): ToolState => {
    const ids = run(ed).vertexIds;
    if (ids.length < 2) {
      ed.cancelGesture();
    } else {
      ed.commitGesture();
      const segmentIndex = atStart ? 0 : ids.length - 2;
      ed.set({ selection: { kind: 'segment', runId, segmentIndex }, preview: { guides: [] } });
    }
    return back();
  };

  const cancel = (ed: LayoutEditor): ToolState => {
    ed.cancelGesture();
    return back();
  };

  return {
    id: 'draw.drawing',
    onPointerMove(ed, e) {
      const anchor = anchorOf(ed);
      const s = ed.snap(e.world, e, { anchor });
      ed.set({ preview: { from: { x: anchor.x, y: anchor.y }, to: s.point, guides: s.guides } });
    },
    onPointerDown(ed, e) {
      if (e.button !== 0) return;
      const anchor = anchorOf(ed);
      const s = ed.snap(e.world, e, { anchor });
      if (s.vertexId === endId(ed) || distance(s.point, anchor) < 0.01) return finish(ed);
      const closing = s.vertexId === otherEndId(ed) && run(ed).vertexIds.length >= 3;
      const { doc, pointId } = pointAtSnap(ed.doc, s);
      ed.setDoc(extendRun(doc, runId, pointId, atStart));
      if (closing) return finish(ed);
    },
    onKey(ed, e) {
      if (e.key === 'Enter') return { next: finish(ed), handled: true };
      if (e.key === 'Escape') return { next: cancel(ed), handled: true };
      if (e.key === 'Backspace' && run(ed).vertexIds.length > 1) {
        ed.setDoc(retractRun(ed.doc, runId, atStart));
        return { handled: true };
      }
      return { handled: false };
    },
    onCancel: cancel,
  };
}
