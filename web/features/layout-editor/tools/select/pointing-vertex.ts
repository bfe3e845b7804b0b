import { distance, type Vec } from '../../../../../core/layout/vector-math';
import type { ToolState } from '../tool-state';
import { draggingVertex } from './dragging-vertex';

// A press becomes a drag only after the pointer travels this far, so a tap just selects.
const DRAG_START_PX = 4;

export function pointingVertex(vertexId: string, start: Vec, back: () => ToolState): ToolState {
  return {
    id: 'select.pointing-vertex',
    onPointerMove(ed, e) {
      if (distance(e.screen, start) < DRAG_START_PX) return;
      ed.beginGesture();
      const next = draggingVertex(vertexId, back);
      next.onPointerMove!(ed, e);
      return next;
    },
    onPointerUp: () => back(),
    onCancel: () => back(),
  };
}
