// /jobs: the contractor's jobs with a status filter and search (issue 6).
import { Briefcase, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { jobStatuses, type JobStatus } from '../../../core/jobs/job-transitions';
import { formatCents } from '../../../core/money';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { PageHeader } from '../../ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { JobStatusBadge } from './job-status-badge';
import { useJobs } from './job-api';
import { useServerMessage } from '../../lib/server-message';
import { dateFormat } from '../../lib/dates';

const ALL = 'all';

export default function JobsPage() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const dialogs = useShellDialogs();
  const [status, setStatus] = useState<JobStatus | typeof ALL>(ALL);
  const [search, setSearch] = useState('');
  const jobs = useJobs({ status: status === ALL ? null : status, search: search.trim() || null });
  const dateFmt = dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={t('jobs.list.title')} description={t('jobs.list.description')} actions={<Button onClick={() => dialogs.open('createJob')}>{t('jobs.list.newJob')}</Button>} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_220px]">
        <div className="relative">
          <Label htmlFor="jobs-search" className="sr-only">
            {t('jobs.list.search')}
          </Label>
          <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input id="jobs-search" type="search" className="pl-9" placeholder={t('jobs.list.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="jobs-status" className="sr-only">
            {t('jobs.list.statusFilter')}
          </Label>
          <Select value={status} onValueChange={(v) => setStatus(v as JobStatus | typeof ALL)}>
            <SelectTrigger id="jobs-status" aria-label={t('jobs.list.statusFilter')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('jobs.list.allStatuses')}</SelectItem>
              {jobStatuses.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`jobs.status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {jobs.isPending ? (
        <Spinner label={t('jobs.list.loading')} />
      ) : jobs.isError ? (
        <p role="alert" className="text-destructive">{serverText(jobs.error)}</p>
      ) : jobs.data.length === 0 ? (
        <EmptyState icon={<Briefcase />} title={t('jobs.list.emptyTitle')} description={search || status !== ALL ? t('jobs.list.emptyFiltered') : t('jobs.list.emptyDescription')} />
      ) : (
        <ul className="grid gap-3" aria-label={t('jobs.list.title')}>
          {jobs.data.map((job) => (
            <li key={job.id}>
              <Card className="p-0">
                <Link href={`/jobs/${job.id}`} className="flex flex-col gap-2 p-4 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
                  <div className="grid gap-1">
                    <span className="font-semibold">
                      {t('jobs.number', { number: job.displayNumber })} · {job.name}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {job.customerName ?? t('jobs.noCustomer')} · {job.scheduledDate ? dateFmt.format(new Date(`${job.scheduledDate}T00:00:00Z`)) : t('jobs.unscheduledDate')}
                    </span>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="text-sm">{t('jobs.list.balance', { amount: formatCents(job.balanceCents) })}</span>
                    <JobStatusBadge status={job.status} imported={job.imported} />
                  </div>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
