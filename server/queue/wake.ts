// Work written in a request's transaction starts at once instead of at the next minute's tick (issue 28 item 2). The
// request, once its transaction has committed, calls wakeQueue(kind); the instance's background work (background.ts)
// registered what to do for that kind — queue the new rows as pg-boss jobs and wake its own worker — so a new lead's
// rule actions start within seconds of the webhook. Nothing is lost when no one listens (a process without background
// work, or one that dies right after the commit): the rows are in the database and the minute's tick queues them.
import type PgBoss from 'pg-boss';

export type WakeKind = 'crm-inbound';

type Waker = () => Promise<unknown>;
const wakers = new Map<WakeKind, Waker>();
const running = new Map<WakeKind, Promise<void>>();
const again = new Set<WakeKind>();

/**
 * Registers what wakes `kind` until `boss` (the queue the waker feeds) stops, as kick.ts does, so no test's waker outlives
 * its queue. One per process; the last registration wins. Returns the unregister function, for a stop before the boss's.
 */
export function onWake(kind: WakeKind, boss: PgBoss, waker: Waker, onError: (error: unknown) => void): () => void {
  const wrapped: Waker = () => waker().catch(onError);
  wakers.set(kind, wrapped);
  const unregister = () => {
    if (wakers.get(kind) === wrapped) wakers.delete(kind);
  };
  boss.once('stopped', unregister);
  return unregister;
}

/**
 * Runs the waker for `kind` soon, never twice at once: wakes during a run fold into one more run after it. Call after
 * the transaction that wrote the work has committed. Returns when the run it started or joined has ended.
 */
export function wakeQueue(kind: WakeKind): Promise<void> {
  const waker = wakers.get(kind);
  if (!waker) return Promise.resolve();
  const current = running.get(kind);
  if (current) {
    again.add(kind);
    return current;
  }
  const run = (async () => {
    do {
      again.delete(kind);
      await waker();
    } while (again.has(kind));
    running.delete(kind);
  })();
  running.set(kind, run);
  return run;
}
