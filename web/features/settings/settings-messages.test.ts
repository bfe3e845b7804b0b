import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessSettingsSchema, customerPageSettingsSchema, paymentSettingsSchema, pricingSettingsSchema } from '../../../core/settings/settings.schema';
import es from '../../locales/es.json';
import { validationKey } from '../../lib/validation-message';

const centsFields = Object.keys(pricingSettingsSchema.shape).filter((k) => k.endsWith('Cents'));
const pricingWith = (value: unknown, removalPricingType = 'flat') => ({
  ...Object.fromEntries(centsFields.map((k) => [k, value])),
  removalPricingType,
  markupPercentage: 900,
  taxEnabled: true,
  taxRatePercent: 40,
});

/** Every message the settings schemas can show on a settings form. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

const messages = new Set([
  ...messagesOf(pricingSettingsSchema, [pricingWith(-1), pricingWith(Number.NaN), pricingWith(1.5), pricingWith(1e12), { ...pricingWith(0), markupPercentage: 1, taxRatePercent: 1 }, { ...pricingWith(0, 'per_foot'), markupPercentage: 1, taxRatePercent: 1 }]),
  ...messagesOf(businessSettingsSchema, [
    { businessName: '', firstName: '', lastName: '', phone: '', serviceAreas: ['1'], timezone: 'America/Chicago', quoteExpiryDays: 1.5 },
    { businessName: 'x', firstName: 'x', lastName: 'x', phone: '12', website: 'nope', state: 'T', zipCode: '1', brandColor: 'red', serviceAreas: [], timezone: 'x', quoteExpiryDays: 0 },
  ]),
  ...messagesOf(paymentSettingsSchema, [
    { paymentScheduleType: 'three_pay', depositPercentage: 101, twoPayDepositPercentage: 50, threePayDepositPercentage: 30, threePayMaterialsPercentage: 30, threePayFinalPercentage: 50, defaultMilestoneSchedule: [{ name: '', percentage: 5 }], depositReminderDays: 0.5, paymentTerms: 'net_30', lateFeeType: 'percent', lateFeeValue: -1, acceptedPaymentMethods: [], communicationPreference: 'both', financingEnabled: true, financingUrl: 'x', financePartner: 'synchrony' },
    { paymentScheduleType: 'milestone', depositPercentage: 30, twoPayDepositPercentage: 50, threePayDepositPercentage: 30, threePayMaterialsPercentage: 30, threePayFinalPercentage: 40, defaultMilestoneSchedule: [], depositReminderDays: 3, paymentTerms: 'net_30', lateFeeType: 'fixed', lateFeeValue: 1, acceptedPaymentMethods: ['cash'], communicationPreference: 'both', financingEnabled: false, financingUrl: '', financePartner: 'synchrony' },
    { paymentScheduleType: 'deposit', depositPercentage: 30, twoPayDepositPercentage: 50, threePayDepositPercentage: 30, threePayMaterialsPercentage: 30, threePayFinalPercentage: 40, defaultMilestoneSchedule: null, depositReminderDays: 31, paymentTerms: 'net_30', lateFeeType: 'fixed', lateFeeValue: 1e9, acceptedPaymentMethods: ['cash'], communicationPreference: 'both', financingEnabled: false, financingUrl: '', financePartner: '' },
    // Object-level rules run only when every field is valid on its own.
    { paymentScheduleType: 'three_pay', depositPercentage: 30, twoPayDepositPercentage: 50, threePayDepositPercentage: 30, threePayMaterialsPercentage: 30, threePayFinalPercentage: 50, defaultMilestoneSchedule: null, depositReminderDays: 3, paymentTerms: 'net_30', lateFeeType: 'fixed', lateFeeValue: 1, acceptedPaymentMethods: ['cash'], communicationPreference: 'both', financingEnabled: true, financingUrl: '', financePartner: 'synchrony' },
    { paymentScheduleType: 'milestone', depositPercentage: 30, twoPayDepositPercentage: 50, threePayDepositPercentage: 30, threePayMaterialsPercentage: 30, threePayFinalPercentage: 40, defaultMilestoneSchedule: [{ name: 'a', percentage: 10 }], depositReminderDays: 3, paymentTerms: 'net_30', lateFeeType: 'fixed', lateFeeValue: 1, acceptedPaymentMethods: ['cash'], communicationPreference: 'both', financingEnabled: false, financingUrl: '', financePartner: 'synchrony' },
  ]),
  ...messagesOf(customerPageSettingsSchema, [{ testimonials: [{ author: '', text: '' }], faqs: [{ question: '', answer: '' }] }]),
]);

describe('settings validation messages', () => {
  it('collects the messages the forms can show', () => {
    expect(messages).toContain('Three payment percentages must add up to 100%');
    expect(messages).toContain('Removal per-foot rate must be greater than 0');
    expect(messages).toContain('A milestone schedule type requires a default schedule');
    expect(messages).toContain('Financing URL must be a valid URL');
    expect(messages.size).toBeGreaterThan(40);
  });

  it('has a Spanish translation for every one of them', () => {
    const validation = es.validation as Record<string, string>;
    const missing = [...messages].filter((m) => !validation[validationKey(m).slice('validation.'.length)]);
    expect(missing).toEqual([]);
  });
});
