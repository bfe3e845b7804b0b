// The nightly housekeeping run (a pg-boss schedule, server/background.ts): rows whose time is up, across features.
import type { Db } from './db/connection';
import { purgeExpiredAuthRows, type PurgedAuthRows } from './features/auth/auth-housekeeping';
import { purgeOldWebhookDeliveries } from './features/crm/inbound/ghl-webhook.service';
import { purgeClosedAccounts } from './features/closure/closure.service';
import { purgeExpiredImportRows } from './features/imports/import-confirm';

export interface HousekeepingResult extends PurgedAuthRows {
  webhookDeliveries: number;
  /** Closed accounts whose grace period ended, deleted (issue 26). */
  closedAccounts: number;
  /** Sheet rows (encrypted PII) of imports whose 7-day undo window has passed (issue 26). */
  importRows: number;
}

export async function runHousekeeping(db: Db, now: Date = new Date()): Promise<HousekeepingResult> {
  const auth = await purgeExpiredAuthRows(db, now);
  const webhookDeliveries = await purgeOldWebhookDeliveries(db, now);
  const closedAccounts = await purgeClosedAccounts(db, now);
  const importRows = await purgeExpiredImportRows(db, now);
  return { ...auth, webhookDeliveries, closedAccounts, importRows };
}
