import { describe, expect, it } from 'vitest';
import { paymentSettingsSchema, pricingSettingsSchema } from './settings.schema';

const pricing = {
  materialPerFootVinylCents: 2500,
  materialPerFootCedarCents: 2000,
  materialPerFootChainCents: 1500,
  gatePriceVinylCents: 15000,
  gatePriceCedarCents: 12500,
  gatePriceChainCents: 10000,
  laborPerFootCents: 1000,
  laborPerPostCents: 1500,
  laborPerGateCents: 7500,
  removalPricingType: 'flat' as const,
  removalFlatFeeCents: 50000,
  removalPerFootCents: 800,
  minimumChargeCents: 50000,
  excavationCents: 300,
  concreteSetCents: 1200,
  markupPercentage: 20,
  taxEnabled: true,
  taxRatePercent: null,
};

const payments = {
  paymentScheduleType: 'deposit' as const,
  depositPercentage: 30,
  twoPayDepositPercentage: 50,
  threePayDepositPercentage: 30,
  threePayMaterialsPercentage: 30,
  threePayFinalPercentage: 40,
  defaultMilestoneSchedule: null,
  depositReminderDays: 3,
  paymentTerms: 'net_30' as const,
  lateFeeType: 'percent' as const,
  lateFeeValue: 5,
  acceptedPaymentMethods: ['cash', 'check', 'card', 'finance'] as ('cash' | 'check' | 'card' | 'finance')[],
  communicationPreference: 'both' as const,
  financingEnabled: false,
  financingUrl: null,
  financePartner: 'synchrony',
};

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('pricing settings (SPEC §5 removal settings)', () => {
  it('accepts the SPEC §9 defaults', () => expect(pricingSettingsSchema.safeParse(pricing).success).toBe(true));
  it('needs a flat fee above 0 when removal is flat', () => {
    expect(messages(pricingSettingsSchema.safeParse({ ...pricing, removalFlatFeeCents: 0 }))).toContain('Removal flat fee must be greater than 0');
  });
  it('needs a per-foot rate above 0 when removal is per foot, and then ignores the flat fee', () => {
    expect(messages(pricingSettingsSchema.safeParse({ ...pricing, removalPricingType: 'per_foot', removalPerFootCents: 0 }))).toContain('Removal per-foot rate must be greater than 0');
    expect(pricingSettingsSchema.safeParse({ ...pricing, removalPricingType: 'per_foot', removalFlatFeeCents: 0 }).success).toBe(true);
  });
  it('refuses fractional cents and negative rates', () => {
    expect(pricingSettingsSchema.safeParse({ ...pricing, laborPerFootCents: 10.5 }).success).toBe(false);
    expect(pricingSettingsSchema.safeParse({ ...pricing, excavationCents: -1 }).success).toBe(false);
  });
});

describe('payment settings (SPEC §5)', () => {
  it('accepts the SPEC §9 defaults', () => expect(paymentSettingsSchema.safeParse(payments).success).toBe(true));
  it('three payments must add up to 100% within 0.01', () => {
    expect(messages(paymentSettingsSchema.safeParse({ ...payments, paymentScheduleType: 'three_pay', threePayFinalPercentage: 39 }))).toContain('Three payment percentages must add up to 100%');
    expect(paymentSettingsSchema.safeParse({ ...payments, paymentScheduleType: 'three_pay', threePayDepositPercentage: 33.33, threePayMaterialsPercentage: 33.33, threePayFinalPercentage: 33.33 }).success).toBe(true);
  });
  it('a milestone schedule type requires a default schedule', () => {
    expect(messages(paymentSettingsSchema.safeParse({ ...payments, paymentScheduleType: 'milestone' }))).toContain('A milestone schedule type requires a default schedule');
    expect(
      paymentSettingsSchema.safeParse({ ...payments, paymentScheduleType: 'milestone', defaultMilestoneSchedule: [{ name: 'Deposit', percentage: 40 }, { name: 'Final', percentage: 60 }] }).success,
    ).toBe(true);
  });
  it('deposit reminder days are 1 to 30 in payment settings', () => {
    expect(paymentSettingsSchema.safeParse({ ...payments, depositReminderDays: 0 }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...payments, depositReminderDays: 30 }).success).toBe(true);
    expect(paymentSettingsSchema.safeParse({ ...payments, depositReminderDays: 31 }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...payments, depositReminderDays: 2.5 }).success).toBe(false);
  });
  it('financingUrl must be a valid URL', () => {
    expect(messages(paymentSettingsSchema.safeParse({ ...payments, financingUrl: 'not a url' }))).toContain('Financing URL must be a valid URL');
    expect(messages(paymentSettingsSchema.safeParse({ ...payments, financingEnabled: true, financingUrl: '' }))).toContain('Financing URL must be a valid URL');
  });
  it('percentages stay within 0-100', () => {
    expect(messages(paymentSettingsSchema.safeParse({ ...payments, depositPercentage: 120 }))).toContain('Percentage must be between 0 and 100');
  });
});
