// Alerts raised by the alert job from the rules (core/security/alert-rules.ts); each is acknowledged or resolved with
// a note. "Check now" runs the rules at once.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_STATUSES } from '../../../../core/security/alert-rules';
import type { SecurityAlert, SecurityAlertsQuery } from '../../../../core/security/security.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/use-toast';
import { AlertNoteDialog, type AlertMove } from './alert-note-dialog';
import { useEventTime } from './event-table';
import { useEvaluateAlerts, useSecurityAlerts } from './security-api';

const STATUS_FILTERS: SecurityAlertsQuery['status'][] = ['unresolved', ...ALERT_STATUSES];
const severityVariant = { low: 'outline', medium: 'warning', high: 'destructive', critical: 'destructive' } as const;
const statusVariant = { open: 'warning', acknowledged: 'secondary', resolved: 'success' } as const;

export function SecurityAlertsList() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const time = useEventTime();
  const [status, setStatus] = useState<SecurityAlertsQuery['status']>('unresolved');
  const [move, setMove] = useState<AlertMove | null>(null);
  const list = useSecurityAlerts(status);
  const evaluate = useEvaluateAlerts();
  const typeLabel = (a: SecurityAlert) => t(`admin.security.alerts.type.${a.type}`, { defaultValue: a.type });

  const checkNow = () =>
    evaluate.mutate(undefined, {
      onSuccess: (r) => toast({ title: t('admin.security.alerts.checked'), description: t('admin.security.alerts.checkedBody', { raised: r.raised, updated: r.updated }) }),
      onError: (e) => toast({ title: t('common.error'), description: serverText(e), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="alerts-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="alerts-heading" className="text-lg font-semibold">{t('admin.security.alerts.title')}</h2>
        <Button size="sm" variant="outline" disabled={evaluate.isPending} onClick={checkNow}>{t('admin.security.alerts.checkNow')}</Button>
      </div>
      <div role="group" aria-label={t('admin.security.alerts.filterLabel')} className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((s) => (
          <Button key={s} size="sm" variant={status === s ? 'default' : 'outline'} aria-pressed={status === s} onClick={() => setStatus(s)}>
            {t(`admin.security.alerts.filter.${s}`)}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">{serverText(list.error)}</p>
      ) : list.data.alerts.length === 0 ? (
        <EmptyState icon={<ShieldCheck />} title={t('admin.security.alerts.empty')} description={t('admin.security.alerts.emptyBody')} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.data.alerts.map((a) => (
            <li key={a.id}>
              <Card aria-label={typeLabel(a)}>
                <CardContent className="grid gap-2 pt-6 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words text-base font-semibold">{typeLabel(a)}</h3>
                    <span className="flex gap-1">
                      <Badge variant={severityVariant[a.severity]}>{t(`admin.security.alerts.severity.${a.severity}`)}</Badge>
                      <Badge variant={statusVariant[a.status]}>{t(`admin.security.alerts.status.${a.status}`)}</Badge>
                    </span>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    {a.ip ? (<><dt className="text-muted-foreground">{t('admin.security.col.ip')}</dt><dd className="font-mono text-xs">{a.ip}</dd></>) : null}
                    {a.account ? (<><dt className="text-muted-foreground">{t('admin.security.col.account')}</dt><dd className="font-mono text-xs">{a.account}</dd></>) : null}
                    {a.contractor ? (<><dt className="text-muted-foreground">{t('admin.security.col.contractor')}</dt><dd>{a.contractor.name}</dd></>) : null}
                    <dt className="text-muted-foreground">{t('admin.security.alerts.events')}</dt>
                    <dd>{t('admin.security.alerts.eventsValue', { count: a.eventCount, threshold: a.threshold, minutes: a.windowMinutes })}</dd>
                    <dt className="text-muted-foreground">{t('admin.security.alerts.seen')}</dt>
                    <dd>{time(a.firstSeenAt)} – {time(a.lastSeenAt)}</dd>
                    {a.acknowledgedAt ? (<><dt className="text-muted-foreground">{t('admin.security.alerts.acknowledgedAt', { when: time(a.acknowledgedAt) })}</dt><dd className="whitespace-pre-line break-words">{a.acknowledgeNote}</dd></>) : null}
                    {a.resolvedAt ? (<><dt className="text-muted-foreground">{t('admin.security.alerts.resolvedAt', { when: time(a.resolvedAt) })}</dt><dd className="whitespace-pre-line break-words">{a.resolutionNote}</dd></>) : null}
                  </dl>
                  {a.status !== 'resolved' ? (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {a.status === 'open' ? (
                        <Button size="sm" variant="outline" onClick={() => setMove({ alert: a, to: 'acknowledge' })}>{t('admin.security.alerts.acknowledge')}</Button>
                      ) : null}
                      <Button size="sm" onClick={() => setMove({ alert: a, to: 'resolve' })}>{t('admin.security.alerts.resolve')}</Button>
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AlertNoteDialog move={move} onClose={() => setMove(null)} />
    </section>
  );
}
