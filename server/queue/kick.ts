// A named kick: a change that leaves work for a queue (an outbox row) sends that queue's job in its own transaction,
// so a worker takes it the moment the change commits instead of at the next tick (issue 28 item 2), and a change that
// rolls back sends nothing. The running queue registers its kick at start, until its pg-boss stops; without one in
// this process (no background work, a test) kicking does nothing, and the queue's tick, every few seconds, finds them.
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/connection';
import { bossDbOf } from './boss-in-tx';

export type KickName = 'qbo-sync' | 'crm-outbound' | 'signed-copy';

type Send = (db: DbOrTx, contractorId: string) => Promise<unknown>;
const kicks = new Map<KickName, Send>();

/**
 * Registers `name` as sending the contractor's job `{ contractorId }` to `queue` (singleton per contractor, as the
 * tick queues it), until `boss` stops (so no test's kick outlives its queue). One per process: the last registration wins.
 */
export function registerKick(name: KickName, boss: PgBoss, queue: string): void {
  const send: Send = (db, contractorId) => boss.send(queue, { contractorId }, { singletonKey: contractorId, db: bossDbOf(db) });
  kicks.set(name, send);
  boss.once('stopped', () => {
    if (kicks.get(name) === send) kicks.delete(name);
  });
}

/**
 * Sends the contractor's job for `name` with the caller's handle, inside a savepoint: a failed send never undoes the
 * change (the tick is then the fallback). Nothing without a running queue in this process.
 */
export async function kickQueue(name: KickName, db: DbOrTx, contractorId: string): Promise<void> {
  const send = kicks.get(name);
  if (!send) return;
  try {
    await db.transaction(async (savepoint) => void (await send(savepoint, contractorId)));
  } catch {
    // The tick finds the rows.
  }
}
