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

/** The password rule everywhere a password is chosen (new contractor, invitation, reset). */
export const passwordSchema = z
  .string()
  .min(10, 'Password must be at least 10 characters')
  .max(200, 'Password must be 200 characters or less');

export const languageSchema = z.enum(['en', 'es']);

/** "Forgot password?" on /login: the same answer whether or not the address has an account. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address').max(254),
  language: languageSchema.optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

// A link's token: 32 random bytes, base64url (43 characters). Anything else answers as an unknown link does.
export const passwordLinkSchema = z.object({ token: z.string().max(200) });

export const setPasswordSchema = z.object({ token: z.string().max(200), password: passwordSchema });

export const passwordLinkPurposeSchema = z.enum(['invitation', 'password_reset']);
export type PasswordLinkPurpose = z.infer<typeof passwordLinkPurposeSchema>;

/** What the set-password page shows before the person types: whose account and why. */
export const passwordLinkInfoSchema = z.object({
  purpose: passwordLinkPurposeSchema,
  email: z.string(),
  firstName: z.string().nullable(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;
