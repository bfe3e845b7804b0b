import type { LayoutEditor } from '../../editor/layout-editor';
import { draggingGate } from '../gate/dragging-gate';
import { panning } from '../pan/panning';
import type { EditorKey, ToolState } from '../tool-state';
import { pointingVertex } from './pointing-vertex';

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Select tool at rest: press a vertex to move it, a gate to slide it, a segment to select it, empty ground to pan. */
export function selectIdle(): ToolState {
  return {
    id: 'select.idle',
    onPointerDown(ed, e) {
      const hit = ed.hitTest(e.world, e.pointerType);
      if (!hit) {
        ed.set({ selection: null });
        return panning(e.screen, selectIdle);
      }
      if (hit.kind === 'vertex') {
        ed.set({ selection: { kind: 'vertex', vertexId: hit.vertexId } });
        return pointingVertex(hit.vertexId, e.screen, selectIdle);
      }
      if (hit.kind === 'gate') {
        ed.set({ selection: { kind: 'gate', gateId: hit.gateId } });
        ed.beginGesture();
        return draggingGate(hit.gateId, selectIdle);
      }
      ed.set({ selection: { kind: 'segment', runId: hit.runId, segmentIndex: hit.segmentIndex } });
      return panning(e.screen, selectIdle);
    },
    onKey: (ed, e) => ({ handled: nudgeSelectedVertex(ed, e) }),
  };
}

/** Arrow keys move the selected vertex one grid step (Shift: ten), keeping the editor keyboard-operable. */
function nudgeSelectedVertex(ed: LayoutEditor, e: EditorKey): boolean {
  const sel = ed.getSnapshot().selection;
  const dir = arrows[e.key];
  if (!dir || sel?.kind !== 'vertex') return false;
  const step = ed.getSnapshot().gridFt * (e.shift ? 10 : 1);
  ed.moveVertexBy(sel.vertexId, dir[0] * step, dir[1] * step);
  return true;
}
