// The import sweep on pg-boss: once at start-up and every minute, one worker of any instance resumes confirmed imports
// whose run stopped (a restart, a crash). Running a batch that another instance is running is harmless (import-run.ts).
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/connection';
import { startImportRun, unfinishedImports } from './import-run';

export const IMPORT_SWEEP_QUEUE = 'import-sweep';

export async function startImportSweep(boss: PgBoss, database: Database, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  await boss.createQueue(IMPORT_SWEEP_QUEUE);
  await boss.schedule(IMPORT_SWEEP_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(IMPORT_SWEEP_QUEUE, async () => {
    const ids = await unfinishedImports(database.db);
    if (ids.length > 0) log.info({ imports: ids.length }, 'resuming imports');
    await Promise.all(ids.map((id) => startImportRun(database.db, id, (error) => log.error({ err: error, batchId: id }, 'import run failed'))));
  });
  await boss.send(IMPORT_SWEEP_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 30 });
}
