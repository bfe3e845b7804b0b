// Imports are history, not news (issue 26): an import of open quotes and jobs starts no follow-up, reminder, SMS
// campaign, CRM or QuickBooks sync unless the contractor opts in on the last step; with the opt-in they behave like
// work entered by hand. Across features (follow-up planner, overdue detection, domain events), so it lives here.
import { describe, expect, it } from 'vitest';
import { subscribeToDomainEvents, type DomainEvent } from './domain-events/domain-events';
import { syncAllFollowUps } from './features/follow-ups/follow-up-planner';
import { importRunOf } from './features/imports/import-run';
import { detectOverdueMilestones } from './features/payments/overdue-detection';
import { signedIn } from './test/api';
import { makeContractor } from './test/factories';
import { useTestApp } from './test/use-test-app';

const t = useTestApp();

const FILE = [
  'Type,Customer,Total,Paid,Status,Date,Scheduled,Milestones',
  'quote,Ada Lovelace,4500,,Sent,2026-05-01,,',
  'job,Ada Lovelace,3000,1000,Scheduled,2026-04-01,2026-06-01,"Deposit: 1000 (2026-04-05); Final: 2000 (2026-05-15)"',
].join('\n');

async function importWork(announce: boolean) {
  const c = await makeContractor(t.db);
  const api = await signedIn(t.app, c);
  expect((await api.post('/api/homeowners', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '512-555-0101', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' })).statusCode).toBe(201);
  const review = (await api.raw('POST', '/api/imports/work?fileName=work.csv', FILE, { headers: { 'content-type': 'text/csv' } })).json();
  expect(review.counts).toMatchObject({ toImport: 2, quotes: 1, jobs: 1 });
  expect((await api.post(`/api/imports/${review.batch.id}/confirm`, { announce })).json().announce).toBe(announce);
  await importRunOf(review.batch.id);
  return c.contractorId;
}

const count = async (sql: string, contractorId: string) => (await t.database.query<{ n: number }>(sql, [contractorId]))[0].n;

describe('an import of open quotes and jobs', () => {
  // A month after the import: the quote is two weeks past sending, the final milestone two weeks overdue.
  const later = new Date('2026-06-01T15:00:00Z');

  it('fires nothing without the opt-in: no event, no follow-up or reminder planned, no overdue notice', async () => {
    const seen: DomainEvent[] = [];
    const stop = subscribeToDomainEvents('imports-quiet-test', async (_db, e) => void seen.push(e));
    try {
      const contractorId = await importWork(false);
      await syncAllFollowUps(t.db, later);
      await detectOverdueMilestones(t.db, later);
      // (The customer added by hand before the import announces itself, as it should.)
      expect(seen.filter((e) => e.contractorId === contractorId && e.type !== 'customer.created')).toEqual([]);
      expect(await count("select count(*)::int as n from follow_ups where contractor_id = $1 and status = 'scheduled'", contractorId)).toBe(0);
      expect(await count('select count(*)::int as n from notifications where contractor_id = $1', contractorId)).toBe(0);
      // The stops are the ones a contractor sets by hand: lifting one brings the follow-ups back.
      expect(await count('select count(*)::int as n from follow_up_stops where contractor_id = $1', contractorId)).toBe(2);
    } finally {
      stop();
    }
  });

  it('with the opt-in, behaves like work entered by hand: events, follow-ups planned, the overdue notice', async () => {
    const seen: DomainEvent[] = [];
    const stop = subscribeToDomainEvents('imports-quiet-test', async (_db, e) => void seen.push(e));
    try {
      const contractorId = await importWork(true);
      expect(seen.filter((e) => e.contractorId === contractorId && e.type !== 'customer.created').map((e) => e.type)).toEqual(['quote.created', 'job.created']);
      await syncAllFollowUps(t.db, later);
      await detectOverdueMilestones(t.db, later);
      expect(await count("select count(*)::int as n from follow_ups where contractor_id = $1 and status = 'scheduled'", contractorId)).toBeGreaterThan(0);
      expect(await count('select count(*)::int as n from notifications where contractor_id = $1', contractorId)).toBe(1);
      expect(await count('select count(*)::int as n from follow_up_stops where contractor_id = $1', contractorId)).toBe(0);
    } finally {
      stop();
    }
  });
});
