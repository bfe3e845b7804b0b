import { useTranslation } from 'react-i18next';
import { deleteGate } from '../../../../core/layout/edit-layout';
import { formatFeetInches, parseFeetInches } from '../../../../core/layout/format-feet-inches';
import { defaultGateWidthFt, type GateKind } from '../../../../core/layout/layout-constants';
import type { LayoutGate } from '../../../../core/layout/layout-document.schema';
import { pointMap, runSegments } from '../../../../core/layout/layout-segments';
import { placeGateOnSegment } from '../../../../core/layout/place-gate-on-segment';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';

/** The selected gate: kind, width and position along its segment (typed, for keyboard users), delete. */
export function GatePanel({ editor, snapshot, gateId }: { editor: LayoutEditor; snapshot: EditorSnapshot; gateId: string }) {
  const { t } = useTranslation();
  const doc = snapshot.doc;
  const gate = doc.gates.find((g) => g.id === gateId);
  const run = gate && doc.runs.find((r) => r.id === gate.runId);
  const seg = run && runSegments(run, pointMap(doc))[gate.segmentIndex];
  if (!gate || !seg) return null;
  const others = doc.gates.filter((g) => g.id !== gate.id && g.runId === gate.runId && g.segmentIndex === gate.segmentIndex);

  const update = (change: Partial<LayoutGate>) => {
    const next = { ...gate, ...change };
    const offsetFt = placeGateOnSegment(seg.length, next.widthFt, next.offsetFt, others);
    if (offsetFt === null) return editor.set({ notice: 'layoutEditor.notice.gateNoRoom' });
    editor.apply((d) => ({ ...d, gates: d.gates.map((g) => (g.id === gate.id ? { ...next, offsetFt } : g)) }));
  };
  const field = 'h-9 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm';

  return (
    <section aria-labelledby="gate-panel-title" className="grid gap-3 text-sm">
      <h2 id="gate-panel-title" className="text-base font-semibold">{t('layoutEditor.gate.title')}</h2>
      <div className="grid grid-cols-3 gap-2 [&>label]:min-w-0">
        <label className="grid gap-1">
          <span className="font-medium">{t('layoutEditor.gateKind')}</span>
          <select className={field} value={gate.kind} onChange={(e) => update({ kind: e.target.value as GateKind, widthFt: defaultGateWidthFt[e.target.value as GateKind] })}>
            <option value="single">{t('layoutEditor.gate.single')}</option>
            <option value="double">{t('layoutEditor.gate.double')}</option>
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{t('layoutEditor.gate.width')}</span>
          <input key={`w${gate.widthFt}`} className={field} defaultValue={formatFeetInches(gate.widthFt)} onBlur={(e) => {
            const w = parseFeetInches(e.target.value);
            if (w !== null && w >= 2 && w <= 30 && w !== gate.widthFt) update({ widthFt: w });
          }} />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{t('layoutEditor.gate.offset')}</span>
          <input key={`o${gate.offsetFt}`} className={field} defaultValue={formatFeetInches(gate.offsetFt)} onBlur={(e) => {
            const o = parseFeetInches(e.target.value);
            if (o !== null && o !== gate.offsetFt) update({ offsetFt: o });
          }} />
        </label>
      </div>
      <Button size="sm" variant="destructive" className="justify-self-start" onClick={() => editor.apply((d) => deleteGate(d, gate.id), null)}>
        {t('layoutEditor.gate.delete')}
      </Button>
    </section>
  );
}
