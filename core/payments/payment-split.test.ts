import { describe, expect, it } from 'vitest';
import {
  defaultPaymentScheduleSettings,
  depositReminderDaysSchema,
  milestonePlan,
  paymentDefaults,
  percentagesTotalIsValid,
  scheduleMilestones,
  threePaySplitSchema,
  twoPaySplitSchema,
} from './payment-split';

const threePay = { ...defaultPaymentScheduleSettings, scheduleType: 'three_pay' as const };

describe('payment defaults (SPEC §9)', () => {
  it('deposit 30%, two-pay 50/50, three-pay 30/30/40, reminder after 3 days', () => {
    expect(paymentDefaults.depositPercentage).toBe(30);
    expect(milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: 'two_pay' }).map((m) => m.percentage)).toEqual([50, 50]);
    expect(milestonePlan(threePay).map((m) => m.percentage)).toEqual([30, 30, 40]);
    expect(milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: 'deposit' }).map((m) => m.percentage)).toEqual([30, 70]);
    expect(paymentDefaults.depositReminderDays).toBe(3);
  });
  it('uses the contractor\'s own schedule for the milestone type, falling back to deposit + balance', () => {
    const custom = milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: 'milestone', defaultMilestoneSchedule: [
      { name: 'Sign-up', percentage: 20 }, { name: 'Posts set', percentage: 40 }, { name: 'Done', percentage: 40 },
    ] });
    expect(custom.map((m) => [m.name, m.milestoneType, m.percentage])).toEqual([['Sign-up', 'deposit', 20], ['Posts set', 'progress', 40], ['Done', 'final', 40]]);
    expect(milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: 'milestone' }).map((m) => m.percentage)).toEqual([30, 70]);
  });
  it('names the three payments deposit, materials and final in order', () =>
    expect(milestonePlan(threePay).map((m) => m.milestoneType)).toEqual(['deposit', 'materials', 'final']));
});

describe('split totals (SPEC §5)', () => {
  it('two-pay must total exactly 100', () => {
    expect(twoPaySplitSchema.safeParse({ depositPercentage: 50, finalPercentage: 50 }).success).toBe(true);
    expect(twoPaySplitSchema.safeParse({ depositPercentage: 50, finalPercentage: 49.99 }).error?.issues[0].message).toBe(
      'Deposit and final percentages must add up to 100%',
    );
  });
  it('three-pay totals 100 within 0.01', () => {
    const ok = (d: number, m: number, f: number) => threePaySplitSchema.safeParse({ depositPercentage: d, materialsPercentage: m, finalPercentage: f });
    expect(ok(30, 30, 40).success).toBe(true);
    expect(ok(33.33, 33.33, 33.34).success).toBe(true);
    expect(ok(33.33, 33.33, 33.33).success).toBe(true); // 99.99: exactly 0.01 off
    expect(ok(33.33, 33.33, 33.32).error?.issues[0].message).toBe('Three payment percentages must add up to 100%');
    expect(ok(30, 30, 41).error?.issues[0].message).toBe('Three payment percentages must add up to 100%');
  });
  it('checks an edited list of percentages the same way', () => {
    expect(percentagesTotalIsValid([25, 25, 25, 25])).toBe(true);
    expect(percentagesTotalIsValid([25, 25, 25])).toBe(false);
  });
  it('deposit reminder days is an integer 0-30', () => {
    expect(depositReminderDaysSchema.safeParse(0).success).toBe(true);
    expect(depositReminderDaysSchema.safeParse(30).success).toBe(true);
    expect(depositReminderDaysSchema.safeParse(31).success).toBe(false);
    expect(depositReminderDaysSchema.safeParse(-1).success).toBe(false);
    expect(depositReminderDaysSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('milestone schedule from a job total (cents, last takes the remainder)', () => {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  it('splits $1,000.01 in three payments without losing or inventing a cent', () => {
    const s = scheduleMilestones(100001, milestonePlan(threePay));
    expect(s.map((m) => m.amountCents)).toEqual([30000, 30000, 40001]);
    expect(s.map((m) => m.sequenceOrder)).toEqual([0, 1, 2]);
  });
  it('splits 33.33/33.33/33.34 of $100.00', () =>
    expect(scheduleMilestones(10000, [
      { name: 'a', milestoneType: 'deposit', percentage: 33.33 },
      { name: 'b', milestoneType: 'materials', percentage: 33.33 },
      { name: 'c', milestoneType: 'final', percentage: 33.34 },
    ]).map((m) => m.amountCents)).toEqual([3333, 3333, 3334]));
  it('always adds up to the total', () => {
    for (const total of [0, 1, 2, 99, 100001, 123457, 9999999]) {
      for (const type of ['deposit', 'two_pay', 'three_pay', 'milestone'] as const) {
        const s = scheduleMilestones(total, milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: type }));
        expect(sum(s.map((m) => m.amountCents))).toBe(total);
        expect(s.every((m) => m.amountCents >= 0)).toBe(true);
      }
    }
  });
  it('splits an odd cent two ways', () => expect(scheduleMilestones(1, milestonePlan({ ...defaultPaymentScheduleSettings, scheduleType: 'two_pay' })).map((m) => m.amountCents)).toEqual([1, 0]));
});
