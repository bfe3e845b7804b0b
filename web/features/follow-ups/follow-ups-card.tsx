// Which automatic follow-ups went out and which are scheduled, for one quote or one job, with "Stop follow-ups".
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FollowUpView } from '../../../core/follow-ups/follow-up.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge, type BadgeProps } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { useFollowUps, useToggleFollowUps, type FollowUpOwnerKind } from './follow-ups-api';
import { formatDayAndTime } from '../../lib/dates';

const statusVariant: Record<FollowUpView['status'], BadgeProps['variant']> = {
  scheduled: 'secondary',
  sending: 'secondary',
  sent: 'success',
  skipped: 'warning',
  cancelled: 'outline',
  failed: 'destructive',
};

export function FollowUpsCard({ kind, id }: { kind: FollowUpOwnerKind; id: string }) {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const list = useFollowUps(kind, id);
  const toggle = useToggleFollowUps(kind, id);
  const when = (iso: string) =>
    formatDayAndTime(iso, i18n.language);
  const titleId = `follow-ups-${kind}-${id}`;

  const act = (action: 'stop' | 'resume') =>
    toggle.mutate(action, {
      onSuccess: () => toast({ title: t(action === 'stop' ? 'followUps.card.stoppedToast' : 'followUps.card.resumedToast') }),
      onError: (e) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(e) }),
    });

  const rows = list.data?.followUps ?? [];
  const waiting = rows.some((f) => f.status === 'scheduled' || f.status === 'sending');
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <CardTitle id={titleId}>{t('followUps.card.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError ? (
          <p role="alert" className="text-destructive">{serverText(list.error)}</p>
        ) : (
          <>
            {list.data.stopped ? <p className="font-medium">{t(`followUps.card.stoppedNote.${kind}`)}</p> : null}
            {rows.length === 0 ? <p className="text-muted-foreground">{t('followUps.card.none')}</p> : null}
            {rows.length ? (
              <ul className="grid gap-2" aria-label={t('followUps.card.title')}>
                {rows.map((f) => (
                  <li key={f.id} className="grid gap-1 rounded-md border border-border p-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{t(`followUps.kind.${f.kind}`, { name: f.milestoneName ?? '', n: f.touch })}</span>
                      <Badge variant={statusVariant[f.status]}>{t(`followUps.status.${f.status}`)}</Badge>
                    </div>
                    <span className="text-muted-foreground">
                      {f.status === 'sent' && f.sentAt
                        ? t('followUps.card.sentAt', { date: when(f.sentAt), channels: f.channels.filter((c) => c.status === 'sent' || c.status === 'logged').map((c) => t(`followUps.channel.${c.channel}`)).join(', ') || '—' })
                        : f.status === 'scheduled' || f.status === 'sending'
                          ? t('followUps.card.scheduledFor', { date: when(f.dueAt) })
                          : f.reason ? t(`followUps.reason.${f.reason}`, { defaultValue: '' }) : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              {list.data.stopped ? (
                <Button variant="outline" disabled={toggle.isPending} onClick={() => act('resume')}>{t('followUps.card.resume')}</Button>
              ) : waiting ? (
                <Button variant="outline" disabled={toggle.isPending} onClick={() => act('stop')}>{t('followUps.card.stop')}</Button>
              ) : null}
              <Link href="/contractor/settings?tab=follow-ups" className="text-primary underline-offset-4 hover:underline">{t('followUps.card.settingsLink')}</Link>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
