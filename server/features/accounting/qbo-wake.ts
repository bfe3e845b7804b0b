// What waited for a person (a mapping, a reconnect) goes as soon as they have acted. (What a change queued goes as soon
// as the change commits: qbo-outbox.ts kicks the drain job in the change's own transaction, server/queue/kick.ts.)
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { qboSyncItems } from '../../db/schema/index';

export async function wakeQboItems(db: Db, contractorId: string): Promise<void> {
  await db.update(qboSyncItems).set({ nextAttemptAt: null }).where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.status, 'pending')));
}
