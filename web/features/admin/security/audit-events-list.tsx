// The audit trail (issue 13 item 2) as the admin reads it: who, what, when, from which IP. Accounts are masked by the
// server; nothing here shows an email, name or phone in clear.
import { Filter, ScrollText, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../../core/security/audit-actions';
import { auditEventsQuerySchema, type AuditEventRow } from '../../../../core/security/security.schema';
import { useServerMessage } from '../../../lib/server-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { EventFiltersForm } from './event-filters';
import { cellClass, EventTable, LoadMore, useEventTime } from './event-table';
import { useAuditEvents, type EventFilters } from './security-api';
import { Tip } from '../../../ui/tooltip';

type Actor = { id: string; label: string };

/** The target (its kind and the start of its id) and the event's details: ids, counts, flags, never PII. */
function detailText(row: AuditEventRow, targetLabel: (type: string) => string): string {
  const parts = Object.entries(row.details).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  if (row.targetType) parts.unshift(`${targetLabel(row.targetType)}${row.targetId ? ` ${row.targetId.slice(0, 8)}` : ''}`);
  return parts.join(' · ');
}

export function AuditEventsList() {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const time = useEventTime();
  const [filters, setFilters] = useState<EventFilters>({});
  const [actor, setActor] = useState<Actor | null>(null);
  const query = useAuditEvents(actor ? { ...filters, actor: actor.id } : filters);
  const rows = query.rows;
  const actionLabel = (action: string) => t(`admin.security.audit.action.${action}`, { defaultValue: action });
  const roleLabel = (row: AuditEventRow) => (row.actorRole ? t(`admin.security.audit.role.${row.actorRole}`) : row.actorUserId ? t('admin.security.audit.role.unknown') : t('admin.security.audit.role.none'));

  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="text-lg font-semibold">{t('admin.security.audit.title')}</h2>
      <EventFiltersForm
        idPrefix="audit"
        types={AUDIT_ACTIONS}
        typeLabel={actionLabel}
        schema={auditEventsQuerySchema}
        onApply={(f) => {
          setFilters(f);
          if (Object.keys(f).length === 0) setActor(null);
        }}
      />
      {actor ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('admin.security.audit.onlyActor', { actor: actor.label })}
          <Button size="sm" variant="ghost" onClick={() => setActor(null)}>
            <X aria-hidden="true" />
            {t('admin.security.audit.allActors')}
          </Button>
        </p>
      ) : null}
      {query.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">{serverText(query.error)}</p>
      ) : rows.length === 0 ? (
        <EmptyState icon={<ScrollText />} title={t('admin.security.audit.empty')} description={t('admin.security.emptyFiltered')} />
      ) : (
        <>
          <EventTable
            caption={t('admin.security.audit.title')}
            columns={[t('admin.security.col.time'), t('admin.security.col.event'), t('admin.security.col.actor'), t('admin.security.col.account'), t('admin.security.col.contractor'), t('admin.security.col.ip'), t('admin.security.col.details')]}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                <td className={`${cellClass} whitespace-nowrap`}>{time(row.createdAt)}</td>
                <th scope="row" className={`${cellClass} font-medium`}>{actionLabel(row.action)}</th>
                <td className={cellClass}>
                  <span className="flex items-center gap-1">
                    <Badge variant={row.actorRole === 'admin' ? 'default' : 'outline'}>{roleLabel(row)}</Badge>
                    {row.actorUserId ? (
                      <Tip label={t('admin.security.audit.filterActor', { actor: `${roleLabel(row)} ${row.account ?? ''}`.trim() })}>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={t('admin.security.audit.filterActor', { actor: `${roleLabel(row)} ${row.account ?? ''}`.trim() })}
                          onClick={() => setActor({ id: row.actorUserId!, label: `${roleLabel(row)} ${row.account ?? ''}`.trim() })}
                        >
                          <Filter aria-hidden="true" />
                        </Button>
                      </Tip>
                    ) : null}
                  </span>
                </td>
                <td className={`${cellClass} font-mono text-xs`}>{row.account ?? '—'}</td>
                <td className={cellClass}>{row.contractor?.name ?? '—'}</td>
                <td className={`${cellClass} font-mono text-xs`}>{row.ip ?? '—'}</td>
                <td className={`${cellClass} max-w-xs break-words text-xs text-muted-foreground`}>{detailText(row, (type) => t(`admin.security.audit.target.${type}`, { defaultValue: type })) || '—'}</td>
              </tr>
            ))}
          </EventTable>
          <LoadMore shown={rows.length} hasMore={query.hasMore} loading={query.loadingMore} onLoad={query.loadMore} />
        </>
      )}
    </section>
  );
}
