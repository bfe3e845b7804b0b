// /jobs/{id}: everything about a job — customer, quote, schedule, status, progress, payments (issue 6).
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatCents } from '../../../core/money';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { FollowUpsCard } from '../follow-ups/follow-ups-card';
import { JobPaymentsCard } from '../payments/job-payments-card';
import { useJob } from './job-api';
import { JobProgressCard } from './job-progress-card';
import { JobScheduleCard } from './job-schedule-card';
import { JobStatusActions } from './job-status-actions';
import { JobStatusBadge } from './job-status-badge';
import { formatDate } from '../../lib/dates';

/** `extraCards`: what other features show on a job (web/app/job-detail-route.tsx composes them), under the payments. */
export default function JobDetailPage({ extraCards }: { extraCards?: (jobId: string) => ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const job = useJob(id);

  if (job.isPending) return <div className="p-6"><Spinner label={t('jobs.detail.loading')} /></div>;
  if (job.isError || !job.data) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <EmptyState title={t('jobs.detail.notFound')} action={<Link href="/jobs" className="text-primary underline">{t('jobs.detail.back')}</Link>} />
      </div>
    );
  }
  const j = job.data;
  const c = j.customer;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <Link href="/jobs" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('jobs.detail.back')}
      </Link>
      <PageHeader
        title={`${t('jobs.number', { number: j.displayNumber })} · ${j.name}`}
        description={
          <span className="inline-flex items-center gap-2">
            <JobStatusBadge status={j.status} imported={j.imported} />
            {j.completedAt ? t('jobs.detail.completedOn', { date: formatDate(j.completedAt, i18n.language) }) : null}
          </span>
        }
        actions={<JobStatusActions job={j} />}
      />
      {/* Columns and cards may shrink below their content's width, so a phone never scrolls sideways. */}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
        <div className="grid gap-4 [&>*]:min-w-0">
          <JobPaymentsCard job={j} />
          {extraCards?.(j.id)}
          <FollowUpsCard kind="jobs" id={j.id} />
          <JobScheduleCard job={j} />
          <JobProgressCard job={j} />
        </div>
        <div className="grid content-start gap-4 [&>*]:min-w-0">
          <Card>
            <CardHeader>
              <CardTitle>{t('jobs.detail.customer')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              {c ? (
                <>
                  <Link href={`/customers/${c.id}`} className="font-medium text-primary underline">
                    {c.name}
                  </Link>
                  {c.email ? <span>{c.email}</span> : null}
                  {c.phone ? <span>{c.phone}</span> : null}
                  {c.address ? <span>{[c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span> : null}
                </>
              ) : (
                <span className="text-muted-foreground">{t('jobs.noCustomer')}</span>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('jobs.detail.quote')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 text-sm">
              {j.quote ? (
                <>
                  <Link href={`/contractor/quote/${j.quote.id}/view`} className="font-medium text-primary underline">
                    {t('jobs.detail.quoteNumber', { number: j.quote.quoteNumber })}
                  </Link>
                  <span>{formatCents(j.quote.totalCents)}</span>
                  {j.quote.fenceType ? <span>{t('jobs.detail.fence', { type: j.quote.fenceType, feet: j.quote.linearFeet })}</span> : null}
                  <Link href={`/jobs/${j.id}/materials`} className="font-medium text-primary underline">{t('materials.open')}</Link>
                </>
              ) : (
                <span className="text-muted-foreground">{t('jobs.detail.noQuote')}</span>
              )}
            </CardContent>
          </Card>
          {j.signatureData || j.signatureName ? (
            <Card>
              <CardHeader>
                <CardTitle>{t('jobs.detail.signature')}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2 text-sm">
                {j.signatureData ? <img src={j.signatureData} alt={t('jobs.detail.signatureAlt', { name: j.signatureName ?? '' })} className="max-h-32 rounded border border-border bg-white" /> : null}
                {j.signatureName ? <span>{j.signatureName}</span> : null}
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
