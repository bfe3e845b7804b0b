// /quotes: the contractor's quotes with status filter, search, sort and totals (SPEC §2 route; content decided in issue 4).
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatCents } from '../../../core/money';
import { quoteListSorts } from '../../../core/quotes/quote.schema';
import { quoteStatuses, type QuoteStatus } from '../../../core/quotes/quote-transitions';
import { SEARCH_DEBOUNCE_MS } from '../../../core/search/search-rules';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useQuoteList } from './quote-api';
import { QuoteStatusBadge } from './quote-status-badge';
import { useServerMessage } from '../../lib/server-message';
import { formatDate } from '../../lib/dates';

const PAGE_SIZE = 25;

type QuoteListSort = (typeof quoteListSorts)[number];

export default function QuotesPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const dialogs = useShellDialogs();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<QuoteStatus | undefined>();
  const [sort, setSort] = useState<QuoteListSort>('newest');
  const [page, setPage] = useState(1);

  const list = useQuoteList({ status, q: q || undefined, sort, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const allCount = data ? Object.values(data.byStatus).reduce((a, s) => a + s.count, 0) : 0;
  const date = (iso: string) => formatDate(new Date(iso), i18n.language);
  const newQuote = (
    <Button onClick={() => dialogs.open('quoteSelector')}>
      <Plus aria-hidden="true" />
      {t('quotes.list.new')}
    </Button>
  );

  return (
    <div>
      <PageHeader title={t('quotes.list.title')} description={t('quotes.list.description')} actions={newQuote} />
      <ListToolbar
        filter={{
          label: t('quotes.list.statusFilter'),
          value: status,
          options: [
            { value: undefined, label: `${t('quotes.list.all')} (${allCount})` },
            ...quoteStatuses.map((s) => ({ value: s, label: `${t(`quotes.status.${s}`)} (${data?.byStatus[s]?.count ?? 0})` })),
          ],
          onChange: (value) => {
            setStatus(value);
            setPage(1);
          },
        }}
        search={{
          label: t('quotes.list.searchLabel'),
          placeholder: t('quotes.list.searchPlaceholder'),
          debounceMs: SEARCH_DEBOUNCE_MS,
          onSearch: (text) => {
            setQ(text);
            setPage(1);
          },
        }}
        sort={{
          label: t('quotes.list.sortLabel'),
          value: sort,
          options: quoteListSorts.map((s) => ({ value: s, label: t(`quotes.list.sort.${s}`) })),
          onChange: (value) => {
            setSort(value);
            setPage(1);
          },
        }}
      />

      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">{serverText(list.error)}</p>
      ) : data && data.total === 0 ? (
        <EmptyState icon={<FileText />} title={t('quotes.list.emptyTitle')} description={q || status ? t('quotes.list.noMatches') : t('quotes.list.emptyDescription')} action={newQuote} />
      ) : data ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{t('quotes.list.summary', { count: data.total, total: formatCents(data.sumCents) })}</p>
          <div className="hidden overflow-x-auto rounded-lg border border-border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('quotes.list.title')}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-4 py-2">{t('quotes.list.columns.number')}</th>
                  <th scope="col" className="px-4 py-2">{t('quotes.list.columns.customer')}</th>
                  <th scope="col" className="px-4 py-2">{t('quotes.list.columns.status')}</th>
                  <th scope="col" className="px-4 py-2">{t('quotes.list.columns.type')}</th>
                  <th scope="col" className="px-4 py-2">{t('quotes.list.columns.created')}</th>
                  <th scope="col" className="px-4 py-2 text-right">{t('quotes.list.columns.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.quotes.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <td className="px-4 py-2">
                      <Link href={`/contractor/quote/${row.id}/view`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {t('quotes.number', { number: row.quoteNumber })}
                      </Link>
                    </td>
                    <td className="px-4 py-2">{row.customerName ?? t('quotes.unknownCustomer')}</td>
                    <td className="px-4 py-2"><QuoteStatusBadge status={row.status} imported={row.imported} /></td>
                    <td className="px-4 py-2">{t(`quotes.type.${row.quoteType}`)}</td>
                    <td className="px-4 py-2">{date(row.createdAt)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatCents(row.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden">
            {data.quotes.map((row) => (
              <li key={row.id} className="rounded-lg border border-border bg-card p-3">
                <div className="flex items-center justify-between gap-2">
                  <Link href={`/contractor/quote/${row.id}/view`} className="font-medium text-primary">
                    {t('quotes.number', { number: row.quoteNumber })}
                  </Link>
                  <QuoteStatusBadge status={row.status} imported={row.imported} />
                </div>
                <div className="mt-1 flex justify-between text-sm">
                  <span>{row.customerName ?? t('quotes.unknownCustomer')}</span>
                  <span className="tabular-nums">{formatCents(row.totalCents)}</span>
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('quotes.list.pagination')} className="mt-4 flex items-center justify-between">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('quotes.list.previous')}</Button>
              <span className="text-sm">{t('quotes.list.page', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t('quotes.list.next')}</Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
