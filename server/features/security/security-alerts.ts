// Security alerts (issue 13 item 1): raised by the alert job from the rules, one per rule and subject until resolved;
// an admin acknowledges or resolves each with a note, and both are audited.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { ALERT_RULES, ALERT_TYPES, canMoveAlert, type AlertType } from '../../../core/security/alert-rules';
import type { SecurityAlert, SecurityAlertsQuery } from '../../../core/security/security.schema';
import type { Db } from '../../db/connection';
import { contractors, securityAlerts } from '../../db/schema/index';
import { alertSources, type SubjectEvents } from './alert-sources';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';

const MINUTE_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AlertEvaluation {
  raised: number;
  updated: number;
}

type AlertRow = typeof securityAlerts.$inferSelect;

/** The latest alert of each subject of a rule: the unresolved one if any, else when the last was resolved. */
async function alertsBySubject(db: Db, type: AlertType, subjects: string[]) {
  const rows = await db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.alertType, type), inArray(securityAlerts.subject, subjects)))
    .orderBy(desc(securityAlerts.createdAt));
  const unresolved = new Map<string, AlertRow>();
  const lastResolvedAt = new Map<string, Date>();
  for (const row of rows) {
    if (row.status !== 'resolved') unresolved.set(row.subject, row);
    else if (row.resolvedAt && !(lastResolvedAt.get(row.subject)! > row.resolvedAt)) lastResolvedAt.set(row.subject, row.resolvedAt);
  }
  return { unresolved, lastResolvedAt };
}

async function raise(db: Db, type: AlertType, events: SubjectEvents): Promise<boolean> {
  const rule = ALERT_RULES[type];
  const inserted = await db
    .insert(securityAlerts)
    .values({
      alertType: type,
      subject: events.subject,
      severity: rule.severity,
      ip: events.ip,
      accountMasked: events.account,
      contractorId: events.contractorId,
      eventCount: events.count,
      firstSeenAt: events.firstAt,
      lastSeenAt: events.lastAt,
      details: { threshold: rule.threshold, windowMinutes: rule.windowMinutes },
    })
    // The partial unique index: another instance (or "Check now") raising the same alert at once adds nothing.
    .onConflictDoNothing({ target: [securityAlerts.alertType, securityAlerts.subject], where: sql`${securityAlerts.status} <> 'resolved'` })
    .returning({ id: securityAlerts.id });
  return inserted.length > 0;
}

/** Runs one rule: new bursts raise an alert, a burst that goes on updates its alert's count and last time. */
async function evaluateRule(db: Db, type: AlertType, now: Date): Promise<AlertEvaluation> {
  const rule = ALERT_RULES[type];
  const source = alertSources[type];
  const windowStart = new Date(now.getTime() - rule.windowMinutes * MINUTE_MS);
  const groups = await source(db, windowStart);
  if (groups.length === 0) return { raised: 0, updated: 0 };
  const { unresolved, lastResolvedAt } = await alertsBySubject(db, type, groups.map((g) => g.subject));
  const result = { raised: 0, updated: 0 };
  for (const group of groups) {
    const open = unresolved.get(group.subject);
    if (open) {
      if (group.lastAt <= open.lastSeenAt) continue;
      const [total] = await source(db, new Date(open.firstSeenAt.getTime() - 1), group.subject);
      await db
        .update(securityAlerts)
        .set({ lastSeenAt: group.lastAt, eventCount: sql`greatest(${securityAlerts.eventCount}, ${total?.count ?? group.count})` })
        .where(eq(securityAlerts.id, open.id));
      result.updated++;
      continue;
    }
    // Events up to a resolution were dealt with: only what came after it counts towards a new alert.
    const resolvedAt = lastResolvedAt.get(group.subject);
    const burst = resolvedAt && resolvedAt > windowStart ? (await source(db, resolvedAt, group.subject))[0] : group;
    if (burst && burst.count >= rule.threshold && (await raise(db, type, burst))) result.raised++;
  }
  return result;
}

/** What the alert job runs (every minute, and when an admin asks to check now). Idempotent. */
export async function evaluateSecurityAlerts(db: Db, now = new Date()): Promise<AlertEvaluation> {
  const total = { raised: 0, updated: 0 };
  for (const type of ALERT_TYPES) {
    const r = await evaluateRule(db, type, now);
    total.raised += r.raised;
    total.updated += r.updated;
  }
  return total;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAlert(row: AlertRow, contractorName: string | null): SecurityAlert {
  const rule = ALERT_RULES[row.alertType as AlertType];
  return {
    id: row.id,
    type: row.alertType,
    severity: row.severity,
    status: row.status,
    ip: row.ip,
    account: row.accountMasked,
    contractor: row.contractorId ? { id: row.contractorId, name: contractorName ?? '—' } : null,
    eventCount: row.eventCount,
    threshold: rule?.threshold ?? 0,
    windowMinutes: rule?.windowMinutes ?? 0,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgeNote: row.acknowledgeNote,
    resolvedAt: iso(row.resolvedAt),
    resolutionNote: row.resolutionNote,
  };
}

const ALERT_LIST_LIMIT = 100;

/** Unresolved (open and acknowledged, the default), or one status; most recent activity first. */
export async function listSecurityAlerts(db: Db, query: SecurityAlertsQuery): Promise<{ alerts: SecurityAlert[] }> {
  const status = query.status === 'unresolved' ? ne(securityAlerts.status, 'resolved') : eq(securityAlerts.status, query.status);
  const rows = await db
    .select({ alert: securityAlerts, contractorName: sql<string | null>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name})` })
    .from(securityAlerts)
    .leftJoin(contractors, eq(contractors.id, securityAlerts.contractorId))
    .where(status)
    .orderBy(desc(securityAlerts.lastSeenAt), desc(securityAlerts.id))
    .limit(ALERT_LIST_LIMIT);
  return { alerts: rows.map((r) => toAlert(r.alert, r.contractorName)) };
}

/**
 * Acknowledge (open → acknowledged) or resolve (open/acknowledged → resolved) with the admin's note; audited once.
 * Idempotent: the same admin repeating the same move with the same note gets the same answer; anyone else is told the
 * alert has moved on (409).
 */
export async function moveSecurityAlert(db: Db, input: { alertId: string; to: 'acknowledged' | 'resolved'; note: string; actor: AuditActor }): Promise<SecurityAlert> {
  if (!UUID.test(input.alertId)) throw notFound(errorMessage('signedInErrors.security.alertNotFound'));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(securityAlerts).where(eq(securityAlerts.id, input.alertId)).for('update').limit(1);
    if (!row) throw notFound(errorMessage('signedInErrors.security.alertNotFound'));
    // A retry of the move already made (same admin, same note: the answer was lost) gets the alert back, nothing written.
    if (isReplay(row, input)) return toAlert(row, await contractorNameOf(tx, row.contractorId));
    if (!canMoveAlert(row.status, input.to)) {
      throw new AppError('CONFLICT', errorMessage(row.status === 'resolved' ? 'signedInErrors.security.alertAlreadyResolved' : 'signedInErrors.security.alertAlreadyAcknowledged'));
    }
    const now = new Date();
    const changes =
      input.to === 'acknowledged'
        ? { status: 'acknowledged' as const, acknowledgedAt: now, acknowledgedBy: input.actor.userId, acknowledgeNote: input.note }
        : { status: 'resolved' as const, resolvedAt: now, resolvedBy: input.actor.userId, resolutionNote: input.note };
    const [updated] = await tx.update(securityAlerts).set(changes).where(eq(securityAlerts.id, row.id)).returning();
    await recordAuditEvent(tx, {
      action: input.to === 'acknowledged' ? 'security_alert_acknowledged' : 'security_alert_resolved',
      actor: input.actor,
      contractorId: row.contractorId,
      target: { type: 'security_alert', id: row.id },
      details: { alertType: row.alertType },
    });
    return toAlert(updated!, await contractorNameOf(tx, row.contractorId));
  });
}

function isReplay(row: AlertRow, input: { to: 'acknowledged' | 'resolved'; note: string; actor: AuditActor }): boolean {
  if (row.status !== input.to || !input.actor.userId) return false;
  return input.to === 'acknowledged'
    ? row.acknowledgedBy === input.actor.userId && row.acknowledgeNote === input.note
    : row.resolvedBy === input.actor.userId && row.resolutionNote === input.note;
}

async function contractorNameOf(db: Db, contractorId: string | null): Promise<string | null> {
  if (!contractorId) return null;
  const [c] = await db.select({ name: sql<string>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name})` }).from(contractors).where(eq(contractors.id, contractorId));
  return c?.name ?? null;
}
