// Settings → Follow-ups, and the follow-ups of one quote or job (issue 14 item 5). Thin: parse, authenticate, call.
import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../core/error-messages';
import * as api from '../../../core/follow-ups/follow-ups.api';
import { registerContract, type ContractRequest } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { subscribeToDomainEvents } from '../../domain-events/domain-events';
import { assertUuid } from '../jobs/jobs.routes';
import { followUpSettingsOf } from './follow-up-settings';
import { syncJobFollowUps, syncQuoteFollowUps } from './follow-up-planner';
import { listFollowUps, resumeFollowUps, stopFollowUps, updateFollowUpSettings, type FollowUpOwner } from './follow-ups.service';

export async function followUpsRoutes(app: FastifyInstance): Promise<void> {
  // Planned in the transaction of the change: an approval, a loss or a payment cancels what waits in the same commit.
  subscribeToDomainEvents('follow-ups', async (db, event) => {
    switch (event.type) {
      // quote.updated: an edit may move the expiry (or the language); planned again now, not at the next sweep.
      case 'quote.status_changed':
      case 'quote.viewed':
      case 'quote.updated':
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

  registerContract(app, api.getFollowUpSettings, async (request) => {
    const auth = await requireContractor(request);
    return followUpSettingsOf(app.db, auth.contractorId);
  });
  registerContract(app, api.updateFollowUpSettings, async (request) => {
    const auth = await requireContractor(request);
    return updateFollowUpSettings(app.db, auth.contractorId, request.body);
  });

  const owners = [
    {
      calls: [api.listQuoteFollowUps, api.stopQuoteFollowUps, api.resumeQuoteFollowUps] as const,
      owner: (id: string): FollowUpOwner => ({ quoteId: id }),
      missing: () => errorMessage('errors.quotes.notFound'),
    },
    {
      calls: [api.listJobFollowUps, api.stopJobFollowUps, api.resumeJobFollowUps] as const,
      owner: (id: string): FollowUpOwner => ({ jobId: id }),
      missing: () => errorMessage('signedInErrors.jobs.notFound'),
    },
  ];
  for (const o of owners) {
    const [list, stop, resume] = o.calls;
    const ownerOf = async (request: ContractRequest<typeof list>) => {
      const auth = await requireContractor(request);
      assertUuid(request.params.id, o.missing());
      return { contractorId: auth.contractorId, owner: o.owner(request.params.id) };
    };
    registerContract(app, list, async (request) => {
      const { contractorId, owner } = await ownerOf(request);
      return listFollowUps(app.db, contractorId, owner);
    });
    registerContract(app, stop, async (request) => {
      const { contractorId, owner } = await ownerOf(request);
      return stopFollowUps(app.db, contractorId, owner);
    });
    registerContract(app, resume, async (request) => {
      const { contractorId, owner } = await ownerOf(request);
      return resumeFollowUps(app.db, contractorId, owner);
    });
  }
}
