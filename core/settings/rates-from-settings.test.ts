import { describe, expect, it } from 'vitest';
import { paymentRulesFromSettings, ratesFromSettings, type PaymentRuleSettings } from './rates-from-settings';
import type { PricingSettings } from './settings.schema';

// Every value distinct, so a field mapped to the wrong rate shows.
const pricing: PricingSettings = {
  materialPerFootVinylCents: 101,
  materialPerFootCedarCents: 102,
  materialPerFootChainCents: 103,
  gatePriceVinylCents: 201,
  gatePriceCedarCents: 202,
  gatePriceChainCents: 203,
  laborPerFootCents: 301,
  laborPerPostCents: 302,
  laborPerGateCents: 303,
  removalPricingType: 'per_foot',
  removalFlatFeeCents: 401,
  removalPerFootCents: 402,
  minimumChargeCents: 501,
  excavationCents: 601,
  concreteSetCents: 602,
  markupPercentage: 17,
  taxEnabled: false,
  taxRatePercent: 6.5,
};

const payments: PaymentRuleSettings = {
  paymentScheduleType: 'three_pay',
  depositPercentage: 25,
  twoPayDepositPercentage: 45,
  threePayDepositPercentage: 20,
  threePayMaterialsPercentage: 35,
  threePayFinalPercentage: 45,
  defaultMilestoneSchedule: null,
};

describe('ratesFromSettings', () => {
  it('puts each pricing setting into the rate the engine reads', () => {
    expect(ratesFromSettings(pricing, payments)).toEqual({
      materialsPerFoot: { vinyl: 101, cedar: 102, chain: 103 },
      gatePrices: { vinyl: 201, cedar: 202, chain: 203 },
      laborPerFoot: 301,
      laborPerPost: 302,
      laborPerGate: 303,
      removalPricingType: 'per_foot',
      removalFlatFee: 401,
      removalPerFoot: 402,
      minimumCharge: 501,
      excavationPerPost: 601,
      concretePerPost: 602,
      markupPercentage: 17,
      taxEnabled: false,
      taxRatePercent: 6.5,
      payment: { scheduleType: 'three_pay', depositPercent: 25, twoPayDepositPercent: 45, threePayPercents: [20, 35, 45] },
    });
  });
});

describe('paymentRulesFromSettings', () => {
  it('a milestone schedule takes its first milestone as the deposit', () => {
    const schedule = [{ name: 'Start', percentage: 40 }, { name: 'Finish', percentage: 60 }];
    expect(paymentRulesFromSettings({ ...payments, paymentScheduleType: 'milestone', defaultMilestoneSchedule: schedule })).toMatchObject({ scheduleType: 'deposit', depositPercent: 40 });
  });

  it('a milestone type without a schedule falls back to the deposit percentage', () => {
    expect(paymentRulesFromSettings({ ...payments, paymentScheduleType: 'milestone' })).toMatchObject({ scheduleType: 'deposit', depositPercent: 25 });
  });
});
