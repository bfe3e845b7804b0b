// Domain events → scheduled campaign messages. Runs inside the transaction that made the change and only writes
// ghl_sms_sends rows (one per campaign and subject, so a repeated event or a second instance adds nothing); the queue
// sends them when they are due (sms-campaign-delivery.ts).
import { and, eq } from 'drizzle-orm';
import type { CampaignTrigger } from '../../../../core/crm/campaign.schema';
import type { Db } from '../../../db/connection';
import { ghlSmsCampaigns, ghlSmsSends, jobs, paymentMilestones, quotes } from '../../../db/schema/index';
import type { DomainEvent } from '../../../domain-events/domain-events';

export interface TriggerSubject {
  trigger: CampaignTrigger;
  quoteId: string | null;
  jobId: string | null;
  milestoneId: string | null;
}

/** Which campaign trigger an event is, and what the message will be about. */
export function subjectOfEvent(event: DomainEvent): TriggerSubject | null {
  switch (event.type) {
    case 'quote.status_changed':
      if (event.to === 'sent') return { trigger: 'quote_sent', quoteId: event.quoteId, jobId: null, milestoneId: null };
      if (event.to === 'approved') return { trigger: 'quote_approved', quoteId: event.quoteId, jobId: null, milestoneId: null };
      return null;
    case 'quote.viewed':
      return event.first ? { trigger: 'quote_viewed', quoteId: event.quoteId, jobId: null, milestoneId: null } : null;
    case 'job.created':
      return event.status === 'scheduled' ? { trigger: 'job_scheduled', quoteId: event.quoteId, jobId: event.jobId, milestoneId: null } : null;
    case 'job.status_changed':
      if (event.to === 'scheduled' || event.to === 'rescheduled') return { trigger: 'job_scheduled', quoteId: event.quoteId, jobId: event.jobId, milestoneId: null };
      if (event.to === 'completed') return { trigger: 'job_completed', quoteId: event.quoteId, jobId: event.jobId, milestoneId: null };
      return null;
    case 'milestone.overdue':
      return { trigger: 'milestone_overdue', quoteId: null, jobId: event.jobId, milestoneId: event.milestoneId };
    default:
      return null;
  }
}

/** The domain-event subscriber: schedules each active campaign of the event's trigger for its homeowner. */
export async function scheduleCampaignMessages(db: Db, event: DomainEvent, now: Date = new Date()): Promise<number> {
  const subject = subjectOfEvent(event);
  if (!subject) return 0;
  const campaigns = await db
    .select({ id: ghlSmsCampaigns.id, delayMinutes: ghlSmsCampaigns.delayMinutes })
    .from(ghlSmsCampaigns)
    .where(and(eq(ghlSmsCampaigns.contractorId, event.contractorId), eq(ghlSmsCampaigns.triggerEvent, subject.trigger), eq(ghlSmsCampaigns.isActive, true)));
  if (campaigns.length === 0) return 0;

  let homeownerId: string | null = null;
  let subjectKey: string;
  if (subject.milestoneId) {
    const [m] = await db
      .select({ dueDate: paymentMilestones.dueDate, homeownerId: jobs.homeownerId })
      .from(paymentMilestones)
      .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
      .where(and(eq(paymentMilestones.id, subject.milestoneId), eq(paymentMilestones.contractorId, event.contractorId)))
      .limit(1);
    homeownerId = m?.homeownerId ?? null;
    // A new due date is a new overdue payment: it may be reminded again.
    subjectKey = `milestone:${subject.milestoneId}:${m?.dueDate ?? ''}`;
  } else if (subject.jobId) {
    const [j] = await db.select({ homeownerId: jobs.homeownerId }).from(jobs).where(and(eq(jobs.id, subject.jobId), eq(jobs.contractorId, event.contractorId))).limit(1);
    homeownerId = j?.homeownerId ?? null;
    subjectKey = `job:${subject.jobId}`;
  } else {
    const [q] = await db.select({ homeownerId: quotes.homeownerId }).from(quotes).where(and(eq(quotes.id, subject.quoteId!), eq(quotes.contractorId, event.contractorId))).limit(1);
    homeownerId = q?.homeownerId ?? null;
    subjectKey = `quote:${subject.quoteId}`;
  }
  if (!homeownerId) return 0;

  const rows = await db
    .insert(ghlSmsSends)
    .values(
      campaigns.map((c) => ({
        contractorId: event.contractorId,
        campaignId: c.id,
        homeownerId,
        subjectKey,
        quoteId: subject.quoteId,
        jobId: subject.jobId,
        milestoneId: subject.milestoneId,
        sendAt: new Date(now.getTime() + c.delayMinutes * 60_000),
        // The same clock as send_at: recoverStalledSends compares both with the app's time, not the database's now().
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ghlSmsSends.id });
  return rows.length;
}
