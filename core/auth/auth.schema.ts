import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC §3 current user. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  isAdmin: z.boolean(),
  onboardingComplete: z.boolean(),
  contractorId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export { displayName } from './display-name';
