import { LAYOUT_SCHEMA_VERSION, defaultGateWidthFt, defaultRunProperties, type GateKind, type LayoutDocument, type RunProperties } from './layout-document.schema';

export interface PolylineInput {
  /** [x, y] in feet; repeating a coordinate reuses its vertex, so runs that meet share a post. */
  points: [number, number][];
  props?: Partial<RunProperties>;
  label?: string;
}

export interface GateInput {
  run: number;
  segment: number;
  offsetFt: number;
  kind?: GateKind;
  widthFt?: number;
}

/** Builds a drawing from coordinates (tests, benchmarks, the typed-length homeowner form). */
export function layoutFromPolylines(polylines: PolylineInput[], gates: GateInput[] = []): LayoutDocument {
  const ids = new Map<string, string>();
  const points: LayoutDocument['points'] = [];
  const vertexId = ([x, y]: [number, number]) => {
    const key = `${x},${y}`;
    let id = ids.get(key);
    if (!id) {
      id = `p${points.length + 1}`;
      ids.set(key, id);
      points.push({ id, x, y });
    }
    return id;
  };
  const runs = polylines.map((line, i) => ({
    id: `r${i + 1}`,
    label: line.label ?? '',
    vertexIds: line.points.map(vertexId),
    props: { ...defaultRunProperties, ...line.props },
  }));
  return {
    schemaVersion: LAYOUT_SCHEMA_VERSION,
    points,
    runs,
    gates: gates.map((g, i) => {
      const kind = g.kind ?? 'single';
      return { id: `g${i + 1}`, runId: `r${g.run + 1}`, segmentIndex: g.segment, offsetFt: g.offsetFt, kind, widthFt: g.widthFt ?? defaultGateWidthFt[kind] };
    }),
    background: { kind: 'grid' },
  };
}
