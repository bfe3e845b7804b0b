// /reports (SPEC §2, content decided in docs/decisions.md "Reports and contractor portal"): how the business is doing,
// from the contractor's own quotes, jobs and payments, for a period picked from presets and kept in the address.
import { BarChart3, PencilRuler } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { localIsoDate } from '../../../core/jobs/local-date';
import { formatCents } from '../../../core/money';
import { DEFAULT_REPORT_PRESET, isReportPreset, periodForPreset, reportPresets, type ReportPreset } from '../../../core/reports/report-period';
import { useDocumentTitle } from '../../lib/document-title';
import { useServerMessage } from '../../lib/server-message';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { MarginReportCard } from './margin-report';
import { MonthChart } from './month-chart';
import { formatDay, formatPercent, useReportSummary, type ReportSummary } from './reports-api';

const presetLabelKey: Record<ReportPreset, string> = {
  'this-month': 'reports.period.thisMonth',
  'last-month': 'reports.period.lastMonth',
  'this-quarter': 'reports.period.thisQuarter',
  'year-to-date': 'reports.period.yearToDate',
  'last-12-months': 'reports.period.last12Months',
};

/** One figure: what it is, its value, and a line saying exactly what it counts. */
function Figure({ label, value, note, tone }: { label: string; value: ReactNode; note: string; tone?: 'alert' }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-note`} className="grid content-start gap-1 rounded-lg border border-border bg-card p-4 shadow-sm">
      <p id={`${id}-label`} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p className={cn('text-2xl font-bold tabular-nums', tone === 'alert' && 'text-destructive')}>{value}</p>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {note}
      </p>
    </div>
  );
}

function FigureSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

function Figures({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  const { quotes, money, jobs } = summary;
  const none = t('reports.none');
  return (
    <>
      <FigureSection title={t('reports.quotes.title')}>
        <Figure label={t('reports.quotes.sent')} value={quotes.sentCount} note={t('reports.quotes.sentNote')} />
        <Figure label={t('reports.quotes.approved')} value={quotes.approvedCount} note={t('reports.quotes.approvedNote')} />
        <Figure
          label={t('reports.quotes.winRate')}
          value={quotes.winRatePercent === null ? none : formatPercent(quotes.winRatePercent, i18n.language)}
          note={quotes.winRatePercent === null ? t('reports.quotes.winRateNone') : t('reports.quotes.winRateNote', { approved: quotes.approvedCount, sent: quotes.sentCount })}
        />
        <Figure label={t('reports.quotes.valueQuoted')} value={formatCents(quotes.sentValueCents)} note={t('reports.quotes.valueQuotedNote')} />
        <Figure label={t('reports.quotes.valueApproved')} value={formatCents(quotes.approvedValueCents)} note={t('reports.quotes.valueApprovedNote')} />
      </FigureSection>
      <FigureSection title={t('reports.money.title')}>
        <Figure label={t('reports.money.collected')} value={formatCents(money.collectedCents)} note={t('reports.money.collectedNote')} />
        <Figure label={t('reports.money.outstanding')} value={formatCents(money.outstandingCents)} note={t('reports.money.outstandingNote', { date: formatDay(summary.asOf, i18n.language) })} />
        <Figure label={t('reports.money.overdue')} value={formatCents(money.overdueCents)} note={t('reports.money.overdueNote')} tone={money.overdueCents > 0 ? 'alert' : undefined} />
      </FigureSection>
      <FigureSection title={t('reports.jobs.title')}>
        <Figure label={t('reports.jobs.completed')} value={jobs.completedCount} note={t('reports.jobs.completedNote')} />
        <Figure
          label={t('reports.jobs.averageValue')}
          value={jobs.averageValueCents === null ? none : formatCents(jobs.averageValueCents)}
          note={jobs.averageValueCents === null ? t('reports.jobs.averageValueNone') : t('reports.jobs.averageValueNote')}
        />
      </FigureSection>
    </>
  );
}

function TopCustomers({ customers }: { customers: ReportSummary['topCustomers'] }) {
  const { t } = useTranslation();
  if (customers.length === 0) return <p className="text-sm text-muted-foreground">{t('reports.topCustomers.none')}</p>;
  return (
    <ol className="grid gap-2">
      {customers.map((c, index) => (
        <li key={c.id} className="flex items-center justify-between gap-3 border-b border-border pb-2 last:border-0">
          <span className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="w-5 text-right text-sm text-muted-foreground tabular-nums">
              {index + 1}
            </span>
            <Link href={`/customers/${c.id}`} className="truncate font-medium text-primary underline-offset-4 hover:underline">
              {c.name || t('reports.topCustomers.unknown')}
            </Link>
          </span>
          <span className="shrink-0 tabular-nums">{formatCents(c.collectedCents)}</span>
        </li>
      ))}
    </ol>
  );
}

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  useDocumentTitle(t('reports.title'));
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const requested = params.get('period');
  const preset: ReportPreset = isReportPreset(requested) ? requested : DEFAULT_REPORT_PRESET;
  // The presets end today on this device's calendar (the contractor's own day, in practice).
  const period = periodForPreset(preset, localIsoDate());
  const summary = useReportSummary(period);

  // The period lives in the address, like Settings' tab: a reload or a shared link shows the same period (?lang= is kept).
  const selectPreset = (next: ReportPreset) => {
    const query = new URLSearchParams(params);
    query.set('period', next);
    navigate(`${pathname}?${query.toString()}`, { replace: true });
  };

  const empty = summary.data && !summary.data.hasActivity;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <PageHeader title={t('reports.title')} description={t('reports.lead')} className="mb-0" />
      {empty ? null : (
        <div className="grid gap-2">
          <div role="group" aria-label={t('reports.period.label')} className="flex flex-wrap gap-2">
            {reportPresets.map((p) => (
              <Button key={p} size="sm" variant={p === preset ? 'default' : 'outline'} aria-pressed={p === preset} onClick={() => selectPreset(p)}>
                {t(presetLabelKey[p])}
              </Button>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">{t('reports.period.range', { from: formatDay(period.from, i18n.language), to: formatDay(period.to, i18n.language) })}</p>
        </div>
      )}
      {summary.isPending ? (
        <Spinner label={t('common.loading')} className="text-muted-foreground" />
      ) : summary.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4">
          <p className="text-destructive">{serverText(summary.error, t('reports.loadFailed'))}</p>
          <Button variant="outline" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : empty ? (
        <EmptyState
          icon={<BarChart3 />}
          title={t('reports.empty.title')}
          description={t('reports.empty.body')}
          action={
            <Link href="/contractor/quote" className={buttonVariants()}>
              <PencilRuler aria-hidden="true" />
              {t('nav.newQuote')}
            </Link>
          }
        />
      ) : (
        <div className={cn('grid gap-8 transition-opacity', summary.isPlaceholderData && 'opacity-60')} aria-busy={summary.isPlaceholderData}>
          <Figures summary={summary.data} />
          <div className="grid gap-6 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">{t('reports.months.title')}</h2>
                <CardDescription>{t('reports.months.lead')}</CardDescription>
              </CardHeader>
              <CardContent>
                <MonthChart months={summary.data.months} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold leading-tight">{t('reports.topCustomers.title')}</h2>
                <CardDescription>{t('reports.topCustomers.lead')}</CardDescription>
              </CardHeader>
              <CardContent>
                <TopCustomers customers={summary.data.topCustomers} />
              </CardContent>
            </Card>
          </div>
          <MarginReportCard />
        </div>
      )}
    </div>
  );
}
