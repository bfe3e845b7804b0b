// /admin?tab=security (issue 13 item 1): the overview, then alerts, the audit log or the rate-limit events
// (&view=alerts|audit|rate-limits). Every list is read from the server and polled every 60 s (SPEC §9).
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../../lib/server-message';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { AuditEventsList } from './audit-events-list';
import { useEventTime } from './event-table';
import { RateLimitEventsList } from './rate-limit-events-list';
import { useSecurityOverview } from './security-api';
import { SecurityAlertsList } from './security-alerts-list';

export const SECURITY_VIEWS = ['alerts', 'audit', 'rate-limits'] as const;
export type SecurityView = (typeof SECURITY_VIEWS)[number];

function SecurityOverviewCards() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const time = useEventTime();
  const overview = useSecurityOverview();
  if (overview.isPending) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  if (overview.isError) return <p role="alert" className="text-destructive">{serverText(overview.error)}</p>;
  const o = overview.data;
  const ips = o.throttledNow.filter((x) => x.counter === 'ip');
  const accounts = o.throttledNow.filter((x) => x.counter === 'account');
  const figure = (label: string, value: number, detail?: string) => (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">{value}</p>
        {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
  return (
    <section aria-label={t('admin.security.overview.label')} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figure(t('admin.security.overview.failedLogins'), o.failedLogins24h, t('admin.security.overview.throttledAttempts', { count: o.throttledAttempts24h }))}
        {figure(t('admin.security.overview.throttledAccounts'), accounts.length)}
        {figure(t('admin.security.overview.throttledIps'), ips.length)}
        {figure(
          t('admin.security.overview.openAlerts'),
          o.openAlerts.total,
          Object.entries(o.openAlerts.bySeverity)
            .filter(([, n]) => n > 0)
            .map(([s, n]) => `${t(`admin.security.alerts.severity.${s}`)}: ${n}`)
            .join(' · ') || undefined,
        )}
      </div>
      {o.throttledNow.length > 0 ? (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t('admin.security.overview.throttledNow')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1 text-sm">
              {o.throttledNow.map((x) => (
                <li key={`${x.counter}:${x.ip ?? x.account}`} className="flex flex-wrap gap-x-2">
                  <span className="font-mono text-xs">{x.counter === 'ip' ? x.ip : x.account}</span>
                  {x.contractor ? <span>{x.contractor.name}</span> : null}
                  <span className="text-muted-foreground">{t('admin.security.overview.throttledUntil', { count: x.failures, until: time(x.until) })}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}

export function SecurityTab({ view, onViewChange }: { view: SecurityView; onViewChange: (view: SecurityView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <SecurityOverviewCards />
      <div role="group" aria-label={t('admin.security.viewLabel')} className="flex flex-wrap gap-2">
        {SECURITY_VIEWS.map((v) => (
          <Button key={v} size="sm" variant={view === v ? 'default' : 'outline'} aria-pressed={view === v} onClick={() => onViewChange(v)}>
            {t(`admin.security.view.${v}`)}
          </Button>
        ))}
      </div>
      {view === 'alerts' ? <SecurityAlertsList /> : view === 'audit' ? <AuditEventsList /> : <RateLimitEventsList />}
    </div>
  );
}
