// What waited for a person (a mapping, a reconnect) goes as soon as they have acted; what a change queued goes as
// soon as the change commits (the drain job is sent in the change's own transaction, not left to the next tick).
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection';
import { qboSyncItems } from '../../db/schema/index';

export async function wakeQboItems(db: Db, contractorId: string): Promise<void> {
  await db.update(qboSyncItems).set({ nextAttemptAt: null }).where(and(eq(qboSyncItems.contractorId, contractorId), eq(qboSyncItems.status, 'pending')));
}

type QboKick = (db: DbOrTx, contractorId: string) => Promise<void>;
let kick: QboKick | null = null;

/** Set by the running queue (qbo-queue.ts); returns the unset. */
export function setQboKick(fn: QboKick): () => void {
  kick = fn;
  return () => {
    if (kick === fn) kick = null;
  };
}

/**
 * Queues the contractor's drain job with the caller's handle (inside a savepoint, so a failed send never undoes the
 * change: the tick, every few seconds, is then the fallback). Nothing without a running queue in this process.
 */
export async function kickQboDrain(db: DbOrTx, contractorId: string): Promise<void> {
  const send = kick;
  if (!send) return;
  try {
    await db.transaction(async (sp) => send(sp, contractorId));
  } catch {
    // The tick finds the row.
  }
}
