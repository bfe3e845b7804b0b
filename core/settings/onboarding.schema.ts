import { z } from 'zod';

export const zipCodeSchema = z.string().regex(/^\d{5}$/, 'ZIP code must be 5 digits');

/** The onboarding wizard's answers: business, contact, service area, timezone (SPEC §9 default America/Chicago). */
export const onboardingSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required').max(120),
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  phone: z
    .string()
    .min(1, 'Phone number is required')
    .refine((v) => v.replace(/\D/g, '').length === 10, 'Please enter a valid 10-digit phone number'),
  serviceAreas: z.array(zipCodeSchema).min(1, 'Add at least one ZIP code you serve').max(200),
  timezone: z.string().min(1).default('America/Chicago'),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const usTimezones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
