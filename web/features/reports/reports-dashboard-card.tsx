import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localIsoDate } from '../../../core/jobs/local-date';
import { formatCents } from '../../../core/money';
import { periodForPreset } from '../../../core/reports/report-period';
import { buttonVariants } from '../../ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { formatPercent, useReportSummary } from './reports-api';

/** Dashboard card: this month at a glance and the way into /reports (SPEC fixes the sidebar, so the dashboard links it). */
export function ReportsDashboardCard() {
  const { t, i18n } = useTranslation();
  const summary = useReportSummary(periodForPreset('this-month', localIsoDate()));
  const data = summary.data;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <BarChart3 aria-hidden="true" className="size-5 text-primary" />
          {t('reports.title')}
        </h2>
        <CardDescription>{t('reports.dashboard.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {data ? (
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('reports.dashboard.collected')}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(data.money.collectedCents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('reports.dashboard.sent')}</dt>
              <dd className="font-semibold tabular-nums">{data.quotes.sentCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('reports.dashboard.winRate')}</dt>
              <dd className="font-semibold tabular-nums">{data.quotes.winRatePercent === null ? t('reports.none') : formatPercent(data.quotes.winRatePercent, i18n.language)}</dd>
            </div>
          </dl>
        ) : summary.isPending ? (
          <Spinner className="text-muted-foreground" />
        ) : null}
      </CardContent>
      <CardFooter>
        <Link href="/reports" className={buttonVariants({ variant: 'outline' })}>
          {t('reports.dashboard.open')}
        </Link>
      </CardFooter>
    </Card>
  );
}
