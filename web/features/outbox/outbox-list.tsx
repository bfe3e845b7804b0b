// Issue 21 item 5: the outbox's messages as a list; each opens in OutboxMessageDialog.
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../core/outbox/outbox.schema';
import { formatDateTime } from '../../lib/dates';
import { Badge } from '../../ui/badge';

export function OutboxStatusBadge({ status }: { status: OutboxItem['status'] }) {
  const { t } = useTranslation();
  return <Badge variant={status === 'failed' ? 'destructive' : 'warning'}>{t(`outbox.status.${status}`)}</Badge>;
}

export function OutboxList({ items, label, onOpen }: { items: OutboxItem[]; label: string; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words">{item.subject}</p>
            <p className="text-sm text-muted-foreground break-words">
              {t('outbox.toLine', { to: item.to })} · {formatDateTime(item.createdAt, i18n.language)}
            </p>
            {item.error ? <p className="text-sm text-destructive break-words">{t('outbox.errorLine', { error: item.error })}</p> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <OutboxStatusBadge status={item.status} />
            <button
              type="button"
              className="min-h-9 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"
              aria-label={t('outbox.openNamed', { subject: item.subject })}
              onClick={() => onOpen(item.id)}
            >
              {t('outbox.open')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
