import { pointMap, runSegments } from '../../../../../core/layout/layout-segments';
import { placeGateOnSegment } from '../../../../../core/layout/place-gate-on-segment';
import { projectOntoSegment } from '../../../../../core/layout/vector-math';
import type { ToolState } from '../tool-state';

/** Sliding a gate along its segment; it stops at the segment's corners and at other gates. */
export function draggingGate(gateId: string, back: () => ToolState): ToolState {
  return {
    id: 'gate.dragging',
    onPointerMove(ed, e) {
      const doc = ed.doc;
      const gate = doc.gates.find((g) => g.id === gateId);
      const run = gate && doc.runs.find((r) => r.id === gate.runId);
      const seg = run && runSegments(run, pointMap(doc))[gate.segmentIndex];
      if (!gate || !seg) return;
      const t = projectOntoSegment(e.world, seg.a, seg.b).t;
      const others = doc.gates.filter((g) => g.id !== gateId && g.runId === gate.runId && g.segmentIndex === gate.segmentIndex);
      const offsetFt = placeGateOnSegment(seg.length, gate.widthFt, t * seg.length - gate.widthFt / 2, others);
      if (offsetFt === null || offsetFt === gate.offsetFt) return;
      ed.setDoc({ ...doc, gates: doc.gates.map((g) => (g.id === gateId ? { ...g, offsetFt } : g)) });
    },
    onPointerUp(ed) {
      ed.commitGesture();
      return back();
    },
    onCancel(ed) {
      ed.cancelGesture();
      return back();
    },
  };
}
