// The contractor's onboarding and settings calls (SPEC §2 /onboarding and /contractor/settings), one contract each.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { currentUserSchema } from '../auth/auth.schema';
import { onboardingSchema } from './onboarding.schema';
import { businessSettingsSchema, contractorSettingsSchema, customerPageSettingsSchema, paymentSettingsSchema, pricingSettingsSchema } from './settings.schema';

const tags = ['settings'];
const cents = z.number().int();

/** The rates the onboarding wizard reviews (SPEC §9 defaults); the rest waits for the settings page. */
export const onboardingRatesSchema = z.object({
  materialPerFootVinylCents: cents,
  materialPerFootCedarCents: cents,
  materialPerFootChainCents: cents,
  gatePriceVinylCents: cents,
  gatePriceCedarCents: cents,
  gatePriceChainCents: cents,
  markupPercentage: z.number(),
  minimumChargeCents: cents,
  removalFlatFeeCents: cents,
  removalPerFootCents: cents,
  excavationCents: cents,
  concreteSetCents: cents,
  depositPercentage: z.number(),
});
export type OnboardingRates = z.output<typeof onboardingRatesSchema>;

/** What the onboarding wizard shows: the profile so far and the SPEC §9 default rates, in cents. */
export const getOnboarding = defineContract({
  method: 'GET',
  path: '/api/onboarding',
  response: z.object({
    businessName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string(),
    serviceAreas: z.array(z.string()),
    timezone: z.string(),
    onboardingComplete: z.boolean(),
    rates: onboardingRatesSchema,
  }),
  tags,
});

export const completeOnboarding = defineContract({ method: 'POST', path: '/api/onboarding', body: onboardingSchema, response: currentUserSchema, tags });

/** Customer-facing content of the signed-in contractor (testimonials, FAQs, branding). */
export const getProfileContent = defineContract({
  method: 'GET',
  path: '/api/settings/profile',
  response: z.object({
    businessName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    testimonials: z.array(z.object({ author: z.string(), text: z.string() })),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    timezone: z.string(),
  }),
  tags,
});

export const getSettings = defineContract({ method: 'GET', path: '/api/settings', response: contractorSettingsSchema, tags });

/** Each section's PUT answers the whole settings object, which becomes the page's cached copy. */
export const saveBusinessSettings = defineContract({ method: 'PUT', path: '/api/settings/business', body: businessSettingsSchema, response: contractorSettingsSchema, tags });
export const savePricingSettings = defineContract({ method: 'PUT', path: '/api/settings/pricing', body: pricingSettingsSchema, response: contractorSettingsSchema, tags });
export const savePaymentSettings = defineContract({ method: 'PUT', path: '/api/settings/payments', body: paymentSettingsSchema, response: contractorSettingsSchema, tags });
export const saveCustomerPageSettings = defineContract({ method: 'PUT', path: '/api/settings/customer-page', body: customerPageSettingsSchema, response: contractorSettingsSchema, tags });
