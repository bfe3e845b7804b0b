// The fence drawing's constants, without zod: the editor and the homeowner's instant quote page import these, and a
// page that imports the schema file for a constant downloads zod too (issue 15). layout-document.schema.ts re-exports them.
import type { LayoutDocument, RunProperties } from './layout-document.schema';

export const LAYOUT_SCHEMA_VERSION = 2;

// Fence heights a run can have, in feet (the editor's and the instant quote's height pickers).
export const fenceHeights = [3, 4, 5, 6, 7, 8] as const;

export const gateKinds = ['single', 'double'] as const;
export type GateKind = (typeof gateKinds)[number];

// Gate widths a contractor expects when placing a gate (issue 5: 4 ft single, 10 ft double).
export const defaultGateWidthFt: Record<GateKind, number> = { single: 4, double: 10 };

export const defaultRunProperties: RunProperties = { fenceType: 'vinyl', style: '', heightFt: 6, removeExisting: false };

export function emptyLayoutDocument(): LayoutDocument {
  return { schemaVersion: LAYOUT_SCHEMA_VERSION, points: [], runs: [], gates: [], background: { kind: 'grid' } };
}
