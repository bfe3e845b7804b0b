import { nextId } from '../../../../../core/layout/edit-layout';
import { isClosedRun } from '../../../../../core/layout/layout-segments';
import type { LayoutEditor } from '../../editor/layout-editor';
import type { EditorPointer, ToolState } from '../tool-state';
import { drawing } from './drawing';
import { pointAtSnap } from './point-at-snap';

/** Draw tool, nothing in progress: shows where a tap would land; a tap starts or continues a run. */
export function drawIdle(): ToolState {
  return {
    id: 'draw.idle',
    onPointerMove(ed, e) {
      const s = ed.snap(e.world, e);
      ed.set({ preview: { hover: s.point, guides: s.guides } });
    },
    onPointerDown(ed, e) {
      if (e.button !== 0) return;
      return startRun(ed, e);
    },
  };
}

function startRun(ed: LayoutEditor, e: EditorPointer): ToolState {
  ed.beginGesture();
  const s = ed.snap(e.world, e);
  if (s.vertexId) {
    // Tapping the open end of a run continues that run instead of starting a new one.
    const run = ed.doc.runs.find((r) => !isClosedRun(r) && (r.vertexIds[0] === s.vertexId || r.vertexIds[r.vertexIds.length - 1] === s.vertexId));
    if (run) return drawing(run.id, run.vertexIds[0] === s.vertexId && run.vertexIds[run.vertexIds.length - 1] !== s.vertexId, drawIdle);
  }
  const { doc, pointId } = pointAtSnap(ed.doc, s);
  const runId = nextId(doc, 'r');
  ed.setDoc({ ...doc, runs: [...doc.runs, { id: runId, label: '', vertexIds: [pointId], props: { ...ed.getSnapshot().defaults } }] });
  return drawing(runId, false, drawIdle);
}
