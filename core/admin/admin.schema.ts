import { z } from 'zod';

export const contractorActivationSchema = z.object({ isActive: z.boolean() });

export const newContractorSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address'),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  businessName: z.string().trim().min(1, 'Business name is required'),
  password: z.string().min(10, 'Password must be at least 10 characters'),
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
});
export type RegistrationRequestInput = z.infer<typeof registrationRequestSchema>;
