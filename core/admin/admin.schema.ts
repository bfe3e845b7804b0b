import { z } from 'zod';
import { languageSchema, passwordSchema } from '../auth/auth.schema';

export const contractorActivationSchema = z.object({ isActive: z.boolean() });

export const newContractorSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address'),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  businessName: z.string().trim().min(1, 'Business name is required'),
  password: passwordSchema,
});
export type NewContractorInput = z.infer<typeof newContractorSchema>;

export const registrationRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  companyName: z.string().trim().min(1, 'Company name is required'),
  email: z.string().trim().email('Please enter a valid email address'),
  phone: z
    .string()
    .min(1, 'Phone number is required')
    .refine((v) => v.replace(/\D/g, '').length === 10, 'Please enter a valid 10-digit phone number'),
  contractorType: z.string().trim().max(80).optional(),
  notes: z.string().max(2000).optional(),
  /** The page's language: the invitation is written in it. */
  language: languageSchema.optional(),
});
export type RegistrationRequestInput = z.infer<typeof registrationRequestSchema>;

export const registrationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const registrationListQuerySchema = z.object({ status: registrationStatusSchema.optional() });

/** A request as the admin reviews it; accountExists flags an address that already signs in (approval would fail). */
export const registrationRequestViewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  contractorType: z.string().nullable(),
  status: registrationStatusSchema,
  notes: z.string().nullable(),
  language: languageSchema,
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  contractorId: z.string().nullable(),
  accountExists: z.boolean(),
  createdAt: z.string(),
});
export type RegistrationRequestView = z.infer<typeof registrationRequestViewSchema>;

export const rejectRegistrationSchema = z.object({
  note: z.string().trim().min(1, 'Please say why the request is rejected').max(2000, 'Note must be 2000 characters or less'),
});

/** `invitation`: queued for the mail server, or (no SMTP_URL) kept in the outbox unsent: the toast says which, never "on its way" for mail that cannot leave. */
export const approvedRegistrationSchema = z.object({ contractorId: z.string(), userId: z.string(), invitation: z.enum(['queued', 'outbox']) });

export const accountEmailViewSchema = z.object({
  id: z.string(),
  purpose: z.enum(['invitation', 'password_reset']),
  status: z.enum(['queued', 'sending', 'sent', 'failed', 'skipped']),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** /admin/contractors/{id}: business details, usage, the sign-in account and its recent account mail. */
export const contractorDetailSchema = z.object({
  id: z.string(),
  businessName: z.string().nullable(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  insuranceNumber: z.string().nullable(),
  serviceAreas: z.array(z.string()),
  timezone: z.string(),
  isActive: z.boolean(),
  onboardingComplete: z.boolean(),
  createdAt: z.string(),
  usage: z.object({ customers: z.number().int(), quotes: z.number().int(), jobs: z.number().int(), lastSignInAt: z.string().nullable() }),
  account: z
    .object({ userId: z.string(), email: z.string(), passwordSet: z.boolean(), passwordChangedAt: z.string().nullable(), lastSignInAt: z.string().nullable() })
    .nullable(),
  emails: z.array(accountEmailViewSchema),
});
export type ContractorDetail = z.infer<typeof contractorDetailSchema>;
