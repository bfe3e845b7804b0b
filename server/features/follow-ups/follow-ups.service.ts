// What the contractor sees and controls: the follow-ups of one quote or one job, stop and resume, the settings.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { FollowUpList, FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import type { Db } from '../../db/connection';
import { followUpDeliveries, followUps, followUpStops, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { saveFollowUpSettings } from './follow-up-settings';
import { syncAllFollowUps, syncJobFollowUps, syncQuoteFollowUps } from './follow-up-planner';

export type FollowUpOwner = { quoteId: string } | { jobId: string };

async function assertOwned(db: Db, contractorId: string, owner: FollowUpOwner) {
  if ('quoteId' in owner) {
    const [q] = await db.select({ id: quotes.id }).from(quotes).where(and(eq(quotes.id, owner.quoteId), eq(quotes.contractorId, contractorId))).limit(1);
    if (!q) throw notFound(errorMessage('errors.quotes.notFound'));
  } else {
    const [j] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, owner.jobId), eq(jobs.contractorId, contractorId))).limit(1);
    if (!j) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  }
}

/** Sent, scheduled and stopped follow-ups of a quote or a job, oldest first; cancelled ones only when they were stopped. */
export async function listFollowUps(db: Db, contractorId: string, owner: FollowUpOwner): Promise<FollowUpList> {
  await assertOwned(db, contractorId, owner);
  const of = 'quoteId' in owner ? eq(followUps.quoteId, owner.quoteId) : eq(followUps.jobId, owner.jobId);
  const rows = await db
    .select({ f: followUps, milestoneName: paymentMilestones.name })
    .from(followUps)
    .leftJoin(paymentMilestones, eq(paymentMilestones.id, followUps.milestoneId))
    .where(and(eq(followUps.contractorId, contractorId), of))
    .orderBy(asc(followUps.dueAt), asc(followUps.createdAt));
  const deliveries = rows.length
    ? await db.select().from(followUpDeliveries).where(and(eq(followUpDeliveries.contractorId, contractorId), inArray(followUpDeliveries.followUpId, rows.map(({ f }) => f.id))))
    : [];
  const [stop] = await db
    .select({ id: followUpStops.id })
    .from(followUpStops)
    .where('quoteId' in owner ? eq(followUpStops.quoteId, owner.quoteId) : eq(followUpStops.jobId, owner.jobId))
    .limit(1);
  return {
    stopped: Boolean(stop),
    followUps: rows
      // Re-planned rows (a due date moved, the cadence changed) are noise; a stopped one tells the contractor what they stopped.
      .filter(({ f }) => f.status !== 'cancelled' || f.reason === 'stopped')
      .map(({ f, milestoneName }) => ({
        id: f.id,
        kind: f.kind,
        touch: f.touch,
        status: f.status,
        reason: f.reason,
        dueAt: f.dueAt.toISOString(),
        sentAt: f.sentAt?.toISOString() ?? null,
        milestoneId: f.milestoneId,
        milestoneName,
        language: f.language,
        channels: deliveries.filter((d) => d.followUpId === f.id).map((d) => ({ channel: d.channel, status: d.status })),
      })),
  };
}

/** Adds or removes a quote's (or job's) stop and re-plans what waits for it, in one transaction. */
async function changeStop(db: Db, contractorId: string, owner: FollowUpOwner, change: (t: Db) => Promise<unknown>): Promise<FollowUpList> {
  await db.transaction(async (tx) => {
    await assertOwned(tx, contractorId, owner);
    await change(tx);
    if ('quoteId' in owner) await syncQuoteFollowUps(tx, contractorId, owner.quoteId);
    else await syncJobFollowUps(tx, contractorId, owner.jobId);
  });
  return listFollowUps(db, contractorId, owner);
}

/** "Stop follow-ups": nothing more goes out for this quote (or job) until resumed; what waits is cancelled now. */
export function stopFollowUps(db: Db, contractorId: string, owner: FollowUpOwner): Promise<FollowUpList> {
  return changeStop(db, contractorId, owner, (t) => t.insert(followUpStops).values({ contractorId, ...owner }).onConflictDoNothing());
}

export function resumeFollowUps(db: Db, contractorId: string, owner: FollowUpOwner): Promise<FollowUpList> {
  return changeStop(db, contractorId, owner, (t) =>
    t
      .delete(followUpStops)
      .where(and(eq(followUpStops.contractorId, contractorId), 'quoteId' in owner ? eq(followUpStops.quoteId, owner.quoteId) : eq(followUpStops.jobId, owner.jobId))),
  );
}

/** New cadences apply at once to everything waiting (and to what was off and is now on). */
export async function updateFollowUpSettings(db: Db, contractorId: string, input: FollowUpSettings): Promise<FollowUpSettings> {
  await db.transaction(async (tx) => {
    await saveFollowUpSettings(tx, contractorId, input);
    await syncAllFollowUps(tx, new Date(), contractorId);
  });
  return input;
}
