import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { LAYOUT_SCHEMA_VERSION, layoutDocumentSchema } from './layout-document.schema';
import { layoutFromPolylines } from './layout-from-polylines';
import { migrateLayoutDocument } from './migrate-layout-document';

describe('migrateLayoutDocument', () => {
  it('passes a current document through unchanged', () => {
    const doc = layoutFromPolylines([{ points: [[0, 0], [10, 0]] }], [{ run: 0, segment: 0, offsetFt: 2 }]);
    expect(migrateLayoutDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('upgrades a version 1 drawing (flat run properties, gate position as a fraction)', () => {
    const v1 = {
      version: 1,
      points: [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 20, y: 0 }],
      runs: [{ id: 'r', pointIds: ['a', 'b'], fenceType: 'cedar', height: 4, removal: true }],
      gates: [{ id: 'g', runId: 'r', segment: 0, position: 0.5, type: 'double' }],
    };
    const doc = migrateLayoutDocument(v1);
    expect(doc.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
    expect(doc.runs[0].props).toEqual({ fenceType: 'cedar', style: '', heightFt: 4, removeExisting: true });
    expect(doc.gates[0]).toEqual({ id: 'g', runId: 'r', segmentIndex: 0, offsetFt: 5, kind: 'double', widthFt: 10 });
    expect(doc.background).toEqual({ kind: 'grid' });
  });

  it('rejects unknown future versions and broken references', () => {
    expect(() => migrateLayoutDocument({ schemaVersion: 99 })).toThrow(AppError);
    const broken = { ...layoutFromPolylines([{ points: [[0, 0], [10, 0]] }]), gates: [{ id: 'g', runId: 'r1', segmentIndex: 3, offsetFt: 0, kind: 'single', widthFt: 4 }] };
    expect(layoutDocumentSchema.safeParse(broken).success).toBe(false);
    expect(() => migrateLayoutDocument(broken)).toThrow('Invalid input');
  });
});
