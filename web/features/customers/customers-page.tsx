// /customers: searchable, sortable, paginated list of the contractor's customers (SPEC §2 route; content decided in issue 3).
import { Archive, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CUSTOMER_SORTS, DEFAULT_PAGE_SIZE, type CustomerSort } from '../../../core/customers/customer.schema';
import { formatPhone } from '../../../core/customers/phone';
import { SEARCH_DEBOUNCE_MS } from '../../../core/search/search-rules';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useCustomerList } from './customer-api';
import { useServerMessage } from '../../lib/server-message';

export default function CustomersPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const dialogs = useShellDialogs();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<CustomerSort>('-createdAt');
  const [page, setPage] = useState(1);
  const [archived, setArchived] = useState(false);

  const list = useCustomerList({ q: q.length >= 2 ? q : undefined, page, pageSize: DEFAULT_PAGE_SIZE, sort, archived });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const addButton = (
    <Button onClick={() => dialogs.open('addCustomer')}>
      <Plus aria-hidden="true" />
      {t('customers.list.add')}
    </Button>
  );

  return (
    <div>
      <PageHeader title={t('customers.list.title')} description={t('customers.list.description')} actions={addButton} />
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
            setPage(1);
          },
        }}
        search={{
          label: t('customers.list.searchLabel'),
          placeholder: t('customers.list.searchPlaceholder'),
          debounceMs: SEARCH_DEBOUNCE_MS,
          onSearch: (text) => {
            setQ(text);
            setPage(1);
          },
        }}
        sort={{
          label: t('customers.list.sortLabel'),
          value: sort,
          options: CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`customers.list.sort.${s.replace('-', 'desc_')}`) })),
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
        archived && !q ? (
          <EmptyState icon={<Archive />} title={t('customers.list.archivedEmptyTitle')} description={t('customers.list.archivedEmptyDescription')} />
        ) : q ? (
          <EmptyState icon={<Users />} title={t('customers.list.noMatchesTitle')} description={t('customers.list.noMatches', { q })} />
        ) : (
          <EmptyState icon={<Users />} title={t('customers.list.emptyTitle')} description={t('customers.list.emptyDescription')} action={addButton} />
        )
      ) : data ? (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {t('customers.list.count', { count: data.total })}
          </p>
          <div className="overflow-hidden rounded-lg border border-border bg-card">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">{t('customers.list.columns.name')}</th>
                  <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">{t('customers.list.columns.contact')}</th>
                  <th scope="col" className="px-4 py-2 font-medium">{t('customers.list.columns.city')}</th>
                  <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">{t('customers.list.columns.added')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} className="border-t border-border">
                    <td className="px-4 py-3">
                      <Link href={`/customers/${c.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {c.name}
                      </Link>
                      <div className="text-xs text-muted-foreground sm:hidden">{c.phone ? formatPhone(c.phone) : c.email}</div>
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">
                      <div>{c.email}</div>
                      <div className="text-muted-foreground">{formatPhone(c.phone)}</div>
                    </td>
                    <td className="px-4 py-3">{[c.city, c.state].filter(Boolean).join(', ')}</td>
                    <td className="hidden px-4 py-3 md:table-cell">{new Date(c.createdAt).toLocaleDateString(i18n.language === 'es' ? 'es-US' : 'en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('customers.list.pagination')}>
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('customers.list.previous')}
            </Button>
            <span className="text-sm">{t('customers.list.pageOf', { page, pages })}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('customers.list.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
