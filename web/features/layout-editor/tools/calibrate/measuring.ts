import type { Vec } from '../../../../../core/layout/vector-math';
import type { ToolState } from '../tool-state';
import { calibrateIdle } from './idle';

export function measuring(start: Vec): ToolState {
  return {
    id: 'calibrate.measuring',
    onPointerMove(ed, e) {
      ed.set({ calibration: { a: start, b: e.world } });
    },
    onPointerUp(ed, e) {
      ed.set({ calibration: { a: start, b: e.world } });
      return calibrateIdle();
    },
    onCancel(ed) {
      ed.set({ calibration: null });
      return calibrateIdle();
    },
  };
}
