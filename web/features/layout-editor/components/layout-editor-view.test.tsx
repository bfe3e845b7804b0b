// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeoffForLayout } from '../../../../core/layout/takeoff-for-layout';
import { defaultContractorRates } from '../../../../core/quotes/contractor-rates';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { LayoutEditor } from '../editor/layout-editor';
import { useLayoutEditor } from '../hooks/use-layout-editor';
import { LayoutEditorView } from './layout-editor-view';

let current: LayoutEditor;
function Harness() {
  const [editor, snapshot] = useLayoutEditor();
  current = editor;
  return <LayoutEditorView editor={editor} snapshot={snapshot} rates={defaultContractorRates} />;
}

function setup() {
  // The app's client (default queryFn), seeded with what /api/config answers without map services, so nothing is fetched.
  const client = createQueryClient();
  client.setQueryData(['/api/config'], { mapsApiKey: null, mapsScriptUrl: '', geocodeUrl: '', mapTileUrl: null, mapTileAttribution: null });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  const canvas = screen.getByRole('application', { name: 'Fence layout drawing area' });
  // The default camera: 10 px per foot, origin at (−5 ft, −5 ft).
  const px = (ft: number) => (ft + 5) * 10;
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number, extra: object = {}) =>
    act(() => {
      fireEvent[type](canvas, { clientX: px(x), clientY: px(y), pointerId: 1, pointerType: 'mouse', button: 0, ...extra });
    });
  const tap = (x: number, y: number) => {
    pointer('pointerMove', x, y);
    pointer('pointerDown', x, y);
    pointer('pointerUp', x, y);
  };
  return { canvas, pointer, tap };
}

afterEach(cleanup);

describe('LayoutEditorView through pointer events', () => {
  it('draws a 3-sided fence (continuing runs from their ends), types a length, places a gate, undoes and redoes', () => {
    const { canvas, pointer, tap } = setup();
    // Run 1: left side, snapped to the grid and to 90°.
    tap(0.2, 50.3);
    tap(0.3, 0.4);
    act(() => void fireEvent.keyDown(canvas, { key: 'Enter' }));
    // Run 2 continues from the corner (snapped onto the vertex), then run 3 starts at the new corner.
    tap(0.1, 0.1);
    tap(100.4, 0.2);
    act(() => void fireEvent.keyDown(canvas, { key: 'Enter' }));
    expect(current.doc.runs).toHaveLength(1);
    tap(100, 0);
    tap(100.2, 49.6);
    tap(100.2, 49.6); // tapping the last point again ends the run
    expect(takeoffForLayout(current.doc).totals).toMatchObject({ fenceFeet: 200, posts: { end: 2, corner: 2 } });
    expect(screen.getByTestId('takeoff-totalPosts').textContent).toBe('28');
    expect(screen.getByTestId('takeoff-cornerPosts').textContent).toBe('2');

    // The last segment is selected: type its exact length.
    const panel = screen.getByRole('region', { name: /segment 3/ });
    fireEvent.change(within(panel).getByLabelText('Length'), { target: { value: `40' 6"` } });
    act(() => void fireEvent.click(within(panel).getByRole('button', { name: 'Apply' })));
    expect(screen.getByTestId('takeoff-fenceFeet').textContent).toBe(`190' 6"`);

    // Gate tool: tap the back run; the take-off shows the effect.
    act(() => void fireEvent.click(screen.getByRole('button', { name: /Gate/ })));
    pointer('pointerDown', 50, 0.3);
    pointer('pointerUp', 50, 0.3);
    expect(current.doc.gates).toHaveLength(1);
    expect(screen.getByText(`Last gate change: −4' fence, +2 gate posts, +1 gate`)).toBeTruthy();
    expect(screen.getByTestId('takeoff-gatePosts').textContent).toBe('2');
    expect(screen.getByTestId('layout-total').textContent).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

    // Undo (button) removes the gate; redo (Ctrl+Y) brings it back.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Undo' })));
    expect(current.doc.gates).toHaveLength(0);
    expect(screen.getByTestId('takeoff-gatePosts').textContent).toBe('0');
    act(() => void fireEvent.keyDown(canvas, { key: 'y', ctrlKey: true }));
    expect(current.doc.gates).toHaveLength(1);
  });

  it('Escape while drawing cancels the run', () => {
    const { canvas, tap } = setup();
    tap(0, 0);
    tap(20, 0);
    act(() => void fireEvent.keyDown(canvas, { key: 'Escape' }));
    expect(current.doc.runs).toHaveLength(0);
    expect(screen.getByText('Nothing drawn yet.')).toBeTruthy();
  });

  it('two fingers pinch-zoom and cancel what the first finger started', () => {
    const { canvas } = setup();
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number, y: number) =>
      act(() => void fireEvent[type](canvas, { clientX: x, clientY: y, pointerId: id, pointerType: 'touch', button: 0 }));
    touch('pointerDown', 1, 100, 100);
    expect(current.doc.runs).toHaveLength(1);
    touch('pointerDown', 2, 200, 100);
    expect(current.doc.runs).toHaveLength(0);
    touch('pointerMove', 2, 300, 100);
    expect(current.getSnapshot().camera.scale).toBeCloseTo(20, 6);
    touch('pointerUp', 2, 300, 100);
    touch('pointerUp', 1, 100, 100);
    expect(current.doc.runs).toHaveLength(0);
  });

  it('reaches and moves a corner without a pointer: segment list → corner → move buttons', () => {
    setup();
    act(() => current.apply(() => ({ schemaVersion: 2, points: [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 10, y: 0 }], runs: [{ id: 'r', label: '', vertexIds: ['a', 'b'], props: { fenceType: 'vinyl', style: '', heightFt: 6, removeExisting: false } }], gates: [], background: { kind: 'grid' } })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: `Segment 1: 10'` })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Select end corner' })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Move right 1 ft' })));
    expect(current.doc.points.find((p) => p.id === 'b')).toMatchObject({ x: 11, y: 0 });
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Delete corner' })));
    expect(current.doc.runs).toHaveLength(0);
  });
});
