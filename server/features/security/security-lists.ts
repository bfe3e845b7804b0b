// The audit trail and the rate-limit events as the admin reads them: server-side filters, keyset pages, no PII in clear.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEventRow, AuditEventsPage, AuditEventsQuery, RateLimitEventRow, RateLimitEventsPage, RateLimitEventsQuery } from '../../../core/security/security.schema';
import { maskEmail } from '../../../core/security/mask-email';
import type { Db } from '../../db/connection';
import { emailFingerprintsForSearch } from '../../db/pii';
import { contractors, rateLimitEvents, securityAuditEvents, users } from '../../db/schema/index';
import { throttleKeysForAccount } from '../auth/login-throttle';
import { afterCursor, cursorTimestamp, pageOf } from './keyset-cursor';

const contractorName = sql<string | null>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name})`;
const contractorOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '—' } : null);

/** Newest first; each filter is served by its own (column, created_at, id) index (migration 0008). */
export async function listAuditEvents(db: Db, query: AuditEventsQuery): Promise<AuditEventsPage> {
  const t = securityAuditEvents;
  const where: SQL[] = [];
  if (query.type) where.push(eq(t.eventType, query.type));
  if (query.contractorId) where.push(eq(t.contractorId, query.contractorId));
  if (query.actor) where.push(eq(t.actorUserId, query.actor));
  if (query.ip) where.push(eq(t.ip, query.ip));
  if (query.account) where.push(inArray(t.emailHash, emailFingerprintsForSearch(query.account)));
  if (query.from) where.push(gte(t.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(t.createdAt, new Date(query.to)));
  if (query.cursor) where.push(afterCursor(query.cursor, t.createdAt, t.id));
  const rows = await db
    .select({
      id: t.id,
      cursorTs: cursorTimestamp(t.createdAt),
      createdAt: t.createdAt,
      action: t.eventType,
      actorUserId: t.actorUserId,
      actorIsAdmin: users.isAdmin,
      account: t.emailMasked,
      contractorId: t.contractorId,
      contractorName,
      targetType: t.targetType,
      targetId: t.targetId,
      ip: t.ip,
      userAgent: t.userAgent,
      details: t.details,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.actorUserId))
    .leftJoin(contractors, eq(contractors.id, t.contractorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    events: page.rows.map(
      (r): AuditEventRow => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        action: r.action,
        actorUserId: r.actorUserId,
        actorRole: r.actorUserId && r.actorIsAdmin !== null ? (r.actorIsAdmin ? 'admin' : 'contractor') : null,
        account: r.account,
        contractor: contractorOf(r.contractorId, r.contractorName),
        targetType: r.targetType,
        targetId: r.targetId,
        ip: r.ip,
        userAgent: r.userAgent,
        details: r.details,
      }),
    ),
  };
}

function counterOf(key: string): RateLimitEventRow['counter'] {
  if (key.startsWith('ip:')) return 'ip';
  if (key.startsWith('account:')) return 'account';
  return 'other';
}

export async function listRateLimitEvents(db: Db, query: RateLimitEventsQuery): Promise<RateLimitEventsPage> {
  const t = rateLimitEvents;
  const where: SQL[] = [];
  if (query.type) where.push(eq(t.action, query.type));
  if (query.contractorId) where.push(eq(t.contractorId, query.contractorId));
  if (query.ip) where.push(eq(t.ip, query.ip));
  if (query.account) where.push(inArray(t.key, throttleKeysForAccount(query.account)));
  if (query.blocked !== undefined) where.push(eq(t.blocked, query.blocked));
  if (query.from) where.push(gte(t.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(t.createdAt, new Date(query.to)));
  if (query.cursor) where.push(afterCursor(query.cursor, t.createdAt, t.id));
  const rows = await db
    .select({
      id: t.id,
      cursorTs: cursorTimestamp(t.createdAt),
      createdAt: t.createdAt,
      action: t.action,
      key: t.key,
      ip: t.ip,
      account: t.accountMasked,
      contractorId: t.contractorId,
      contractorName,
      route: t.route,
      blocked: t.blocked,
    })
    .from(t)
    .leftJoin(contractors, eq(contractors.id, t.contractorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return {
    nextCursor: page.nextCursor,
    events: page.rows.map((r) => {
      const counter = counterOf(r.key);
      // Rows written before account keys were fingerprinted held the email itself: never shown, only masked.
      const legacyAccount = counter === 'account' && r.key.includes('@') ? maskEmail(r.key.slice('account:'.length)) : null;
      return {
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        action: r.action,
        counter,
        ip: r.ip ?? (counter === 'ip' ? r.key.slice('ip:'.length) : null),
        account: r.account ?? legacyAccount,
        contractor: contractorOf(r.contractorId, r.contractorName),
        route: r.route,
        blocked: r.blocked,
      };
    }),
  };
}
