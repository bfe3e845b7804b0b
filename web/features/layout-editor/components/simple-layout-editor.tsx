import { DoorOpen, Maximize, Pencil, Redo2, Undo2, MousePointer2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFeetInches } from '../../../../core/layout/format-feet-inches';
import type { TakeoffTotals } from '../../../../core/layout/takeoff-for-layout';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import type { ToolId } from '../tools/tool-state';
import { LayoutCanvas } from './layout-canvas';

const tools: { id: ToolId; icon: typeof Pencil }[] = [
  { id: 'draw', icon: Pencil },
  { id: 'gate', icon: DoorOpen },
  { id: 'select', icon: MousePointer2 },
];

/** The homeowner's editor: draw, gates, undo; big touch targets, no panels. */
export function SimpleLayoutEditor({ editor, snapshot, totals }: { editor: LayoutEditor; snapshot: EditorSnapshot; totals: TakeoffTotals }) {
  const { t } = useTranslation();
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches the canvas's shortcut keys as they bubble up
    <div
      className="overflow-hidden rounded-lg border border-border bg-card"
      onKeyDown={(e) => {
        if (!(e.target instanceof SVGElement) && !((e.ctrlKey || e.metaKey) && /^[zy]$/i.test(e.key))) return;
        if (editor.key({ key: e.key, shift: e.shiftKey, ctrlOrMeta: e.ctrlKey || e.metaKey })) e.preventDefault();
      }}
    >
      <div role="toolbar" aria-label={t('layoutEditor.toolbar')} className="flex flex-wrap gap-1 border-b border-border p-2">
        {tools.map(({ id, icon: Icon }) => (
          <Button key={id} size="sm" variant={snapshot.tool === id ? 'default' : 'outline'} aria-pressed={snapshot.tool === id} onClick={() => editor.setTool(id)}>
            <Icon aria-hidden="true" />
            <span>{t(`layoutEditor.tool.${id}`)}</span>
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => editor.undo()} disabled={!snapshot.canUndo}>
          <Undo2 aria-hidden="true" />
          <span>{t('layoutEditor.undo')}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => editor.redo()} disabled={!snapshot.canRedo}>
          <Redo2 aria-hidden="true" />
          <span>{t('layoutEditor.redo')}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => editor.fit()}>
          <Maximize aria-hidden="true" />
          <span>{t('layoutEditor.fit')}</span>
        </Button>
      </div>
      <div className="relative h-[50vh] min-h-72">
        <LayoutCanvas editor={editor} snapshot={snapshot} />
      </div>
      <p id="layout-editor-help" className="border-t border-border px-3 py-2 text-xs text-muted-foreground">{t(`layoutEditor.help.${snapshot.tool}`)}</p>
      <p className="border-t border-border px-3 py-2 text-sm font-medium" aria-live="polite">
        {t('instantQuote.drawnSummary', { length: formatFeetInches(totals.fenceFeet), gates: totals.gates })}
      </p>
      {snapshot.notice ? <p role="status" className="border-t border-border bg-amber-50 px-3 py-2 text-sm text-amber-900">{t(snapshot.notice)}</p> : null}
    </div>
  );
}
