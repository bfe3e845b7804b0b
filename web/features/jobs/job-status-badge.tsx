import { useTranslation } from 'react-i18next';
import type { JobStatus } from '../../../core/jobs/job-transitions';
import { Badge, type BadgeProps } from '../../ui/badge';

const variants: Record<JobStatus, BadgeProps['variant']> = {
  unscheduled: 'outline',
  scheduled: 'secondary',
  rescheduled: 'secondary',
  in_progress: 'warning',
  paused: 'outline',
  completed: 'success',
  cancelled: 'destructive',
};

/** The status, and "Imported" beside it for a job brought in by an import (issue 26). */
export function JobStatusBadge({ status, imported = false }: { status: JobStatus; imported?: boolean }) {
  const { t } = useTranslation();
  const badge = <Badge variant={variants[status]}>{t(`jobs.status.${status}`)}</Badge>;
  if (!imported) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      <Badge variant="outline">{t('jobs.imported')}</Badge>
    </span>
  );
}
