// The admin console's calls (SPEC §2 /admin: contractors, registration requests, system settings) and the public
// registration request, one contract each (core/api/contract.ts).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import {
  approvedRegistrationSchema,
  contractorActivationSchema,
  contractorDetailSchema,
  newContractorSchema,
  registrationListQuerySchema,
  registrationRequestSchema,
  registrationRequestViewSchema,
  registrationStatusSchema,
  rejectRegistrationSchema,
} from './admin.schema';
import { systemSettingsSchema, systemSettingsViewSchema } from './system-settings.schema';

const tags = ['admin'];
const ok = z.object({ ok: z.literal(true) });

/** A row of the admin's contractors table. */
export const adminContractorSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  email: z.string(),
  isActive: z.boolean(),
  onboardingComplete: z.boolean(),
  createdAt: z.string(),
});

export const listAdminContractors = defineContract({ method: 'GET', path: '/api/admin/contractors', response: z.array(adminContractorSchema), tags });

/** A new contractor account and its first user; onboarding starts incomplete. 409 when the address already signs in. */
export const createAdminContractor = defineContract({
  method: 'POST',
  path: '/api/admin/contractors',
  body: newContractorSchema,
  response: z.object({ contractorId: z.string(), userId: z.string() }),
  status: 201,
  tags,
});

export const getAdminContractor = defineContract({ method: 'GET', path: '/api/admin/contractors/:id', params: idParams, response: contractorDetailSchema, tags });

export const setAdminContractorActive = defineContract({
  method: 'PATCH',
  path: '/api/admin/contractors/:id',
  params: idParams,
  body: contractorActivationSchema,
  response: ok,
  tags,
});

export const sendContractorInvitation = defineContract({
  method: 'POST',
  path: '/api/admin/contractors/:id/invitation',
  params: idParams,
  response: ok,
  status: 202,
  tags,
});

export const sendContractorPasswordReset = defineContract({
  method: 'POST',
  path: '/api/admin/contractors/:id/password-reset',
  params: idParams,
  response: ok,
  status: 202,
  tags,
});

export const listRegistrationRequests = defineContract({
  method: 'GET',
  path: '/api/admin/registration-requests',
  query: registrationListQuerySchema,
  response: z.array(registrationRequestViewSchema),
  tags,
});

export const approveRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/admin/registration-requests/:id/approve',
  params: idParams,
  response: approvedRegistrationSchema,
  tags,
});

export const rejectRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/admin/registration-requests/:id/reject',
  params: idParams,
  body: rejectRegistrationSchema,
  response: ok,
  tags,
});

export const getSystemSettings = defineContract({ method: 'GET', path: '/api/admin/system-settings', response: systemSettingsViewSchema, tags });

export const updateSystemSettings = defineContract({
  method: 'PUT',
  path: '/api/admin/system-settings',
  body: systemSettingsSchema,
  response: systemSettingsViewSchema,
  tags,
});

/** Public: a fence company asks for an account (SPEC §2 /contractor-registration). */
export const createRegistrationRequest = defineContract({
  method: 'POST',
  path: '/api/registration-requests',
  body: registrationRequestSchema,
  response: z.object({ id: z.string(), status: registrationStatusSchema }),
  status: 201,
  public: true,
  tags,
});
