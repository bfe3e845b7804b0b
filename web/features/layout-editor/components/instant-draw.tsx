// The homeowner's drawing on the instant quote page: its own chunk (the editor, the canvas and the take-off), fetched when
// the homeowner picks "Draw" rather than with the page, which opens on typing the length (issue 15). The editor lives in
// the page's ref, so a drawing survives switching to "Type" and back.
import { useEffect, useMemo, useSyncExternalStore, type MutableRefObject } from 'react';
import type { LayoutDocument } from '../../../../core/layout/layout-document.schema';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { LayoutEditor } from '../editor/layout-editor';
import { layoutTools } from '../tools/layout-tools';
import { SimpleLayoutEditor } from './simple-layout-editor';

export default function InstantDraw({ editorRef, onChange }: { editorRef: MutableRefObject<unknown>; onChange: (doc: LayoutDocument) => void }) {
  const editor = (editorRef.current ??= new LayoutEditor(layoutTools, undefined, 'draw')) as LayoutEditor;
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  const totals = useMemo(() => takeoffForLayout(snapshot.doc).totals, [snapshot.doc]);
  useEffect(() => onChange(snapshot.doc), [snapshot.doc, onChange]);
  return <SimpleLayoutEditor editor={editor} snapshot={snapshot} totals={totals} />;
}
