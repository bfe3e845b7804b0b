// Settings → CRM → Sync log: what Picket sent to GoHighLevel and what came back, when, and what failed — with Retry
// for a failed change and "Send everything again" for a location connected after customers were added.
import { ArrowDownLeft, ArrowUpRight, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncLogItem } from '../../../core/crm/sync-log.schema';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';
import { useResyncEverything, useRetrySyncItem, useSyncLog, type SyncLogFilter } from './sync-log-api';
import { formatDateTime } from '../../lib/dates';

const DIRECTIONS = ['all', 'out', 'in'] as const;
const STATUSES = ['all', 'failed', 'pending', 'done', 'skipped'] as const;
const KNOWN_ACTIONS = ['contact.upsert', 'opportunity.upsert', 'ContactCreate', 'ContactUpdate', 'OpportunityStageUpdate', 'OpportunityStatusUpdate', 'InboundMessage', 'UNINSTALL', 'lead.actions', 'campaign.sms'];

const statusVariant = (s: SyncLogItem['status']) => (s === 'done' ? 'success' : s === 'failed' ? 'destructive' : s === 'skipped' ? 'secondary' : 'warning');

function SyncLogRow({ item, onRetry, retrying }: { item: SyncLogItem; onRetry: () => void; retrying: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const action = KNOWN_ACTIONS.includes(item.action) ? t(`crm.syncLog.actions.${item.action.replace('.', '_')}`) : item.action;
  const d = item.detail;
  const money = (n: number) => n.toLocaleString(locale, { style: 'currency', currency: 'USD' });
  const notes: string[] = [];
  const subject =
    item.quoteNumber !== null
      ? item.subject
        ? t('crm.syncLog.quoteSubject', { number: item.quoteNumber, name: item.subject })
        : t('crm.syncLog.quoteOnly', { number: item.quoteNumber })
      : (item.subject ?? t(`crm.syncLog.entities.${item.entity}`, { defaultValue: item.entity }));
  if (typeof d.reason === 'string') notes.push(t(`crm.syncLog.reasons.${d.reason}`, { defaultValue: d.reason }));
  if (typeof d.rule === 'string') notes.push(t('crm.syncLog.rule', { name: d.rule }));
  if (typeof d.result === 'string') notes.push(t(`crm.syncLog.results.${d.result}`, { defaultValue: d.result }));
  if (typeof d.opportunityStatus === 'string') notes.push(t('crm.syncLog.opportunityStatus', { status: t(`crm.syncLog.opportunityStatuses.${d.opportunityStatus}`, { defaultValue: d.opportunityStatus }) }));
  if (typeof d.monetaryValue === 'number') notes.push(money(d.monetaryValue));
  if (typeof d.from === 'string' && typeof d.to === 'string') notes.push(`${t(`quotes.status.${d.from}`, { defaultValue: d.from })} → ${t(`quotes.status.${d.to}`, { defaultValue: d.to })}`);

  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border p-3">
      {item.direction === 'out' ? (
        <ArrowUpRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      ) : (
        <ArrowDownLeft className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span className="wrap-anywhere">{subject}</span>
          <Badge variant={statusVariant(item.status)}>{t(`crm.syncLog.statuses.${item.status}`)}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {item.direction === 'out' ? t('crm.syncLog.toCrm') : t('crm.syncLog.fromCrm')} · {action} · <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
        </span>
        {notes.length ? <span className="text-xs text-muted-foreground">{notes.join(' · ')}</span> : null}
        {item.status === 'pending' && item.attempts > 0 && item.nextAttemptAt ? (
          <span className="text-xs text-muted-foreground">{t('crm.syncLog.willRetry', { count: item.attempts, time: when(item.nextAttemptAt) })}</span>
        ) : null}
        {item.error && item.status !== 'done' ? (
          // The CRM's own words, quoted under a sentence of ours (they come in its language).
          <span className="text-sm wrap-anywhere text-destructive">
            {t('crm.syncLog.crmAnswered')} <q lang="en">{item.error}</q>
          </span>
        ) : null}
      </div>
      {item.canRetry ? (
        <Button size="sm" variant="outline" className="ml-auto" disabled={retrying} onClick={onRetry} aria-label={t('crm.syncLog.retryNamed', { name: subject })}>
          <RotateCcw aria-hidden="true" />
          {t('crm.syncLog.retry')}
        </Button>
      ) : null}
    </li>
  );
}

export function SyncLogSection() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [filter, setFilter] = useState<SyncLogFilter>({ page: 1 });
  const log = useSyncLog(filter);
  const retry = useRetrySyncItem();
  const resync = useResyncEverything();
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  const onRetry = (item: SyncLogItem) =>
    retry.mutate(item.id, {
      onSuccess: (r) => toast({ title: r.status === 'pending' ? t('crm.syncLog.toast.retrying') : t('crm.syncLog.toast.alreadyQueued') }),
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });
  const onResync = () =>
    resync.mutate(undefined, {
      onSuccess: (r) => toast({ title: t('crm.syncLog.toast.resyncQueued', { customers: r.customers, quotes: r.quotes }) }),
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  return (
    <SettingsCard title={t('crm.syncLog.title')} description={t('crm.syncLog.description')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="sync-log-direction">{t('crm.syncLog.direction')}</Label>
          <Select value={filter.direction ?? 'all'} onValueChange={(v) => setFilter((f) => ({ ...f, page: 1, direction: v === 'all' ? undefined : (v as 'out' | 'in') }))}>
            <SelectTrigger id="sync-log-direction">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIRECTIONS.map((d) => (
                <SelectItem key={d} value={d}>
                  {t(`crm.syncLog.directions.${d}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="sync-log-status">{t('crm.syncLog.status')}</Label>
          <Select value={filter.status ?? 'all'} onValueChange={(v) => setFilter((f) => ({ ...f, page: 1, status: v === 'all' ? undefined : (v as SyncLogFilter['status']) }))}>
            <SelectTrigger id="sync-log-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {s === 'all' ? t('crm.syncLog.allStatuses') : t(`crm.syncLog.statuses.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="button" variant="secondary" disabled={resync.isPending} onClick={onResync}>
          <RefreshCw aria-hidden="true" />
          {t('crm.syncLog.resync')}
        </Button>
      </div>
      {log.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(log.error, t('crm.syncLog.loadFailed'))}
        </p>
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('crm.syncLog.empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('crm.syncLog.title')}>
          {log.data.items.map((item) => (
            <SyncLogRow key={item.id} item={item} retrying={retry.isPending && retry.variables === item.id} onRetry={() => onRetry(item)} />
          ))}
        </ul>
      )}
      {log.data && pages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t('crm.syncLog.pagination')}>
          <Button variant="outline" size="sm" disabled={filter.page <= 1} onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}>
            {t('common.back')}
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('crm.syncLog.pageOf', { page: filter.page, pages })}
          </span>
          <Button variant="outline" size="sm" disabled={filter.page >= pages} onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}>
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </SettingsCard>
  );
}
