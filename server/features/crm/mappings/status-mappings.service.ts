// A contractor's status mappings, read and replaced as one set: the pipeline (on the connection) and one row per
// quote or job status (a row without an opportunity status is "Not synced" on purpose).
import { eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { fieldValidationError, fieldValidationErrors } from '../../../../core/errors';
import type { StatusMappingsBody, StatusMappingsSet } from '../../../../core/crm/status-mapping.schema';
import type { StatusMapping } from '../../../../core/crm/status-mapping';
import type { Db } from '../../../db/connection';
import { contractors, ghlConnections, ghlStatusMappings } from '../../../db/schema/index';
import type { CrmPipeline } from './crm-catalogue';
import { OPPORTUNITY_UPSERT } from '../outbound/crm-outbox';

export async function getStatusMappings(db: Db, contractorId: string): Promise<StatusMappingsSet> {
  const [connection] = await db.select({ pipelineId: ghlConnections.pipelineId }).from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
  const rows = await db
    .select({ subject: ghlStatusMappings.subject, picketStatus: ghlStatusMappings.picketStatus, pipelineStageId: ghlStatusMappings.pipelineStageId, opportunityStatus: ghlStatusMappings.opportunityStatus })
    .from(ghlStatusMappings)
    .where(eq(ghlStatusMappings.contractorId, contractorId));
  return { pipelineId: connection?.pipelineId ?? null, mappings: rows satisfies StatusMapping[] };
}

/** The chosen pipeline and every chosen stage must be the CRM's, as it answers now (a stage may have been deleted). */
export function checkAgainstPipelines(body: StatusMappingsBody, pipelines: readonly CrmPipeline[]): void {
  if (body.pipelineId === null) return;
  const pipeline = pipelines.find((p) => p.id === body.pipelineId);
  if (!pipeline) throw fieldValidationError('pipelineId', errorMessage('crm.mappingErrors.pipelineGone'));
  // Every stage that is gone at once, so the form marks each row.
  const gone = body.mappings.flatMap((m, i) =>
    m.pipelineStageId !== null && !pipeline.stages.some((s) => s.id === m.pipelineStageId) ? [[`mappings.${i}.pipelineStageId`, errorMessage('crm.mappingErrors.stageGone')] as const] : [],
  );
  if (gone.length > 0) throw fieldValidationErrors(gone);
}

/** Replaces the whole set in one transaction; two saves at once follow each other (the contractor's row lock). */
export async function replaceStatusMappings(db: Db, args: { contractorId: string; body: StatusMappingsBody }): Promise<StatusMappingsSet> {
  const { contractorId, body } = args;
  await db.transaction(async (tx) => {
    await tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).for('update');
    await tx.delete(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, contractorId));
    if (body.mappings.length > 0) {
      await tx.insert(ghlStatusMappings).values(body.mappings.map((m) => ({ contractorId, ...m, updatedAt: new Date() })));
    }
    await tx.update(ghlConnections).set({ pipelineId: body.pipelineId, updatedAt: new Date() }).where(eq(ghlConnections.contractorId, contractorId));
    if (body.pipelineId !== null) await requeueSkippedForMappings(tx, contractorId);
  });
  return getStatusMappings(db, contractorId);
}

/** Skip reasons that only the status mappings can cure. */
const WANTING_MAPPINGS = ['no_pipeline', 'status_unmapped'];

/**
 * Issue 21: quotes skipped for want of a pipeline or a mapped status (every quote queued at connect, before any mapping
 * existed) are queued again when the mappings are saved; one whose latest delivery went through is left alone.
 */
export async function requeueSkippedForMappings(db: Db, contractorId: string): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO ghl_sync_items (contractor_id, direction, entity, entity_id, action, status, origin, detail)
    SELECT DISTINCT s.contractor_id, 'out', 'quote', s.entity_id, ${OPPORTUNITY_UPSERT}, 'pending', 'system', '{"cause":"mappings_saved"}'::jsonb
    FROM ghl_sync_items s
    JOIN quotes q ON q.id = s.entity_id AND q.contractor_id = s.contractor_id
    JOIN ghl_connections c ON c.contractor_id = s.contractor_id AND c.is_active
    WHERE s.contractor_id = ${contractorId} AND s.direction = 'out' AND s.action = ${OPPORTUNITY_UPSERT} AND s.status = 'skipped'
      AND s.detail->>'reason' IN (${sql.join(WANTING_MAPPINGS.map((r) => sql`${r}`), sql`, `)})
      AND NOT EXISTS (SELECT 1 FROM ghl_sync_items n WHERE n.contractor_id = s.contractor_id AND n.direction = 'out'
            AND n.action = s.action AND n.entity_id = s.entity_id AND n.created_at > s.created_at AND n.status <> 'skipped')
    ON CONFLICT DO NOTHING RETURNING id`);
  return (result as { rows: unknown[] }).rows.length;
}
