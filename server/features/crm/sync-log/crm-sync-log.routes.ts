// Picket → CRM: the outbox subscriber (registered with the app), the sync log the contractor reads, retry, resync.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../../core/crm/crm-sync-log.api';
import { errorMessage } from '../../../../core/error-messages';
import { registerContract } from '../../../http/register-contract';
import { requireContractor } from '../../../plugins/session';
import { subscribeToDomainEvents } from '../../../domain-events/domain-events';
import { assertUuid } from '../../jobs/jobs.routes';
import { recordOutboundChange } from '../outbound/crm-outbox';
import { listSyncLog, resyncEverything, retrySyncItem } from './crm-sync-log';

export async function crmSyncLogRoutes(app: FastifyInstance): Promise<void> {
  // Customer and quote changes become outbox rows inside the transaction that made them.
  subscribeToDomainEvents('crm-outbound', recordOutboundChange);

  registerContract(app, api.listSyncLog, async (request) => {
    const auth = await requireContractor(request);
    return listSyncLog(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  registerContract(app, api.retrySyncItem, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('signedInErrors.crm.syncItemNotFound'));
    return retrySyncItem(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.resyncEverything, async (request) => {
    const auth = await requireContractor(request);
    return resyncEverything(app.db, auth.contractorId);
  });
}
