// Where each alert rule counts its events (core/security/alert-rules.ts): grouped by subject over a time span.
import { and, eq, gt, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AlertType } from '../../../core/security/alert-rules';
import type { Db } from '../../db/connection';
import { rateLimitEvents, securityAuditEvents } from '../../db/schema/index';

/** One subject's events since a time: how many, first and last, and what the alert may show (no PII in clear). */
export interface SubjectEvents {
  subject: string;
  count: number;
  firstAt: Date;
  lastAt: Date;
  ip: string | null;
  account: string | null;
  contractorId: string | null;
}

const asDate = (v: unknown) => new Date(v as string);

function rateLimitGroups(action: string, keyPrefix: 'ip:' | 'account:') {
  return async (db: Db, since: Date, subject?: string): Promise<SubjectEvents[]> => {
    const t = rateLimitEvents;
    const where: SQL[] = [eq(t.action, action), gt(t.createdAt, since), subject ? eq(t.key, subject) : like(t.key, `${keyPrefix}%`)];
    const rows = await db
      .select({
        subject: t.key,
        count: sql<number>`count(*)`.mapWith(Number),
        firstAt: sql<Date>`min(${t.createdAt})`.mapWith(asDate),
        lastAt: sql<Date>`max(${t.createdAt})`.mapWith(asDate),
        ip: sql<string | null>`max(${t.ip})`,
        account: sql<string | null>`max(${t.accountMasked})`,
        contractorId: sql<string | null>`max(${t.contractorId}::text)`,
      })
      .from(t)
      .where(and(...where))
      .groupBy(t.key);
    // An IP subject shows its address; an account subject is a fingerprint, shown by its mask only.
    return rows.map((r) => (keyPrefix === 'ip:' ? { ...r, ip: r.subject.slice(3), account: null, contractorId: null } : { ...r, ip: null }));
  };
}

const SIGN_IN_ACTIONS = ['login_success', 'login_failed', 'login_throttled'];

async function deactivatedAccountLogins(db: Db, since: Date, subject?: string): Promise<SubjectEvents[]> {
  const t = securityAuditEvents;
  const where: SQL[] = [inArray(t.eventType, SIGN_IN_ACTIONS), gt(t.createdAt, since), sql`${t.details}->>'deactivatedAccount' = 'true'`];
  if (subject) where.push(eq(t.targetId, subject.slice('user:'.length)));
  const rows = await db
    .select({
      userId: t.targetId,
      count: sql<number>`count(*)`.mapWith(Number),
      firstAt: sql<Date>`min(${t.createdAt})`.mapWith(asDate),
      lastAt: sql<Date>`max(${t.createdAt})`.mapWith(asDate),
      ip: sql<string | null>`max(${t.ip})`,
      account: sql<string | null>`max(${t.emailMasked})`,
      contractorId: sql<string | null>`max(${t.contractorId}::text)`,
    })
    .from(t)
    .where(and(...where))
    .groupBy(t.targetId);
  return rows.filter((r) => r.userId).map(({ userId, ...r }) => ({ ...r, subject: `user:${userId}` }));
}

export const alertSources: Record<AlertType, (db: Db, since: Date, subject?: string) => Promise<SubjectEvents[]>> = {
  failed_logins_ip: rateLimitGroups('login_failed', 'ip:'),
  failed_logins_account: rateLimitGroups('login_failed', 'account:'),
  deactivated_account_login: deactivatedAccountLogins,
  csrf_failures_ip: rateLimitGroups('csrf_failed', 'ip:'),
  quote_token_guessing_ip: rateLimitGroups('quote_token_unknown', 'ip:'),
};
