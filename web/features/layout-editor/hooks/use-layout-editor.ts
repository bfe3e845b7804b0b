import { useState, useSyncExternalStore } from 'react';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { LayoutEditor, type EditorSnapshot } from '../editor/layout-editor';
import { layoutTools } from '../tools/layout-tools';
import type { ToolId } from '../tools/tool-state';

/** One editor per page; React re-renders from its snapshot. */
export function useLayoutEditor(initial?: LayoutDocument, tool: ToolId = 'draw'): [LayoutEditor, EditorSnapshot] {
  const [editor] = useState(() => new LayoutEditor(layoutTools, initial, tool));
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  return [editor, snapshot];
}
