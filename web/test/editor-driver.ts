import type { LayoutEditor } from '../features/layout-editor/editor/layout-editor';
import type { EditorPointer } from '../features/layout-editor/tools/tool-state';

/** Test driver: sends pointer and key events in world feet through the editor's camera, like a person would. */
export function editorDriver(ed: LayoutEditor, pointerType: EditorPointer['pointerType'] = 'mouse') {
  const at = (x: number, y: number, shift = false): EditorPointer => {
    const c = ed.getSnapshot().camera;
    return { world: { x, y }, screen: { x: (x - c.x) * c.scale, y: (y - c.y) * c.scale }, shift, pointerType, button: 0 };
  };
  return {
    move: (x: number, y: number, shift = false) => ed.pointerMove(at(x, y, shift)),
    down: (x: number, y: number, shift = false) => ed.pointerDown(at(x, y, shift)),
    up: (x: number, y: number) => ed.pointerUp(at(x, y)),
    tap(x: number, y: number, shift = false) {
      ed.pointerMove(at(x, y, shift));
      ed.pointerDown(at(x, y, shift));
      ed.pointerUp(at(x, y, shift));
    },
    drag(from: [number, number], to: [number, number], steps = 4) {
      ed.pointerMove(at(...from));
      ed.pointerDown(at(...from));
      for (let i = 1; i <= steps; i++) ed.pointerMove(at(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps));
      ed.pointerUp(at(...to));
    },
    /** A drag given in screen pixels (panning moves the world under the finger). */
    dragScreen(from: [number, number], to: [number, number]) {
      const fromScreen = (x: number, y: number): EditorPointer => {
        const c = ed.getSnapshot().camera;
        return { screen: { x, y }, world: { x: x / c.scale + c.x, y: y / c.scale + c.y }, shift: false, pointerType, button: 0 };
      };
      ed.pointerDown(fromScreen(...from));
      ed.pointerMove(fromScreen(...to));
      ed.pointerUp(fromScreen(...to));
    },
    key: (key: string, mods: { shift?: boolean; ctrl?: boolean } = {}) => ed.key({ key, shift: Boolean(mods.shift), ctrlOrMeta: Boolean(mods.ctrl) }),
  };
}
