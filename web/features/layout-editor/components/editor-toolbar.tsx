import { Hand, Maximize, MousePointer2, Pencil, Redo2, Undo2, DoorOpen, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultGateWidthFt, type GateKind } from '../../../../core/layout/layout-constants';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import type { ToolId } from '../tools/tool-state';
import { Tip } from '../../../ui/tooltip';

const tools: { id: ToolId; icon: typeof Pencil; shortcut: string }[] = [
  { id: 'draw', icon: Pencil, shortcut: 'D' },
  { id: 'select', icon: MousePointer2, shortcut: 'V' },
  { id: 'gate', icon: DoorOpen, shortcut: 'G' },
  { id: 'pan', icon: Hand, shortcut: 'H' },
];

export function EditorToolbar({ editor, snapshot }: { editor: LayoutEditor; snapshot: EditorSnapshot }) {
  const { t } = useTranslation();
  const centre = () => ({ x: editor.viewport.width / 2, y: editor.viewport.height / 2 });
  return (
    <div role="toolbar" aria-label={t('layoutEditor.toolbar')} className="flex flex-wrap items-center gap-1 border-b border-border bg-card p-2">
      {tools.map(({ id, icon: Icon, shortcut }) => (
        <Button
          key={id}
          size="sm"
          variant={snapshot.tool === id ? 'default' : 'outline'}
          aria-pressed={snapshot.tool === id}
          aria-keyshortcuts={shortcut}
          title={`${t(`layoutEditor.tool.${id}`)} (${shortcut})`}
          onClick={() => editor.setTool(id)}
        >
          <Icon aria-hidden="true" />
          <span>{t(`layoutEditor.tool.${id}`)}</span>
        </Button>
      ))}
      {/* Always shown (it sets the next gate's type) so the toolbar keeps its height and the canvas never jumps. */}
      <label className="ml-1 flex items-center gap-1 text-sm">
        <span>{t('layoutEditor.gateKind')}</span>
        <select
          className="h-9 rounded-md border border-input bg-card px-2"
          value={snapshot.gateKind}
          onChange={(e) => {
            const kind = e.target.value as GateKind;
            editor.set({ gateKind: kind, gateWidthFt: defaultGateWidthFt[kind] });
          }}
        >
          <option value="single">{t('layoutEditor.gate.single')}</option>
          <option value="double">{t('layoutEditor.gate.double')}</option>
        </select>
      </label>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
      <Button size="sm" variant="outline" onClick={() => editor.undo()} disabled={!snapshot.canUndo} aria-keyshortcuts="Control+Z Meta+Z" title={t('layoutEditor.undo')}>
        <Undo2 aria-hidden="true" />
        <span>{t('layoutEditor.undo')}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => editor.redo()} disabled={!snapshot.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y" title={t('layoutEditor.redo')}>
        <Redo2 aria-hidden="true" />
        <span>{t('layoutEditor.redo')}</span>
      </Button>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
      <Tip label={t('layoutEditor.zoomIn')}>
        <Button size="icon" variant="ghost" onClick={() => editor.zoom(centre(), 1.25)} aria-label={t('layoutEditor.zoomIn')}>
          <ZoomIn aria-hidden="true" />
        </Button>
      </Tip>
      <Tip label={t('layoutEditor.zoomOut')}>
        <Button size="icon" variant="ghost" onClick={() => editor.zoom(centre(), 0.8)} aria-label={t('layoutEditor.zoomOut')}>
          <ZoomOut aria-hidden="true" />
        </Button>
      </Tip>
      <Button size="sm" variant="ghost" onClick={() => editor.fit()}>
        <Maximize aria-hidden="true" />
        <span>{t('layoutEditor.fit')}</span>
      </Button>
    </div>
  );
}
