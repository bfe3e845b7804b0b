import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractors, homeowners } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { convertQuoteToJob } from '../jobs/jobs.service';
import { dashboardStats } from './dashboard.service';

const testApp = useTestApp();

describe('dashboardStats', () => {
  it('counts live customers, quotes by status, jobs and the value of quotes still open', async () => {
    const db = testApp.db;
    const { contractorId } = await makeContractor(db);
    const [kept, archived] = [await makeCustomer(db, contractorId), await makeCustomer(db, contractorId)];
    await db.update(homeowners).set({ archivedAt: new Date() }).where(eq(homeowners.id, archived.id));
    const quote = (status: Parameters<typeof makeQuote>[1]['status'], totalCents: number) => makeQuote(db, { contractorId, homeownerId: kept.id, status, totalCents });
    await quote('draft', 1_000);
    await quote('sent', 2_000);
    await quote('lost', 8_000);
    await quote('paid', 16_000);
    const converted = await quote('approved', 32_000);
    await convertQuoteToJob(db, { contractorId, quoteId: converted.id });
    await quote('approved', 4_000);

    expect(await dashboardStats(db, contractorId)).toEqual({
      customers: 1,
      quotes: 6,
      quotesByStatus: { draft: 1, sent: 1, approved: 1, lost: 1, paid: 1, converted_to_job: 1 },
      jobs: 1,
      // Draft, sent and approved are open; lost, paid and converted ones are not.
      openQuoteValueCents: 7_000,
      timeZone: 'America/Chicago',
    });
  });

  it('is zero for a new contractor and sees no other tenant', async () => {
    const other = await makeContractor(testApp.db);
    await makeQuote(testApp.db, { contractorId: other.contractorId, status: 'sent', totalCents: 5_000 });
    const { contractorId } = await makeContractor(testApp.db);
    expect(await dashboardStats(testApp.db, contractorId)).toEqual({ customers: 0, quotes: 0, quotesByStatus: {}, jobs: 0, openQuoteValueCents: 0, timeZone: 'America/Chicago' });
  });
});

describe('GET /api/dashboard/stats', () => {
  it("answers the signed-in contractor's stats, and 401 without a session", async () => {
    const contractor = await makeContractor(testApp.db);
    await makeQuote(testApp.db, { contractorId: contractor.contractorId, status: 'draft', totalCents: 2_500 });
    const res = await (await signedIn(testApp.app, contractor)).get('/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quotes: 1, openQuoteValueCents: 2_500 });
    expect((await new ApiClient(testApp.app).get('/api/dashboard/stats')).statusCode).toBe(401);
  });

  it("gives the contractor's time zone, so the greeting follows their clock (issue 21)", async () => {
    const { contractorId } = await makeContractor(testApp.db);
    await testApp.db.update(contractors).set({ timezone: 'Pacific/Honolulu' }).where(eq(contractors.id, contractorId));
    expect((await dashboardStats(testApp.db, contractorId)).timeZone).toBe('Pacific/Honolulu');
  });
});
