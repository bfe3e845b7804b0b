// What waited for a person (a mapping, a reconnect) goes as soon as they have acted.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { qboSyncItems } from '../../db/schema/index';

export async function wakeQboItems(db: Db, contractorId: string): Promise<void> {
  await db.update(qboSyncItems).set({ nextAttemptAt: null }).where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.status, 'pending')));
}
