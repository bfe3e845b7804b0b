// Account closure (issue 26): export first, then close. Closing makes every homeowner's PII unreadable at once and
// signs everyone out; the rows themselves are deleted after the grace period (docs/import-export.md).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';

/** Days between closing an account and deleting its rows (the grace period). */
export const ACCOUNT_PURGE_DAYS = 30;
/** An export at most this old counts as "exported first". */
export const EXPORT_FRESH_HOURS = 24;

const tags = ['closure'] as const;

export const closureStatusSchema = z.object({
  closedAt: z.string().nullable(),
  purgeAfter: z.string().nullable(),
  /** The latest whole export (ZIP) of this account, by the contractor or an admin. */
  lastExportAt: z.string().nullable(),
  /** Whether that export is fresh enough to close without skipping the export. */
  exportedRecently: z.boolean(),
});
export type ClosureStatus = z.output<typeof closureStatusSchema>;

/** The contractor's confirmation: their password, and whether they close without a fresh export. */
export const closeAccountBodySchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  skipExport: z.boolean().default(false),
});
export type CloseAccountBody = z.input<typeof closeAccountBodySchema>;

/** An admin closing an account for a contractor who asked. */
export const adminCloseAccountBodySchema = z.object({ skipExport: z.boolean().default(false) });

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
