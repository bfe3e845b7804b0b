// Picket → CRM: the outbox subscriber (registered with the app), the sync log the contractor reads, retry, resync.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { syncLogPageSchema, syncLogQuerySchema } from '../../../core/crm/sync-log.schema';
import { errorMessage } from '../../../core/error-messages';
import { requireContractor } from '../../plugins/session';
import { subscribeToDomainEvents } from '../../domain-events/domain-events';
import { assertUuid } from '../jobs/jobs.routes';
import { recordOutboundChange } from './crm-outbox';
import { listSyncLog, resyncEverything, retrySyncItem } from './crm-sync-log';

const idParams = z.object({ id: z.string().max(100) });

export async function crmSyncLogRoutes(app: FastifyInstance): Promise<void> {
  // Customer and quote changes become outbox rows inside the transaction that made them.
  subscribeToDomainEvents('crm-outbound', recordOutboundChange);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];

  r.get('/api/crm/sync-log', { schema: { tags, querystring: syncLogQuerySchema, response: { 200: syncLogPageSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return listSyncLog(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  r.post(
    '/api/crm/sync-log/:id/retry',
    { schema: { tags, params: idParams, response: { 200: z.object({ status: z.enum(['pending', 'skipped']) }) } } },
    async (request) => {
      const auth = await requireContractor(request);
      assertUuid(request.params.id, errorMessage('errors.crm.syncItemNotFound'));
      return retrySyncItem(app.db, { contractorId: auth.contractorId, id: request.params.id });
    },
  );

  r.post('/api/crm/sync/resync', { schema: { tags, response: { 202: z.object({ customers: z.number().int(), quotes: z.number().int() }) } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    return reply.code(202).send(await resyncEverything(app.db, auth.contractorId));
  });
}
