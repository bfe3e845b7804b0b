import type { Vec } from '../../../../../core/layout/vector-math';
import type { ToolState } from '../tool-state';

/** Dragging the view; `back` is the state to return to when the pointer lifts. */
export function panning(start: Vec, back: () => ToolState): ToolState {
  let last = start;
  return {
    id: 'pan.panning',
    onPointerMove(ed, e) {
      ed.pan(e.screen.x - last.x, e.screen.y - last.y);
      last = e.screen;
    },
    onPointerUp: () => back(),
    onCancel: () => back(),
  };
}
