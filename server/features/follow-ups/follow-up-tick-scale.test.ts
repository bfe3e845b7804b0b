// Issue 28: the follow-ups' minute tick reads what is due, not every open quote of every tenant. The figures asserted
// are rows the tick plans (subjects) and sends, never times: tenants with nothing due add nothing to a tick's work.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultFollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import { DAY_MS } from '../../../core/dates';
import { contractors, followUps, followUpSettings, followUpSweeps, quotes } from '../../db/schema/index';
import { makeContractor } from '../../test/factories';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { useTestDb } from '../../test/use-test-app';
import type { FollowUpDeps } from './follow-up-delivery';
import { SWEEP_CONTRACTORS, syncQuoteFollowUps } from './follow-up-planner';
import { runFollowUpTick } from './follow-up-queue';

const t = useTestDb();
const T0 = Date.now();
const deps = (at: number): FollowUpDeps => ({ mailer: null, sms: null, mailFrom: 'Picket <no-reply@picket.local>', payments: { publicUrl: 'http://127.0.0.1:5000' }, leaseSeconds: 300, now: () => new Date(at) });

/** A contractor with `open` sent quotes, each planned by its send (as the quote.status_changed event does). */
async function tenant(open: number, sentAgoMs = 0) {
  const { contractorId } = await makeContractor(t.db);
  await t.db.update(contractors).set({ timezone: 'UTC' }).where(eq(contractors.id, contractorId));
  await t.db.insert(followUpSettings).values({ contractorId, ...defaultFollowUpSettings, windowStartHour: 0, windowEndHour: 24 });
  const customer = await makeCustomer(t.db, contractorId);
  const ids: string[] = [];
  for (let i = 0; i < open; i++) {
    const q = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'sent' });
    await t.db.update(quotes).set({ sentAt: new Date(T0 - sentAgoMs) }).where(eq(quotes.id, q.id));
    await syncQuoteFollowUps(t.db, contractorId, q.id, new Date(T0));
    ids.push(q.id);
  }
  return { contractorId, quoteIds: ids };
}

const openQuotes = async () => (await t.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.status, 'sent'))).length;

describe('the follow-ups tick at many tenants', () => {
  it('plans and sends only what is due: ten more tenants with open quotes and nothing due add no work', async () => {
    // One tenant with a quote unopened for 3 days (its nudge due now), three with open quotes due in days.
    const due1 = await tenant(1, defaultFollowUpSettings.quoteNotOpenedDays * DAY_MS + 60_000);
    for (let i = 0; i < 3; i++) await tenant(2);
    const first = await runFollowUpTick(t.db, deps(T0 + 60_000));
    expect(first.planned).toEqual({ contractors: 0, quotes: 0, milestones: 0 });
    expect(first.delivered.sent).toBe(1);
    const before = await openQuotes();

    // Ten more tenants, each with open quotes, and one more with something due.
    for (let i = 0; i < 10; i++) await tenant(2);
    const due2 = await tenant(1, defaultFollowUpSettings.quoteNotOpenedDays * DAY_MS + 60_000);
    expect(await openQuotes()).toBeGreaterThan(before + 20);
    const second = await runFollowUpTick(t.db, deps(T0 + 120_000));
    expect(second.planned).toEqual({ contractors: 0, quotes: 0, milestones: 0 });
    expect(second.delivered).toMatchObject({ sent: 1, skipped: 0, cancelled: 0, rescheduled: 0, taken: 0 });

    // Each send planned its subject's next touch in its own commit (no tick needed for the cadence), exactly once.
    for (const { quoteIds } of [due1, due2]) {
      const rows = await t.db.select({ touch: followUps.touch, status: followUps.status }).from(followUps).where(eq(followUps.quoteId, quoteIds[0])).orderBy(followUps.touch);
      expect(rows.map((r) => `${r.touch}:${r.status}`)).toEqual(['1:sent', '2:scheduled']);
    }
    // A third tick at the same moment finds nothing: no row touched twice.
    const third = await runFollowUpTick(t.db, deps(T0 + 120_000));
    expect(third.planned.quotes).toBe(0);
    expect(third.delivered.sent).toBe(0);
  });

  it('the safety sweep re-plans a bounded number of contractors a tick, those whose last planning is a day old', async () => {
    const swept = await t.db.select({ id: followUpSweeps.contractorId }).from(followUpSweeps);
    expect(swept.length).toBeGreaterThan(SWEEP_CONTRACTORS);
    // A link withdrawn by SQL (no event): the sweep, a day on, cancels what waited for it.
    const { contractorId, quoteIds } = await tenant(1);
    await t.db.update(quotes).set({ publicTokenRevokedAt: new Date(T0) }).where(eq(quotes.id, quoteIds[0]));
    await t.db.update(followUpSweeps).set({ sweptAt: new Date(T0 - 2 * DAY_MS) }).where(eq(followUpSweeps.contractorId, contractorId));

    const at = T0 + DAY_MS + 3_600_000;
    const tick = await runFollowUpTick(t.db, deps(at));
    expect(tick.planned.contractors).toBe(SWEEP_CONTRACTORS);
    const [row] = await t.db.select().from(followUps).where(and(eq(followUps.quoteId, quoteIds[0])));
    expect(row).toMatchObject({ status: 'cancelled', reason: 'withdrawn' });
    // The rest follow in later ticks, none twice in a day.
    let total = tick.planned.contractors;
    for (let i = 0; i < 5 && total < swept.length + 1; i++) total += (await runFollowUpTick(t.db, deps(at + (i + 1) * 60_000))).planned.contractors;
    expect(total).toBe(swept.length + 1);
    expect((await runFollowUpTick(t.db, deps(at + 10 * 60_000))).planned.contractors).toBe(0);
  });
});
