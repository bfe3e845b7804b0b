import type { Vec } from '../../../../core/layout/vector-math';

/** screen px = (world ft − origin) × scale; scale is pixels per foot. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.5;
export const MAX_SCALE = 200;

export const screenToWorld = (c: Camera, p: Vec): Vec => ({ x: p.x / c.scale + c.x, y: p.y / c.scale + c.y });
export const worldToScreen = (c: Camera, p: Vec): Vec => ({ x: (p.x - c.x) * c.scale, y: (p.y - c.y) * c.scale });

/** Zooms by `factor` keeping the world point under `screenPoint` still (wheel, pinch). */
export function zoomAt(c: Camera, screenPoint: Vec, factor: number): Camera {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, c.scale * factor));
  const world = screenToWorld(c, screenPoint);
  return { scale, x: world.x - screenPoint.x / scale, y: world.y - screenPoint.y / scale };
}

export function panBy(c: Camera, dxPx: number, dyPx: number): Camera {
  return { ...c, x: c.x - dxPx / c.scale, y: c.y - dyPx / c.scale };
}

/** Frames the given points in a viewport with a margin; a lone or empty drawing gets a 60 ft view. */
export function fitCamera(points: Vec[], viewport: { width: number; height: number }, marginPx = 48): Camera {
  if (points.length === 0) return { x: -5, y: -5, scale: Math.max(MIN_SCALE, Math.min(viewport.width, viewport.height) / 60) };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = Math.max(Math.max(...xs) - minX, 10);
  const h = Math.max(Math.max(...ys) - minY, 10);
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.min((viewport.width - 2 * marginPx) / w, (viewport.height - 2 * marginPx) / h)));
  const cx = minX + (Math.max(...xs) - minX) / 2;
  const cy = minY + (Math.max(...ys) - minY) / 2;
  return { scale, x: cx - viewport.width / 2 / scale, y: cy - viewport.height / 2 / scale };
}
