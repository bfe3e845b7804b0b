import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../core/money';
import type { ReportSummary } from '../../../core/reports/report.schema';
import { formatMonth } from './reports-api';

type Month = ReportSummary['months'][number];

/** Bar heights in percent of the tallest bar; anything above zero stays visible. */
const heightOf = (cents: number, max: number) => (cents > 0 ? Math.max(2, (cents / max) * 100) : 0);

/**
 * Quoted vs collected per month: bars for the eye, and the table they are drawn from for everyone (the bars are
 * hidden from assistive technology; the table carries the same numbers with headers).
 */
export function MonthChart({ months }: { months: Month[] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...months.flatMap((m) => [m.quotedCents, m.collectedCents]));
  const total = (pick: (m: Month) => number) => months.reduce((a, m) => a + pick(m), 0);
  return (
    <div className="grid gap-4">
      <div aria-hidden="true" className="grid gap-2">
        <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-stone-400" />
            {t('reports.months.quoted')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-primary" />
            {t('reports.months.collected')}
          </span>
          <span className="ml-auto tabular-nums">{t('reports.months.scale', { amount: formatCents(max === 1 ? 0 : max) })}</span>
        </div>
        <div className="flex h-44 items-end gap-1 border-b border-border sm:gap-2">
          {months.map((m) => (
            <div key={m.month} className="flex h-full min-w-0 flex-1 items-end justify-center gap-0.5">
              <div
                className="w-2/5 max-w-6 rounded-t-sm bg-stone-400"
                style={{ height: `${heightOf(m.quotedCents, max)}%` }}
                title={`${formatMonth(m.month, i18n.language)} · ${t('reports.months.quoted')}: ${formatCents(m.quotedCents)}`}
              />
              <div
                className="w-2/5 max-w-6 rounded-t-sm bg-primary"
                style={{ height: `${heightOf(m.collectedCents, max)}%` }}
                title={`${formatMonth(m.month, i18n.language)} · ${t('reports.months.collected')}: ${formatCents(m.collectedCents)}`}
              />
            </div>
          ))}
        </div>
        <div className="flex gap-1 sm:gap-2">
          {months.map((m) => (
            <span key={m.month} className="min-w-0 flex-1 truncate text-center text-xs text-muted-foreground">
              {/* A phone has room for an initial per month once the period is longer than a quarter. */}
              <span className={months.length > 4 ? 'sm:hidden' : 'hidden'}>{formatMonth(m.month, i18n.language, 'narrow')}</span>
              <span className={months.length > 4 ? 'hidden sm:inline' : undefined}>{formatMonth(m.month, i18n.language, 'short')}</span>
            </span>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            {t('reports.months.caption')}
          </caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">{t('reports.months.month')}</th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">{t('reports.months.quoted')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('reports.months.collected')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">{formatMonth(m.month, i18n.language)}</th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCents(m.quotedCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(m.collectedCents)}</td>
              </tr>
            ))}
          </tbody>
          {months.length > 1 ? (
            <tfoot>
              <tr className="border-t-2 border-border font-semibold">
                <th scope="row" className="py-2 pr-4 text-left">{t('reports.months.total')}</th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCents(total((m) => m.quotedCents))}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(total((m) => m.collectedCents))}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}
