import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import { startOverdueQueue } from './features/payments/overdue-queue';

/** Starts the PostgreSQL-backed queue workers (payment reminders, overdue detection). Returns a stop function. */
export async function startBackgroundWork(database: Database, _config: AppConfig, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const overdue = await startOverdueQueue(database, log);
  return async () => {
    await overdue.stop();
  };
}
