// Plain 2-D vector kernels in feet. The drawing's y axis points down, as on screen.
export interface Vec {
  x: number;
  y: number;
}

export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
export const length = (a: Vec): number => Math.hypot(a.x, a.y);
export const distance = (a: Vec, b: Vec): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Direction of a→b in degrees, [0, 360), 0 = east, 90 = down the screen (clockwise). */
export function angleDegrees(a: Vec, b: Vec): number {
  const deg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const norm = ((deg % 360) + 360) % 360;
  return norm >= 360 - 1e-9 ? 0 : norm;
}

/** The point at a given distance from a in a given direction (degrees, as angleDegrees). */
export function pointAtAngle(a: Vec, degrees: number, dist: number): Vec {
  const rad = (degrees * Math.PI) / 180;
  return { x: a.x + Math.cos(rad) * dist, y: a.y + Math.sin(rad) * dist };
}

export interface SegmentProjection {
  /** 0..1 along the segment, clamped. */
  t: number;
  point: Vec;
  distance: number;
}

export function projectOntoSegment(p: Vec, a: Vec, b: Vec): SegmentProjection {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
  const point = lerp(a, b, t);
  return { t, point, distance: distance(p, point) };
}

/** Interior angle test: true when the fence goes straight through b (within toleranceDeg). */
export function isStraightThrough(a: Vec, b: Vec, c: Vec, toleranceDeg = 1): boolean {
  const u = sub(a, b);
  const v = sub(c, b);
  const lu = length(u);
  const lv = length(v);
  if (lu === 0 || lv === 0) return true;
  const sin = Math.abs(cross(u, v)) / (lu * lv);
  return dot(u, v) < 0 && sin <= Math.sin((toleranceDeg * Math.PI) / 180);
}
