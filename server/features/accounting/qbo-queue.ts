// QuickBooks work on pg-boss: a tick (every few seconds, and the cron every minute) gives rows whose lease ran out back
// to pending and hands each contractor with due rows to the queue as one drain job (singleton per contractor while it
// waits). A job is one short turn (10 s or 200 rows, up to QBO_CONCURRENCY rows at once within the company's request
// budget, qbo-delivery.ts) and, with rows left, queues its contractor again at the back, so one contractor's 10,000-row
// backlog takes turns with another's single invoice, and no job lives anywhere near pg-boss's expiry (a job cut short
// anyway leaves leased rows the reaper gives back). Every few hours each connection gets a CDC pass.
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { registerKick } from '../../queue/kick';
import { queryRows } from '../../db/query-rows';
import { contractorsWithDueQboItems, drainQboItems, QBO_LEASE_MS, recoverStalledQboItems, type QboDeliveryDeps } from './qbo-delivery';
import { queueQboCdcPass } from './qbo-outbox';

export const QBO_SYNC_QUEUE = 'quickbooks-sync';
export const QBO_TICK_QUEUE = 'quickbooks-sync-tick';
export const QBO_CDC_QUEUE = 'quickbooks-cdc';

type Log = { error: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };

/** Queues a contractor's drain job unless one already waits (the 'short' policy's singleton). */
export async function queueQboDrain(boss: PgBoss, contractorId: string) {
  await boss.send(QBO_SYNC_QUEUE, { contractorId }, { singletonKey: contractorId });
}

export async function qboTick(boss: PgBoss, database: Database, now: Date = new Date(), leaseMs = QBO_LEASE_MS) {
  const recovered = await recoverStalledQboItems(database.db, now, leaseMs);
  const contractorIds = await contractorsWithDueQboItems(database.db, now);
  for (const contractorId of contractorIds) await queueQboDrain(boss, contractorId);
  return { recovered, queued: contractorIds.length };
}

export interface QboQueueOptions {
  /** How often this instance looks for due rows (the minute's cron is the floor). 0: only the cron. */
  tickEverySeconds?: number;
  /** Contractors drained at once by this instance. */
  workers?: number;
  /** A company's rows in flight at once across every instance (QBO_CONCURRENCY; QuickBooks allows 10 requests at once). */
  concurrency?: number;
  /** How long one turn drains before handing the rest back to the queue, and the most rows it takes. */
  turnMs?: number;
  turnItems?: number;
  leaseMs?: number;
  pollingIntervalSeconds?: number;
  /** pg-boss's expiry of a drain job (tests set it tiny: a turn is far shorter). */
  expireInSeconds?: number;
}

/** Queues a CDC pass for every connected company (pg-boss runs it every few hours). */
export async function queueCdcForAll(database: Database): Promise<number> {
  const rows = await queryRows<{ id: string }>(database.db, sql`SELECT contractor_id AS id FROM qbo_connections WHERE status = 'connected'`);
  for (const { id } of rows) await queueQboCdcPass(database.db, id, 'schedule');
  return rows.length;
}

export async function startQboQueue(boss: PgBoss, database: Database, deps: QboDeliveryDeps, log: Log, options: QboQueueOptions = {}) {
  await boss.createQueue(QBO_SYNC_QUEUE, { name: QBO_SYNC_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true, ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}) });
  await boss.createQueue(QBO_TICK_QUEUE, { name: QBO_TICK_QUEUE, policy: 'short' });
  await boss.createQueue(QBO_CDC_QUEUE, { name: QBO_CDC_QUEUE, policy: 'short' });
  await boss.schedule(QBO_TICK_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.schedule(QBO_CDC_QUEUE, '23 */4 * * *', {}, { tz: 'UTC' });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const leaseMs = options.leaseMs ?? QBO_LEASE_MS;
  const turn = { maxMs: options.turnMs ?? 10_000, maxItems: options.turnItems ?? 200, concurrency: options.concurrency ?? 10, leaseMs };
  const drain = async ([job]: PgBoss.Job<{ contractorId: string }>[]) => {
    const { contractorId } = job.data;
    let result = await drainQboItems(database.db, contractorId, deps, turn);
    // Its turn is over: with other contractors waiting the rest goes to the back of the queue, behind them; with none
    // waiting it carries on, one turn at a time (each turn short, so the job never nears its expiry).
    for (let turns = 1; result.more && turns < 30 && (await boss.getQueueSize(QBO_SYNC_QUEUE)) === 0; turns++) result = await drainQboItems(database.db, contractorId, deps, turn);
    if (result.more) await queueQboDrain(boss, contractorId);
    if (result.failed > 0 || result.retry > 0 || result.dropped > 0) log.info({ contractorId, ...result }, 'quickbooks sync');
  };
  for (let i = 0; i < (options.workers ?? 3); i++) await boss.work(QBO_SYNC_QUEUE, polling, drain);
  await boss.work(QBO_TICK_QUEUE, polling, async () => void (await qboTick(boss, database, new Date(), leaseMs)));
  await boss.work(QBO_CDC_QUEUE, polling, async () => void (await queueCdcForAll(database)));
  // A change's rows go as it commits: its domain-event subscriber sends the drain job in the same transaction.
  registerKick('qbo-sync', boss, QBO_SYNC_QUEUE);
  let ticking = false;
  const every = options.tickEverySeconds ?? 5;
  const timer = every > 0
    ? setInterval(() => {
        if (ticking) return;
        ticking = true;
        qboTick(boss, database, new Date(), leaseMs)
          .catch((error) => log.error({ err: error }, 'quickbooks tick failed'))
          .finally(() => (ticking = false));
      }, every * 1000)
    : null;
  timer?.unref();
  return {
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
