import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMilestoneOverdue } from '../../../core/payments/overdue';
import { monthBuckets } from '../../../core/reports/report-period';
import { reportMessages } from '../../../core/reports/report.schema';
import type { Db } from '../../db/connection';
import { jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { changeJobStatus, completeJob, convertQuoteToJob } from '../jobs/jobs.service';
import { recordPayment } from '../payments/payments.service';
import { transitionQuote } from '../quotes/quotes.service';
import { reportSummary } from './reports.service';

const testApp = useTestApp();

// The fixture's "now": 20 March 2025, noon in Chicago (the contractors' default zone; CDT since 9 March).
const NOW = new Date('2025-03-20T17:00:00Z');
const PERIOD = { from: '2025-02-01', to: '2025-03-31' };

/** A quote of the given total, sent (through the quotes service) at the given instant, then moved on if asked. */
async function sentQuote(db: Db, a: { contractorId: string; homeownerId: string; totalCents: number; sentAt: string; then?: ('approved' | 'lost')[] }) {
  const quote = await makeQuote(db, { contractorId: a.contractorId, homeownerId: a.homeownerId, status: 'draft', totalCents: a.totalCents });
  await transitionQuote(db, { contractorId: a.contractorId, quoteId: quote.id, status: 'sent' });
  await db.update(quotes).set({ sentAt: new Date(a.sentAt) }).where(eq(quotes.id, quote.id));
  for (const status of a.then ?? []) await transitionQuote(db, { contractorId: a.contractorId, quoteId: quote.id, status });
  return quote;
}

async function milestonesOf(db: Db, jobId: string) {
  const rows = await db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, jobId)).orderBy(paymentMilestones.sequenceOrder);
  return { deposit: rows.find((m) => m.milestoneType === 'deposit')!, final: rows.find((m) => m.milestoneType === 'final')! };
}

async function pay(db: Db, contractorId: string, jobId: string, amountCents: number, paymentDate: string, input: { paymentType: 'job_deposit' | 'final' | 'milestone'; milestoneId?: string }) {
  await recordPayment(db, { contractorId, jobId, input: { ...input, jobId, amountCents, paymentDate, paymentMethod: 'cash' } });
}

async function startAndComplete(db: Db, contractorId: string, jobId: string, completionDate: string) {
  await changeJobStatus(db, { contractorId, jobId, status: 'scheduled', scheduledDate: '2025-03-01' });
  await changeJobStatus(db, { contractorId, jobId, status: 'in_progress' });
  await completeJob(db, { contractorId, jobId, input: { completionDate }, now: NOW });
}

/**
 * The seeded business of one contractor, with numbers worked out by hand (default payment schedule: 30% deposit, 70% final).
 * Quotes sent in Feb–Mar 2025 (Chicago days): $2,000 won, $3,000 still sent, $4,000 won (sent 28 Feb 21:00 local,
 * which is 1 March in UTC), $500 lost, $700 approved then lost, $123.45 sent 31 March 23:30 local. Outside: $1,000 sent
 * in January, one sent 1 April 00:30 local, a draft, two quotes never sent.
 */
async function seedBusiness(db: Db, contractorId: string) {
  const c = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => makeCustomer(db, contractorId, { lastName: `Report${i}` })));
  const january = await sentQuote(db, { contractorId, homeownerId: c[0].id, totalCents: 100_000, sentAt: '2025-01-20T16:00:00Z', then: ['approved'] });
  const february = await sentQuote(db, { contractorId, homeownerId: c[1].id, totalCents: 200_000, sentAt: '2025-02-10T16:00:00Z', then: ['approved'] });
  await sentQuote(db, { contractorId, homeownerId: c[2].id, totalCents: 300_000, sentAt: '2025-02-15T16:00:00Z' });
  const lateFebruary = await sentQuote(db, { contractorId, homeownerId: c[3].id, totalCents: 400_000, sentAt: '2025-03-01T03:00:00Z' });
  await sentQuote(db, { contractorId, homeownerId: c[4].id, totalCents: 50_000, sentAt: '2025-03-10T16:00:00Z', then: ['lost'] });
  await sentQuote(db, { contractorId, homeownerId: c[4].id, totalCents: 70_000, sentAt: '2025-03-12T16:00:00Z', then: ['approved', 'lost'] });
  await sentQuote(db, { contractorId, homeownerId: c[5].id, totalCents: 12_345, sentAt: '2025-04-01T04:30:00Z' });
  await sentQuote(db, { contractorId, homeownerId: c[5].id, totalCents: 88_800, sentAt: '2025-04-01T05:30:00Z' });
  await makeQuote(db, { contractorId, homeownerId: c[5].id, status: 'draft', totalCents: 999_999 });

  // J2 (January quote): deposit $300 paid 25 Jan (outside), completed 15 Mar, final $700 paid 15 Mar.
  const j2 = await convertQuoteToJob(db, { contractorId, quoteId: january.id, now: new Date('2025-01-21T17:00:00Z') });
  await pay(db, contractorId, j2.id, 30_000, '2025-01-25', { paymentType: 'job_deposit' });
  await startAndComplete(db, contractorId, j2.id, '2025-03-15');
  await pay(db, contractorId, j2.id, 70_000, '2025-03-15', { paymentType: 'final' });

  // J3 (February quote): deposit $600 due 12 Feb unpaid (overdue), $400 paid toward the $1,400 final on 20 Feb.
  const j3 = await convertQuoteToJob(db, { contractorId, quoteId: february.id, now: new Date('2025-02-12T17:00:00Z') });
  await pay(db, contractorId, j3.id, 40_000, '2025-02-20', { paymentType: 'milestone', milestoneId: (await milestonesOf(db, j3.id)).final.id });

  // J1 (converted straight from sent): deposit $1,200 paid 6 Mar; completed 19 Mar, so the $2,800 final is a day late.
  const j1 = await convertQuoteToJob(db, { contractorId, quoteId: lateFebruary.id, now: new Date('2025-03-05T17:00:00Z') });
  await pay(db, contractorId, j1.id, 120_000, '2025-03-06', { paymentType: 'job_deposit' });
  await startAndComplete(db, contractorId, j1.id, '2025-03-19');

  // J4: cancelled, its unpaid milestones are nobody's balance. J5: deposit due 18 Mar, still inside the 3 grace days.
  const cancelledQuote = await makeQuote(db, { contractorId, homeownerId: c[5].id, status: 'approved', totalCents: 500_000 });
  const j4 = await convertQuoteToJob(db, { contractorId, quoteId: cancelledQuote.id, now: new Date('2025-03-01T17:00:00Z') });
  await changeJobStatus(db, { contractorId, jobId: j4.id, status: 'cancelled' });
  const graceQuote = await makeQuote(db, { contractorId, homeownerId: c[5].id, status: 'approved', totalCents: 100_000 });
  await convertQuoteToJob(db, { contractorId, quoteId: graceQuote.id, now: new Date('2025-03-18T17:00:00Z') });

  return { customers: c };
}

describe('reportSummary', () => {
  let contractor: Awaited<ReturnType<typeof makeContractor>>;
  let other: Awaited<ReturnType<typeof makeContractor>>;
  let customers: Awaited<ReturnType<typeof seedBusiness>>['customers'];

  beforeAll(async () => {
    const db = testApp.db;
    // Another tenant with the very same kind of business first: none of it may show in the first one's figures.
    other = await makeContractor(db);
    await seedBusiness(db, other.contractorId);
    contractor = await makeContractor(db);
    ({ customers } = await seedBusiness(db, contractor.contractorId));
  });

  it('counts the seeded business to the cent', async () => {
    const summary = await reportSummary(testApp.db, { contractorId: contractor.contractorId, period: PERIOD, now: NOW });
    expect(summary).toEqual({
      from: '2025-02-01',
      to: '2025-03-31',
      asOf: '2025-03-20',
      hasActivity: true,
      quotes: {
        sentCount: 6,
        sentValueCents: 1_032_345,
        // The $2,000 approved-and-converted and the $4,000 converted from sent; the approved-then-lost one is no win.
        approvedCount: 2,
        approvedValueCents: 600_000,
        winRatePercent: 33.3,
      },
      money: {
        collectedCents: 230_000, // $700 + $400 + $1,200
        // J3 $600 deposit + $1,000 left of its final; J1 $2,800 final; J5 $300 deposit + $700 final.
        outstandingCents: 540_000,
        // J3's deposit (past the grace days) and J1's final (a day late); J5's deposit is still in its grace days.
        overdueCents: 340_000,
      },
      jobs: { completedCount: 2, averageValueCents: 250_000 },
      months: [
        { month: '2025-02', quotedCents: 900_000, collectedCents: 40_000 },
        { month: '2025-03', quotedCents: 132_345, collectedCents: 190_000 },
      ],
      topCustomers: [
        { id: customers[3].id, name: customers[3].name, collectedCents: 120_000 },
        { id: customers[0].id, name: customers[0].name, collectedCents: 70_000 },
        { id: customers[1].id, name: customers[1].name, collectedCents: 40_000 },
      ],
    });
    expect(customers[3].name).toMatch(/^Jane Report3$/);
  });

  it("the overdue part follows core's rule for every unpaid milestone", async () => {
    const db = testApp.db;
    const open = await db
      .select({ m: paymentMilestones })
      .from(paymentMilestones)
      .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
      .where(and(eq(paymentMilestones.contractorId, contractor.contractorId), eq(jobs.contractorId, contractor.contractorId)));
    const overdue = open.filter(({ m }) => isMilestoneOverdue(m, '2025-03-20', 3));
    // J4 is cancelled: its deposit is late by core's rule but not money anyone is owed.
    expect(overdue.map(({ m }) => m.amountCents).sort((a, b) => a - b)).toEqual([60_000, 150_000, 280_000]);
    const summary = await reportSummary(db, { contractorId: contractor.contractorId, period: PERIOD, now: NOW });
    expect(summary.money.overdueCents).toBe(60_000 + 280_000);
    // A day earlier J1's final is not due yet; four days later J5's deposit has left its grace days.
    expect((await reportSummary(db, { contractorId: contractor.contractorId, period: PERIOD, now: new Date('2025-03-19T17:00:00Z') })).money.overdueCents).toBe(60_000);
    expect((await reportSummary(db, { contractorId: contractor.contractorId, period: PERIOD, now: new Date('2025-03-22T17:00:00Z') })).money.overdueCents).toBe(60_000 + 280_000 + 30_000);
  });

  it('splits months on the contractor’s calendar, in their time zone', async () => {
    const march = await reportSummary(testApp.db, { contractorId: contractor.contractorId, period: { from: '2025-03-01', to: '2025-03-31' }, now: NOW });
    // The $4,000 quote sent 1 March 03:00 UTC was sent 28 February in Chicago.
    expect(march.quotes).toMatchObject({ sentCount: 3, sentValueCents: 132_345, approvedCount: 0, winRatePercent: 0 });
    expect(march.months).toEqual([{ month: '2025-03', quotedCents: 132_345, collectedCents: 190_000 }]);
    const lastDay = await reportSummary(testApp.db, { contractorId: contractor.contractorId, period: { from: '2025-02-28', to: '2025-02-28' }, now: NOW });
    expect(lastDay.quotes).toMatchObject({ sentCount: 1, sentValueCents: 400_000, approvedCount: 1, winRatePercent: 100 });
  });

  it('a period with nothing in it has zeros, no rate and no average, and a bucket for every month', async () => {
    const summary = await reportSummary(testApp.db, { contractorId: contractor.contractorId, period: { from: '2024-01-01', to: '2024-12-31' }, now: NOW });
    expect(summary.hasActivity).toBe(true);
    expect(summary.quotes).toEqual({ sentCount: 0, sentValueCents: 0, approvedCount: 0, approvedValueCents: 0, winRatePercent: null });
    expect(summary.money.collectedCents).toBe(0);
    expect(summary.money.outstandingCents).toBe(540_000); // as of today, whatever the period
    expect(summary.jobs).toEqual({ completedCount: 0, averageValueCents: null });
    expect(summary.months.map((m) => m.month)).toEqual(monthBuckets({ from: '2024-01-01', to: '2024-12-31' }).map((b) => b.month));
    expect(summary.months.every((m) => m.quotedCents === 0 && m.collectedCents === 0)).toBe(true);
    expect(summary.topCustomers).toEqual([]);
  });

  it('a new contractor has no activity and nothing of the other tenants', async () => {
    const fresh = await makeContractor(testApp.db);
    const summary = await reportSummary(testApp.db, { contractorId: fresh.contractorId, period: PERIOD, now: NOW });
    expect(summary).toMatchObject({
      hasActivity: false,
      quotes: { sentCount: 0, sentValueCents: 0, approvedCount: 0, approvedValueCents: 0, winRatePercent: null },
      money: { collectedCents: 0, outstandingCents: 0, overdueCents: 0 },
      jobs: { completedCount: 0, averageValueCents: null },
      topCustomers: [],
    });
    expect(summary.months).toEqual([
      { month: '2025-02', quotedCents: 0, collectedCents: 0 },
      { month: '2025-03', quotedCents: 0, collectedCents: 0 },
    ]);
  });

  it("never counts another tenant's quotes or payments", async () => {
    const db = testApp.db;
    // The other tenant gets more business in the period; the first tenant's figures do not move.
    const before = await reportSummary(db, { contractorId: contractor.contractorId, period: PERIOD, now: NOW });
    const stranger = await makeCustomer(db, other.contractorId);
    const theirs = await sentQuote(db, { contractorId: other.contractorId, homeownerId: stranger.id, totalCents: 777_700, sentAt: '2025-03-03T16:00:00Z', then: ['approved'] });
    const theirJob = await convertQuoteToJob(db, { contractorId: other.contractorId, quoteId: theirs.id, now: NOW });
    await pay(db, other.contractorId, theirJob.id, 1_000, '2025-03-04', { paymentType: 'job_deposit' });
    expect(await reportSummary(db, { contractorId: contractor.contractorId, period: PERIOD, now: NOW })).toEqual(before);

    const theirSummary = await reportSummary(db, { contractorId: other.contractorId, period: PERIOD, now: NOW });
    expect(theirSummary.quotes.sentCount).toBe(7);
    expect(theirSummary.money.collectedCents).toBe(231_000);
    expect(theirSummary.topCustomers.map((c) => c.id)).not.toContain(customers[3].id);
  });
});

describe('GET /api/reports/summary', () => {
  it("answers the signed-in contractor's figures", async () => {
    const account = await makeContractor(testApp.db);
    const customer = await makeCustomer(testApp.db, account.contractorId);
    const quote = await makeQuote(testApp.db, { contractorId: account.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 250_050 });
    await transitionQuote(testApp.db, { contractorId: account.contractorId, quoteId: quote.id, status: 'sent' });
    await testApp.db.update(quotes).set({ sentAt: new Date('2025-06-10T15:00:00Z') }).where(eq(quotes.id, quote.id));
    const api = await signedIn(testApp.app, account);
    const res = await api.get('/api/reports/summary?from=2025-06-01&to=2025-06-30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-30',
      hasActivity: true,
      quotes: { sentCount: 1, sentValueCents: 250_050, approvedCount: 0, approvedValueCents: 0, winRatePercent: 0 },
      money: { collectedCents: 0, outstandingCents: 0, overdueCents: 0 },
      months: [{ month: '2025-06', quotedCents: 250_050, collectedCents: 0 }],
    });
  });

  it('answers 400 with the field and its message for a bad period', async () => {
    const api = await signedIn(testApp.app, await makeContractor(testApp.db));
    const cases: [string, { path: string; message: string }][] = [
      ['to=2025-06-30', { path: 'from', message: reportMessages.fromInvalid }],
      ['from=2025-06-01', { path: 'to', message: reportMessages.toInvalid }],
      ['from=2025-02-30&to=2025-03-10', { path: 'from', message: reportMessages.fromInvalid }],
      ['from=2025-06-01&to=June', { path: 'to', message: reportMessages.toInvalid }],
      ['from=2025-06-30&to=2025-06-01', { path: 'to', message: reportMessages.order }],
      ['from=2024-01-01&to=2025-02-04', { path: 'to', message: reportMessages.tooLong }],
    ];
    for (const [query, error] of cases) {
      const res = await api.get(`/api/reports/summary?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION', message: error.message, errors: [error] });
    }
    expect((await api.get('/api/reports/summary?from=2024-01-01&to=2025-02-03')).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 for an admin', async () => {
    expect((await new ApiClient(testApp.app).get('/api/reports/summary?from=2025-06-01&to=2025-06-30')).statusCode).toBe(401);
    const admin = await signedIn(testApp.app, await makeAdmin(testApp.db));
    expect((await admin.get('/api/reports/summary?from=2025-06-01&to=2025-06-30')).statusCode).toBe(403);
  });

  it('is in the OpenAPI document with its query and answer', async () => {
    const doc = (await new ApiClient(testApp.app).get('/api/openapi.json')).json();
    const op = doc.paths['/api/reports/summary'].get;
    expect(op.parameters.map((p: { name: string; in: string; required: boolean }) => [p.name, p.in, p.required])).toEqual([
      ['from', 'query', true],
      ['to', 'query', true],
    ]);
    expect(Object.keys(op.responses['200'].content['application/json'].schema.properties)).toContain('topCustomers');
  });
});
