import { describe, expect, it } from 'vitest';
import { defaultRunProperties, emptyLayoutDocument, type LayoutDocument } from '../../../../../core/layout/layout-document.schema';
import { pointAtSnap } from './point-at-snap';

// One straight 10 ft run from p1 (0,0) to p2 (10,0).
const doc: LayoutDocument = {
  ...emptyLayoutDocument(),
  points: [
    { id: 'p1', x: 0, y: 0 },
    { id: 'p2', x: 10, y: 0 },
  ],
  runs: [{ id: 'r1', label: '', vertexIds: ['p1', 'p2'], props: defaultRunProperties }],
};

describe('pointAtSnap', () => {
  it('uses the snapped vertex and leaves the document alone', () => {
    const got = pointAtSnap(doc, { point: { x: 10, y: 0 }, kind: 'vertex', vertexId: 'p2', guides: [] });
    expect(got.pointId).toBe('p2');
    expect(got.doc).toBe(doc);
  });

  it('splits the run under the pointer, adding the new vertex into it', () => {
    const got = pointAtSnap(doc, { point: { x: 4, y: 0 }, kind: 'run', runHit: { runId: 'r1', segmentIndex: 0, t: 0.4 }, guides: [] });
    const added = got.doc.points.find((p) => p.id === got.pointId);
    expect(added).toMatchObject({ x: 4, y: 0 });
    expect(got.doc.runs[0].vertexIds).toEqual(['p1', got.pointId, 'p2']);
  });

  it('adds a free point anywhere else', () => {
    const got = pointAtSnap(doc, { point: { x: 3, y: 7 }, kind: 'grid', guides: [] });
    expect(got.doc.points).toHaveLength(3);
    expect(got.doc.points.find((p) => p.id === got.pointId)).toMatchObject({ x: 3, y: 7 });
    expect(got.doc.runs).toEqual(doc.runs);
    expect(doc.points).toHaveLength(2);
  });
});
