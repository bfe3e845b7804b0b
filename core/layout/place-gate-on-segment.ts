// A gate sits inside one straight segment: it may touch a corner post but never run past it (issue 5),
// and never overlaps another gate on the same segment.

export interface GateSpan {
  offsetFt: number;
  widthFt: number;
}

/** The offset nearest to `desiredOffsetFt` where a gate of `widthFt` fits, or null when it fits nowhere. */
export function placeGateOnSegment(segmentLengthFt: number, widthFt: number, desiredOffsetFt: number, others: GateSpan[]): number | null {
  const taken = [...others].sort((a, b) => a.offsetFt - b.offsetFt);
  const free: [number, number][] = [];
  let cursor = 0;
  for (const g of taken) {
    if (g.offsetFt > cursor) free.push([cursor, g.offsetFt]);
    cursor = Math.max(cursor, g.offsetFt + g.widthFt);
  }
  if (segmentLengthFt > cursor) free.push([cursor, segmentLengthFt]);
  let best: number | null = null;
  for (const [from, to] of free) {
    if (to - from + 1e-9 < widthFt) continue;
    const offset = Math.min(Math.max(desiredOffsetFt, from), to - widthFt);
    if (best === null || Math.abs(offset - desiredOffsetFt) < Math.abs(best - desiredOffsetFt)) best = offset;
  }
  return best;
}
