import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteSegment, nextId, setRunProperties, setSegmentGeometry, splitSegment, updateRun } from '../../../../core/layout/edit-layout';
import { formatFeetInches, parseFeetInches } from '../../../../core/layout/format-feet-inches';
import { pointMap, runSegments } from '../../../../core/layout/layout-segments';
import { placeGateOnSegment } from '../../../../core/layout/place-gate-on-segment';
import { angleDegrees } from '../../../../core/layout/vector-math';
import { Button } from '../../../ui/button';
import type { EditorSnapshot, LayoutEditor } from '../editor/layout-editor';
import { RunPropertiesFields } from './run-properties-fields';

/** The selected segment: exact length and angle, its run's properties, split, gate, delete. */
export function SegmentPanel({ editor, snapshot, runId, segmentIndex }: { editor: LayoutEditor; snapshot: EditorSnapshot; runId: string; segmentIndex: number }) {
  const { t } = useTranslation();
  const run = snapshot.doc.runs.find((r) => r.id === runId);
  const seg = run ? runSegments(run, pointMap(snapshot.doc))[segmentIndex] : undefined;
  if (!run || !seg) return null;
  const runNumber = snapshot.doc.runs.indexOf(run) + 1;

  const addGate = () => {
    const { gateKind, gateWidthFt } = snapshot;
    const others = snapshot.doc.gates.filter((g) => g.runId === runId && g.segmentIndex === segmentIndex);
    const offsetFt = placeGateOnSegment(seg.length, gateWidthFt, seg.length / 2 - gateWidthFt / 2, others);
    if (offsetFt === null) return editor.set({ notice: 'layoutEditor.notice.gateNoRoom' });
    const id = nextId(snapshot.doc, 'g');
    editor.apply((d) => ({ ...d, gates: [...d.gates, { id, runId, segmentIndex, offsetFt, kind: gateKind, widthFt: gateWidthFt }] }), { kind: 'gate', gateId: id });
  };

  return (
    <section aria-labelledby="segment-panel-title" className="grid gap-3">
      <h2 id="segment-panel-title" className="text-base font-semibold">
        {t('layoutEditor.segment.title', { run: run.label || t('layoutEditor.runName', { n: runNumber }), n: segmentIndex + 1 })}
      </h2>
      <GeometryForm
        key={`${runId}:${segmentIndex}:${seg.length}:${angleDegrees(seg.a, seg.b)}`}
        lengthFt={seg.length}
        angleDeg={angleDegrees(seg.a, seg.b)}
        onApply={(change) => editor.apply((d) => setSegmentGeometry(d, runId, segmentIndex, change))}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => editor.apply((d) => splitSegment(d, runId, segmentIndex, 0.5).doc, { kind: 'segment', runId, segmentIndex })}>
          {t('layoutEditor.segment.split')}
        </Button>
        <Button size="sm" variant="outline" onClick={addGate}>
          {t('layoutEditor.segment.addGate')}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => editor.apply((d) => deleteSegment(d, runId, segmentIndex), null)}>
          {t('layoutEditor.segment.delete')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Keyboard path to a corner: select it here, then move it with the arrow keys on the drawing. */}
        <Button size="sm" variant="ghost" onClick={() => editor.set({ selection: { kind: 'vertex', vertexId: seg.aId } })}>{t('layoutEditor.segment.startCorner')}</Button>
        <Button size="sm" variant="ghost" onClick={() => editor.set({ selection: { kind: 'vertex', vertexId: seg.bId } })}>{t('layoutEditor.segment.endCorner')}</Button>
      </div>
      <h3 className="text-sm font-semibold">{t('layoutEditor.props.runTitle')}</h3>
      <label className="grid gap-1 text-sm">
        <span className="font-medium">{t('layoutEditor.props.label')}</span>
        <input
          className="h-9 rounded-md border border-input bg-card px-2"
          defaultValue={run.label}
          key={run.id}
          maxLength={80}
          placeholder={t('layoutEditor.runName', { n: runNumber })}
          onBlur={(e) => e.target.value !== run.label && editor.apply((d) => updateRun(d, runId, (r) => ({ ...r, label: e.target.value })))}
        />
      </label>
      <RunPropertiesFields value={run.props} onChange={(change) => editor.apply((d) => setRunProperties(d, runId, change))} />
    </section>
  );
}

function GeometryForm({ lengthFt, angleDeg, onApply }: { lengthFt: number; angleDeg: number; onApply: (change: { lengthFt?: number; angleDeg?: number }) => void }) {
  const { t } = useTranslation();
  const [length, setLength] = useState(formatFeetInches(lengthFt));
  const [angle, setAngle] = useState(String(Math.round(angleDeg * 10) / 10));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const feet = parseFeetInches(length);
    const deg = Number(angle);
    if (feet === null || feet < 0.5 || feet > 5000) return setError(t('layoutEditor.segment.lengthInvalid'));
    if (!Number.isFinite(deg) || angle.trim() === '') return setError(t('layoutEditor.segment.angleInvalid'));
    setError(null);
    onApply({ lengthFt: feet, angleDeg: ((deg % 360) + 360) % 360 });
  };
  return (
    <form className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 text-sm" onSubmit={submit} noValidate>
      <label className="grid gap-1">
        <span className="font-medium">{t('layoutEditor.segment.length')}</span>
        <input className="h-9 w-full min-w-0 rounded-md border border-input bg-card px-2" value={length} inputMode="decimal" aria-invalid={error ? true : undefined} aria-describedby={error ? 'segment-geometry-error' : undefined} onChange={(e) => setLength(e.target.value)} />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">{t('layoutEditor.segment.angle')}</span>
        <input className="h-9 w-full min-w-0 rounded-md border border-input bg-card px-2" value={angle} inputMode="decimal" onChange={(e) => setAngle(e.target.value)} />
      </label>
      <Button size="sm" type="submit">{t('layoutEditor.segment.apply')}</Button>
      {error ? <p id="segment-geometry-error" role="alert" className="col-span-3 text-sm text-destructive">{error}</p> : null}
    </form>
  );
}
