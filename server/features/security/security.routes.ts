// The admin's security API (issue 13 item 1). Admins only: a visitor gets 401, a contractor 403.
import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/security/security.api';
import { registerContract } from '../../http/register-contract';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { listAuditEvents, listRateLimitEvents } from './security-lists';
import { securityOverview } from './security-overview';
import { evaluateSecurityAlerts, listSecurityAlerts, moveSecurityAlert } from './security-alerts';

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.getSecurityOverview, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return securityOverview(app.db);
  });

  registerContract(app, api.listAuditEvents, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listAuditEvents(app.db, request.query);
  });

  registerContract(app, api.listRateLimitEvents, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listRateLimitEvents(app.db, request.query);
  });

  registerContract(app, api.listSecurityAlerts, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listSecurityAlerts(app.db, request.query);
  });

  registerContract(app, api.evaluateSecurityAlerts, async (request) => {
    await requireAdmin(request);
    return evaluateSecurityAlerts(app.db);
  });

  for (const [contract, to] of [[api.acknowledgeSecurityAlert, 'acknowledged'], [api.resolveSecurityAlert, 'resolved']] as const) {
    registerContract(app, contract, async (request) => {
      const auth = await requireAdmin(request);
      return moveSecurityAlert(app.db, { alertId: request.params.id, to, note: request.body.note, actor: auditActorOf(request, auth) });
    });
  }
}
