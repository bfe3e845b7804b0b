import { memo, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AssemblySet } from '../../../../core/materials/assembly-set';
import type { MaterialUnitCost } from '../../../../core/materials/price-from-materials';
import { MaterialsPanel } from '../../materials/materials-panel';
import { useTranslation } from 'react-i18next';
import type { ContractorRates } from '../../../../core/quotes/pricing.types';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import { useLiveTakeoff } from '../hooks/use-live-takeoff';
import type { ToolId } from '../tools/tool-state';
import { BackgroundPanel } from './background-panel';
import { EditorToolbar } from './editor-toolbar';
import { GatePanel } from './gate-panel';
import { LayoutCanvas } from './layout-canvas';
import { PricePanel } from './price-panel';
import { RunPropertiesFields } from './run-properties-fields';
import { RunsList } from './runs-list';
import { SegmentPanel } from './segment-panel';
import { TakeoffPanel } from './takeoff-panel';

const continuousStates = new Set(['select.dragging-vertex', 'gate.dragging', 'pan.panning', 'calibrate.measuring']);
const MemoRunsList = memo(RunsList, (a, b) => a.snapshot.doc === b.snapshot.doc && a.snapshot.selection === b.snapshot.selection);
const toolKeys: Record<string, ToolId> = { d: 'draw', v: 'select', g: 'gate', h: 'pan' };
const typing = (el: EventTarget) => el instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);

export interface LayoutEditorViewProps {
  editor: LayoutEditor;
  snapshot: EditorSnapshot;
  rates: ContractorRates | null;
  taxRatePercent?: number;
  map?: { tileUrl: string; attribution: string } | null;
  /** Extra content above the panels (customer picker, save button). */
  aside?: ReactNode;
  /** The customer's full address, to centre map tiles on it. */
  customerAddress?: string | null;
  /** The contractor's assemblies (issue 23): runs are divided by their styles' section lengths and the list panel shows. */
  assemblies?: AssemblySet | null;
  /** Issue 23: the contractor's material costs, when a style prices from its materials list. */
  materialCosts?: Record<string, MaterialUnitCost> | null;
}

/** The full editor: toolbar, drawing surface, selection panel, live take-off and price. */
export function LayoutEditorView({ editor, snapshot, rates, taxRatePercent, map, aside, customerAddress, assemblies, materialCosts }: LayoutEditorViewProps) {
  const { t } = useTranslation();
  // During a continuous drag the panels keep the last settled drawing; the canvas (and its labels) stay live.
  const settled = useRef(snapshot.doc);
  if (!continuousStates.has(snapshot.stateId)) settled.current = snapshot.doc;
  const { takeoff, why, priced, materials } = useLiveTakeoff(settled.current, rates, taxRatePercent, assemblies, materialCosts);
  const runLabels = useMemo(() => new Map(snapshot.doc.runs.map((r, i) => [r.id, r.label || t('layoutEditor.runName', { n: i + 1 })])), [snapshot.doc.runs, t]);
  const sel = snapshot.selection;

  useEffect(() => {
    if (snapshot.doc.runs.length > 0) editor.fit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fit once, when the editor first shows a saved drawing, not on every new run
  }, [editor]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (typing(e.target)) return;
    const onCanvas = e.target instanceof SVGElement;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (!mod && !e.altKey && toolKeys[key] && onCanvas) {
      editor.setTool(toolKeys[key]);
      e.preventDefault();
      return;
    }
    if (!onCanvas && !(mod && (key === 'z' || key === 'y'))) return;
    if (editor.key({ key: e.key, shift: e.shiftKey, ctrlOrMeta: mod })) e.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches the canvas's and panels' shortcut keys as they bubble up
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]" onKeyDown={onKeyDown}>
      <div className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card">
        <EditorToolbar editor={editor} snapshot={snapshot} />
        <div className="relative h-[60vh] min-h-80">
          <LayoutCanvas editor={editor} snapshot={snapshot} mapTileUrl={map?.tileUrl} mapAttribution={map?.attribution} />
        </div>
        <p id="layout-editor-help" className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          {t(`layoutEditor.help.${snapshot.tool}`)}
        </p>
        {snapshot.notice ? (
          <p role="status" className="border-t border-border bg-amber-50 px-3 py-2 text-sm text-amber-900">{t(snapshot.notice)}</p>
        ) : null}
      </div>
      <aside className="grid min-w-0 content-start gap-5" aria-label={t('layoutEditor.panels')}>
        {aside}
        {sel?.kind === 'segment' ? <SegmentPanel editor={editor} snapshot={snapshot} runId={sel.runId} segmentIndex={sel.segmentIndex} /> : null}
        {sel?.kind === 'gate' ? <GatePanel editor={editor} snapshot={snapshot} gateId={sel.gateId} /> : null}
        {sel?.kind === 'vertex' ? (
          <section className="grid gap-2 text-sm">
            <h2 className="text-base font-semibold">{t('layoutEditor.vertex.title')}</h2>
            <p className="text-muted-foreground">{t('layoutEditor.vertex.help')}</p>
            <div className="grid grid-cols-4 gap-1 justify-self-start" role="group" aria-label={t('layoutEditor.vertex.move')}>
              {([['ArrowLeft', '←', -1, 0], ['ArrowUp', '↑', 0, -1], ['ArrowDown', '↓', 0, 1], ['ArrowRight', '→', 1, 0]] as const).map(([key, arrow, dx, dy]) => (
                <Button key={key} size="sm" variant="outline" aria-label={t(`layoutEditor.vertex.${key}`)} onClick={() => editor.moveVertexBy(sel.vertexId, dx * snapshot.gridFt, dy * snapshot.gridFt)}>{arrow}</Button>
              ))}
            </div>
            <Button size="sm" variant="destructive" className="justify-self-start" onClick={() => editor.deleteSelection()}>{t('layoutEditor.vertex.delete')}</Button>
          </section>
        ) : null}
        {!sel ? (
          <section aria-labelledby="defaults-title" className="grid gap-2">
            <h2 id="defaults-title" className="text-base font-semibold">{t('layoutEditor.props.defaultsTitle')}</h2>
            <RunPropertiesFields value={snapshot.defaults} onChange={(change) => editor.set({ defaults: { ...snapshot.defaults, ...change } })} />
          </section>
        ) : null}
        <PricePanel priced={priced} runLabels={runLabels} />
        <TakeoffPanel totals={takeoff.totals} why={why} />
        {materials ? <MaterialsPanel lines={materials.totals} /> : null}
        <section aria-labelledby="runs-title" className="grid gap-2">
          <h2 id="runs-title" className="text-base font-semibold">{t('layoutEditor.runs.title')}</h2>
          <MemoRunsList editor={editor} snapshot={continuousStates.has(snapshot.stateId) ? { ...snapshot, doc: settled.current } : snapshot} />
        </section>
        <BackgroundPanel editor={editor} snapshot={snapshot} mapsEnabled={Boolean(map)} customerAddress={customerAddress} />
      </aside>
    </div>
  );
}
