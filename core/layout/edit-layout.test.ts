import { describe, expect, it } from 'vitest';
import { calibrateBackground, deleteSegment, deleteVertex, setSegmentGeometry, splitSegment, segmentLength } from './edit-layout';
import { layoutDocumentSchema } from './layout-document.schema';
import { layoutFromPolylines } from './layout-from-polylines';
import { takeoffForLayout } from './takeoff-for-layout';

const yard = () => layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }], [{ run: 0, segment: 1, offsetFt: 48 }, { run: 0, segment: 2, offsetFt: 10 }]);

describe('edit-layout', () => {
  it('splitSegment inserts a vertex and keeps gates where they stand', () => {
    const { doc, pointId } = splitSegment(yard(), 'r1', 1, 0.25);
    expect(doc.runs[0].vertexIds).toEqual(['p1', 'p2', pointId, 'p3', 'p4']);
    expect(doc.gates.map((g) => [g.segmentIndex, g.offsetFt])).toEqual([[2, 23], [3, 10]]);
    expect(takeoffForLayout(doc).totals).toEqual(takeoffForLayout(yard()).totals);
    expect(layoutDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('deleteSegment splits an open run in two and drops the gate on the segment', () => {
    const doc = deleteSegment(yard(), 'r1', 1);
    expect(doc.runs.map((r) => r.vertexIds)).toEqual([['p1', 'p2'], ['p3', 'p4']]);
    expect(doc.gates).toEqual([{ id: 'g2', runId: doc.runs[1].id, segmentIndex: 0, offsetFt: 10, kind: 'single', widthFt: 4 }]);
    expect(layoutDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('deleteSegment opens a closed loop', () => {
    const loop = layoutFromPolylines([{ points: [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] }]);
    expect(deleteSegment(loop, 'r1', 0).runs[0].vertexIds).toEqual(['p2', 'p3', 'p4', 'p1']);
  });

  it('deleteVertex joins the neighbours', () => {
    const doc = deleteVertex(yard(), 'p3');
    expect(doc.runs[0].vertexIds).toEqual(['p1', 'p2', 'p4']);
    expect(doc.points.map((p) => p.id)).toEqual(['p1', 'p2', 'p4']);
    expect(doc.gates).toEqual([]);
    expect(layoutDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('setSegmentGeometry types an exact length and carries the rest of the run along', () => {
    const doc = setSegmentGeometry(yard(), 'r1', 1, { lengthFt: 80.5 });
    expect(segmentLength(doc, 'r1', 1)).toBeCloseTo(80.5, 9);
    expect(segmentLength(doc, 'r1', 2)).toBeCloseTo(50, 9);
    const turned = setSegmentGeometry(yard(), 'r1', 0, { angleDeg: 0 });
    expect(turned.points.find((p) => p.id === 'p2')).toMatchObject({ x: 50, y: 50 });
  });

  it('calibrateBackground scales the site image so a measured line has its real length, pinned at the line start', () => {
    const doc = { ...yard(), background: { kind: 'image' as const, src: 'data:image/png;base64,', originX: 0, originY: 0, feetPerPixel: 0.1, widthPx: 1000, heightPx: 800 } };
    // A line measured as 20 ft on the uncalibrated image is really 50 ft: everything on the image is 2.5 × bigger.
    const out = calibrateBackground(doc, { x: 10, y: 10 }, { x: 30, y: 10 }, 50);
    expect(out.background).toMatchObject({ feetPerPixel: 0.25, originX: -15, originY: -15 });
    expect(calibrateBackground(yard(), { x: 0, y: 0 }, { x: 1, y: 0 }, 5)).toEqual(yard());
  });
});
