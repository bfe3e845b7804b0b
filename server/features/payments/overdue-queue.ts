import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/connection';
import { detectOverdueMilestones } from './overdue-detection';

export const OVERDUE_QUEUE = 'overdue-detection';

/** pg-boss talks to our connection: PGlite needs parameterless multi-statement SQL sent through exec() (STACK.md). */
export function pgBossDb(database: Database): PgBoss.Db {
  if (database.kind === 'pglite' && database.pglite) {
    const pglite = database.pglite;
    return {
      async executeSql(text: string, values: unknown[] = []) {
        if (values.length === 0) {
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return { rows: (await pglite.query(text, values)).rows };
      },
    };
  }
  const pool = database.pool!;
  return { executeSql: async (text: string, values: unknown[] = []) => ({ rows: (await pool.query(text, values)).rows }) };
}

export interface OverdueQueueOptions {
  cron?: string;
  pollingIntervalSeconds?: number;
  onRun?: (result: { checked: number; created: number }) => void;
}

/**
 * Overdue detection as background work on pg-boss: hourly cron plus one run at start-up. Safe on several instances:
 * pg-boss hands each job to one worker (SKIP LOCKED), and the notifications' dedupe key makes any repeat a no-op.
 */
export async function startOverdueQueue(database: Database, log: Pick<FastifyBaseLogger, 'error' | 'info'>, options: OverdueQueueOptions = {}) {
  const boss = new PgBoss({ db: pgBossDb(database), schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(OVERDUE_QUEUE);
  await boss.schedule(OVERDUE_QUEUE, options.cron ?? '0 * * * *', {}, { tz: 'UTC' });
  await boss.work(OVERDUE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const result = await detectOverdueMilestones(database.db);
    if (result.created > 0) log.info(result, 'overdue milestones detected');
    options.onRun?.(result);
  });
  await boss.send(OVERDUE_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  return {
    boss,
    runNow: () => boss.send(OVERDUE_QUEUE, {}),
    stop: () => boss.stop({ graceful: true, timeout: 5000, wait: true }),
  };
}
