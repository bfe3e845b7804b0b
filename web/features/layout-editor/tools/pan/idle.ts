import type { ToolState } from '../tool-state';
import { panning } from './panning';

export function panIdle(): ToolState {
  return { id: 'pan.idle', onPointerDown: (_ed, e) => panning(e.screen, panIdle) };
}
