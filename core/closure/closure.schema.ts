// Account closure's rules and shapes (issue 26), shared by the server, the web and core/closure/closure.api.ts.
import { z } from 'zod';

/** Days between closing an account and deleting its rows (the grace period). */
export const ACCOUNT_PURGE_DAYS = 30;
/** An export at most this old counts as "exported first". */
export const EXPORT_FRESH_HOURS = 24;

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

/** An admin closing an account for a contractor who asked. */
export const adminCloseAccountBodySchema = z.object({ skipExport: z.boolean().default(false) });

