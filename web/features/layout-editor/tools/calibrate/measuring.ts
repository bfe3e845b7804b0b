import type { Vec } from '../../../../../core/layout/vector-math';
import type { ToolState } from '../tool-state';

/** Measuring a line on the background; `back` is the state to return to when the pointer lifts. */
export function measuring(start: Vec, back: () => ToolState): ToolState {
  return {
    id: 'calibrate.measuring',
    onPointerMove(ed, e) {
      ed.set({ calibration: { a: start, b: e.world } });
    },
    onPointerUp(ed, e) {
      ed.set({ calibration: { a: start, b: e.world } });
      return back();
    },
    onCancel(ed) {
      ed.set({ calibration: null });
      return back();
    },
  };
}
