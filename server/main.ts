import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { ensureAdminFromEnv, seedDemoIfEmpty } from './seed/seed';
import { startBackgroundWork } from './background';

// Production entry point: open the database (migrating it), seed or create the first admin, listen.
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ database, config });
  if (config.seedDemo) {
    const logins = await seedDemoIfEmpty(database.db, config);
    if (logins) {
      app.log.info('Seeded demo data. Demo logins:');
      for (const l of logins) console.log(`  ${l.email.padEnd(28)} ${l.password.padEnd(30)} ${l.role}`);
    }
  }
  await ensureAdminFromEnv(database.db, config);
  const stopBackground = await startBackgroundWork(database, config, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await stopBackground();
    await database.close();
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
