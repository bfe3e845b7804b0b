// Issue 24: margin per month (bars) and per job (table) from each job's quote estimate. Incomplete jobs (a material
// without a cost, labour costs not set) are counted but never added as if their cost were known.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as api from '../../../core/costing/costing.api';
import { formatCents } from '../../../core/money';
import { useContractQuery } from '../../lib/api-contract';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { formatMonth, formatPercent } from './reports-api';

const heightOf = (cents: number, max: number) => (cents > 0 ? Math.max(2, (cents / max) * 100) : 0);

export function MarginReportCard() {
  const { t, i18n } = useTranslation();
  const report = useContractQuery(api.getMarginReport, { query: { months: 6 } });
  if (!report.data) return null;
  const { months, jobs } = report.data;
  const max = Math.max(1, ...months.flatMap((m) => [m.priceCents, Math.abs(m.marginCents)]));
  const pct = (p: number | null) => (p === null ? '—' : formatPercent(p, i18n.language));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t('suppliers.report.title')}</h2>
        <CardDescription>{t('suppliers.report.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div aria-hidden="true" className="grid gap-2">
          <div className="flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5"><span className="size-3 rounded-sm bg-stone-400" />{t('suppliers.report.price')}</span>
            <span className="inline-flex items-center gap-1.5"><span className="size-3 rounded-sm bg-primary" />{t('suppliers.report.margin')}</span>
          </div>
          <div className="flex h-40 items-end gap-1 border-b border-border sm:gap-2">
            {months.map((m) => (
              <div key={m.month} className="flex h-full min-w-0 flex-1 items-end justify-center gap-0.5">
                <div className="w-2/5 max-w-6 rounded-t-sm bg-stone-400" style={{ height: `${heightOf(m.priceCents, max)}%` }} />
                <div className="w-2/5 max-w-6 rounded-t-sm bg-primary" style={{ height: `${heightOf(m.marginCents, max)}%` }} />
              </div>
            ))}
          </div>
          <div className="flex gap-1 sm:gap-2">
            {months.map((m) => (
              <span key={m.month} className="min-w-0 flex-1 truncate text-center text-xs text-muted-foreground">{formatMonth(m.month, i18n.language, 'narrow')}</span>
            ))}
          </div>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('suppliers.report.monthsCaption')}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">{t('suppliers.report.month')}</th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">{t('suppliers.report.margin')}</th>
                <th scope="col" className="py-2 text-right font-medium">%</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {formatMonth(m.month, i18n.language)}
                    {m.incompleteJobs > 0 ? <span className="block text-xs text-muted-foreground">{t('suppliers.report.incompleteJobs', { count: m.incompleteJobs })}</span> : null}
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{formatCents(m.marginCents)}</td>
                  <td className="py-2 text-right tabular-nums">{pct(m.marginPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {jobs.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('suppliers.report.jobsCaption')}</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-2 font-medium">{t('suppliers.report.job')}</th>
                  <th scope="col" className="py-2 pr-2 text-right font-medium">{t('suppliers.report.margin')}</th>
                  <th scope="col" className="py-2 text-right font-medium">%</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((j) => (
                  <tr key={j.jobId} className="border-b border-border last:border-0">
                    <th scope="row" className="max-w-40 py-2 pr-2 text-left font-normal">
                      <Link href={`/jobs/${j.jobId}`} className="break-words text-primary underline-offset-4 hover:underline">{j.jobNumber}</Link>
                      <span className="block break-words text-xs text-muted-foreground">{j.name}</span>
                    </th>
                    <td className="py-2 pr-2 text-right tabular-nums">{j.complete ? formatCents(j.marginCents) : t('suppliers.costing.incomplete')}</td>
                    <td className="py-2 text-right tabular-nums">{j.complete ? pct(j.marginPercent) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
