import { z } from 'zod';
import { splitByPercentages, type Cents } from '../money';
import type { MilestoneType } from './milestone.schema';
import { paymentDefaults } from './payment-defaults';
import { whenFieldsValid } from '../validation/when-fields-valid';

export { paymentDefaults } from './payment-defaults';

// 'deposit' = deposit + balance, 'milestone' = the contractor's own default schedule (SPEC §5 "A milestone schedule type requires a default schedule").
export const scheduleTypes = ['deposit', 'two_pay', 'three_pay', 'milestone'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

export const splitMessages = {
  twoPay: 'Deposit and final percentages must add up to 100%',
  threePay: 'Three payment percentages must add up to 100%',
  reminderDays: 'Deposit reminder days must be between 0 and 30',
} as const;

const pct = z.number().min(0, 'Percentage must be between 0 and 100').max(100, 'Percentage must be between 0 and 100');

// SPEC §5: deposit and final total 100.
export const twoPaySplitSchema = z
  .object({ depositPercentage: pct, finalPercentage: pct })
  .refine((s) => Math.abs(s.depositPercentage + s.finalPercentage - 100) < 1e-9, { message: splitMessages.twoPay, path: ['finalPercentage'], ...whenFieldsValid('depositPercentage', 'finalPercentage') });

// SPEC §5: deposit, materials and final total 100 within 0.01 (so 33.33/33.33/33.34 and 33.33 × 3 pass).
export const threePaySplitSchema = z
  .object({ depositPercentage: pct, materialsPercentage: pct, finalPercentage: pct })
  .refine((s) => Math.abs(s.depositPercentage + s.materialsPercentage + s.finalPercentage - 100) <= 0.01 + 1e-9, {
    message: splitMessages.threePay,
    path: ['finalPercentage'],
    ...whenFieldsValid('depositPercentage', 'materialsPercentage', 'finalPercentage'),
  });

// SPEC §5: depositReminderDays integer 0-30.
export const depositReminderDaysSchema = z.number().int(splitMessages.reminderDays).min(0, splitMessages.reminderDays).max(30, splitMessages.reminderDays);

export interface PaymentScheduleSettings {
  scheduleType: ScheduleType;
  depositPercentage: number;
  twoPayDepositPercentage: number;
  threePayDepositPercentage: number;
  threePayMaterialsPercentage: number;
  threePayFinalPercentage: number;
  defaultMilestoneSchedule?: { name: string; percentage: number }[] | null;
}

export const defaultPaymentScheduleSettings: PaymentScheduleSettings = {
  scheduleType: 'deposit',
  depositPercentage: paymentDefaults.depositPercentage,
  twoPayDepositPercentage: paymentDefaults.twoPayDepositPercentage,
  threePayDepositPercentage: paymentDefaults.threePay.deposit,
  threePayMaterialsPercentage: paymentDefaults.threePay.materials,
  threePayFinalPercentage: paymentDefaults.threePay.final,
};

export interface MilestonePlanEntry {
  name: string;
  milestoneType: MilestoneType;
  percentage: number;
}

/** The named parts of a job's payment schedule from the contractor's settings. */
export function milestonePlan(settings: PaymentScheduleSettings): MilestonePlanEntry[] {
  switch (settings.scheduleType) {
    case 'deposit':
      return [
        { name: 'Deposit', milestoneType: 'deposit', percentage: settings.depositPercentage },
        { name: 'Final Payment', milestoneType: 'final', percentage: round2(100 - settings.depositPercentage) },
      ];
    case 'two_pay':
      return [
        { name: 'Deposit', milestoneType: 'deposit', percentage: settings.twoPayDepositPercentage },
        { name: 'Final Payment', milestoneType: 'final', percentage: round2(100 - settings.twoPayDepositPercentage) },
      ];
    case 'three_pay':
      return [
        { name: 'Deposit', milestoneType: 'deposit', percentage: settings.threePayDepositPercentage },
        { name: 'Materials Payment', milestoneType: 'materials', percentage: settings.threePayMaterialsPercentage },
        { name: 'Final Payment', milestoneType: 'final', percentage: settings.threePayFinalPercentage },
      ];
    case 'milestone': {
      const custom = settings.defaultMilestoneSchedule ?? [];
      if (custom.length === 0) return milestonePlan({ ...settings, scheduleType: 'deposit' });
      return custom.map((m, i) => ({
        name: m.name,
        percentage: m.percentage,
        milestoneType: i === 0 ? 'deposit' : i === custom.length - 1 ? 'final' : 'progress',
      }));
    }
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface ScheduledMilestone extends MilestonePlanEntry {
  amountCents: Cents;
  sequenceOrder: number;
}

/** Amounts for a job total in cents; the last milestone takes the remainder so the parts always add up to the total. */
export function scheduleMilestones(totalCents: Cents, plan: MilestonePlanEntry[]): ScheduledMilestone[] {
  const amounts = splitByPercentages(totalCents, plan.map((p) => p.percentage));
  return plan.map((p, i) => ({ ...p, amountCents: amounts[i], sequenceOrder: i }));
}

export function percentagesTotalIsValid(percentages: number[]): boolean {
  return Math.abs(percentages.reduce((a, b) => a + b, 0) - 100) <= 0.01 + 1e-9;
}
