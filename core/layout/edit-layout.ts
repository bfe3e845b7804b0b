import type { LayoutDocument, LayoutGate, LayoutRun, RunProperties } from './layout-document.schema';
import { isClosedRun, pointMap, runSegments } from './layout-segments';
import { angleDegrees, distance, lerp, pointAtAngle, sub, add, type Vec } from './vector-math';

// Pure edits of a drawing: each returns a new document and leaves the old one untouched (undo keeps it).

export function nextId(doc: LayoutDocument, prefix: 'p' | 'r' | 'g'): string {
  const taken = new Set<string>([...doc.points.map((p) => p.id), ...doc.runs.map((r) => r.id), ...doc.gates.map((g) => g.id)]);
  let n = taken.size + 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

export function addPoint(doc: LayoutDocument, at: Vec): { doc: LayoutDocument; id: string } {
  const id = nextId(doc, 'p');
  return { doc: { ...doc, points: [...doc.points, { id, x: at.x, y: at.y }] }, id };
}

export function movePoint(doc: LayoutDocument, id: string, to: Vec): LayoutDocument {
  return { ...doc, points: doc.points.map((p) => (p.id === id ? { ...p, x: to.x, y: to.y } : p)) };
}

export function updateRun(doc: LayoutDocument, runId: string, change: (run: LayoutRun) => LayoutRun): LayoutDocument {
  return { ...doc, runs: doc.runs.map((r) => (r.id === runId ? change(r) : r)) };
}

export function setRunProperties(doc: LayoutDocument, runId: string, props: Partial<RunProperties>): LayoutDocument {
  return updateRun(doc, runId, (r) => ({ ...r, props: { ...r.props, ...props } }));
}

/** Inserts a vertex on segment `segmentIndex` at `t`; gates on the segment stay where they are on the ground. */
export function splitSegment(doc: LayoutDocument, runId: string, segmentIndex: number, t: number, existingPointId?: string): { doc: LayoutDocument; pointId: string } {
  const run = doc.runs.find((r) => r.id === runId)!;
  const seg = runSegments(run, pointMap(doc))[segmentIndex];
  const at = lerp(seg.a, seg.b, t);
  const added = existingPointId ? { doc, id: existingPointId } : addPoint(doc, at);
  const splitAt = seg.length * t;
  const vertexIds = [...run.vertexIds.slice(0, segmentIndex + 1), added.id, ...run.vertexIds.slice(segmentIndex + 1)];
  const gates = added.doc.gates.flatMap((g): LayoutGate[] => {
    if (g.runId !== runId || g.segmentIndex < segmentIndex) return [g];
    if (g.segmentIndex > segmentIndex) return [{ ...g, segmentIndex: g.segmentIndex + 1 }];
    if (g.offsetFt + g.widthFt <= splitAt) return [g];
    if (g.offsetFt >= splitAt) return [{ ...g, segmentIndex: g.segmentIndex + 1, offsetFt: g.offsetFt - splitAt }];
    return []; // a split through a gate removes the gate
  });
  return { doc: { ...updateRun(added.doc, runId, (r) => ({ ...r, vertexIds })), gates }, pointId: added.id };
}

function dropUnusedPoints(doc: LayoutDocument): LayoutDocument {
  const used = new Set(doc.runs.flatMap((r) => r.vertexIds));
  return { ...doc, points: doc.points.filter((p) => used.has(p.id)) };
}

/** Removes a run's segment: an open run splits in two, a closed loop opens there. */
export function deleteSegment(doc: LayoutDocument, runId: string, segmentIndex: number): LayoutDocument {
  const run = doc.runs.find((r) => r.id === runId)!;
  const ids = run.vertexIds;
  const gatesOf = (keep: (g: LayoutGate) => LayoutGate | null) =>
    doc.gates.flatMap((g) => (g.runId !== runId ? [g] : g.segmentIndex === segmentIndex ? [] : [keep(g)].filter((x): x is LayoutGate => x !== null)));
  if (isClosedRun(run)) {
    // Open the loop: start just after the removed segment.
    const ring = ids.slice(0, -1);
    const start = (segmentIndex + 1) % ring.length;
    const vertexIds = [...ring.slice(start), ...ring.slice(0, start), ring[start]].slice(0, ring.length);
    const shift = (g: LayoutGate) => ({ ...g, segmentIndex: (g.segmentIndex - start + ring.length) % ring.length });
    return dropUnusedPoints({ ...updateRun(doc, runId, (r) => ({ ...r, vertexIds })), gates: gatesOf(shift) });
  }
  const before = ids.slice(0, segmentIndex + 1);
  const after = ids.slice(segmentIndex + 1);
  const newRunId = nextId(doc, 'r');
  const runs = doc.runs.flatMap((r) => {
    if (r.id !== runId) return [r];
    const pieces: LayoutRun[] = [];
    if (before.length >= 2) pieces.push({ ...r, vertexIds: before });
    if (after.length >= 2) pieces.push({ ...r, id: before.length >= 2 ? newRunId : r.id, vertexIds: after });
    return pieces;
  });
  const moveGate = (g: LayoutGate): LayoutGate =>
    g.segmentIndex < segmentIndex ? g : { ...g, runId: before.length >= 2 ? newRunId : runId, segmentIndex: g.segmentIndex - segmentIndex - 1 };
  return dropUnusedPoints({ ...doc, runs, gates: gatesOf(moveGate) });
}

/** Removes a vertex: its neighbours in each run join up; a run left with one vertex disappears. */
export function deleteVertex(doc: LayoutDocument, pointId: string): LayoutDocument {
  let out = doc;
  for (const run of doc.runs) {
    if (!run.vertexIds.includes(pointId)) continue;
    const closed = isClosedRun(run);
    let ids = run.vertexIds.filter((id) => id !== pointId);
    if (closed && run.vertexIds[0] === pointId) ids = [...ids, ids[0]];
    // The two segments meeting at the vertex merge: their gates go, later gates shift down one segment.
    const cut = run.vertexIds.indexOf(pointId);
    out = {
      ...out,
      gates: out.gates.flatMap((g) => {
        if (g.runId !== run.id || (g.segmentIndex < cut - 1 && cut > 0)) return [g];
        return g.segmentIndex > cut && cut > 0 ? [{ ...g, segmentIndex: g.segmentIndex - 1 }] : [];
      }),
    };
    out = ids.length >= 2 && !(closed && ids.length < 4)
      ? updateRun(out, run.id, (r) => ({ ...r, vertexIds: ids }))
      : { ...out, runs: out.runs.filter((r) => r.id !== run.id), gates: out.gates.filter((g) => g.runId !== run.id) };
  }
  return dropUnusedPoints(out);
}

export function deleteGate(doc: LayoutDocument, gateId: string): LayoutDocument {
  return { ...doc, gates: doc.gates.filter((g) => g.id !== gateId) };
}

/**
 * Sets a segment's exact length and/or direction by moving its end vertex; on an open run the rest of the run
 * moves with it so the other segments keep their lengths and angles.
 */
export function setSegmentGeometry(doc: LayoutDocument, runId: string, segmentIndex: number, change: { lengthFt?: number; angleDeg?: number }): LayoutDocument {
  const run = doc.runs.find((r) => r.id === runId)!;
  const seg = runSegments(run, pointMap(doc))[segmentIndex];
  const angle = change.angleDeg ?? angleDegrees(seg.a, seg.b);
  const len = change.lengthFt ?? seg.length;
  const target = pointAtAngle(seg.a, angle, len);
  const delta = sub(target, seg.b);
  const moving = isClosedRun(run) ? [seg.bId] : run.vertexIds.slice(segmentIndex + 1);
  const ids = new Set(moving.filter((id) => id !== seg.aId));
  const points = doc.points.map((p) => (ids.has(p.id) ? { ...p, ...add(p, delta) } : p));
  const next = { ...doc, points };
  // Gates keep their offset but never hang past the new end.
  const gates = next.gates.map((g) => (g.runId === runId && g.segmentIndex === segmentIndex ? { ...g, offsetFt: Math.max(0, Math.min(g.offsetFt, len - g.widthFt)) } : g));
  return { ...next, gates };
}

export function segmentLength(doc: LayoutDocument, runId: string, segmentIndex: number): number {
  const run = doc.runs.find((r) => r.id === runId);
  const seg = run ? runSegments(run, pointMap(doc))[segmentIndex] : undefined;
  return seg ? distance(seg.a, seg.b) : 0;
}

/** Adds a vertex to a run's end (or its start, shifting the run's gates one segment on). */
export function extendRun(doc: LayoutDocument, runId: string, pointId: string, atStart: boolean): LayoutDocument {
  const next = updateRun(doc, runId, (r) => ({ ...r, vertexIds: atStart ? [pointId, ...r.vertexIds] : [...r.vertexIds, pointId] }));
  if (!atStart) return next;
  return { ...next, gates: next.gates.map((g) => (g.runId === runId ? { ...g, segmentIndex: g.segmentIndex + 1 } : g)) };
}

/** Drops a run's last (or first) vertex while drawing; the point goes too when nothing else uses it. */
export function retractRun(doc: LayoutDocument, runId: string, atStart: boolean): LayoutDocument {
  const run = doc.runs.find((r) => r.id === runId)!;
  const ids = atStart ? run.vertexIds.slice(1) : run.vertexIds.slice(0, -1);
  const lastSegment = run.vertexIds.length - 2;
  let next = updateRun(doc, runId, (r) => ({ ...r, vertexIds: ids }));
  next = {
    ...next,
    gates: next.gates.flatMap((g) => {
      if (g.runId !== runId) return [g];
      if (atStart) return g.segmentIndex === 0 ? [] : [{ ...g, segmentIndex: g.segmentIndex - 1 }];
      return g.segmentIndex === lastSegment ? [] : [g];
    }),
  };
  const used = new Set(next.runs.flatMap((r) => r.vertexIds));
  return { ...next, points: next.points.filter((p) => used.has(p.id)) };
}

/** Keeps every gate inside its segment after an edit changed segment lengths. */
export function clampGates(doc: LayoutDocument): LayoutDocument {
  const points = pointMap(doc);
  const lengths = new Map<string, number[]>();
  for (const run of doc.runs) lengths.set(run.id, runSegments(run, points).map((s) => s.length));
  let changed = false;
  const gates = doc.gates.map((g) => {
    const len = lengths.get(g.runId)?.[g.segmentIndex] ?? 0;
    const offsetFt = Math.max(0, Math.min(g.offsetFt, len - g.widthFt));
    if (offsetFt === g.offsetFt) return g;
    changed = true;
    return { ...g, offsetFt };
  });
  return changed ? { ...doc, gates } : doc;
}

/** Scales the background image so the measured line a→b is `realFt` long; the image stays pinned at a. */
export function calibrateBackground(doc: LayoutDocument, a: Vec, b: Vec, realFt: number): LayoutDocument {
  const bg = doc.background;
  const measured = distance(a, b);
  if (bg.kind !== 'image' || measured <= 0 || realFt <= 0) return doc;
  const k = realFt / measured;
  return {
    ...doc,
    background: { ...bg, feetPerPixel: bg.feetPerPixel * k, originX: a.x + (bg.originX - a.x) * k, originY: a.y + (bg.originY - a.y) * k },
  };
}
