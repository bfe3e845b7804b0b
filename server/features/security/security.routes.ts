// The admin's security API (issue 13 item 1). Admins only: a visitor gets 401, a contractor 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertEvaluationSchema,
  alertNoteSchema,
  auditEventsPageSchema,
  auditEventsQuerySchema,
  rateLimitEventsPageSchema,
  rateLimitEventsQuerySchema,
  securityAlertListSchema,
  securityAlertSchema,
  securityAlertsQuerySchema,
  securityOverviewSchema,
} from '../../../core/security/security.schema';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
import { listAuditEvents, listRateLimitEvents } from './security-lists';
import { securityOverview } from './security-overview';
import { evaluateSecurityAlerts, listSecurityAlerts, moveSecurityAlert } from './security-alerts';

const tags = ['admin security'];
// A malformed id is an alert that does not exist: 404 from the service, never a 400 describing the id.
const alertParams = z.object({ id: z.string().max(100) });

export async function securityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/security', { schema: { tags, response: { 200: securityOverviewSchema } } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return securityOverview(app.db);
  });

  r.get('/api/admin/audit-events', { schema: { tags, querystring: auditEventsQuerySchema, response: { 200: auditEventsPageSchema } } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listAuditEvents(app.db, request.query);
  });

  r.get('/api/admin/rate-limit-events', { schema: { tags, querystring: rateLimitEventsQuerySchema, response: { 200: rateLimitEventsPageSchema } } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listRateLimitEvents(app.db, request.query);
  });

  r.get('/api/admin/security-alerts', { schema: { tags, querystring: securityAlertsQuerySchema, response: { 200: securityAlertListSchema } } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    return listSecurityAlerts(app.db, request.query);
  });

  // "Check now": the alert job's own evaluation, run at once instead of at the next minute.
  r.post('/api/admin/security-alerts/evaluate', { schema: { tags, response: { 200: alertEvaluationSchema } } }, async (request) => {
    await requireAdmin(request);
    return evaluateSecurityAlerts(app.db);
  });

  for (const [path, to] of [['acknowledge', 'acknowledged'], ['resolve', 'resolved']] as const) {
    r.post(
      `/api/admin/security-alerts/:id/${path}`,
      { schema: { tags, params: alertParams, body: alertNoteSchema, response: { 200: securityAlertSchema } } },
      async (request) => {
        const auth = await requireAdmin(request);
        return moveSecurityAlert(app.db, { alertId: request.params.id, to, note: request.body.note, actor: auditActorOf(request, auth) });
      },
    );
  }
}
