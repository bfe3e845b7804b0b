// readAll: at once on a pool, one after another on a transaction (one connection: node-postgres would warn).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/use-test-app';
import { queryRows } from './query-rows';
import { readAll } from './read-all';

const t = useTestDb();

describe('readAll', () => {
  it('inside a transaction, each read starts after the one before has finished, results in order', async () => {
    const events: string[] = [];
    const results = await t.db.transaction(async (tx) => {
      const read = (n: number) => async () => {
        events.push(`start ${n}`);
        const [row] = await queryRows<{ n: number }>(tx, sql`select ${n}::int as n`);
        events.push(`end ${n}`);
        return row!.n;
      };
      return readAll(tx, [read(1), read(2), read(3)] as const);
    });
    expect(results).toEqual([1, 2, 3]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('outside a transaction, the reads start together', async () => {
    const events: string[] = [];
    const read = (n: number) => async () => {
      events.push(`start ${n}`);
      await queryRows(t.db, sql`select 1`);
      return n;
    };
    expect(await readAll(t.db, [read(1), read(2)] as const)).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['start 1', 'start 2']);
  });
});
