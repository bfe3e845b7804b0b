// What the mapping forms read from the contractor's CRM (pipelines with their stages, custom fields), and the CRM's
// failures in the contractor's words: not connected, the token refused (reconnect), or unreachable (try again).
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import type { GhlClient } from '../../../integrations/ghl/ghl-client';
import { isGhlApiError } from '../../../integrations/ghl/ghl-errors';
import { ghlClientFor } from '../connection/ghl-connection';
import type { CrmCustomField, CrmPipeline } from '../../../../core/crm/crm-catalogue.schema';

export type { CrmCustomField, CrmPipeline } from '../../../../core/crm/crm-catalogue.schema';

/** A CRM failure as the contractor should read it; anything that is not the CRM's is rethrown as it is. */
export function crmFailure(error: unknown): unknown {
  if (!isGhlApiError(error)) return error;
  if (error.kind === 'unauthorized' || error.kind === 'forbidden') return new AppError('CONFLICT', errorMessage('crm.mappingErrors.reconnect'));
  return new AppError('UPSTREAM_UNAVAILABLE', errorMessage('signedInErrors.crm.unreachable'));
}

async function fromCrm<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw crmFailure(error);
  }
}

/** The contractor's connected CRM, or 409 "Connect GoHighLevel first". */
export async function connectedCrm(app: FastifyInstance, contractorId: string): Promise<GhlClient> {
  const client = await fromCrm(() => ghlClientFor(app.db, app.clients.ghl, contractorId));
  if (!client) throw new AppError('CONFLICT', errorMessage('signedInErrors.crm.notConnected'));
  return client;
}

/** Pipelines with their stages in the CRM's board order. */
export async function crmPipelines(client: Pick<GhlClient, 'listPipelines'>): Promise<CrmPipeline[]> {
  const pipelines = await fromCrm(() => client.listPipelines());
  return pipelines.map((p) => ({
    id: p.id,
    name: p.name,
    stages: [...p.stages].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((s) => ({ id: s.id, name: s.name })),
  }));
}

/** Contact and opportunity custom fields (the two a Picket field can fill). */
export async function crmCustomFields(client: Pick<GhlClient, 'listCustomFields'>): Promise<CrmCustomField[]> {
  const fields = await fromCrm(() => client.listCustomFields('all'));
  return fields
    .filter((f) => f.model === 'contact' || f.model === 'opportunity')
    .map((f) => ({ id: f.id, name: f.name, fieldKey: f.fieldKey, dataType: f.dataType, model: f.model }));
}
