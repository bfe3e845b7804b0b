// Account closure (issue 26): export first, then close. Closing makes every homeowner's PII unreadable at once and
// signs everyone out; the rows themselves are deleted after the grace period (docs/import-export.md).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { adminCloseAccountBodySchema, closeAccountBodySchema, closureStatusSchema } from './closure.schema';

const tags = ['closure'] as const;

const exportFirst = z.object({ message: z.string(), code: z.literal('EXPORT_FIRST') });

export const getClosureStatus = defineContract({ method: 'GET', path: '/api/account/closure', response: closureStatusSchema, tags });

export const closeAccount = defineContract({
  method: 'POST',
  path: '/api/account/closure',
  body: closeAccountBodySchema,
  response: closureStatusSchema,
  errors: { 409: exportFirst },
  tags,
  summary: 'Closes the signed-in contractor’s account (password again; a fresh export first unless skipExport)',
});

export const adminGetClosureStatus = defineContract({ method: 'GET', path: '/api/admin/contractors/:id/closure', params: idParams, response: closureStatusSchema, tags });

export const adminCloseAccount = defineContract({
  method: 'POST',
  path: '/api/admin/contractors/:id/closure',
  params: idParams,
  body: adminCloseAccountBodySchema,
  response: closureStatusSchema,
  errors: { 409: exportFirst },
  tags,
  summary: 'An admin closes a contractor’s account at their request (a fresh export first unless skipExport)',
});
