import { describe, expect, it } from 'vitest';
import { setSegmentGeometry, segmentLength } from '../../../../core/layout/edit-layout';
import { layoutFromPolylines } from '../../../../core/layout/layout-from-polylines';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { editorDriver } from '../../../test/editor-driver';
import { LayoutEditor } from './layout-editor';
import { layoutTools } from '../tools/layout-tools';

const coords = (ed: LayoutEditor, runIndex = 0) =>
  ed.doc.runs[runIndex].vertexIds.map((id) => {
    const p = ed.doc.points.find((q) => q.id === id)!;
    return [Math.round(p.x * 1000) / 1000 + 0, Math.round(p.y * 1000) / 1000 + 0];
  });

function drawYard(ed: LayoutEditor) {
  const d = editorDriver(ed);
  d.tap(0.2, 50.3); // grid snap → (0, 50)
  d.tap(0.4, 0.2); // 90° snap from the anchor → (0, 0)
  d.tap(100.3, 0.6); // 0° → (100, 0)
  d.tap(99.8, 49.7); // 90° → (100, 50)
  d.key('Enter');
  return d;
}

describe('LayoutEditor: drawing', () => {
  it('draws a polyline with grid and 0/90° snapping; Enter ends it as one undo step', () => {
    const ed = new LayoutEditor(layoutTools);
    drawYard(ed);
    expect(coords(ed)).toEqual([[0, 50], [0, 0], [100, 0], [100, 50]]);
    expect(ed.getSnapshot().stateId).toBe('draw.idle');
    expect(takeoffForLayout(ed.doc).totals.posts).toMatchObject({ end: 2, corner: 2 });
    ed.undo();
    expect(ed.doc.runs).toHaveLength(0);
    ed.redo();
    expect(coords(ed)).toEqual([[0, 50], [0, 0], [100, 0], [100, 50]]);
  });

  it('snaps to 45° from the last vertex, and Shift draws free', () => {
    const ed = new LayoutEditor(layoutTools);
    const d = editorDriver(ed);
    d.tap(0, 0);
    d.move(10.4, 9.1);
    expect(ed.getSnapshot().preview.guides[0]).toMatchObject({ kind: 'angle', angle: 45 });
    d.tap(10.4, 9.1);
    const [, [x, y]] = coords(ed);
    expect(x).toBeCloseTo(y, 6);
    d.tap(20.35, 13.3, true);
    expect(coords(ed)[2]).toEqual([20.35, 13.3]);
  });

  it('double-click (tapping the last point again) ends the run', () => {
    const ed = new LayoutEditor(layoutTools);
    const d = editorDriver(ed);
    d.tap(0, 0);
    d.tap(20, 0);
    d.tap(20, 0);
    expect(ed.getSnapshot().stateId).toBe('draw.idle');
    expect(coords(ed)).toEqual([[0, 0], [20, 0]]);
    expect(ed.getSnapshot().selection).toEqual({ kind: 'segment', runId: ed.doc.runs[0].id, segmentIndex: 0 });
  });

  it('Escape cancels the run in progress and leaves nothing to undo', () => {
    const ed = new LayoutEditor(layoutTools);
    const d = editorDriver(ed);
    d.tap(0, 0);
    d.tap(20, 0);
    d.key('Escape');
    expect(ed.doc.runs).toHaveLength(0);
    expect(ed.doc.points).toHaveLength(0);
    expect(ed.getSnapshot().canUndo).toBe(false);
  });

  it('tapping the first vertex closes a loop', () => {
    const ed = new LayoutEditor(layoutTools);
    const d = editorDriver(ed);
    for (const [x, y] of [[0, 0], [30, 0], [30, 20], [0, 20], [0.3, 0.2]]) d.tap(x, y);
    const run = ed.doc.runs[0];
    expect(run.vertexIds[0]).toBe(run.vertexIds[run.vertexIds.length - 1]);
    expect(takeoffForLayout(ed.doc).totals.posts).toMatchObject({ end: 0, corner: 4 });
  });

  it('continues a run from its open end, sharing the corner post', () => {
    const ed = new LayoutEditor(layoutTools);
    const d = editorDriver(ed);
    d.tap(0, 0);
    d.tap(40, 0);
    d.key('Enter');
    d.tap(40.3, 0.2);
    d.tap(40, 30);
    d.key('Enter');
    expect(ed.doc.runs).toHaveLength(1);
    expect(coords(ed)).toEqual([[0, 0], [40, 0], [40, 30]]);
  });

  it('a new run starting on an existing run splits it into a T junction', () => {
    const ed = new LayoutEditor(layoutTools, layoutFromPolylines([{ points: [[0, 0], [40, 0]] }]));
    const d = editorDriver(ed);
    d.tap(20.2, 0.4);
    d.tap(20, 15);
    d.key('Enter');
    expect(takeoffForLayout(ed.doc).totals.posts).toMatchObject({ end: 3, corner: 1 });
  });
});

describe('LayoutEditor: editing', () => {
  const yard = () => new LayoutEditor(layoutTools, layoutFromPolylines([{ points: [[0, 50], [0, 0], [100, 0], [100, 50]] }]), 'select');

  it('moves a vertex by dragging, one undo step per drag', () => {
    const ed = yard();
    editorDriver(ed).drag([100, 50], [110.2, 60.4]);
    expect(coords(ed)[3]).toEqual([110, 60]);
    ed.undo();
    expect(coords(ed)[3]).toEqual([100, 50]);
  });

  it('places a gate by tapping a run, slides it along, and never past a corner', () => {
    const ed = yard();
    ed.setTool('gate');
    const d = editorDriver(ed);
    const before = takeoffForLayout(ed.doc).totals;
    d.down(50, 0.3);
    expect(ed.doc.gates[0]).toMatchObject({ runId: 'r1', segmentIndex: 1, offsetFt: 48, kind: 'single', widthFt: 4 });
    d.move(99.5, 0);
    d.up(99.5, 0);
    expect(ed.doc.gates[0].offsetFt).toBe(96);
    const after = takeoffForLayout(ed.doc).totals;
    expect(after.fenceFeet).toBe(before.fenceFeet - 4);
    expect(after.gates).toBe(1);
    ed.undo();
    expect(ed.doc.gates).toHaveLength(0);
    ed.redo();
    expect(ed.doc.gates[0].offsetFt).toBe(96);
  });

  it('types an exact segment length (as the panel does) and undoes it', () => {
    const ed = yard();
    const d = editorDriver(ed);
    ed.apply((doc) => setSegmentGeometry(doc, 'r1', 1, { lengthFt: 82.5 }));
    expect(segmentLength(ed.doc, 'r1', 1)).toBeCloseTo(82.5, 9);
    d.key('z', { ctrl: true });
    expect(segmentLength(ed.doc, 'r1', 1)).toBe(100);
    d.key('z', { ctrl: true, shift: true });
    expect(segmentLength(ed.doc, 'r1', 1)).toBeCloseTo(82.5, 9);
    d.key('z', { ctrl: true });
    d.key('y', { ctrl: true });
    expect(segmentLength(ed.doc, 'r1', 1)).toBeCloseTo(82.5, 9);
  });

  it('selects a segment by tapping it and deletes it with the Delete key', () => {
    const ed = yard();
    editorDriver(ed).tap(50, 0.2);
    expect(ed.getSnapshot().selection).toEqual({ kind: 'segment', runId: 'r1', segmentIndex: 1 });
    editorDriver(ed).key('Delete');
    expect(ed.doc.runs).toHaveLength(2);
  });

  it('nudges a selected vertex with the arrow keys', () => {
    const ed = yard();
    const d = editorDriver(ed);
    d.tap(0, 0);
    d.key('ArrowRight', { shift: true });
    expect(coords(ed)[1]).toEqual([10, 0]);
  });

  it('pans by dragging empty ground and zooms around the pointer', () => {
    const ed = yard();
    editorDriver(ed).dragScreen([550, 350], [650, 350]);
    expect(ed.getSnapshot().camera.x).toBeCloseTo(-15, 6);
    ed.zoom({ x: 0, y: 0 }, 2);
    expect(ed.getSnapshot().camera.scale).toBe(20);
  });
});
