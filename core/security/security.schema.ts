// The admin's security views (issue 13 item 1): list filters, rows, the overview and alert actions. Server and web share these.
import { z } from 'zod';
import { ALERT_SEVERITIES, ALERT_STATUSES, ALERT_TYPES } from './alert-rules';
import { AUDIT_ACTIONS } from './audit-actions';

/** What rate_limit_events records: counted failures and refusals, per IP or account. */
export const RATE_LIMIT_ACTIONS = ['login_failed', 'csrf_failed', 'quote_token_unknown', 'request_throttled', 'password_reset'] as const;

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

// A keyset cursor: the last row's timestamp (microseconds, UTC) and id, base64url-encoded by the server.
const cursor = z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');
const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: 'Enter a full IP address' });
const instant = z.iso.datetime({ offset: true, error: 'Invalid date' });

const commonFilters = {
  ip: ipAddress.optional(),
  contractorId: z.uuid('Not found').optional(),
  /** The account's email, matched through its fingerprint; never stored or echoed. */
  account: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254).optional(),
  from: instant.optional(),
  to: instant.optional(),
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

export const auditEventsQuerySchema = z.object({
  ...commonFilters,
  type: z.enum(AUDIT_ACTIONS).optional(),
  /** The user who acted (a row's actorUserId). */
  actor: z.uuid('Not found').optional(),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;

export const rateLimitEventsQuerySchema = z.object({
  ...commonFilters,
  type: z.enum(RATE_LIMIT_ACTIONS).optional(),
  blocked: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type RateLimitEventsQuery = z.infer<typeof rateLimitEventsQuerySchema>;

const contractorRef = z.object({ id: z.string(), name: z.string() }).nullable();

/**
 * Free-form by design: each audit action or security alert adds its own facts (ids, counts, field names, flags;
 * core/security/audit-actions.ts says which), written through server/audit/audit.ts, shown as stored, never read by code.
 */
export const auditDetailsSchema = z.record(z.string(), z.unknown());
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEventRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  actorUserId: z.string().nullable(),
  actorRole: z.enum(['admin', 'contractor']).nullable(),
  /** The account concerned, masked ("j***@e***.com"). */
  account: z.string().nullable(),
  contractor: contractorRef,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: auditDetailsSchema,
});
export type AuditEventRow = z.infer<typeof auditEventRowSchema>;

export const rateLimitEventRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  /** What the row counts against. */
  counter: z.enum(['ip', 'account', 'other']),
  ip: z.string().nullable(),
  account: z.string().nullable(),
  contractor: contractorRef,
  route: z.string().nullable(),
  blocked: z.boolean(),
});
export type RateLimitEventRow = z.infer<typeof rateLimitEventRowSchema>;

export const auditEventsPageSchema = z.object({ events: z.array(auditEventRowSchema), nextCursor: z.string().nullable() });
export type AuditEventsPage = z.infer<typeof auditEventsPageSchema>;
export const rateLimitEventsPageSchema = z.object({ events: z.array(rateLimitEventRowSchema), nextCursor: z.string().nullable() });
export type RateLimitEventsPage = z.infer<typeof rateLimitEventsPageSchema>;

export const securityOverviewSchema = z.object({
  failedLogins24h: z.number(),
  throttledAttempts24h: z.number(),
  throttledNow: z.array(
    z.object({ counter: z.enum(['ip', 'account']), ip: z.string().nullable(), account: z.string().nullable(), contractor: contractorRef, failures: z.number(), until: z.string() }),
  ),
  openAlerts: z.object({ total: z.number(), bySeverity: z.record(z.enum(ALERT_SEVERITIES), z.number()) }),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const securityAlertsQuerySchema = z.object({ status: z.enum(['unresolved', ...ALERT_STATUSES]).default('unresolved') });
export type SecurityAlertsQuery = z.infer<typeof securityAlertsQuerySchema>;

export const securityAlertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES as [string, ...string[]]),
  severity: z.enum(ALERT_SEVERITIES),
  status: z.enum(ALERT_STATUSES),
  ip: z.string().nullable(),
  account: z.string().nullable(),
  contractor: contractorRef,
  eventCount: z.number(),
  threshold: z.number(),
  windowMinutes: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgeNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;
export const securityAlertListSchema = z.object({ alerts: z.array(securityAlertSchema) });

// Control characters (a NUL byte cannot be stored in PostgreSQL text) become spaces; line breaks stay.
export const alertNoteSchema = z.object({
  note: z
    .string()
    .max(5000)
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .transform((v) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().min(1, 'A note is required').max(1000, 'Note must be 1000 characters or less')),
});

export const alertEvaluationSchema = z.object({ raised: z.number(), updated: z.number() });
