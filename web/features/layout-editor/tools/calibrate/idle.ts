import type { ToolState } from '../tool-state';
import { measuring } from './measuring';

/** Calibrate tool: drag along something of known length on the background image (a lot line, a driveway). */
export function calibrateIdle(): ToolState {
  return {
    id: 'calibrate.idle',
    onPointerDown(ed, e) {
      ed.set({ calibration: { a: e.world, b: e.world } });
      return measuring(e.world, calibrateIdle);
    },
  };
}
