import { describe, expect, it } from 'vitest';
import { defaultFollowUpSettings, followUpSettingsSchema, type FollowUpSettings } from './follow-up.schema';
import { isStop, planMilestoneDueFollowUp, planMilestoneOverdueFollowUp, planQuoteFollowUp, type MilestoneFollowUpState, type QuoteFollowUpState } from './plan-follow-ups';
import { inSendingWindow, localParts, nextSendingTime, zonedTime } from './zoned-time';

const CHICAGO = 'America/Chicago';
const s = (over: Partial<FollowUpSettings> = {}): FollowUpSettings => ({ ...defaultFollowUpSettings, ...over });
// Tuesday 3 March 2026, 10:00 in Chicago (CST, UTC-6).
const sentAt = new Date('2026-03-03T16:00:00Z');
const quote = (over: Partial<QuoteFollowUpState> = {}): QuoteFollowUpState => ({
  status: 'sent',
  sentAt,
  firstViewedAt: null,
  expiresAt: null,
  linkWithdrawn: false,
  stopped: false,
  touchesUsed: 0,
  lastTouchAt: null,
  ...over,
});
const at = (iso: string) => ({ timeZone: CHICAGO, now: new Date(iso) });
const local = (d: Date) => localParts(d, CHICAGO);

describe('quote follow-ups', () => {
  it('a quote not opened gets its first nudge N days after it was sent, same local time', () => {
    const plan = planQuoteFollowUp(quote(), s({ quoteNotOpenedDays: 3 }), at('2026-03-03T16:00:00Z'));
    expect(plan).toMatchObject({ kind: 'quote_not_opened', touch: 1 });
    if (isStop(plan)) throw new Error('planned');
    expect(local(plan.dueAt)).toEqual({ date: '2026-03-06', hour: 10, minute: 0 });
  });

  it('once opened, the nudge is M days after the opening, and says "not approved"', () => {
    const opened = new Date('2026-03-04T20:30:00Z'); // 14:30 local
    const plan = planQuoteFollowUp(quote({ firstViewedAt: opened }), s({ quoteNotApprovedDays: 4 }), at('2026-03-05T00:00:00Z'));
    if (isStop(plan)) throw new Error('planned');
    expect(plan.kind).toBe('quote_not_approved');
    expect(local(plan.dueAt)).toEqual({ date: '2026-03-08', hour: 14, minute: 30 });
  });

  it('the next touch counts from the last one; the K-th is the last (boundary K)', () => {
    const last = new Date('2026-03-06T16:00:00Z');
    const second = planQuoteFollowUp(quote({ touchesUsed: 1, lastTouchAt: last }), s({ quoteNotOpenedDays: 3, quoteMaxTouches: 2 }), at('2026-03-06T17:00:00Z'));
    expect(second).toMatchObject({ kind: 'quote_not_opened', touch: 2 });
    if (isStop(second)) throw new Error('planned');
    expect(local(second.dueAt).date).toBe('2026-03-09');
    expect(planQuoteFollowUp(quote({ touchesUsed: 2, lastTouchAt: last }), s({ quoteMaxTouches: 2 }), at('2026-03-06T17:00:00Z'))).toEqual({ stop: 'max_touches' });
  });

  it('an opening after the last touch restarts the wait from the opening', () => {
    const plan = planQuoteFollowUp(quote({ touchesUsed: 1, lastTouchAt: new Date('2026-03-06T16:00:00Z'), firstViewedAt: new Date('2026-03-07T16:00:00Z') }), s({ quoteNotApprovedDays: 2 }), at('2026-03-07T17:00:00Z'));
    if (isStop(plan)) throw new Error('planned');
    expect(plan).toMatchObject({ kind: 'quote_not_approved', touch: 2 });
    expect(local(plan.dueAt).date).toBe('2026-03-09');
  });

  it('stops the moment the quote is approved, lost, converted, withdrawn, expired or stopped; nothing for a draft', () => {
    const clock = at('2026-03-04T16:00:00Z');
    for (const status of ['approved', 'lost', 'converted_to_job', 'scheduled', 'completed', 'paid']) expect(planQuoteFollowUp(quote({ status }), s(), clock)).toEqual({ stop: 'closed' });
    expect(planQuoteFollowUp(quote({ status: 'draft' }), s(), clock)).toEqual({ stop: 'not_sent' });
    expect(planQuoteFollowUp(quote({ linkWithdrawn: true }), s(), clock)).toEqual({ stop: 'withdrawn' });
    expect(planQuoteFollowUp(quote({ stopped: true }), s(), clock)).toEqual({ stop: 'stopped' });
    expect(planQuoteFollowUp(quote({ expiresAt: new Date('2026-03-04T15:59:59Z') }), s(), clock)).toEqual({ stop: 'expired' });
    // Expiring before the nudge would go out: none.
    expect(planQuoteFollowUp(quote({ expiresAt: new Date('2026-03-06T16:00:00Z') }), s({ quoteNotOpenedDays: 3 }), clock)).toEqual({ stop: 'expired' });
    expect(planQuoteFollowUp(quote({ expiresAt: new Date('2026-03-06T16:00:01Z') }), s({ quoteNotOpenedDays: 3 }), clock)).toMatchObject({ touch: 1 });
    expect(planQuoteFollowUp(quote(), s({ quotesEnabled: false }), clock)).toEqual({ stop: 'disabled' });
  });

  it('a nudge that would fall outside the sending hours waits for them to open (evening → next morning)', () => {
    const evening = new Date('2026-03-04T01:30:00Z'); // 19:30 local on 3 March
    const plan = planQuoteFollowUp(quote({ sentAt: evening }), s({ quoteNotOpenedDays: 1, windowStartHour: 9, windowEndHour: 18 }), at('2026-03-04T02:00:00Z'));
    if (isStop(plan)) throw new Error('planned');
    expect(local(plan.dueAt)).toEqual({ date: '2026-03-05', hour: 9, minute: 0 });
  });
});

const milestone = (over: Partial<MilestoneFollowUpState> = {}): MilestoneFollowUpState => ({
  status: 'pending',
  amountCents: 50_000,
  dueDate: '2026-03-20',
  graceDays: 0,
  jobStatus: 'scheduled',
  stopped: false,
  dueTouchUsed: false,
  overdueTouchesUsed: 0,
  lastOverdueAt: null,
  lastManualReminderAt: null,
  ...over,
});

describe('milestone follow-ups', () => {
  it('"due in X days" goes out X days before the due date when the sending hours open, in the contractor\'s zone', () => {
    const plan = planMilestoneDueFollowUp(milestone(), s({ milestoneDueDays: 3, windowStartHour: 9 }), at('2026-03-01T12:00:00Z'));
    if (isStop(plan)) throw new Error('planned');
    expect(plan).toMatchObject({ kind: 'milestone_due', touch: 1 });
    expect(local(plan.dueAt)).toEqual({ date: '2026-03-17', hour: 9, minute: 0 });
    expect(plan.dueAt.toISOString()).toBe('2026-03-17T14:00:00.000Z'); // CDT since 8 March: UTC-5
  });

  it('X = 0 is the due date itself; inside the hours on that day it is due at once (how tests make one due now)', () => {
    const now = new Date('2026-03-20T15:00:00Z'); // 10:00 local on the due date
    const plan = planMilestoneDueFollowUp(milestone(), s({ milestoneDueDays: 0, windowStartHour: 0, windowEndHour: 24 }), { timeZone: CHICAGO, now });
    if (isStop(plan)) throw new Error('planned');
    expect(plan.dueAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('created inside the X days: as soon as the hours allow; after the due date: none (overdue takes over)', () => {
    const late = planMilestoneDueFollowUp(milestone(), s({ milestoneDueDays: 5 }), at('2026-03-18T23:30:00Z')); // 18:30 local
    if (isStop(late)) throw new Error('planned');
    expect(local(late.dueAt)).toEqual({ date: '2026-03-19', hour: 9, minute: 0 });
    expect(planMilestoneDueFollowUp(milestone(), s(), at('2026-03-21T15:00:00Z'))).toEqual({ stop: 'past_due' });
    // The evening of the due date: the hours do not open again before it is late.
    expect(planMilestoneDueFollowUp(milestone(), s({ windowEndHour: 18 }), at('2026-03-21T00:30:00Z'))).toEqual({ stop: 'past_due' });
    expect(planMilestoneDueFollowUp(milestone({ dueTouchUsed: true }), s(), at('2026-03-01T12:00:00Z'))).toEqual({ stop: 'max_touches' });
  });

  it('overdue: the first day after the due date (after a deposit\'s grace days), then every Y days, at most the set number', () => {
    const first = planMilestoneOverdueFollowUp(milestone(), s(), at('2026-03-01T12:00:00Z'));
    if (isStop(first)) throw new Error('planned');
    expect(local(first.dueAt)).toEqual({ date: '2026-03-21', hour: 9, minute: 0 });
    const deposit = planMilestoneOverdueFollowUp(milestone({ graceDays: 3 }), s(), at('2026-03-01T12:00:00Z'));
    if (isStop(deposit)) throw new Error('planned');
    expect(local(deposit.dueAt).date).toBe('2026-03-24');
    const second = planMilestoneOverdueFollowUp(milestone({ overdueTouchesUsed: 1, lastOverdueAt: new Date('2026-03-21T14:00:00Z') }), s({ overdueEveryDays: 7, overdueMaxTouches: 2 }), at('2026-03-21T15:00:00Z'));
    expect(second).toMatchObject({ touch: 2 });
    if (isStop(second)) throw new Error('planned');
    expect(local(second.dueAt).date).toBe('2026-03-28');
    expect(planMilestoneOverdueFollowUp(milestone({ overdueTouchesUsed: 2 }), s({ overdueMaxTouches: 2 }), at('2026-03-21T15:00:00Z'))).toEqual({ stop: 'max_touches' });
    expect(planMilestoneOverdueFollowUp(milestone(), s({ overdueMaxTouches: 0 }), at('2026-03-21T15:00:00Z'))).toEqual({ stop: 'disabled' });
  });

  it('never within a day of the contractor\'s own reminder', () => {
    const manual = new Date('2026-03-21T16:00:00Z'); // 11:00 local on the first overdue day
    const plan = planMilestoneOverdueFollowUp(milestone({ lastManualReminderAt: manual }), s(), at('2026-03-21T16:30:00Z'));
    if (isStop(plan)) throw new Error('planned');
    expect(plan.dueAt.toISOString()).toBe('2026-03-22T16:00:00.000Z');
  });

  it('stops when paid, for a $0 milestone, a cancelled job, no due date, stopped or turned off', () => {
    const clock = at('2026-03-01T12:00:00Z');
    for (const plan of [planMilestoneDueFollowUp, planMilestoneOverdueFollowUp]) {
      expect(plan(milestone({ status: 'paid' }), s(), clock)).toEqual({ stop: 'paid' });
      expect(plan(milestone({ amountCents: 0 }), s(), clock)).toEqual({ stop: 'paid' });
      expect(plan(milestone({ jobStatus: 'cancelled' }), s(), clock)).toEqual({ stop: 'job_cancelled' });
      expect(plan(milestone({ dueDate: null }), s(), clock)).toEqual({ stop: 'no_due_date' });
      expect(plan(milestone({ stopped: true }), s(), clock)).toEqual({ stop: 'stopped' });
      expect(plan(milestone(), s({ milestonesEnabled: false }), clock)).toEqual({ stop: 'disabled' });
    }
  });
});

describe('time zone and sending hours', () => {
  it('turns a local date and hour into the instant, across daylight saving', () => {
    expect(zonedTime('2026-03-07', 9, CHICAGO).toISOString()).toBe('2026-03-07T15:00:00.000Z'); // CST
    expect(zonedTime('2026-03-09', 9, CHICAGO).toISOString()).toBe('2026-03-09T14:00:00.000Z'); // CDT
    expect(zonedTime('2026-03-20', 9, 'America/Los_Angeles').toISOString()).toBe('2026-03-20T16:00:00.000Z');
    expect(zonedTime('2026-03-20', 24, CHICAGO).toISOString()).toBe('2026-03-21T05:00:00.000Z');
  });

  it('the window includes its start hour and excludes its end hour', () => {
    const w = { startHour: 9, endHour: 18 };
    expect(inSendingWindow(new Date('2026-03-20T14:00:00Z'), CHICAGO, w)).toBe(true); // 09:00
    expect(inSendingWindow(new Date('2026-03-20T13:59:00Z'), CHICAGO, w)).toBe(false); // 08:59
    expect(inSendingWindow(new Date('2026-03-20T22:59:00Z'), CHICAGO, w)).toBe(true); // 17:59
    expect(inSendingWindow(new Date('2026-03-20T23:00:00Z'), CHICAGO, w)).toBe(false); // 18:00
    expect(nextSendingTime(new Date('2026-03-20T23:00:00Z'), CHICAGO, w).toISOString()).toBe('2026-03-21T14:00:00.000Z');
    expect(nextSendingTime(new Date('2026-03-20T10:00:00Z'), CHICAGO, w).toISOString()).toBe('2026-03-20T14:00:00.000Z'); // 05:00 → 09:00 same day
    expect(inSendingWindow(new Date('2026-03-20T05:00:00Z'), CHICAGO, { startHour: 0, endHour: 24 })).toBe(true);
  });

  it('an unknown zone falls back to UTC rather than stopping a message', () => {
    expect(zonedTime('2026-03-20', 9, 'Not/AZone').toISOString()).toBe('2026-03-20T09:00:00.000Z');
  });
});

describe('follow-up settings', () => {
  it('accepts the defaults and names each bad value in the form\'s words', () => {
    expect(followUpSettingsSchema.parse(defaultFollowUpSettings)).toEqual(defaultFollowUpSettings);
    const messages = (over: Partial<FollowUpSettings>) => followUpSettingsSchema.safeParse({ ...defaultFollowUpSettings, ...over }).error?.issues.map((i) => i.message);
    expect(messages({ quoteNotOpenedDays: 0 })).toEqual(['Enter 1 to 30 days']);
    expect(messages({ quoteNotApprovedDays: 31 })).toEqual(['Enter 1 to 30 days']);
    expect(messages({ quoteMaxTouches: 1.5 })).toEqual(['Enter a number from 1 to 10']);
    expect(messages({ milestoneDueDays: 0 })).toBeUndefined();
    expect(messages({ milestoneDueDays: -1 })).toEqual(['Enter 0 to 30 days']);
    expect(messages({ overdueMaxTouches: 11 })).toEqual(['Enter a number from 0 to 10']);
    expect(messages({ windowStartHour: 18, windowEndHour: 9 })).toEqual(['Sending hours must start before they end']);
    expect(messages({ windowEndHour: 25 })).toEqual(['Choose an hour from 0 to 24']);
  });
});
