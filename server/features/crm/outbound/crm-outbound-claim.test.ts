// A lane waiting for its contractor's claim lock holds no database connection meanwhile (issue 28, found by
// bench/scale: lanes blocked in pg_advisory_xact_lock filled the pool and the web requests waited for a connection).
// PostgreSQL only: the embedded database has one connection, so nothing can hold the lock beside the claim.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows';
import { ghlSyncItems } from '../../../db/schema/index';
import { makeContractor } from '../../../test/factories';
import { useTestDb } from '../../../test/use-test-app';
import { claimNextOutbound } from './outbound-delivery';

const t = useTestDb();

describe('claiming with the in-flight limit', () => {
  it('waits for a busy contractor lock without holding a connection on it, then claims', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const { contractorId } = await makeContractor(t.db);
    await t.db.insert(ghlSyncItems).values({ contractorId, direction: 'out', entity: 'customer', entityId: contractorId, action: 'contact.upsert', status: 'pending' });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    // Another lane (another instance) holds the contractor's lock for a while.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`crm-outbound:${contractorId}`}, 0))`);
      locked();
      await released;
    });
    await isLocked;
    let claimed: unknown = undefined;
    const claim = claimNextOutbound(t.db, contractorId, new Date(), { maxRunning: 4 }).then((row) => (claimed = row));
    await new Promise((r) => setTimeout(r, 400));
    const waiting = await queryRows<{ n: number }>(t.db, sql`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`);
    expect(Number(waiting[0].n)).toBe(0);
    expect(claimed).toBeUndefined();
    release();
    await holder;
    await claim;
    expect(claimed).toMatchObject({ contractorId, status: 'running' });
  });
});
