import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/outbox/outbox.api';
import { accountMailOpens } from '../../../core/outbox/outbox.schema';
import { registerContract } from '../../http/register-contract';
import { requireAdmin, requireContractor } from '../../plugins/session';
import { adminOutbox, getOutboxMessage, listOutboxFor } from './outbox.service';

/** Issue 21 item 5: the contractor's outbox (their own mail only) and the admin's (every contractor's). */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const mailServer = () => Boolean(app.config.smtpUrl);

  registerContract(app, api.listOutbox, async (request) => {
    const auth = await requireContractor(request);
    return { mailServer: mailServer(), items: await listOutboxFor(app.db, auth.contractorId) };
  });

  registerContract(app, api.getOutboxMessage, async (request) => {
    const auth = await requireContractor(request);
    return getOutboxMessage(app.db, { id: request.params.id, contractorId: auth.contractorId });
  });

  registerContract(app, api.getAdminOutbox, async (request) => {
    await requireAdmin(request);
    return adminOutbox(app.db, { mailServer: mailServer(), accountMailOpens: accountMailOpens(app.config) });
  });

  registerContract(app, api.listContractorOutbox, async (request) => {
    await requireAdmin(request);
    return { mailServer: mailServer(), items: await listOutboxFor(app.db, request.params.id) };
  });

  registerContract(app, api.getAdminOutboxMessage, async (request) => {
    await requireAdmin(request);
    return getOutboxMessage(app.db, { id: request.params.id, contractorId: null });
  });
}
