// The nightly housekeeping run (a pg-boss schedule, server/background.ts): rows whose time is up, across features.
import type { Db } from './db/connection';
import { purgeExpiredAuthRows, type PurgedAuthRows } from './features/auth/auth-housekeeping';
import { purgeOldWebhookDeliveries } from './features/crm/ghl-webhook.service';

export interface HousekeepingResult extends PurgedAuthRows {
  webhookDeliveries: number;
}

export async function runHousekeeping(db: Db, now: Date = new Date()): Promise<HousekeepingResult> {
  const auth = await purgeExpiredAuthRows(db, now);
  const webhookDeliveries = await purgeOldWebhookDeliveries(db, now);
  return { ...auth, webhookDeliveries };
}
