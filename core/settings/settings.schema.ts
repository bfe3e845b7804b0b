import { z } from 'zod';
import { isValidUsPhone } from '../customers/phone';
import { scheduleTypes, splitMessages } from '../payments/payment-split';
import { zipCodeSchema } from './onboarding.schema';

// Contractor settings (SPEC §3 contractors, §5 validation, §9 defaults). Amounts are integer cents on the wire.
const cents = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(100_000_00, `${label} is too large`);
const percent = (message = 'Percentage must be between 0 and 100') => z.number().min(0, message).max(100, message);

export const businessSettingsSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(120),
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  phone: z.string().min(1, 'Phone number is required').refine(isValidUsPhone, 'Please enter a valid 10-digit phone number'),
  website: z.union([z.literal(''), z.url('Please enter a valid URL')]).optional(),
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.union([z.literal(''), z.string().trim().toUpperCase().length(2, 'State must be 2 characters (e.g., CA, NY)')]).optional(),
  zipCode: z.union([z.literal(''), zipCodeSchema]).optional(),
  licenseNumber: z.string().trim().max(60).optional(),
  insuranceNumber: z.string().trim().max(60).optional(),
  serviceAreas: z.array(zipCodeSchema).max(200),
  timezone: z.string().min(1),
  brandColor: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #1f7a4d')]).optional(),
  quoteExpiryDays: z.number().int('Quote expiry must be a whole number of days').min(1, 'Quote expiry must be between 1 and 365 days').max(365, 'Quote expiry must be between 1 and 365 days'),
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

export const pricingSettingsSchema = z
  .object({
    materialPerFootVinylCents: cents('Vinyl per foot'),
    materialPerFootCedarCents: cents('Cedar per foot'),
    materialPerFootChainCents: cents('Chain link per foot'),
    gatePriceVinylCents: cents('Vinyl gate'),
    gatePriceCedarCents: cents('Cedar gate'),
    gatePriceChainCents: cents('Chain link gate'),
    laborPerFootCents: cents('Labour per foot'),
    laborPerPostCents: cents('Labour per post'),
    laborPerGateCents: cents('Labour per gate'),
    removalPricingType: z.enum(['flat', 'per_foot']),
    removalFlatFeeCents: cents('Removal flat fee'),
    removalPerFootCents: cents('Removal per foot'),
    minimumChargeCents: cents('Minimum charge'),
    excavationCents: cents('Excavation'),
    concreteSetCents: cents('Concrete set'),
    markupPercentage: z.number().min(0, 'Markup must be between 0 and 500%').max(500, 'Markup must be between 0 and 500%'),
    taxEnabled: z.boolean(),
    taxRatePercent: z.number().min(0, 'Tax rate must be between 0 and 20%').max(20, 'Tax rate must be between 0 and 20%').nullable(),
  })
  // SPEC §5: the flat fee or the per-foot rate must be greater than 0 for the chosen pricing type.
  .superRefine((s, ctx) => {
    if (s.removalPricingType === 'flat' && s.removalFlatFeeCents <= 0) {
      ctx.addIssue({ code: 'custom', path: ['removalFlatFeeCents'], message: 'Removal flat fee must be greater than 0' });
    }
    if (s.removalPricingType === 'per_foot' && s.removalPerFootCents <= 0) {
      ctx.addIssue({ code: 'custom', path: ['removalPerFootCents'], message: 'Removal per-foot rate must be greater than 0' });
    }
  });
export type PricingSettings = z.output<typeof pricingSettingsSchema>;

export const paymentTermsValues = ['net_15', 'net_30', 'net_45', 'due_on_receipt'] as const;
export const paymentMethodValues = ['cash', 'check', 'card', 'finance'] as const;

export const paymentSettingsSchema = z
  .object({
    paymentScheduleType: z.enum(scheduleTypes),
    depositPercentage: percent(),
    twoPayDepositPercentage: percent(),
    threePayDepositPercentage: percent(),
    threePayMaterialsPercentage: percent(),
    threePayFinalPercentage: percent(),
    defaultMilestoneSchedule: z
      .array(z.object({ name: z.string().trim().min(1, 'Milestone name is required').max(80), percentage: percent() }))
      .max(10)
      .nullable(),
    // SPEC §5: 1 or more in payment settings (0-30 elsewhere).
    depositReminderDays: z.number().int(splitMessages.reminderDays).min(1, 'Deposit reminder days must be between 1 and 30').max(30, 'Deposit reminder days must be between 1 and 30'),
    paymentTerms: z.enum(paymentTermsValues),
    lateFeeType: z.enum(['percent', 'fixed']),
    lateFeeValue: z.number().min(0, 'Late fee cannot be negative').max(100_000, 'Late fee is too large'),
    acceptedPaymentMethods: z.array(z.enum(paymentMethodValues)).min(1, 'Accept at least one payment method'),
    communicationPreference: z.enum(['email', 'sms', 'both']),
    financingEnabled: z.boolean(),
    financingUrl: z.union([z.literal(''), z.url('Financing URL must be a valid URL')]).nullable(),
    financePartner: z.string().trim().min(1).max(60),
  })
  .superRefine((s, ctx) => {
    const three = s.threePayDepositPercentage + s.threePayMaterialsPercentage + s.threePayFinalPercentage;
    if (s.paymentScheduleType === 'three_pay' && Math.abs(three - 100) > 0.01 + 1e-9) {
      ctx.addIssue({ code: 'custom', path: ['threePayFinalPercentage'], message: splitMessages.threePay });
    }
    if (s.paymentScheduleType === 'milestone') {
      const schedule = s.defaultMilestoneSchedule ?? [];
      if (schedule.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['defaultMilestoneSchedule'], message: 'A milestone schedule type requires a default schedule' });
      } else if (Math.abs(schedule.reduce((a, m) => a + m.percentage, 0) - 100) > 0.01 + 1e-9) {
        ctx.addIssue({ code: 'custom', path: ['defaultMilestoneSchedule'], message: 'Milestone percentages must add up to 100%' });
      }
    }
    if (s.financingEnabled && !s.financingUrl) {
      ctx.addIssue({ code: 'custom', path: ['financingUrl'], message: 'Financing URL must be a valid URL' });
    }
  });
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

export const customerPageSettingsSchema = z.object({
  testimonials: z.array(z.object({ author: z.string().trim().min(1, 'Name is required').max(80), text: z.string().trim().min(1, 'Testimonial text is required').max(600) })).max(20),
  faqs: z.array(z.object({ question: z.string().trim().min(1, 'Question is required').max(200), answer: z.string().trim().min(1, 'Answer is required').max(1200) })).max(30),
});
export type CustomerPageSettings = z.output<typeof customerPageSettingsSchema>;

/**
 * The settings as stored and answered (GET /api/settings, and every section's PUT): the same fields as the forms'
 * schemas above, without their rules, since a row may predate a rule (a contractor who has not given a phone yet).
 */
export const contractorSettingsSchema = z.object({
  email: z.string(),
  business: z.object({
    businessName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    website: z.string().optional(),
    address: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zipCode: z.string().optional(),
    licenseNumber: z.string().optional(),
    insuranceNumber: z.string().optional(),
    serviceAreas: z.array(z.string()),
    timezone: z.string(),
    brandColor: z.string().optional(),
    quoteExpiryDays: z.number().int(),
  }),
  pricing: z.object(Object.fromEntries(Object.entries(pricingSettingsSchema.shape)) as typeof pricingSettingsSchema.shape),
  payments: z.object(Object.fromEntries(Object.entries(paymentSettingsSchema.shape)) as typeof paymentSettingsSchema.shape),
  customerPage: customerPageSettingsSchema,
});
export type ContractorSettings = z.output<typeof contractorSettingsSchema>;
