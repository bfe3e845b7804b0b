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

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`jobs.status.${status}`)}</Badge>;
}
