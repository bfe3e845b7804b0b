// Issue 28: the background work has a pool of its own (QUEUE_POOL_SIZE), so a queue that holds every connection it has
// cannot take one a web request is waiting for. PostgreSQL only: PGlite is one connection for both by design.
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackgroundWork } from './background';
import { testConfig } from './config';
import { openDatabases, type Database, type Databases } from './db/connection';
import { createOutsideClients } from './integrations/clients';
import { makeTestApp, signedIn } from './test/api';
import { createTestDb } from './test/db';
import { makeContractor, TEST_PASSWORD } from './test/factories';

const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, trace: () => {}, fatal: () => {}, child: () => quiet, level: 'silent', silent: () => {} } as unknown as FastifyBaseLogger;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the web and the queues on pools of their own', () => {
  let database: Database | undefined;
  let databases: Databases | undefined;
  afterAll(async () => {
    await databases?.close();
    await database?.close();
  });

  it('every connection of the queue pool held: the background work waits, the web still answers', async () => {
    database = await createTestDb();
    const url = (database.pool!.options as { connectionString: string }).connectionString;
    databases = await openDatabases({ databaseUrl: url, dataDir: os.tmpdir(), poolSize: 3, queuePoolSize: 2 });
    const { web, queue } = databases;
    expect(web.pool).not.toBe(queue.pool);
    const config = testConfig();
    const stopBackground = await startBackgroundWork(queue, config, createOutsideClients(config), quiet);
    const app = await makeTestApp(web);
    try {
      const account = await makeContractor(web.db);
      // Both queue connections taken (a stuck batch, a long claim): pg-boss's polls and the workers now wait for one.
      const held = await Promise.all([queue.pool!.connect(), queue.pool!.connect()]);
      for (const c of held) await c.query('BEGIN');
      let queueQuery: 'waiting' | 'answered' | 'timed out' = 'waiting';
      const pending = queue.query('SELECT 1').then(
        () => void (queueQuery = 'answered'),
        () => void (queueQuery = 'timed out'),
      );
      expect(queue.pool!.totalCount).toBe(2);

      const api = await signedIn(app, { email: account.email, password: TEST_PASSWORD });
      expect((await api.get('/api/dashboard/stats')).statusCode).toBe(200);
      expect((await api.get('/api/quotes')).statusCode).toBe(200);
      expect((await api.get('/api/homeowners')).statusCode).toBe(200);
      // The queue's own query got no connection while the web answered three pages.
      expect(queueQuery).not.toBe('answered');
      expect(web.pool!.totalCount).toBeLessThanOrEqual(3);

      for (const c of held) {
        await c.query('ROLLBACK');
        c.release();
      }
      await pending;
    } finally {
      await app.close();
      await stopBackground();
    }
  });
});
