// The signed-in contractor's counts for /dashboard (SPEC §2), scoped by contractor_id.
import { and, count, eq, isNull, notInArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, quotes } from '../../db/schema/index';

export async function dashboardStats(db: Db, contractorId: string) {
  const [[customers], byStatus, [jobCount], [open], [contractor]] = await Promise.all([
    db.select({ n: count() }).from(homeowners).where(and(eq(homeowners.contractorId, contractorId), isNull(homeowners.archivedAt))),
    db.select({ status: quotes.status, n: count() }).from(quotes).where(eq(quotes.contractorId, contractorId)).groupBy(quotes.status),
    db.select({ n: count() }).from(jobs).where(eq(jobs.contractorId, contractorId)),
    db
      .select({ total: sum(quotes.totalCents) })
      .from(quotes)
      .where(and(eq(quotes.contractorId, contractorId), notInArray(quotes.status, ['lost', 'paid', 'converted_to_job']))),
    db.select({ timeZone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1),
  ]);
  const quotesByStatus = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
  return {
    customers: Number(customers.n),
    quotes: byStatus.reduce((a, r) => a + Number(r.n), 0),
    quotesByStatus,
    jobs: Number(jobCount.n),
    openQuoteValueCents: Number(open.total ?? 0),
    timeZone: contractor?.timeZone ?? 'America/Chicago',
  };
}
