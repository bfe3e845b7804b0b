// A list of events as a table that scrolls sideways inside its own box on a phone, with "Load more" under it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { dateFormat } from '../../../lib/dates';

/** "27 Nov 2026, 14:05" in the page's language and the browser's time zone. */
export function useEventTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

export function EventTable({ caption, columns, children, minWidth = 880 }: { caption: string; columns: string[]; children: ReactNode; minWidth?: number }) {
  return (
    // Focusable so a keyboard can scroll the box when the table is wider than the screen.
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted text-muted-foreground">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-top';

export function LoadMore({ shown, hasMore, loading, onLoad }: { shown: number; hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <p aria-live="polite">{t('admin.security.shown', { count: shown })}</p>
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={loading} onClick={onLoad}>
          {loading ? t('common.loading') : t('admin.security.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
