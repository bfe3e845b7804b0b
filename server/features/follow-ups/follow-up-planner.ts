// Follow-up rows from the state of their subject (a sent quote, a job's milestones), by the rules of
// core/follow-ups/plan-follow-ups.ts. Called inside the transaction of each domain event (so an approval cancels what
// was waiting in the same commit), by the periodic tick (time passing, expiry, a withdrawn link, settings changed) and
// by the sender right before it sends. Writes only: at most one waiting row per subject, each touch once (unique
// indexes), so concurrent planners add nothing twice.
import { and, eq, inArray, isNotNull, max, ne, notInArray, sql } from 'drizzle-orm';
import type { FollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import {
  isStop,
  planMilestoneDueFollowUp,
  planMilestoneOverdueFollowUp,
  planQuoteFollowUp,
  type FollowUpPlan,
  type MilestoneFollowUpState,
} from '../../../core/follow-ups/plan-follow-ups';
import type { Db } from '../../db/connection';
import { contractors, followUps, followUpStops, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { followUpSettingsOf } from './follow-up-settings';

export const quoteSubjectKey = (quoteId: string) => `quote:${quoteId}`;
export const milestoneSubjectKey = (milestoneId: string, dueDate: string, part: 'due' | 'overdue') => `milestone:${milestoneId}:${dueDate}:${part}`;

/** Touches that happened (or were attempted and given up): they count toward the limit and the cadence. */
const usedStatuses = ['sent', 'failed', 'skipped'] as const;

export interface Subject {
  contractorId: string;
  subjectKey: string;
  quoteId: string | null;
  jobId: string | null;
  milestoneId: string | null;
}

async function touchesOf(db: Db, subjectKey: string) {
  const [row] = await db
    .select({ touches: max(followUps.touch), lastAt: sql<string | null>`max(coalesce(${followUps.sentAt}, ${followUps.updatedAt}))` })
    .from(followUps)
    .where(and(eq(followUps.subjectKey, subjectKey), inArray(followUps.status, [...usedStatuses])));
  return { used: row?.touches ?? 0, lastAt: row?.lastAt ? new Date(row.lastAt) : null };
}

async function contractorClock(db: Db, contractorId: string) {
  const [c] = await db.select({ timezone: contractors.timezone, depositReminderDays: contractors.depositReminderDays }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return { timeZone: c?.timezone ?? 'America/Chicago', depositReminderDays: c?.depositReminderDays ?? 3 };
}

export interface PlannedSubject {
  subject: Subject;
  plan: FollowUpPlan;
  settings: FollowUpSettings;
  timeZone: string;
}

/** The quote's next follow-up, or why there is none. */
export async function planForQuote(db: Db, contractorId: string, quoteId: string, now: Date, settings?: FollowUpSettings): Promise<PlannedSubject | null> {
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!q) return null;
  const s = settings ?? (await followUpSettingsOf(db, contractorId));
  const { timeZone } = await contractorClock(db, contractorId);
  const [stop] = await db.select({ id: followUpStops.id }).from(followUpStops).where(eq(followUpStops.quoteId, quoteId)).limit(1);
  const subjectKey = quoteSubjectKey(quoteId);
  const touches = await touchesOf(db, subjectKey);
  const plan = planQuoteFollowUp(
    {
      status: q.status,
      sentAt: q.sentAt ?? q.updatedAt,
      firstViewedAt: q.firstViewedAt,
      expiresAt: q.expiresAt,
      linkWithdrawn: q.publicTokenRevokedAt !== null,
      stopped: Boolean(stop),
      touchesUsed: touches.used,
      lastTouchAt: touches.lastAt,
    },
    s,
    { timeZone, now },
  );
  return { subject: { contractorId, subjectKey, quoteId, jobId: null, milestoneId: null }, plan, settings: s, timeZone };
}

/** Both follow-ups of a milestone (due soon, overdue), or why there are none. */
export async function planForMilestone(db: Db, contractorId: string, milestoneId: string, now: Date, settings?: FollowUpSettings): Promise<PlannedSubject[]> {
  const [row] = await db
    .select({ m: paymentMilestones, jobStatus: jobs.status })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)))
    .limit(1);
  if (!row?.m.dueDate) return [];
  const { m } = row;
  const s = settings ?? (await followUpSettingsOf(db, contractorId));
  const { timeZone, depositReminderDays } = await contractorClock(db, contractorId);
  const [stop] = await db.select({ id: followUpStops.id }).from(followUpStops).where(eq(followUpStops.jobId, m.jobId)).limit(1);
  const dueKey = milestoneSubjectKey(m.id, m.dueDate!, 'due');
  const overdueKey = milestoneSubjectKey(m.id, m.dueDate!, 'overdue');
  const dueTouches = await touchesOf(db, dueKey);
  const overdueTouches = await touchesOf(db, overdueKey);
  const state: MilestoneFollowUpState = {
    status: m.status,
    amountCents: m.amountCents,
    dueDate: m.dueDate,
    graceDays: m.milestoneType === 'deposit' ? depositReminderDays : 0,
    jobStatus: row.jobStatus,
    stopped: Boolean(stop),
    dueTouchUsed: dueTouches.used > 0,
    overdueTouchesUsed: overdueTouches.used,
    lastOverdueAt: overdueTouches.lastAt,
    lastManualReminderAt: m.reminderSentAt,
  };
  const base = { contractorId, quoteId: null, jobId: m.jobId, milestoneId: m.id };
  return [
    { subject: { ...base, subjectKey: dueKey }, plan: planMilestoneDueFollowUp(state, s, { timeZone, now }), settings: s, timeZone },
    { subject: { ...base, subjectKey: overdueKey }, plan: planMilestoneOverdueFollowUp(state, s, { timeZone, now }), settings: s, timeZone },
  ];
}

/** Makes the waiting row of a subject match its plan: schedule, move, or cancel (a row being sent is left to its sender). */
export async function applyPlan(db: Db, { subject, plan }: Pick<PlannedSubject, 'subject' | 'plan'>, now: Date): Promise<void> {
  const waiting = and(eq(followUps.subjectKey, subject.subjectKey), eq(followUps.status, 'scheduled'));
  if (isStop(plan)) {
    await db.update(followUps).set({ status: 'cancelled', reason: plan.stop, updatedAt: now }).where(waiting);
    return;
  }
  await db
    .insert(followUps)
    .values({ ...subject, kind: plan.kind, touch: plan.touch, dueAt: plan.dueAt, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await db
    .update(followUps)
    .set({ kind: plan.kind, touch: plan.touch, dueAt: plan.dueAt, reason: null, updatedAt: now })
    .where(and(waiting, sql`(${followUps.kind} <> ${plan.kind} or ${followUps.touch} <> ${plan.touch} or ${followUps.dueAt} <> ${plan.dueAt.toISOString()}::timestamptz)`));
}

export async function syncQuoteFollowUps(db: Db, contractorId: string, quoteId: string, now: Date = new Date(), settings?: FollowUpSettings): Promise<void> {
  const planned = await planForQuote(db, contractorId, quoteId, now, settings);
  if (planned) await applyPlan(db, planned, now);
}

export async function syncMilestoneFollowUps(db: Db, contractorId: string, milestoneId: string, now: Date = new Date(), settings?: FollowUpSettings): Promise<void> {
  const planned = await planForMilestone(db, contractorId, milestoneId, now, settings);
  // A changed (or removed) due date is a new agreement: what waited for the old one goes.
  const current = planned.map((p) => p.subject.subjectKey);
  await db
    .update(followUps)
    .set({ status: 'cancelled', reason: 'due_date_changed', updatedAt: now })
    .where(and(eq(followUps.milestoneId, milestoneId), eq(followUps.status, 'scheduled'), current.length ? notInArray(followUps.subjectKey, current) : undefined));
  for (const p of planned) await applyPlan(db, p, now);
}

export async function syncJobFollowUps(db: Db, contractorId: string, jobId: string, now: Date = new Date(), settings?: FollowUpSettings): Promise<void> {
  const milestones = await db
    .select({ id: paymentMilestones.id })
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.jobId, jobId), eq(paymentMilestones.contractorId, contractorId)));
  for (const m of milestones) await syncMilestoneFollowUps(db, contractorId, m.id, now, settings);
}

/** Every contractor's open subjects (the tick), or one contractor's (after their settings change). */
export async function syncAllFollowUps(db: Db, now: Date = new Date(), contractorId?: string): Promise<{ quotes: number; milestones: number }> {
  const ofContractor = (col: typeof quotes.contractorId | typeof followUps.contractorId | typeof paymentMilestones.contractorId) => (contractorId ? eq(col, contractorId) : undefined);
  const openQuotes = await db.select({ id: quotes.id, contractorId: quotes.contractorId }).from(quotes).where(and(eq(quotes.status, 'sent'), ofContractor(quotes.contractorId)));
  const waiting = await db
    .selectDistinct({ quoteId: followUps.quoteId, milestoneId: followUps.milestoneId, contractorId: followUps.contractorId })
    .from(followUps)
    .where(and(eq(followUps.status, 'scheduled'), ofContractor(followUps.contractorId)));
  const unpaid = await db
    .select({ id: paymentMilestones.id, contractorId: paymentMilestones.contractorId })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .where(and(ne(paymentMilestones.status, 'paid'), isNotNull(paymentMilestones.dueDate), ne(jobs.status, 'cancelled'), ofContractor(paymentMilestones.contractorId)));

  const quoteIds = new Map<string, string>();
  for (const q of openQuotes) quoteIds.set(q.id, q.contractorId);
  const milestoneIds = new Map<string, string>();
  for (const m of unpaid) milestoneIds.set(m.id, m.contractorId);
  for (const w of waiting) {
    if (w.quoteId) quoteIds.set(w.quoteId, w.contractorId);
    if (w.milestoneId) milestoneIds.set(w.milestoneId, w.contractorId);
  }
  const settingsCache = new Map<string, FollowUpSettings>();
  const settingsFor = async (id: string) => settingsCache.get(id) ?? settingsCache.set(id, await followUpSettingsOf(db, id)).get(id)!;
  for (const [id, owner] of quoteIds) await syncQuoteFollowUps(db, owner, id, now, await settingsFor(owner));
  for (const [id, owner] of milestoneIds) await syncMilestoneFollowUps(db, owner, id, now, await settingsFor(owner));
  return { quotes: quoteIds.size, milestones: milestoneIds.size };
}
