// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../../core/layout/layout-from-polylines';
import '../../../lib/i18n';
import { LayoutEditor } from '../editor/layout-editor';
import { layoutTools } from '../tools/layout-tools';
import { LayoutCanvas } from './layout-canvas';

afterEach(cleanup);

describe('LayoutCanvas backgrounds', () => {
  it('shows XYZ map tiles with their attribution when MAP_TILE_URL is configured', () => {
    const doc = { ...layoutFromPolylines([{ points: [[0, 0], [40, 0]] }]), background: { kind: 'map' as const, lat: 30.2672, lng: -97.7431 } };
    const editor = new LayoutEditor(layoutTools, doc);
    const { container } = render(<LayoutCanvas editor={editor} snapshot={editor.getSnapshot()} mapTileUrl="https://tiles.example/{z}/{x}/{y}.png" mapAttribution="© Example Maps" />);
    const hrefs = [...container.querySelectorAll('image')].map((i) => i.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => /^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/.test(h ?? ''))).toBe(true);
    expect(screen.getByText('© Example Maps')).toBeTruthy();
  });

  it('keeps the offline grid (no tiles) when no tile URL is configured, and labels every segment in ft-in', () => {
    const editor = new LayoutEditor(layoutTools, layoutFromPolylines([{ points: [[0, 0], [12.5, 0], [12.5, 20]] }]));
    const { container } = render(<LayoutCanvas editor={editor} snapshot={editor.getSnapshot()} />);
    expect(container.querySelectorAll('image')).toHaveLength(0);
    expect(container.querySelector('pattern#layout-grid-minor')).toBeTruthy();
    expect(screen.getAllByText(`12' 6"`).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`20'`).length).toBeGreaterThan(0);
  });
});
