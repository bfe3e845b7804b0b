// The admin's security calls (issue 13 item 1): overview, audit log, rate-limit events and alerts, one contract each.
// Admins only: a visitor gets 401, a contractor 403.
import { z } from 'zod';
import { defineContract } from '../api/contract';
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
} from './security.schema';

const tags = ['admin security'];
// A malformed id is an alert that does not exist: 404 from the service, never a 400 describing the id.
const alertParams = z.object({ id: z.string().max(100) });

export const getSecurityOverview = defineContract({ method: 'GET', path: '/api/admin/security', response: securityOverviewSchema, tags });

export const listAuditEvents = defineContract({ method: 'GET', path: '/api/admin/audit-events', query: auditEventsQuerySchema, response: auditEventsPageSchema, tags });

export const listRateLimitEvents = defineContract({
  method: 'GET',
  path: '/api/admin/rate-limit-events',
  query: rateLimitEventsQuerySchema,
  response: rateLimitEventsPageSchema,
  tags,
});

export const listSecurityAlerts = defineContract({ method: 'GET', path: '/api/admin/security-alerts', query: securityAlertsQuerySchema, response: securityAlertListSchema, tags });

/** "Check now": the alert job's own evaluation, run at once instead of at the next minute. */
export const evaluateSecurityAlerts = defineContract({ method: 'POST', path: '/api/admin/security-alerts/evaluate', response: alertEvaluationSchema, tags });

export const acknowledgeSecurityAlert = defineContract({
  method: 'POST',
  path: '/api/admin/security-alerts/:id/acknowledge',
  params: alertParams,
  body: alertNoteSchema,
  response: securityAlertSchema,
  tags,
});

export const resolveSecurityAlert = defineContract({
  method: 'POST',
  path: '/api/admin/security-alerts/:id/resolve',
  params: alertParams,
  body: alertNoteSchema,
  response: securityAlertSchema,
  tags,
});
