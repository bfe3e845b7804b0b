import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabases } from './db/connection';
import { createOutsideClients } from './integrations/clients';
import { ensureAdminFromEnv, seedDemoIfEmpty } from './seed/seed';
import { startBackgroundWork } from './background';
import { isDatabaseUnavailable } from './plugins/database-unavailable';

// pg-boss 10 records a job's end (complete/fail) without awaiting it, so while PostgreSQL is away that write rejects with
// nobody listening and Node would end the process (the PostgreSQL-restart fault test caught it on a loaded machine).
// Losing that write is safe: the job's expiry hands it out again. Any other unhandled rejection still ends the process.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    console.error(`Background database write lost while PostgreSQL is unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
    return;
  }
  console.error(reason);
  process.exit(1);
});

// Production entry point: open the database (migrating it), seed or create the first admin, listen.
async function main() {
  const config = loadConfig();
  // Two pools on PostgreSQL: the requests' and the background work's (DATABASE_POOL_SIZE, QUEUE_POOL_SIZE).
  const databases = await openDatabases({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, queuePoolSize: config.queuePoolSize });
  const database = databases.web;
  // Stripe, SMS, storage and GoHighLevel: built once, shared by the routes and the background workers.
  const clients = createOutsideClients(config);
  const app = await buildApp({ database, config, clients });
  if (config.seedDemo) {
    const logins = await seedDemoIfEmpty(database.db, config);
    if (logins) {
      app.log.info('Seeded demo data. Demo logins:');
      for (const l of logins) console.log(`  ${l.email.padEnd(28)} ${l.password.padEnd(30)} ${l.role}`);
    }
  }
  await ensureAdminFromEnv(database.db, config);
  const stopBackground = await startBackgroundWork(databases.queue, config, clients, app.log);
  let closing = false;
  // SIGTERM: answer new requests 503 while those in flight and running queue jobs finish (plugins/drain.ts), then close
  // the port and the database cleanly (PGlite must be closed to be consistent); exit within 10 s whatever happens.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting without a clean close');
      process.exit(1);
    }, 10_000).unref();
    const settle = (p: Promise<unknown>, ms: number) => Promise.race([p.catch((e) => app.log.error({ err: e }, 'shutdown step failed')), new Promise((r) => setTimeout(r, ms))]);
    const drained = await app.drain({ graceMs: 1_000, timeoutMs: 6_000 });
    if (drained.unanswered > 0) app.log.warn(drained, 'closing with requests still in flight');
    await Promise.all([settle(app.close(), 1_500), settle(stopBackground(), 6_000)]);
    await databases.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  console.log(`Picket is running at http://${config.host}:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
