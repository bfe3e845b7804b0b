import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/outbox/outbox.api';
import { auditActorOf } from '../../audit/audit';
import { registerContract } from '../../http/register-contract';
import { requireAdmin } from '../../plugins/session';
import { openAccountEmail } from './account-mail-open';

/** Admin: an account message that could not be sent, opened on a test install (issue 21 item 5). */
export async function accountMailOpenRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.openAccountMail, async (request) => {
    const auth = await requireAdmin(request);
    return openAccountEmail(app.db, { id: request.params.id, config: app.config, actor: auditActorOf(request, auth) });
  });
}
