import { describe, expect, it } from 'vitest';
import { tilesForView } from './map-tiles';

describe('tilesForView', () => {
  const centre = { lat: 30.2672, lng: -97.7431 };
  const viewport = { width: 800, height: 600 };

  it('picks a zoom whose tile pixel is about one screen pixel, so the drawing stays true in feet', () => {
    const tiles = tilesForView('https://tiles.example/{z}/{x}/{y}.png', centre, { x: -800, y: -600, scale: 0.5 }, viewport);
    const pxPerTile = tiles[0].sizeFt * 0.5;
    expect(pxPerTile).toBeGreaterThan(256 / Math.SQRT2);
    expect(pxPerTile).toBeLessThan(256 * Math.SQRT2);
    expect(tiles[0].url).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
  });

  it('past the deepest zoom (19) tiles grow on screen but keep their size in feet', () => {
    const [tile] = tilesForView('{z}/{x}/{y}', centre, { x: -40, y: -30, scale: 10 }, viewport);
    expect(tile.url.startsWith('19/')).toBe(true);
    // 256 px at zoom 19 and this latitude: 0.2986 m/px × cos(30.27°) × 3.2808 ft/m.
    expect(tile.sizeFt).toBeCloseTo(256 * 0.29858 * Math.cos((30.2672 * Math.PI) / 180) * 3.28084, 1);
  });

  it('covers the whole view and puts the map centre at the drawing origin', () => {
    const camera = { x: -40, y: -30, scale: 10 };
    const tiles = tilesForView('{z}/{x}/{y}', centre, camera, viewport);
    const covers = (x: number, y: number) => tiles.some((t) => x >= t.x && x <= t.x + t.sizeFt && y >= t.y && y <= t.y + t.sizeFt);
    expect(covers(0, 0)).toBe(true);
    expect(covers(camera.x, camera.y)).toBe(true);
    expect(covers(camera.x + viewport.width / camera.scale, camera.y + viewport.height / camera.scale)).toBe(true);
  });
});
