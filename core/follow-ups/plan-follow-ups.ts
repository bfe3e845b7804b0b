// When the next automatic follow-up goes out, or why none will: the one rule both the planner (domain events, the
// periodic tick) and the sender (re-checked at the moment of sending) apply. Pure: state in, plan out.
import type { FollowUpKind, FollowUpSettings } from './follow-up.schema';
import { addDays, daysAfter } from '../dates';
import { localParts, nextSendingTime, zonedTime, type SendingWindow } from './zoned-time';

export type StopReason =
  | 'disabled'
  | 'stopped'
  | 'not_sent'
  | 'closed'
  | 'withdrawn'
  | 'expired'
  | 'max_touches'
  | 'paid'
  | 'no_due_date'
  | 'past_due'
  | 'job_cancelled'
  | 'nothing_due';

export type FollowUpPlan = { kind: FollowUpKind; touch: number; dueAt: Date } | { stop: StopReason };

export const isStop = (plan: FollowUpPlan): plan is { stop: StopReason } => 'stop' in plan;

export interface Clock {
  timeZone: string;
  now: Date;
}

const windowOf = (s: FollowUpSettings): SendingWindow => ({ startHour: s.windowStartHour, endHour: s.windowEndHour });

/** The same local time `days` calendar days later (DST-safe), moved into the sending hours. */
function sendingTimeDaysAfter(instant: Date, days: number, s: FollowUpSettings, timeZone: string): Date {
  const { date, hour, minute } = localParts(instant, timeZone);
  const later = new Date(zonedTime(addDays(date, days), hour, timeZone).getTime() + minute * 60_000);
  return nextSendingTime(later, timeZone, windowOf(s));
}

export interface QuoteFollowUpState {
  status: string;
  sentAt: Date | null;
  firstViewedAt: Date | null;
  expiresAt: Date | null;
  /** The homeowner's link was withdrawn (revoked) by the contractor. */
  linkWithdrawn: boolean;
  /** The contractor pressed "Stop follow-ups" for this quote. */
  stopped: boolean;
  /** Follow-ups of this quote already made (sent, failed or skipped), and when the last one was. */
  touchesUsed: number;
  lastTouchAt: Date | null;
}

/**
 * A sent quote not opened gets a nudge N days after sending (or after the last nudge); once opened and not approved,
 * M days after the later of the opening and the last nudge; at most K in all. Anything but `sent` (approved, lost,
 * converted…), a withdrawn link, an expiry before the nudge, or the contractor's stop ends them.
 */
export function planQuoteFollowUp(q: QuoteFollowUpState, s: FollowUpSettings, { timeZone, now }: Clock): FollowUpPlan {
  if (!s.quotesEnabled) return { stop: 'disabled' };
  if (q.stopped) return { stop: 'stopped' };
  if (q.status === 'draft') return { stop: 'not_sent' };
  if (q.status !== 'sent') return { stop: 'closed' };
  if (q.linkWithdrawn) return { stop: 'withdrawn' };
  if (q.expiresAt && q.expiresAt.getTime() <= now.getTime()) return { stop: 'expired' };
  if (q.touchesUsed >= s.quoteMaxTouches) return { stop: 'max_touches' };
  const sentAt = q.sentAt ?? now;
  const last = q.lastTouchAt && q.lastTouchAt > sentAt ? q.lastTouchAt : sentAt;
  const opened = q.firstViewedAt !== null;
  const base = opened && q.firstViewedAt! > last ? q.firstViewedAt! : last;
  const dueAt = sendingTimeDaysAfter(base, opened ? s.quoteNotApprovedDays : s.quoteNotOpenedDays, s, timeZone);
  if (q.expiresAt && dueAt.getTime() >= q.expiresAt.getTime()) return { stop: 'expired' };
  return { kind: opened ? 'quote_not_approved' : 'quote_not_opened', touch: q.touchesUsed + 1, dueAt };
}

export interface MilestoneFollowUpState {
  status: string;
  amountCents: number;
  dueDate: string | null; // YYYY-MM-DD, the contractor's calendar day
  /** Days of grace before a late deposit counts as overdue (SPEC §5 depositReminderDays); 0 for other milestones. */
  graceDays: number;
  jobStatus: string;
  stopped: boolean;
  dueTouchUsed: boolean;
  overdueTouchesUsed: number;
  lastOverdueAt: Date | null;
  /** The contractor's own "Send Reminder" (SPEC §2): no automatic message within a day of it. */
  lastManualReminderAt: Date | null;
}

function milestoneStop(m: MilestoneFollowUpState, s: FollowUpSettings): { stop: StopReason } | null {
  if (!s.milestonesEnabled) return { stop: 'disabled' };
  if (m.stopped) return { stop: 'stopped' };
  if (m.status === 'paid' || m.amountCents <= 0) return { stop: 'paid' };
  if (m.jobStatus === 'cancelled') return { stop: 'job_cancelled' };
  if (!m.dueDate) return { stop: 'no_due_date' };
  return null;
}

/** Never sooner than the sending hours allow, and never within a day of the contractor's own reminder. */
function notBefore(at: Date, m: MilestoneFollowUpState, s: FollowUpSettings, timeZone: string): Date {
  const afterManual = m.lastManualReminderAt ? daysAfter(m.lastManualReminderAt, 1) : null;
  return nextSendingTime(afterManual && afterManual > at ? afterManual : at, timeZone, windowOf(s));
}

/** "Payment due in X days": once, X days before the due date when the sending hours open (X = 0: on the day). */
export function planMilestoneDueFollowUp(m: MilestoneFollowUpState, s: FollowUpSettings, { timeZone, now }: Clock): FollowUpPlan {
  const stop = milestoneStop(m, s);
  if (stop) return stop;
  if (m.dueTouchUsed) return { stop: 'max_touches' };
  const today = localParts(now, timeZone).date;
  if (m.dueDate! < today) return { stop: 'past_due' };
  const planned = zonedTime(addDays(m.dueDate!, -s.milestoneDueDays), s.windowStartHour, timeZone);
  // Scheduled late (the job was created inside the X days): as soon as the hours allow, still before it is late.
  const dueAt = notBefore(planned < now ? now : planned, m, s, timeZone);
  if (localParts(dueAt, timeZone).date > m.dueDate!) return { stop: 'past_due' };
  return { kind: 'milestone_due', touch: 1, dueAt };
}

/** Overdue: the first day it counts as overdue (after the grace of a deposit), then every Y days, at most the set number. */
export function planMilestoneOverdueFollowUp(m: MilestoneFollowUpState, s: FollowUpSettings, { timeZone }: Clock): FollowUpPlan {
  const stop = milestoneStop(m, s);
  if (stop) return stop;
  if (s.overdueMaxTouches === 0) return { stop: 'disabled' };
  if (m.overdueTouchesUsed >= s.overdueMaxTouches) return { stop: 'max_touches' };
  const firstOverdueDay = addDays(m.dueDate!, m.graceDays + 1);
  let day = firstOverdueDay;
  if (m.overdueTouchesUsed > 0 && m.lastOverdueAt) {
    const next = addDays(localParts(m.lastOverdueAt, timeZone).date, s.overdueEveryDays);
    if (next > day) day = next;
  }
  const dueAt = notBefore(zonedTime(day, s.windowStartHour, timeZone), m, s, timeZone);
  return { kind: 'milestone_overdue', touch: m.overdueTouchesUsed + 1, dueAt };
}
