import { errorMessage } from '../error-messages';
import { AppError } from '../errors';
import { LAYOUT_SCHEMA_VERSION, layoutDocumentSchema, type LayoutDocument } from './layout-document.schema';

type Json = Record<string, unknown>;

// Version 1 stored run properties flat on the run and gates by "position" (0..1 along the segment); no background.
function migrateV1toV2(doc: Json): Json {
  const points = (doc.points as Json[] | undefined) ?? [];
  const byId = new Map(points.map((p) => [String(p.id), p]));
  const runs = ((doc.runs as Json[] | undefined) ?? []).map((run) => ({
    id: run.id,
    label: run.label ?? '',
    vertexIds: run.pointIds ?? run.vertexIds,
    props: {
      fenceType: run.fenceType ?? 'vinyl',
      style: run.style ?? '',
      heightFt: run.height ?? run.heightFt ?? 6,
      removeExisting: Boolean(run.removeExisting ?? run.removal ?? false),
    },
  }));
  const runById = new Map(runs.map((r) => [String(r.id), r]));
  const gates = ((doc.gates as Json[] | undefined) ?? []).map((gate) => {
    const run = runById.get(String(gate.runId));
    const ids = (run?.vertexIds as string[] | undefined) ?? [];
    const segment = Number(gate.segment ?? 0);
    const a = byId.get(ids[segment]);
    const b = byId.get(ids[segment + 1]);
    const length = a && b ? Math.hypot(Number(b.x) - Number(a.x), Number(b.y) - Number(a.y)) : 0;
    const kind = gate.type === 'double' ? 'double' : 'single';
    const widthFt = Number(gate.width ?? (kind === 'double' ? 10 : 4));
    return {
      id: gate.id,
      runId: gate.runId,
      segmentIndex: segment,
      offsetFt: Math.max(0, Number(gate.position ?? 0.5) * length - widthFt / 2),
      kind,
      widthFt,
    };
  });
  return { schemaVersion: 2, points, runs, gates, background: { kind: 'grid' } };
}

const migrations: Record<number, (doc: Json) => Json> = { 1: migrateV1toV2 };
const invalidInput = () => errorMessage('validation.invalid_input');

/** Brings a stored drawing of any known schema version to the current one, then validates it. */
export function migrateLayoutDocument(input: unknown): LayoutDocument {
  if (typeof input !== 'object' || input === null) throw new AppError('VALIDATION', invalidInput());
  let doc = input as Json;
  // Drawings saved before versioning carry "version" or nothing: they are version 1.
  let version = Number(doc.schemaVersion ?? doc.version ?? 1);
  if (!Number.isInteger(version) || version < 1 || version > LAYOUT_SCHEMA_VERSION) {
    throw new AppError('VALIDATION', invalidInput());
  }
  while (version < LAYOUT_SCHEMA_VERSION) {
    doc = migrations[version](doc);
    version = Number(doc.schemaVersion);
  }
  const parsed = layoutDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION',
      invalidInput(),
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return parsed.data;
}
