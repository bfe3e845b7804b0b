import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/connection';
import { detectOverdueMilestones } from './overdue-detection';

export const OVERDUE_QUEUE = 'overdue-detection';

export interface OverdueQueueOptions {
  cron?: string;
  pollingIntervalSeconds?: number;
  onRun?: (result: { checked: number; created: number }) => void;
}

/**
 * Overdue detection as background work on the app's pg-boss (server/queue/boss.ts): hourly cron plus one run at
 * start-up. Safe on several instances: pg-boss hands each job to one worker (SKIP LOCKED), and the notifications'
 * dedupe key makes any repeat a no-op.
 */
export async function startOverdueQueue(boss: PgBoss, database: Database, log: Pick<FastifyBaseLogger, 'info'>, options: OverdueQueueOptions = {}) {
  await boss.createQueue(OVERDUE_QUEUE);
  await boss.schedule(OVERDUE_QUEUE, options.cron ?? '0 * * * *', {}, { tz: 'UTC' });
  await boss.work(OVERDUE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const result = await detectOverdueMilestones(database.db);
    if (result.created > 0) log.info(result, 'overdue milestones detected');
    options.onRun?.(result);
  });
  await boss.send(OVERDUE_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  return { runNow: () => boss.send(OVERDUE_QUEUE, {}) };
}
