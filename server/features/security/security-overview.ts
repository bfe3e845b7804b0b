// The Security tab's overview: failed sign-ins today, who the login throttle refuses right now, open alerts.
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { ALERT_SEVERITIES, type AlertSeverity } from '../../../core/security/alert-rules';
import type { SecurityOverview } from '../../../core/security/security.schema';
import type { Db } from '../../db/connection';
import { contractors, rateLimitEvents, securityAlerts, securityAuditEvents } from '../../db/schema/index';
import { LOGIN_FAILED_ACTION, LOGIN_WINDOW_MS, loginFailureLimitSql } from '../auth/login-throttle';
import { daysAfter } from '../../../core/dates';


export async function securityOverview(db: Db, now = new Date()): Promise<SecurityOverview> {
  const dayAgo = daysAfter(now, -1);
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const audit = securityAuditEvents;
  const [signIns, throttled, alerts] = await Promise.all([
    db
      .select({ type: audit.eventType, n: count() })
      .from(audit)
      .where(and(inArray(audit.eventType, ['login_failed', 'login_throttled']), gt(audit.createdAt, dayAgo)))
      .groupBy(audit.eventType),
    // The throttle's own rule (login-throttle.ts): keys with their bar's count of failures in the window.
    db
      .select({
        key: rateLimitEvents.key,
        failures: count(),
        oldest: sql<string>`min(${rateLimitEvents.createdAt})`.mapWith((v: string) => new Date(v)),
        ip: sql<string | null>`max(${rateLimitEvents.ip})`,
        account: sql<string | null>`max(${rateLimitEvents.accountMasked})`,
        contractorId: sql<string | null>`max(${rateLimitEvents.contractorId}::text)`,
      })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.action, LOGIN_FAILED_ACTION), eq(rateLimitEvents.blocked, false), gt(rateLimitEvents.createdAt, windowStart)))
      .groupBy(rateLimitEvents.key)
      .having(sql`count(*) >= ${loginFailureLimitSql(rateLimitEvents.key)}`),
    db.select({ severity: securityAlerts.severity, n: count() }).from(securityAlerts).where(eq(securityAlerts.status, 'open')).groupBy(securityAlerts.severity),
  ]);
  const tenantIds = [...new Set(throttled.map((r) => r.contractorId).filter((id): id is string => Boolean(id)))];
  const names = tenantIds.length
    ? new Map(
        (await db.select({ id: contractors.id, name: sql<string>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name})` }).from(contractors).where(inArray(contractors.id, tenantIds))).map(
          (c) => [c.id, c.name],
        ),
      )
    : new Map<string, string>();
  const bySeverity = Object.fromEntries(ALERT_SEVERITIES.map((s) => [s, 0])) as Record<AlertSeverity, number>;
  for (const a of alerts) bySeverity[a.severity] = Number(a.n);
  const countOf = (type: string) => Number(signIns.find((r) => r.type === type)?.n ?? 0);
  return {
    failedLogins24h: countOf('login_failed'),
    throttledAttempts24h: countOf('login_throttled'),
    throttledNow: throttled
      .map((r) => {
        const counter = r.key.startsWith('ip:') ? ('ip' as const) : ('account' as const);
        return {
          counter,
          ip: counter === 'ip' ? r.key.slice('ip:'.length) : null,
          account: counter === 'account' ? r.account : null,
          contractor: counter === 'account' && r.contractorId ? { id: r.contractorId, name: names.get(r.contractorId) ?? '—' } : null,
          failures: Number(r.failures),
          until: new Date(r.oldest.getTime() + LOGIN_WINDOW_MS).toISOString(),
        };
      })
      .sort((a, b) => b.failures - a.failures),
    openAlerts: { total: Object.values(bySeverity).reduce((a, b) => a + b, 0), bySeverity },
  };
}
