// A contractor's custom field mappings: a Picket field → a CRM custom field (its name and model as the CRM gave them
// when chosen), with a format rule (SPEC §5: up to 500 characters; core/crm/format-rule.ts).
import { and, asc, eq } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { AppError, fieldError, fieldValidationError, notFound } from '../../../../core/errors';
import { isPicketField } from '../../../../core/crm/crm-fields';
import type { FieldMapping, FieldMappingBody } from '../../../../core/crm/field-mapping.schema';
import type { Db } from '../../../db/connection';
import { ghlCustomFieldMappings } from '../../../db/schema/index';
import type { CrmCustomField } from './crm-catalogue';

type Row = typeof ghlCustomFieldMappings.$inferSelect;

const mappingNotFound = () => notFound(errorMessage('crm.mappingErrors.fieldMappingNotFound'));
const alreadyMapped = () => {
  const message = errorMessage('crm.mappingErrors.fieldAlreadyMapped');
  return new AppError('CONFLICT', message, [fieldError('ghlFieldId', message)]);
};
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

function toFieldMapping(row: Row): FieldMapping | null {
  // A row naming a field Picket no longer has is left out rather than failing the list.
  if (!isPicketField(row.localField)) return null;
  return {
    id: row.id,
    picketField: row.localField,
    ghlFieldId: row.ghlFieldId,
    ghlFieldName: row.ghlFieldName,
    ghlFieldModel: row.ghlFieldModel,
    formatRule: row.formatRule,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The CRM field the contractor chose, as the CRM lists it now. */
export function chosenCrmField(fields: readonly CrmCustomField[], id: string): CrmCustomField {
  const field = fields.find((f) => f.id === id);
  if (!field) throw fieldValidationError('ghlFieldId', errorMessage('crm.mappingErrors.fieldGone'));
  return field;
}

export async function listFieldMappings(db: Db, contractorId: string): Promise<FieldMapping[]> {
  const rows = await db.select().from(ghlCustomFieldMappings).where(eq(ghlCustomFieldMappings.contractorId, contractorId)).orderBy(asc(ghlCustomFieldMappings.createdAt), asc(ghlCustomFieldMappings.id));
  return rows.map(toFieldMapping).filter((m): m is FieldMapping => m !== null);
}

const columns = (input: FieldMappingBody, field: CrmCustomField) => ({
  localField: input.picketField,
  ghlFieldId: field.id,
  ghlFieldName: field.name,
  ghlFieldModel: field.model,
  formatRule: input.formatRule,
});

export async function createFieldMapping(db: Db, args: { contractorId: string; input: FieldMappingBody; field: CrmCustomField }): Promise<FieldMapping> {
  const [row] = await db
    .insert(ghlCustomFieldMappings)
    .values({ contractorId: args.contractorId, ...columns(args.input, args.field) })
    .onConflictDoNothing({ target: [ghlCustomFieldMappings.contractorId, ghlCustomFieldMappings.ghlFieldId] })
    .returning();
  if (!row) throw alreadyMapped();
  return toFieldMapping(row)!;
}

export async function updateFieldMapping(db: Db, args: { contractorId: string; id: string; input: FieldMappingBody; field: CrmCustomField }): Promise<FieldMapping> {
  try {
    const [row] = await db
      .update(ghlCustomFieldMappings)
      .set(columns(args.input, args.field))
      .where(and(eq(ghlCustomFieldMappings.id, args.id), eq(ghlCustomFieldMappings.contractorId, args.contractorId)))
      .returning();
    if (!row) throw mappingNotFound();
    return toFieldMapping(row)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyMapped();
    throw error;
  }
}

export async function fieldMappingExists(db: Db, args: { contractorId: string; id: string }): Promise<void> {
  const [row] = await db
    .select({ id: ghlCustomFieldMappings.id })
    .from(ghlCustomFieldMappings)
    .where(and(eq(ghlCustomFieldMappings.id, args.id), eq(ghlCustomFieldMappings.contractorId, args.contractorId)))
    .limit(1);
  if (!row) throw mappingNotFound();
}

export async function deleteFieldMapping(db: Db, args: { contractorId: string; id: string }): Promise<void> {
  const rows = await db
    .delete(ghlCustomFieldMappings)
    .where(and(eq(ghlCustomFieldMappings.id, args.id), eq(ghlCustomFieldMappings.contractorId, args.contractorId)))
    .returning({ id: ghlCustomFieldMappings.id });
  if (rows.length === 0) throw mappingNotFound();
}
