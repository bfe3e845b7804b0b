// Follow-ups at scale (issue 28): the due list takes turns between contractors, so one contractor's thousand due
// reminders never hold back another's one. The order only; how fast a batch goes is bench/follow-ups/send.ts.
import { describe, expect, it } from 'vitest';
import { followUps } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { useTestDb } from '../../test/use-test-app';
import { dueFollowUpIds } from './follow-up-delivery';

const t = useTestDb();
const HOUR = 3_600_000;

describe('due follow-ups, in turns', () => {
  it("every contractor's oldest first, then every contractor's second: B's one goes right after A's first", async () => {
    const a = await makeContractor(t.db, { businessName: 'Alamo Fence' });
    const b = await makeContractor(t.db, { businessName: 'Brazos Fence' });
    const now = Date.now();
    const row = (contractorId: string, key: string, hoursAgo: number) => ({ contractorId, kind: 'quote_not_opened' as const, subjectKey: `fairness:${key}`, touch: 1, dueAt: new Date(now - hoursAgo * HOUR) });
    const inserted = await t.db
      .insert(followUps)
      .values([row(a.contractorId, 'a1', 5), row(a.contractorId, 'a2', 4), row(a.contractorId, 'a3', 3), row(a.contractorId, 'a4', 2), row(b.contractorId, 'b1', 1), row(b.contractorId, 'later', -1)])
      .returning({ id: followUps.id, subjectKey: followUps.subjectKey });
    const keyOf = new Map(inserted.map((r) => [r.id, r.subjectKey.replace('fairness:', '')]));
    const order = (await dueFollowUpIds(t.db, new Date(now))).map((id) => keyOf.get(id)).filter(Boolean);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    // The batch limit cuts the turns, not a contractor: two places are A's oldest and B's.
    expect((await dueFollowUpIds(t.db, new Date(now), 2)).map((id) => keyOf.get(id))).toEqual(['a1', 'b1']);
  });
});
