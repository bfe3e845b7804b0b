// Settings → Accounting → Sync log: what went to QuickBooks and what came back, errors in QuickBooks' own words, with
// "Retry" for a failure and "Send again" for something already sent.
import { useTranslation } from 'react-i18next';
import type { QboSyncLogItem } from '../../../core/quickbooks/quickbooks.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';
import { useQboSyncLog, useRetryQboItem } from './accounting-api';
import { formatDateTime } from '../../lib/dates';

const statusVariant = { done: 'success', failed: 'destructive', pending: 'warning', running: 'warning', skipped: 'secondary' } as const;

export function QboSyncLogCard() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const log = useQboSyncLog(true);
  const retry = useRetryQboItem();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const what = (item: QboSyncLogItem) => t(`accounting.log.actions.${item.action.replace('.', '_')}`, { defaultValue: item.action });
  return (
    <SettingsCard title={t('accounting.log.title')} description={t('accounting.log.description')}>
      {log.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">{serverText(log.error)}</p>
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('accounting.log.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('accounting.log.title')}>
          {log.data.items.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={statusVariant[item.status] ?? 'secondary'}>{t(`accounting.log.status.${item.status}`)}</Badge>
                <span className="font-medium">{what(item)}</span>
                <span className="text-muted-foreground">{item.direction === 'in' ? t('accounting.log.fromQuickBooks') : t('accounting.log.toQuickBooks')}</span>
                <span className="ms-auto text-muted-foreground">{when(item.createdAt)}</span>
              </div>
              {item.qboId ? <p className="text-muted-foreground">{t('accounting.log.qboId', { id: item.qboId })}</p> : null}
              {item.error ? <p className="wrap-anywhere text-destructive">{item.error}</p> : null}
              {item.canRetry ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(item.id, { onSuccess: () => toast({ title: t('accounting.log.queued') }), onError: (e) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(e) }) })}
                >
                  {item.status === 'failed' ? t('accounting.log.retry') : t('accounting.log.sendAgain')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
