import { describe, expect, it } from 'vitest';
import { daysUntilDue, isMilestoneOverdue, overdueNotificationType, reminderMessage } from './overdue';

describe('overdue rule (SPEC §5, §9)', () => {
  const today = '2026-03-10';
  it('counts days until due, negative once past', () => {
    expect(daysUntilDue('2026-03-15', today)).toBe(5);
    expect(daysUntilDue('2026-03-10', today)).toBe(0);
    expect(daysUntilDue('2026-03-01', today)).toBe(-9);
    expect(daysUntilDue('2026-04-01', '2026-03-01')).toBe(31); // across a DST change
  });
  it('a milestone is overdue the day after its due date while unpaid', () => {
    const m = { status: 'pending' as const, milestoneType: 'materials' as const };
    expect(isMilestoneOverdue({ ...m, dueDate: '2026-03-10' }, today)).toBe(false);
    expect(isMilestoneOverdue({ ...m, dueDate: '2026-03-09' }, today)).toBe(true);
    expect(isMilestoneOverdue({ ...m, status: 'invoiced', dueDate: '2026-03-09' }, today)).toBe(true);
    expect(isMilestoneOverdue({ ...m, status: 'paid', dueDate: '2026-03-01' }, today)).toBe(false);
    expect(isMilestoneOverdue({ ...m, dueDate: null }, today)).toBe(false);
  });
  it('a deposit gets depositReminderDays of grace (default 3)', () => {
    const d = { status: 'pending' as const, milestoneType: 'deposit' as const };
    expect(isMilestoneOverdue({ ...d, dueDate: '2026-03-07' }, today)).toBe(false);
    expect(isMilestoneOverdue({ ...d, dueDate: '2026-03-06' }, today)).toBe(true);
    expect(isMilestoneOverdue({ ...d, dueDate: '2026-03-09' }, today, 0)).toBe(true);
    expect(isMilestoneOverdue({ ...d, dueDate: '2026-02-10' }, today, 30)).toBe(false);
  });
  it('types a late deposit overdue_deposit and others overdue_reminder', () => {
    expect(overdueNotificationType({ milestoneType: 'deposit' })).toBe('overdue_deposit');
    expect(overdueNotificationType({ milestoneType: 'final' })).toBe('overdue_reminder');
  });
  it('words the reminder as SPEC §2 says, with the job number stripped', () =>
    expect(reminderMessage('Deposit', 'Jane Smith', 'JOB-000042')).toBe('Deposit payment overdue for Jane Smith (Job #42)'));
});
