import { z } from 'zod';
import { gateKinds, LAYOUT_SCHEMA_VERSION } from './layout-constants';
import { fenceTypes } from '../catalogue/fence-types';

// The fence drawing: a versioned JSON document in feet (DESIGN §1: pure core, zod only). Its constants live in
// ./layout-constants.ts (no zod) and are re-exported here.
export { defaultGateWidthFt, defaultRunProperties, emptyLayoutDocument, LAYOUT_SCHEMA_VERSION, type GateKind } from './layout-constants';

const finite = z.number({ error: 'Invalid input' }).finite('Invalid input');
const id = z.string({ error: 'Required' }).min(1, 'Required').max(64, 'Invalid input');

export const layoutPointSchema = z.object({ id, x: finite, y: finite });

export const runPropertiesSchema = z.object({
  fenceType: z.enum(fenceTypes, { error: 'Invalid input' }),
  style: z.string().max(80, 'Invalid input').default(''),
  heightFt: finite.min(2, 'Invalid input').max(12, 'Invalid input'),
  removeExisting: z.boolean().default(false),
});

export const layoutRunSchema = z.object({
  id,
  label: z.string().max(80, 'Invalid input').default(''),
  // A closed loop repeats its first vertex id at the end.
  vertexIds: z.array(id).min(2, 'Invalid input'),
  props: runPropertiesSchema,
});

export const layoutGateSchema = z.object({
  id,
  runId: id,
  segmentIndex: z.number().int('Invalid input').min(0, 'Invalid input'),
  // Distance in feet from the segment's start vertex to the gate's near edge.
  offsetFt: finite.min(0, 'Invalid input'),
  kind: z.enum(gateKinds, { error: 'Invalid input' }),
  widthFt: finite.min(2, 'Invalid input').max(30, 'Invalid input'),
});

export const layoutBackgroundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('grid') }),
  z.object({
    kind: z.literal('image'),
    src: z.string().max(8_000_000, 'Invalid input'),
    // Image placed at origin (feet) and scaled: feet per image pixel, from a calibration line of known length.
    originX: finite,
    originY: finite,
    feetPerPixel: finite.positive('Invalid input'),
    widthPx: finite.positive('Invalid input'),
    heightPx: finite.positive('Invalid input'),
  }),
  z.object({
    kind: z.literal('map'),
    lat: finite.min(-85, 'Invalid input').max(85, 'Invalid input'),
    lng: finite.min(-180, 'Invalid input').max(180, 'Invalid input'),
  }),
]);

export const layoutDocumentSchema = z.object({
  schemaVersion: z.literal(LAYOUT_SCHEMA_VERSION),
  points: z.array(layoutPointSchema).max(20_000, 'Invalid input'),
  runs: z.array(layoutRunSchema).max(5_000, 'Invalid input'),
  gates: z.array(layoutGateSchema).max(5_000, 'Invalid input'),
  background: layoutBackgroundSchema.default({ kind: 'grid' }),
}).superRefine((doc, ctx) => {
  // References must resolve: a run names existing points, a gate an existing run segment.
  const pointIds = new Set(doc.points.map((p) => p.id));
  const segments = new Map(doc.runs.map((r) => [r.id, r.vertexIds.length - 1]));
  doc.runs.forEach((run, i) => {
    run.vertexIds.forEach((vid, j) => {
      if (!pointIds.has(vid)) ctx.addIssue({ code: 'custom', path: ['runs', i, 'vertexIds', j], message: 'Invalid input' });
    });
  });
  doc.gates.forEach((gate, i) => {
    const count = segments.get(gate.runId);
    if (count === undefined || gate.segmentIndex >= count) {
      ctx.addIssue({ code: 'custom', path: ['gates', i, 'segmentIndex'], message: 'Invalid input' });
    }
  });
});

export type RunProperties = z.infer<typeof runPropertiesSchema>;
export type LayoutRun = z.infer<typeof layoutRunSchema>;
export type LayoutGate = z.infer<typeof layoutGateSchema>;
export type LayoutDocument = z.infer<typeof layoutDocumentSchema>;
