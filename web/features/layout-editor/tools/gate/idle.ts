import { nextId } from '../../../../../core/layout/edit-layout';
import { pointMap, runSegments } from '../../../../../core/layout/layout-segments';
import { placeGateOnSegment } from '../../../../../core/layout/place-gate-on-segment';
import { panning } from '../pan/panning';
import type { ToolState } from '../tool-state';
import { draggingGate } from './dragging-gate';

/** Gate tool: tap a run to hang a gate there (centred on the tap), keep the finger down to slide it. */
export function gateIdle(): ToolState {
  return {
    id: 'gate.idle',
    onPointerDown(ed, e) {
      const hit = ed.hitTest(e.world, e.pointerType);
      if (hit?.kind === 'gate') {
        ed.set({ selection: { kind: 'gate', gateId: hit.gateId } });
        ed.beginGesture();
        return draggingGate(hit.gateId, gateIdle);
      }
      if (hit?.kind !== 'segment') return panning(e.screen, gateIdle);
      const { gateKind, gateWidthFt } = ed.getSnapshot();
      const doc = ed.doc;
      const seg = runSegments(doc.runs.find((r) => r.id === hit.runId)!, pointMap(doc))[hit.segmentIndex];
      const others = doc.gates.filter((g) => g.runId === hit.runId && g.segmentIndex === hit.segmentIndex);
      const offsetFt = placeGateOnSegment(seg.length, gateWidthFt, hit.t * seg.length - gateWidthFt / 2, others);
      if (offsetFt === null) {
        ed.set({ notice: 'layoutEditor.notice.gateNoRoom' });
        return;
      }
      ed.beginGesture();
      const id = nextId(doc, 'g');
      ed.setDoc({ ...doc, gates: [...doc.gates, { id, runId: hit.runId, segmentIndex: hit.segmentIndex, offsetFt, kind: gateKind, widthFt: gateWidthFt }] });
      ed.set({ selection: { kind: 'gate', gateId: id }, notice: null });
      return draggingGate(id, gateIdle);
    },
  };
}
