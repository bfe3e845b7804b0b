import { describe, expect, it } from 'vitest';
import { formatFeetInches, parseFeetInches } from './format-feet-inches';
import { hitTestLayout } from './hit-test-layout';
import { layoutFromPolylines } from './layout-from-polylines';
import { placeGateOnSegment } from './place-gate-on-segment';
import { snapPoint } from './snap-point';
import { angleDegrees, distance, isStraightThrough } from './vector-math';

describe('formatFeetInches / parseFeetInches', () => {
  it.each([
    [12.5, `12' 6"`],
    [12, `12'`],
    [0, `0'`],
    [11.999, `12'`],
    [3 + 11 / 12, `3' 11"`],
    [-2.25, `-2' 3"`],
  ])('%s ft reads %s', (ft, text) => expect(formatFeetInches(ft)).toBe(text));

  it.each([
    [`12' 6"`, 12.5],
    [`12'6`, 12.5],
    ['12 6', 12.5],
    ['12.5', 12.5],
    ['12ft 6in', 12.5],
    ['150"', 12.5],
    ['40', 40],
  ])('%s parses to %s ft', (text, ft) => expect(parseFeetInches(text)).toBeCloseTo(ft, 9));

  it.each(['', 'abc', `12' 13"`, '-4'])('%s is unreadable', (text) => expect(parseFeetInches(text)).toBeNull());
});

describe('vector kernels', () => {
  it('measures distance and screen angle (0 east, 90 down)', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(angleDegrees({ x: 0, y: 0 }, { x: 0, y: 10 })).toBe(90);
    expect(angleDegrees({ x: 0, y: 0 }, { x: -1, y: 0 })).toBe(180);
  });
  it('tells a straight-through vertex from a bend', () => {
    expect(isStraightThrough({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0.1 })).toBe(true);
    expect(isStraightThrough({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 2 })).toBe(false);
    expect(isStraightThrough({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 0.01 })).toBe(false);
  });
});

const doc = layoutFromPolylines([{ points: [[0, 0], [20, 0], [20, 20]] }], [{ run: 0, segment: 0, offsetFt: 8 }]);

describe('snapPoint', () => {
  const base = { gridFt: 1, thresholdFt: 1 };
  it('catches an existing vertex first', () => {
    expect(snapPoint(doc, { x: 19.6, y: 0.3 }, { ...base, anchor: { x: 5, y: 30 } })).toMatchObject({ kind: 'vertex', vertexId: 'p2', point: { x: 20, y: 0 } });
  });
  it('snaps the direction from the anchor to 0/45/90° and the length to the grid, with a guide', () => {
    const r = snapPoint(doc, { x: 40.3, y: 51.2 }, { ...base, anchor: { x: 30, y: 40 } });
    expect(r.kind).toBe('angle');
    expect(r.point.x - 30).toBeCloseTo(r.point.y - 40, 9);
    expect(r.guides[0]).toMatchObject({ kind: 'angle', angle: 45 });
  });
  it('lets Shift free the angle and grid', () => {
    expect(snapPoint(doc, { x: 40.3, y: 51.2 }, { ...base, anchor: { x: 30, y: 40 }, free: true })).toMatchObject({ kind: 'none', point: { x: 40.3, y: 51.2 } });
  });
  it('snaps onto a run, then to the grid', () => {
    expect(snapPoint(doc, { x: 10.2, y: 0.6 }, base)).toMatchObject({ kind: 'run', point: { x: 10.2, y: 0 }, runHit: { runId: 'r1', segmentIndex: 0 } });
    expect(snapPoint(doc, { x: 50.4, y: 60.6 }, base)).toMatchObject({ kind: 'grid', point: { x: 50, y: 61 } });
  });
});

describe('hitTestLayout', () => {
  it('finds vertices before gates before segments', () => {
    expect(hitTestLayout(doc, { x: 0.2, y: 0 }, 0.5)).toEqual({ kind: 'vertex', vertexId: 'p1' });
    expect(hitTestLayout(doc, { x: 10, y: 0.2 }, 0.5)).toMatchObject({ kind: 'gate', gateId: 'g1' });
    expect(hitTestLayout(doc, { x: 20.3, y: 10 }, 0.5)).toMatchObject({ kind: 'segment', runId: 'r1', segmentIndex: 1 });
    expect(hitTestLayout(doc, { x: 10, y: 10 }, 0.5)).toBeNull();
  });
});

describe('placeGateOnSegment', () => {
  it('keeps the gate inside its segment, never past a corner', () => {
    expect(placeGateOnSegment(20, 4, 18, [])).toBe(16);
    expect(placeGateOnSegment(20, 4, -3, [])).toBe(0);
    expect(placeGateOnSegment(3, 4, 0, [])).toBeNull();
  });
  it('slides off another gate to the nearest free place', () => {
    expect(placeGateOnSegment(30, 4, 9, [{ offsetFt: 8, widthFt: 4 }])).toBe(12);
    expect(placeGateOnSegment(30, 4, 6, [{ offsetFt: 8, widthFt: 4 }])).toBe(4);
    expect(placeGateOnSegment(10, 4, 3, [{ offsetFt: 3, widthFt: 4 }])).toBeNull();
  });
});
