// SPEC §4 "Other statuses" lists the job statuses; the moves between them are our decision (docs/decisions.md "Job status machine").
export const jobStatuses = ['unscheduled', 'scheduled', 'in_progress', 'paused', 'completed', 'cancelled', 'rescheduled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const DEFAULT_JOB_STATUS: JobStatus = 'scheduled';

export const allowedJobTransitions: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  unscheduled: ['scheduled', 'cancelled'],
  scheduled: ['in_progress', 'rescheduled', 'unscheduled', 'cancelled'],
  rescheduled: ['scheduled', 'in_progress', 'unscheduled', 'cancelled'],
  in_progress: ['paused', 'completed', 'cancelled'],
  paused: ['in_progress', 'rescheduled', 'cancelled'],
  completed: [],
  cancelled: ['unscheduled', 'scheduled'],
};

export function canTransitionJob(from: JobStatus, to: JobStatus): boolean {
  return allowedJobTransitions[from].includes(to);
}

/** Statuses that need a scheduled date: the crew must know when to show up. */
export function statusNeedsDate(status: JobStatus): boolean {
  return status === 'scheduled' || status === 'rescheduled' || status === 'in_progress';
}
