// The app's one job queue: a single pg-boss instance per process, started by background.ts and handed to each
// feature's start function (overdue detection, receipts, CRM, QuickBooks…). A feature registers its queues and
// workers on it; none builds its own.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connection';

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

export interface StartedBoss {
  boss: PgBoss;
  /** Lets running jobs finish (up to 5 s), then stops polling. */
  stop: () => Promise<void>;
}

/** Creates and starts the process's pg-boss (schema `pgboss`, created or migrated on first start); errors go to the log. */
export async function startBoss(database: Database, log: Pick<FastifyBaseLogger, 'error'>): Promise<StartedBoss> {
  const boss = new PgBoss({ db: pgBossDb(database), schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5000, wait: true }) };
}
