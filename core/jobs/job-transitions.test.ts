import { describe, expect, it } from 'vitest';
import { allowedJobTransitions, canTransitionJob, DEFAULT_JOB_STATUS, jobStatuses, statusNeedsDate } from './job-transitions';

describe('job status machine (SPEC §4 statuses, docs/decisions.md moves)', () => {
  it('has exactly the seven SPEC statuses, scheduled by default', () => {
    expect([...jobStatuses].sort()).toEqual(['cancelled', 'completed', 'in_progress', 'paused', 'rescheduled', 'scheduled', 'unscheduled']);
    expect(DEFAULT_JOB_STATUS).toBe('scheduled');
  });
  it('starts work only from a scheduled or rescheduled job, or resumes a paused one', () => {
    const into = jobStatuses.filter((s) => canTransitionJob(s, 'in_progress'));
    expect(into.sort()).toEqual(['paused', 'rescheduled', 'scheduled']);
  });
  it('completes only work in progress', () => {
    expect(jobStatuses.filter((s) => canTransitionJob(s, 'completed'))).toEqual(['in_progress']);
  });
  it('never leaves completed', () => expect(allowedJobTransitions.completed).toEqual([]));
  it('never moves to its own status', () => {
    for (const s of jobStatuses) expect(canTransitionJob(s, s)).toBe(false);
  });
  it('lets a cancelled job be reopened but not started directly', () => {
    expect(canTransitionJob('cancelled', 'scheduled')).toBe(true);
    expect(canTransitionJob('cancelled', 'in_progress')).toBe(false);
  });
  it('pauses and resumes', () => {
    expect(canTransitionJob('in_progress', 'paused')).toBe(true);
    expect(canTransitionJob('paused', 'in_progress')).toBe(true);
    expect(canTransitionJob('paused', 'completed')).toBe(false);
  });
  it('needs a date when scheduled, rescheduled or in progress', () => {
    expect(jobStatuses.filter(statusNeedsDate).sort()).toEqual(['in_progress', 'rescheduled', 'scheduled']);
  });
});
