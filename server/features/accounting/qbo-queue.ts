// QuickBooks work on pg-boss: a tick (every few seconds, and the cron every minute) hands each contractor with due
// rows to the queue as one drain job (singleton per contractor while it waits); the job works through that
// contractor's rows within the company's request budget. Every few hours each connection gets a CDC pass.
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { contractorsWithDueQboItems, drainQboItems, recoverStalledQboItems, type QboDeliveryDeps } from './qbo-delivery';
import { queueQboCdcPass } from './qbo-outbox';

export const QBO_SYNC_QUEUE = 'quickbooks-sync';
export const QBO_TICK_QUEUE = 'quickbooks-sync-tick';
export const QBO_CDC_QUEUE = 'quickbooks-cdc';

type Log = { error: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };

export async function qboTick(boss: PgBoss, database: Database, now: Date = new Date()) {
  const recovered = await recoverStalledQboItems(database.db, now);
  const contractorIds = await contractorsWithDueQboItems(database.db, now);
  for (const contractorId of contractorIds) await boss.send(QBO_SYNC_QUEUE, { contractorId }, { singletonKey: contractorId });
  return { recovered, queued: contractorIds.length };
}

/** Queues a CDC pass for every connected company (pg-boss runs it every few hours). */
export async function queueCdcForAll(database: Database): Promise<number> {
  const rows = await queryRows<{ id: string }>(database.db, sql`SELECT contractor_id AS id FROM qbo_connections WHERE status = 'connected'`);
  for (const { id } of rows) await queueQboCdcPass(database.db, id, 'schedule');
  return rows.length;
}

export async function startQboQueue(boss: PgBoss, database: Database, deps: QboDeliveryDeps, log: Log, options: { tickEverySeconds?: number; workers?: number } = {}) {
  await boss.createQueue(QBO_SYNC_QUEUE, { name: QBO_SYNC_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(QBO_TICK_QUEUE, { name: QBO_TICK_QUEUE, policy: 'short' });
  await boss.createQueue(QBO_CDC_QUEUE, { name: QBO_CDC_QUEUE, policy: 'short' });
  await boss.schedule(QBO_TICK_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.schedule(QBO_CDC_QUEUE, '23 */4 * * *', {}, { tz: 'UTC' });
  const polling = { pollingIntervalSeconds: 2 };
  const drain = async ([job]: PgBoss.Job<{ contractorId: string }>[]) => {
    const result = await drainQboItems(database.db, job.data.contractorId, deps, { maxMs: 120_000 });
    if (result.failed > 0 || result.retry > 0) log.info({ contractorId: job.data.contractorId, ...result }, 'quickbooks sync');
  };
  for (let i = 0; i < (options.workers ?? 3); i++) await boss.work(QBO_SYNC_QUEUE, polling, drain);
  await boss.work(QBO_TICK_QUEUE, polling, async () => void (await qboTick(boss, database)));
  await boss.work(QBO_CDC_QUEUE, polling, async () => void (await queueCdcForAll(database)));
  let ticking = false;
  const every = options.tickEverySeconds ?? 5;
  const timer = every > 0
    ? setInterval(() => {
        if (ticking) return;
        ticking = true;
        qboTick(boss, database)
          .catch((error) => log.error({ err: error }, 'quickbooks tick failed'))
          .finally(() => (ticking = false));
      }, every * 1000)
    : null;
  timer?.unref();
  return { stop: () => timer && clearInterval(timer) };
}
