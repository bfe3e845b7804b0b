// A contractor's status mappings, read and replaced as one set: the pipeline (on the connection) and one row per
// quote or job status (a row without an opportunity status is "Not synced" on purpose).
import { eq } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { fieldValidationError } from '../../../core/errors';
import type { StatusMappingsBody, StatusMappingsSet } from '../../../core/crm/status-mapping.schema';
import type { StatusMapping } from '../../../core/crm/status-mapping';
import type { Db } from '../../db/connection';
import { contractors, ghlConnections, ghlStatusMappings } from '../../db/schema/index';
import type { CrmPipeline } from './crm-catalogue';

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
  body.mappings.forEach((m, i) => {
    if (m.pipelineStageId !== null && !pipeline.stages.some((s) => s.id === m.pipelineStageId)) {
      throw fieldValidationError(`mappings.${i}.pipelineStageId`, errorMessage('crm.mappingErrors.stageGone'));
    }
  });
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
  });
  return getStatusMappings(db, contractorId);
}
