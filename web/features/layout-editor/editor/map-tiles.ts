import type { Camera } from './camera';

const FEET_PER_METRE = 3.280839895;
const EARTH_METRES_PER_PIXEL_Z0 = 156543.03392; // Web Mercator, 256 px tiles, at the equator

export interface PlacedTile {
  key: string;
  url: string;
  /** Top-left corner and size in feet, the drawing's origin at the map centre. */
  x: number;
  y: number;
  sizeFt: number;
}

/** XYZ tiles covering the view, scaled so that the drawing stays true in feet. */
export function tilesForView(template: string, centre: { lat: number; lng: number }, camera: Camera, viewport: { width: number; height: number }): PlacedTile[] {
  const cos = Math.cos((centre.lat * Math.PI) / 180);
  // Pick the zoom whose tile pixel is about one screen pixel.
  const zoom = Math.max(0, Math.min(19, Math.round(Math.log2((EARTH_METRES_PER_PIXEL_Z0 * cos * FEET_PER_METRE * camera.scale)))));
  const worldPx = 256 * 2 ** zoom;
  const feetPerPx = (EARTH_METRES_PER_PIXEL_Z0 * cos * FEET_PER_METRE) / 2 ** zoom;
  const cx = ((centre.lng + 180) / 360) * worldPx;
  const latRad = (centre.lat * Math.PI) / 180;
  const cy = ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * worldPx;
  const sizeFt = 256 * feetPerPx;
  const viewLeftPx = cx + camera.x / feetPerPx;
  const viewTopPx = cy + camera.y / feetPerPx;
  const viewW = viewport.width / camera.scale / feetPerPx;
  const viewH = viewport.height / camera.scale / feetPerPx;
  const tiles: PlacedTile[] = [];
  const max = 2 ** zoom;
  for (let tx = Math.floor(viewLeftPx / 256); tx <= Math.floor((viewLeftPx + viewW) / 256); tx++) {
    for (let ty = Math.floor(viewTopPx / 256); ty <= Math.floor((viewTopPx + viewH) / 256); ty++) {
      if (ty < 0 || ty >= max || tiles.length > 64) continue;
      const wrapped = ((tx % max) + max) % max;
      const url = template.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)).replace('{s}', 'a');
      tiles.push({ key: `${zoom}/${tx}/${ty}`, url, x: (tx * 256 - cx) * feetPerPx, y: (ty * 256 - cy) * feetPerPx, sizeFt });
    }
  }
  return tiles;
}
