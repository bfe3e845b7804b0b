import type { Vec } from '../../../../core/layout/vector-math';
import type { LayoutEditor } from '../editor/layout-editor';

export interface EditorPointer {
  screen: Vec;
  world: Vec;
  shift: boolean;
  pointerType: 'mouse' | 'touch' | 'pen';
  button: number;
}

export interface EditorKey {
  key: string;
  shift: boolean;
  ctrlOrMeta: boolean;
}

/**
 * One state of a tool's small state machine (CONVENTIONS habit 7). A handler returns the next state,
 * or nothing to stay. `onKey` returns true (with or without a new state) when it used the key.
 */
export interface ToolState {
  readonly id: string;
  onPointerDown?(ed: LayoutEditor, e: EditorPointer): ToolState | void;
  onPointerMove?(ed: LayoutEditor, e: EditorPointer): ToolState | void;
  onPointerUp?(ed: LayoutEditor, e: EditorPointer): ToolState | void;
  onKey?(ed: LayoutEditor, e: EditorKey): { next?: ToolState; handled: boolean };
  /** Escape, a lost pointer, or a tool switch: roll the gesture back. */
  onCancel?(ed: LayoutEditor): ToolState | void;
}

export type ToolId = 'draw' | 'select' | 'gate' | 'pan' | 'calibrate';
