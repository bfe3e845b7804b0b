// The review's rows, shared by the customer and the open work imports: a filter (all / with problems / duplicates),
// the page's row cards, and the pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Label } from '../../ui/label';
import { NativeSelect } from '../../ui/native-select';
import type { ReviewFilter } from './import-api';

export function ReviewRowList(props: {
  id: string;
  filter: ReviewFilter;
  counts: { invalid: number; duplicates: number };
  page: number;
  pages: number;
  onFilter: (filter: ReviewFilter) => void;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { id, filter, counts, page, pages, onFilter, onPage } = props;
  return (
    <>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={id}>{t('imports.review.show')}</Label>
        <NativeSelect id={id} value={filter} onChange={(e) => { onFilter(e.target.value as ReviewFilter); onPage(1); }}>
          <option value="all">{t('imports.review.filter.all')}</option>
          <option value="invalid">{t('imports.review.filter.invalid', { count: counts.invalid })}</option>
          <option value="duplicates">{t('imports.review.filter.duplicates', { count: counts.duplicates })}</option>
        </NativeSelect>
      </div>
      <ul className="grid gap-3">{props.children}</ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t('imports.review.pagination')}>
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('customers.list.previous')}</Button>
          <span className="text-sm">{t('customers.list.pageOf', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('customers.list.next')}</Button>
        </nav>
      ) : null}
    </>
  );
}
