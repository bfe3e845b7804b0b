import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../../core/security/security.schema';
import { contractors } from './contractors';

// A person who signs in. Contractor users belong to one contractor (the tenant); admins need none.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Null until an invited person chooses a password (server/features/accounts).
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_contractor_idx').on(t.contractorId)],
);

// Sessions live in the database so any instance can serve any request; the id is a hash of the cookie token.
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

// The audit trail (core/security/audit-actions.ts). No foreign keys: a row outlives the account and tenant it names.
// No PII in clear: the account concerned is an email masked for display plus a keyed fingerprint for exact filtering.
// Indexes serve the admin list's keyset pagination (created_at, id) unfiltered and under each filter (issue 13).
export const securityAuditEvents = pgTable(
  'security_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    actorUserId: uuid('user_id'),
    contractorId: uuid('contractor_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    emailMasked: text('email_masked'),
    emailHash: text('email_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_page_idx').on(t.createdAt, t.id),
    index('audit_events_type_page_idx').on(t.eventType, t.createdAt, t.id),
    index('audit_events_actor_page_idx').on(t.actorUserId, t.createdAt, t.id),
    index('audit_events_contractor_page_idx').on(t.contractorId, t.createdAt, t.id),
    index('audit_events_ip_page_idx').on(t.ip, t.createdAt, t.id),
    index('audit_events_email_page_idx').on(t.emailHash, t.createdAt, t.id),
  ],
);

// Abuse signals counted over sliding windows: failed logins per key ("ip:1.2.3.4", "account:<email fingerprint>"),
// CSRF failures and unknown public-quote tokens per IP, requests refused by a route's rate limit.
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    action: text('action').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    // For the admin's view: where the attempt came from, the account masked, its tenant, the route refused.
    ip: text('ip'),
    accountMasked: text('account_masked'),
    contractorId: uuid('contractor_id'),
    route: text('route'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_events_key_idx').on(t.key, t.action, t.createdAt),
    index('rate_limit_events_page_idx').on(t.createdAt, t.id),
    index('rate_limit_events_action_page_idx').on(t.action, t.createdAt, t.id),
    index('rate_limit_events_ip_page_idx').on(t.ip, t.createdAt, t.id),
    index('rate_limit_events_contractor_page_idx').on(t.contractorId, t.createdAt, t.id),
  ],
);

// Request counters of the rate-limited public routes, one row per route and client, shared by every instance.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

// Raised by the security-alerts queue job from rules (server/features/security/alert-rules.ts). One alert per rule and
// subject while it is not resolved (the partial unique index), so a burst raises one alert however often the job runs.
export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertType: text('alert_type').notNull(),
    subject: text('subject').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high', 'critical'] }).notNull().default('medium'),
    status: text('status', { enum: ['open', 'acknowledged', 'resolved'] }).notNull().default('open'),
    ip: text('ip'),
    contractorId: uuid('contractor_id'),
    accountMasked: text('account_masked'),
    eventCount: integer('event_count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgeNote: text('acknowledge_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('security_alerts_unresolved_subject_idx').on(t.alertType, t.subject).where(sql`${t.status} <> 'resolved'`),
    index('security_alerts_status_idx').on(t.status, t.lastSeenAt),
    index('security_alerts_resolved_subject_idx').on(t.alertType, t.subject, t.resolvedAt),
  ],
);
