import { displayJobNumber } from '../jobs/job-number';
import { paymentDefaults } from './payment-defaults';
import type { MilestoneStatus, MilestoneType } from './milestone.schema';
import { daysBetween } from '../dates';

export interface OverdueCandidate {
  status: MilestoneStatus;
  milestoneType: MilestoneType;
  dueDate: string | null; // YYYY-MM-DD
}

/** Whole days from `today` to `dueDate` (negative once past due). Both YYYY-MM-DD. */
export function daysUntilDue(dueDate: string, today: string): number {
  return daysBetween(today, dueDate);
}

/** SPEC §5/§9: past due and unpaid is overdue; a deposit only after depositReminderDays (default 3) of grace. */
export function isMilestoneOverdue(m: OverdueCandidate, today: string, depositReminderDays: number = paymentDefaults.depositReminderDays): boolean {
  if (m.status === 'paid' || !m.dueDate) return false;
  const late = -daysUntilDue(m.dueDate, today);
  return m.milestoneType === 'deposit' ? late > depositReminderDays : late > 0;
}

/** SPEC §4 notification types: a late deposit is overdue_deposit, any other late milestone overdue_reminder. */
export function overdueNotificationType(m: Pick<OverdueCandidate, 'milestoneType'>): 'overdue_deposit' | 'overdue_reminder' {
  return m.milestoneType === 'deposit' ? 'overdue_deposit' : 'overdue_reminder';
}

/** SPEC §2: "{milestone name} payment overdue for {customer} (Job #{number})". */
export function reminderMessage(milestoneName: string, customerName: string, jobNumber: string): string {
  return `${milestoneName} payment overdue for ${customerName} (Job #${displayJobNumber(jobNumber)})`;
}
