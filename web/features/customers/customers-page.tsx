// /customers: the contractor's customers (SPEC §2 route; content decided in issue 3): search, filters, sorts, keyset
// pages and bulk tag/archive (issue 26).
import { Archive, FileUp, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CUSTOMER_SORTS, DEFAULT_PAGE_SIZE, type CustomerSort } from '../../../core/customers/customer.schema';
import { formatPhone } from '../../../core/customers/phone';
import { formatCents } from '../../../core/money';
import { SEARCH_DEBOUNCE_MS } from '../../../core/search/search-rules';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { EmptyState } from '../../ui/empty-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useCustomerList } from './customer-api';
import { useServerMessage } from '../../lib/server-message';
import { formatDate } from '../../lib/dates';
import { CustomerBulkBar } from './customer-bulk-bar';
import { addedSince, CustomerListFilters, type CustomerFilters } from './customer-list-filters';

export default function CustomersPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const dialogs = useShellDialogs();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<CustomerSort>('-createdAt');
  const [archived, setArchived] = useState(false);
  const [filters, setFilters] = useState<CustomerFilters>({});
  // Keyset pages: the cursors of the pages before this one (Previous goes back one).
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const restart = () => {
    setCursors([]);
    setSelected(new Set());
  };

  const list = useCustomerList({
    q: q.length >= 2 ? q : undefined,
    cursor: cursors.at(-1),
    pageSize: DEFAULT_PAGE_SIZE,
    sort,
    archived,
    status: filters.status,
    tag: filters.tag,
    createdFrom: filters.addedWithin ? addedSince(filters.addedWithin) : undefined,
    openBalance: filters.openBalance,
  });
  const data = list.data;
  const page = cursors.length + 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(q || filters.status || filters.tag || filters.addedWithin || filters.openBalance !== undefined);
  const pageIds = data?.items.map((c) => c.id) ?? [];
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const addButton = (
    <Button onClick={() => dialogs.open('addCustomer')}>
      <Plus aria-hidden="true" />
      {t('customers.list.add')}
    </Button>
  );
  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link href="/customers/import" className="inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted">
        <FileUp aria-hidden="true" className="size-4" />
        {t('customers.list.import')}
      </Link>
      {addButton}
    </div>
  );

  return (
    <div>
      <PageHeader title={t('customers.list.title')} description={t('customers.list.description')} actions={actions} />
      <ListToolbar
        filter={{
          label: t('customers.list.show'),
          value: archived ? 'archived' : undefined,
          options: [
            { value: undefined, label: t('customers.list.active') },
            { value: 'archived', label: t('customers.list.archivedFilter') },
          ],
          onChange: (value) => {
            setArchived(value === 'archived');
            restart();
          },
        }}
        search={{
          label: t('customers.list.searchLabel'),
          placeholder: t('customers.list.searchPlaceholder'),
          debounceMs: SEARCH_DEBOUNCE_MS,
          onSearch: (text) => {
            if (text === q) return;
            setQ(text);
            restart();
          },
        }}
        sort={{
          label: t('customers.list.sortLabel'),
          value: sort,
          options: CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`customers.list.sort.${s.replace('-', 'desc_')}`) })),
          onChange: (value) => {
            setSort(value);
            restart();
          },
        }}
      />
      <CustomerListFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          restart();
        }}
      />

      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">{serverText(list.error)}</p>
      ) : data && data.total === 0 ? (
        archived && !q ? (
          <EmptyState icon={<Archive />} title={t('customers.list.archivedEmptyTitle')} description={t('customers.list.archivedEmptyDescription')} />
        ) : q ? (
          <EmptyState icon={<Users />} title={t('customers.list.noMatchesTitle')} description={t('customers.list.noMatches', { q })} />
        ) : filtered ? (
          <EmptyState icon={<Users />} title={t('customers.list.noMatchesTitle')} description={t('customerList.noFilterMatches')} />
        ) : (
          <EmptyState icon={<Users />} title={t('customers.list.emptyTitle')} description={t('customers.list.emptyDescription')} action={addButton} />
        )
      ) : data ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {t('customers.list.count', { count: data.total })}
          </p>
          {selected.size > 0 ? <CustomerBulkBar ids={[...selected]} archived={archived} onDone={() => setSelected(new Set())} /> : null}
          <div className="overflow-hidden rounded-lg border border-border bg-card">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="w-11 py-2 pr-1 pl-3">
                    <Checkbox
                      aria-label={t('customerList.selectPage')}
                      checked={allChosen}
                      onCheckedChange={(on) => setSelected((prev) => {
                        const next = new Set(prev);
                        for (const id of pageIds) if (on === true) next.add(id); else next.delete(id);
                        return next;
                      })}
                    />
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('customers.list.columns.name')}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">{t('customers.list.columns.contact')}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">{t('customers.list.columns.city')}</th>
                  <th scope="col" className="w-28 px-3 py-2 text-right font-medium">{t('customerList.columns.balance')}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">{t('customerList.columns.lastActivity')}</th>
                  <th scope="col" className="hidden px-3 py-2 font-medium xl:table-cell">{t('customers.list.columns.added')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} className="border-t border-border align-top">
                    <td className="py-3 pr-1 pl-3">
                      <Checkbox aria-label={t('customerList.select', { name: c.name })} checked={selected.has(c.id)} onCheckedChange={(on) => toggle(c.id, on === true)} />
                    </td>
                    <td className="min-w-0 px-3 py-3 break-words">
                      <Link href={`/customers/${c.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {c.name}
                      </Link>
                      <div className="text-xs text-muted-foreground lg:hidden">{c.phone ? formatPhone(c.phone) : c.email}</div>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <Badge variant={c.status === 'job' ? 'success' : c.status === 'quoted' ? 'secondary' : 'outline'}>{t(`customerList.status.${c.status}`)}</Badge>
                        {c.imported ? <Badge variant="outline">{t('customerList.imported')}</Badge> : null}
                        {c.tags.map((tag) => (
                          <Badge key={tag} variant="outline" className="max-w-full truncate">
                            {tag}
                          </Badge>
                        ))}
                      </div>
                    </td>
                    <td className="hidden min-w-0 px-3 py-3 break-words lg:table-cell">
                      <div>{c.email}</div>
                      <div className="text-muted-foreground">{formatPhone(c.phone)}</div>
                    </td>
                    <td className="hidden min-w-0 px-3 py-3 break-words sm:table-cell">{[c.city, c.state].filter(Boolean).join(', ')}</td>
                    <td className="px-3 py-3 text-right tabular-nums break-words">{c.openBalanceCents > 0 ? formatCents(c.openBalanceCents, i18n.language) : '—'}</td>
                    <td className="hidden px-3 py-3 md:table-cell">{formatDate(new Date(c.lastActivityAt), i18n.language)}</td>
                    <td className="hidden px-3 py-3 xl:table-cell">{formatDate(new Date(c.createdAt), i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('customers.list.pagination')}>
            <Button variant="outline" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
              {t('customers.list.previous')}
            </Button>
            <span className="text-sm">{t('customers.list.pageOf', { page, pages })}</span>
            <Button variant="outline" disabled={!data.nextCursor} onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor!])}>
              {t('customers.list.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
