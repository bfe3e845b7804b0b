// Picket → CRM on pg-boss. The domain-event subscriber leaves pending rows in ghl_sync_items (crm-outbox.ts); a tick
// hands each contractor with due rows to the queue as one delivery job (singleton per contractor while it waits), and
// the job drains that contractor's rows oldest first, `concurrency` at once within the location's request budget and
// in-flight limit (both in PostgreSQL, shared by every instance). Fair between tenants: a job drains one slice (10 s
// or 200 rows) and, with rows left, queues its contractor again at the back, so a contractor's 10,000-customer import
// takes turns with everyone else's new lead instead of holding a worker until it is done. A job that crashes is retried
// by pg-boss with back-off; a row the CRM turned away for now carries its own back-off (outbound-delivery.ts).
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/connection';
import { registerKick } from '../../../queue/kick';
import { contractorsWithDueOutbound, drainOutbox, purgeOldSyncItems, recoverStalledOutbound, type OutboundDeps } from './outbound-delivery';

export const CRM_OUTBOUND_QUEUE = 'crm-outbound';
export const CRM_OUTBOUND_TICK_QUEUE = 'crm-outbound-tick';

type Log = { error: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };

export interface OutboundQueueOptions {
  cron?: string;
  /** How often this instance looks for new rows (the cron is the floor when an instance is busy). 0: only the cron. */
  tickEverySeconds?: number;
  /** Contractors drained at once by this instance. */
  workers?: number;
  /** Requests of one location in flight at once, across every instance. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  /** How long one job (a contractor's turn) drains before handing the rest back to the queue. */
  drainMs?: number;
  /** Most rows one turn sends. */
  sliceItems?: number;
}

/** Queues a contractor's delivery job unless one already waits (the 'short' policy's singleton). */
export async function queueCrmOutbound(boss: PgBoss, contractorId: string) {
  await boss.send(CRM_OUTBOUND_QUEUE, { contractorId }, { singletonKey: contractorId });
}

/** One pass: recover interrupted rows, queue a delivery job per contractor with due rows. */
export async function crmOutboundTick(boss: PgBoss, database: Database, now: Date = new Date()) {
  const recovered = await recoverStalledOutbound(database.db, now);
  const contractorIds = await contractorsWithDueOutbound(database.db, now);
  // 'short' queue: a contractor already waiting in the queue is not queued twice.
  for (const contractorId of contractorIds) await queueCrmOutbound(boss, contractorId);
  return { recovered, queued: contractorIds.length };
}

export async function startCrmOutboundQueue(boss: PgBoss, database: Database, deps: OutboundDeps, log: Log, options: OutboundQueueOptions = {}) {
  await boss.createQueue(CRM_OUTBOUND_QUEUE, { name: CRM_OUTBOUND_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(CRM_OUTBOUND_TICK_QUEUE, { name: CRM_OUTBOUND_TICK_QUEUE, policy: 'short' });
  await boss.schedule(CRM_OUTBOUND_TICK_QUEUE, options.cron ?? '* * * * *', {}, { tz: 'UTC' });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  const drain = async ([job]: PgBoss.Job<{ contractorId: string }>[]) => {
    const { contractorId } = job.data;
    const turn = { maxMs: options.drainMs ?? 10_000, maxItems: options.sliceItems ?? 200, concurrency: options.concurrency ?? 4 };
    let result = await drainOutbox(database.db, contractorId, deps, turn);
    // Its turn is over: with other contractors waiting, the rest goes to the back of the queue behind them; with none
    // waiting, it carries on (a pause to requeue would only waste the location's budget).
    while (result.more && (await boss.getQueueSize(CRM_OUTBOUND_QUEUE)) === 0) result = await drainOutbox(database.db, contractorId, deps, turn);
    if (result.more) await queueCrmOutbound(boss, contractorId);
    if (result.failed > 0 || result.retry > 0 || result.dropped > 0) log.info({ contractorId, ...result }, 'crm outbound');
  };
  for (let i = 0; i < (options.workers ?? 8); i++) await boss.work(CRM_OUTBOUND_QUEUE, polling, drain);
  await boss.work(CRM_OUTBOUND_TICK_QUEUE, polling, async () => {
    await crmOutboundTick(boss, database);
    // Once a minute, not every few seconds: the log's old entries go in batches.
    await purgeOldSyncItems(database.db);
  });

  // A change's rows go as it commits: the outbox (crm-outbox.ts) sends the drain job in the same transaction.
  registerKick('crm-outbound', boss, CRM_OUTBOUND_QUEUE);
  // Between cron minutes, the fallback: what a kick missed (a failed send, a process without workers) goes in seconds.
  let ticking = false;
  const every = options.tickEverySeconds ?? 5;
  const timer =
    every > 0
      ? setInterval(() => {
          if (ticking) return;
          ticking = true;
          crmOutboundTick(boss, database)
            .catch((error) => log.error({ err: error }, 'crm outbound tick failed'))
            .finally(() => (ticking = false));
        }, every * 1000)
      : null;
  timer?.unref();
  return {
    tick: () => crmOutboundTick(boss, database),
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
