import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db';
import { openChangeFeed, type ChangeFeed } from './change-feed';
import type { Database } from './connection';

let database: Database;
let feed: ChangeFeed;
const heard: string[] = [];
const states: boolean[] = [];

beforeAll(async () => {
  database = await createTestDb();
  feed = await openChangeFeed(database, 'picket_test_feed', { onMessage: (m) => heard.push(m), onListening: (on) => states.push(on) });
});

afterAll(async () => {
  await feed.close();
  await database.close();
});

describe('change feed (LISTEN/NOTIFY)', () => {
  it('delivers what is published, after commit', async () => {
    await feed.publish('session:abc');
    await expect.poll(() => heard).toContain('session:abc');
    await database.db.transaction(async (tx) => {
      await tx.execute("select pg_notify('picket_test_feed', 'in-transaction')");
      expect(heard).not.toContain('in-transaction');
    });
    await expect.poll(() => heard).toContain('in-transaction');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('says when it stops listening and listens again after a dropped connection', async () => {
    expect(states.at(-1)).toBe(true);
    await database.query("select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN \"picket_test_feed\"'");
    await expect.poll(() => states.includes(false)).toBe(true);
    await expect.poll(() => states.at(-1), { timeout: 10_000 }).toBe(true);
    await feed.publish('after-reconnect');
    await expect.poll(() => heard).toContain('after-reconnect');
  });
});
