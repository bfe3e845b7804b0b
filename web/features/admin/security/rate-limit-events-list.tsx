// What the rate limits counted and refused: failed sign-ins, CSRF failures, unknown quote links, throttled requests,
// password-reset mails. Per IP or per account (masked by the server).
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_LIMIT_ACTIONS, rateLimitEventsQuerySchema } from '../../../../core/security/security.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { EventFiltersForm } from './event-filters';
import { cellClass, EventTable, LoadMore, useEventTime } from './event-table';
import { useRateLimitEvents, type EventFilters } from './security-api';

export function RateLimitEventsList() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const time = useEventTime();
  const [filters, setFilters] = useState<EventFilters>({});
  const query = useRateLimitEvents(filters);
  const rows = query.rows;
  const typeLabel = (type: string) => t(`admin.security.rateLimit.type.${type}`, { defaultValue: type });

  return (
    <section aria-labelledby="rate-limit-heading" className="grid gap-4">
      <h2 id="rate-limit-heading" className="text-lg font-semibold">{t('admin.security.rateLimit.title')}</h2>
      <EventFiltersForm idPrefix="rate" types={RATE_LIMIT_ACTIONS} typeLabel={typeLabel} withBlocked schema={rateLimitEventsQuerySchema} onApply={setFilters} />
      {query.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">{serverText(query.error)}</p>
      ) : rows.length === 0 ? (
        <EmptyState icon={<Gauge />} title={t('admin.security.rateLimit.empty')} description={t('admin.security.emptyFiltered')} />
      ) : (
        <>
          <EventTable
            caption={t('admin.security.rateLimit.title')}
            columns={[t('admin.security.col.time'), t('admin.security.col.type'), t('admin.security.col.counter'), t('admin.security.col.ip'), t('admin.security.col.account'), t('admin.security.col.contractor'), t('admin.security.col.route'), t('admin.security.col.outcome')]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                <td className={`${cellClass} whitespace-nowrap`}>{time(row.createdAt)}</td>
                <th scope="row" className={`${cellClass} font-medium`}>{typeLabel(row.action)}</th>
                <td className={cellClass}>{t(`admin.security.rateLimit.counter.${row.counter}`)}</td>
                <td className={`${cellClass} font-mono text-xs`}>{row.ip ?? '—'}</td>
                <td className={`${cellClass} font-mono text-xs`}>{row.account ?? '—'}</td>
                <td className={cellClass}>{row.contractor?.name ?? '—'}</td>
                <td className={`${cellClass} font-mono text-xs`}>{row.route ?? '—'}</td>
                <td className={cellClass}>
                  <Badge variant={row.blocked ? 'destructive' : 'outline'}>{row.blocked ? t('admin.security.rateLimit.blocked') : t('admin.security.rateLimit.counted')}</Badge>
                </td>
              </tr>
            ))}
          </EventTable>
          <LoadMore shown={rows.length} hasMore={query.hasMore} loading={query.loadingMore} onLoad={query.loadMore} />
        </>
      )}
    </section>
  );
}
