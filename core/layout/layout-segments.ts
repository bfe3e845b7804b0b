import type { LayoutDocument, LayoutRun } from './layout-document.schema';
import { distance, type Vec } from './vector-math';

export interface RunSegment {
  runId: string;
  index: number;
  aId: string;
  bId: string;
  a: Vec;
  b: Vec;
  length: number;
}

export function pointMap(doc: LayoutDocument): Map<string, Vec> {
  return new Map(doc.points.map((p) => [p.id, { x: p.x, y: p.y }]));
}

/** A run's straight pieces, in drawing order; segment i joins vertexIds[i] and vertexIds[i + 1]. */
export function runSegments(run: LayoutRun, points: Map<string, Vec>): RunSegment[] {
  const segments: RunSegment[] = [];
  for (let i = 0; i + 1 < run.vertexIds.length; i++) {
    const a = points.get(run.vertexIds[i]);
    const b = points.get(run.vertexIds[i + 1]);
    if (!a || !b) continue;
    segments.push({ runId: run.id, index: i, aId: run.vertexIds[i], bId: run.vertexIds[i + 1], a, b, length: distance(a, b) });
  }
  return segments;
}

export function isClosedRun(run: LayoutRun): boolean {
  return run.vertexIds.length > 2 && run.vertexIds[0] === run.vertexIds[run.vertexIds.length - 1];
}

