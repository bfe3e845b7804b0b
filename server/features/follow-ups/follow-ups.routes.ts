// Settings → Follow-ups, and the follow-ups of one quote or job (issue 14 item 5). Thin: parse, authenticate, call.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { followUpListSchema, followUpSettingsSchema } from '../../../core/follow-ups/follow-up.schema';
import { requireContractor } from '../../plugins/session';
import { subscribeToDomainEvents } from '../../domain-events/domain-events';
import { assertUuid } from '../jobs/jobs.routes';
import { followUpSettingsOf } from './follow-up-settings';
import { syncJobFollowUps, syncQuoteFollowUps } from './follow-up-planner';
import { listFollowUps, resumeFollowUps, stopFollowUps, updateFollowUpSettings, type FollowUpOwner } from './follow-ups.service';

const idParams = z.object({ id: z.string().max(100) });

export async function followUpsRoutes(app: FastifyInstance): Promise<void> {
  // Planned in the transaction of the change: an approval, a loss or a payment cancels what waits in the same commit.
  subscribeToDomainEvents('follow-ups', async (db, event) => {
    switch (event.type) {
      case 'quote.status_changed':
      case 'quote.viewed':
        return syncQuoteFollowUps(db, event.contractorId, event.quoteId);
      case 'job.created':
      case 'job.status_changed':
      case 'milestone.paid':
      case 'milestone.overdue':
        return syncJobFollowUps(db, event.contractorId, event.jobId);
      default:
        return;
    }
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['follow-ups'];

  r.get('/api/settings/follow-ups', { schema: { tags, response: { 200: followUpSettingsSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return followUpSettingsOf(app.db, auth.contractorId);
  });
  r.put('/api/settings/follow-ups', { schema: { tags, body: followUpSettingsSchema, response: { 200: followUpSettingsSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return updateFollowUpSettings(app.db, auth.contractorId, request.body);
  });

  const owners = [
    { path: 'quotes', owner: (id: string): FollowUpOwner => ({ quoteId: id }), missing: () => errorMessage('errors.quotes.notFound') },
    { path: 'jobs', owner: (id: string): FollowUpOwner => ({ jobId: id }), missing: () => errorMessage('errors.jobs.notFound') },
  ];
  for (const o of owners) {
    const schema = { tags, params: idParams, response: { 200: followUpListSchema } };
    r.get(`/api/${o.path}/:id/follow-ups`, { schema }, async (request) => {
      const auth = await requireContractor(request);
      assertUuid(request.params.id, o.missing());
      return listFollowUps(app.db, auth.contractorId, o.owner(request.params.id));
    });
    r.post(`/api/${o.path}/:id/follow-ups/stop`, { schema }, async (request) => {
      const auth = await requireContractor(request);
      assertUuid(request.params.id, o.missing());
      return stopFollowUps(app.db, auth.contractorId, o.owner(request.params.id));
    });
    r.post(`/api/${o.path}/:id/follow-ups/resume`, { schema }, async (request) => {
      const auth = await requireContractor(request);
      assertUuid(request.params.id, o.missing());
      return resumeFollowUps(app.db, auth.contractorId, o.owner(request.params.id));
    });
  }
}
