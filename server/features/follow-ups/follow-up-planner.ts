// Follow-up rows from the state of their subject (a sent quote, a job's milestones), by the rules of
// core/follow-ups/plan-follow-ups.ts. Called inside the transaction of each domain event (so an approval cancels what
// was waiting in the same commit), by the sender right before it sends and right after (the next touch, in the
// transaction that records the send), when a contractor's settings change, and by the sweep (sweepFollowUps: a few
// contractors a tick whose last full planning is a day old). Time alone changes no plan before its row falls due (a
// waiting row is always due before the quote expires; the sender re-checks every rule at that moment), so the minute
// tick reads only what is due: its work grows with what is due, not with the tenants (issue 28). One query reads the
// state of many subjects (their touches by correlated subqueries on the subject index), one reads what waits for them,
// and only differences are written. Concurrent planners add nothing twice (at most one waiting row per subject, each
// touch once: unique indexes).
import { and, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
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
import { contractors, followUps, followUpSweeps, jobs, paymentMilestones, quotes } from '../../db/schema/index';
import { followUpSettingsOf } from './follow-up-settings';

export const quoteSubjectKey = (quoteId: string) => `quote:${quoteId}`;
export const milestoneSubjectKey = (milestoneId: string, dueDate: string, part: 'due' | 'overdue') => `milestone:${milestoneId}:${dueDate}:${part}`;

export interface Subject {
  contractorId: string;
  subjectKey: string;
  quoteId: string | null;
  jobId: string | null;
  milestoneId: string | null;
}

export interface PlannedSubject {
  subject: Subject;
  plan: FollowUpPlan;
  settings: FollowUpSettings;
  timeZone: string;
}

// Touches that happened (or were attempted and given up) count toward the limit and the cadence.
const touchesOf = (key: SQL) =>
  sql<number>`(select coalesce(max(f.touch), 0) from follow_ups f where f.subject_key = ${key} and f.status in ('sent', 'failed', 'skipped'))`.mapWith(Number);
const lastTouchOf = (key: SQL) => sql<string | null>`(select max(coalesce(f.sent_at, f.updated_at)) from follow_ups f where f.subject_key = ${key} and f.status in ('sent', 'failed', 'skipped'))`;
const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

type SettingsOf = (contractorId: string) => Promise<FollowUpSettings>;
function settingsCache(db: Db, given?: FollowUpSettings): SettingsOf {
  const cache = new Map<string, Promise<FollowUpSettings>>();
  return (id) => {
    if (given) return Promise.resolve(given);
    if (!cache.has(id)) cache.set(id, followUpSettingsOf(db, id));
    return cache.get(id)!;
  };
}

/** The quotes matching `where`, each with its next follow-up or why there is none. */
async function planQuotes(db: Db, where: SQL | undefined, now: Date, settingsOf: SettingsOf): Promise<PlannedSubject[]> {
  const key = sql`'quote:' || ${quotes.id}::text`;
  const rows = await db
    .select({
      id: quotes.id,
      contractorId: quotes.contractorId,
      status: quotes.status,
      sentAt: quotes.sentAt,
      updatedAt: quotes.updatedAt,
      firstViewedAt: quotes.firstViewedAt,
      expiresAt: quotes.expiresAt,
      revokedAt: quotes.publicTokenRevokedAt,
      timeZone: contractors.timezone,
      stopped: sql<boolean>`exists (select 1 from follow_up_stops s where s.quote_id = ${quotes.id})`,
      touches: touchesOf(key),
      lastTouchAt: lastTouchOf(key),
    })
    .from(quotes)
    .innerJoin(contractors, eq(contractors.id, quotes.contractorId))
    .where(where);
  const planned: PlannedSubject[] = [];
  for (const q of rows) {
    const settings = await settingsOf(q.contractorId);
    const plan = planQuoteFollowUp(
      {
        status: q.status,
        sentAt: q.sentAt ?? q.updatedAt,
        firstViewedAt: q.firstViewedAt,
        expiresAt: q.expiresAt,
        linkWithdrawn: q.revokedAt !== null,
        stopped: Boolean(q.stopped),
        touchesUsed: q.touches,
        lastTouchAt: asDate(q.lastTouchAt),
      },
      settings,
      { timeZone: q.timeZone, now },
    );
    planned.push({ subject: { contractorId: q.contractorId, subjectKey: quoteSubjectKey(q.id), quoteId: q.id, jobId: null, milestoneId: null }, plan, settings, timeZone: q.timeZone });
  }
  return planned;
}

/** The milestones matching `where` (with a due date), each with its two follow-ups (due soon, overdue) or why none. */
async function planMilestones(db: Db, where: SQL | undefined, now: Date, settingsOf: SettingsOf): Promise<PlannedSubject[]> {
  const base = sql`'milestone:' || ${paymentMilestones.id}::text || ':' || ${paymentMilestones.dueDate}::text`;
  const dueKey = sql`${base} || ':due'`;
  const overdueKey = sql`${base} || ':overdue'`;
  const rows = await db
    .select({
      m: paymentMilestones,
      jobStatus: jobs.status,
      timeZone: contractors.timezone,
      depositReminderDays: contractors.depositReminderDays,
      stopped: sql<boolean>`exists (select 1 from follow_up_stops s where s.job_id = ${paymentMilestones.jobId})`,
      dueTouches: touchesOf(dueKey),
      overdueTouches: touchesOf(overdueKey),
      lastOverdueAt: lastTouchOf(overdueKey),
    })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .innerJoin(contractors, eq(contractors.id, paymentMilestones.contractorId))
    .where(and(isNotNull(paymentMilestones.dueDate), where));
  const planned: PlannedSubject[] = [];
  for (const r of rows) {
    const { m } = r;
    const settings = await settingsOf(m.contractorId);
    const state: MilestoneFollowUpState = {
      status: m.status,
      amountCents: m.amountCents,
      dueDate: m.dueDate,
      graceDays: m.milestoneType === 'deposit' ? r.depositReminderDays : 0,
      jobStatus: r.jobStatus,
      stopped: Boolean(r.stopped),
      dueTouchUsed: r.dueTouches > 0,
      overdueTouchesUsed: r.overdueTouches,
      lastOverdueAt: asDate(r.lastOverdueAt),
      lastManualReminderAt: m.reminderSentAt,
    };
    const clock = { timeZone: r.timeZone, now };
    const subject = { contractorId: m.contractorId, quoteId: null, jobId: m.jobId, milestoneId: m.id };
    planned.push(
      { subject: { ...subject, subjectKey: milestoneSubjectKey(m.id, m.dueDate!, 'due') }, plan: planMilestoneDueFollowUp(state, settings, clock), settings, timeZone: r.timeZone },
      { subject: { ...subject, subjectKey: milestoneSubjectKey(m.id, m.dueDate!, 'overdue') }, plan: planMilestoneOverdueFollowUp(state, settings, clock), settings, timeZone: r.timeZone },
    );
  }
  return planned;
}

const CHUNK = 500;

/**
 * Makes what waits match the plans: schedule, move or cancel (a row being sent is left to its sender). Waiting rows of
 * the given milestones under another subject (an old due date) are cancelled too.
 */
async function applyPlans(db: Db, planned: PlannedSubject[], now: Date, milestoneIds: string[] = []): Promise<void> {
  for (let i = 0; i < Math.max(planned.length, milestoneIds.length); i += CHUNK) {
    const part = planned.slice(i, i + CHUNK);
    const ids = milestoneIds.slice(i, i + CHUNK);
    const keys = part.map((p) => p.subject.subjectKey);
    const conditions = [keys.length ? inArray(followUps.subjectKey, keys) : undefined, ids.length ? inArray(followUps.milestoneId, ids) : undefined].filter(Boolean) as SQL[];
    if (conditions.length === 0) continue;
    const waiting = await db
      .select({ id: followUps.id, subjectKey: followUps.subjectKey, kind: followUps.kind, touch: followUps.touch, dueAt: followUps.dueAt, milestoneId: followUps.milestoneId })
      .from(followUps)
      .where(and(eq(followUps.status, 'scheduled'), or(...conditions)));
    const bySubject = new Map(waiting.map((w) => [w.subjectKey, w]));
    const known = new Set(planned.map((p) => p.subject.subjectKey));
    const cancel = async (id: string, reason: string) =>
      db.update(followUps).set({ status: 'cancelled', reason, updatedAt: now }).where(and(eq(followUps.id, id), eq(followUps.status, 'scheduled')));
    for (const w of waiting) if (w.milestoneId && !known.has(w.subjectKey)) await cancel(w.id, 'due_date_changed');
    const inserts: (typeof followUps.$inferInsert)[] = [];
    for (const { subject, plan } of part) {
      const w = bySubject.get(subject.subjectKey);
      if (isStop(plan)) {
        if (w) await cancel(w.id, plan.stop);
      } else if (!w) {
        inserts.push({ ...subject, kind: plan.kind, touch: plan.touch, dueAt: plan.dueAt, createdAt: now, updatedAt: now });
      } else if (w.kind !== plan.kind || w.touch !== plan.touch || w.dueAt.getTime() !== plan.dueAt.getTime()) {
        await db
          .update(followUps)
          .set({ kind: plan.kind, touch: plan.touch, dueAt: plan.dueAt, reason: null, updatedAt: now })
          .where(and(eq(followUps.id, w.id), eq(followUps.status, 'scheduled')));
      }
    }
    // A row another planner inserted meanwhile wins; this one is dropped by the unique indexes.
    if (inserts.length) {
      await db.insert(followUps).values(inserts).onConflictDoNothing();
      // Its contractor joins the sweep (planned just now: next sweep a day on).
      const ids = [...new Set(inserts.map((r) => r.contractorId))];
      await db.insert(followUpSweeps).values(ids.map((contractorId) => ({ contractorId, sweptAt: now }))).onConflictDoNothing();
    }
  }
}

/** The quote's next follow-up, or why there is none (null: not the contractor's quote). */
export async function planForQuote(db: Db, contractorId: string, quoteId: string, now: Date, settings?: FollowUpSettings): Promise<PlannedSubject | null> {
  const [planned] = await planQuotes(db, and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId)), now, settingsCache(db, settings));
  return planned ?? null;
}

/** Both follow-ups of a milestone (due soon, overdue), or why there are none; none without a due date. */
export async function planForMilestone(db: Db, contractorId: string, milestoneId: string, now: Date, settings?: FollowUpSettings): Promise<PlannedSubject[]> {
  return planMilestones(db, and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)), now, settingsCache(db, settings));
}

export async function syncQuoteFollowUps(db: Db, contractorId: string, quoteId: string, now: Date = new Date(), settings?: FollowUpSettings): Promise<void> {
  const planned = await planForQuote(db, contractorId, quoteId, now, settings);
  if (planned) await applyPlans(db, [planned], now);
}

export async function syncJobFollowUps(db: Db, contractorId: string, jobId: string, now: Date = new Date(), settings?: FollowUpSettings): Promise<void> {
  const ofJob = and(eq(paymentMilestones.jobId, jobId), eq(paymentMilestones.contractorId, contractorId));
  const ids = (await db.select({ id: paymentMilestones.id }).from(paymentMilestones).where(ofJob)).map((m) => m.id);
  await applyPlans(db, await planMilestones(db, ofJob, now, settingsCache(db, settings)), now, ids);
}

/**
 * Every contractor's open subjects (a backfill after rows were written by SQL, e.g. bench/scale's seed), or one
 * contractor's (after their settings change, and the sweep). Not the minute tick: it reads every open quote it is given.
 */
export async function syncAllFollowUps(db: Db, now: Date = new Date(), contractorId?: string): Promise<{ quotes: number; milestones: number }> {
  const settingsOf = settingsCache(db);
  const waitingQuote = sql`exists (select 1 from follow_ups f where f.quote_id = ${quotes.id} and f.status = 'scheduled')`;
  const quotePlans = await planQuotes(db, and(or(eq(quotes.status, 'sent'), waitingQuote), contractorId ? eq(quotes.contractorId, contractorId) : undefined), now, settingsOf);
  await applyPlans(db, quotePlans, now);

  const waitingMilestone = sql`exists (select 1 from follow_ups f where f.milestone_id = ${paymentMilestones.id} and f.status = 'scheduled')`;
  const open = and(ne(paymentMilestones.status, 'paid'), ne(jobs.status, 'cancelled'));
  const milestonePlans = await planMilestones(db, and(or(open, waitingMilestone), contractorId ? eq(paymentMilestones.contractorId, contractorId) : undefined), now, settingsOf);
  // Milestones whose due date was removed keep nothing waiting.
  const undated = await db
    .selectDistinct({ id: followUps.milestoneId })
    .from(followUps)
    .innerJoin(paymentMilestones, eq(paymentMilestones.id, followUps.milestoneId))
    .where(and(eq(followUps.status, 'scheduled'), sql`${paymentMilestones.dueDate} is null`, contractorId ? eq(followUps.contractorId, contractorId) : undefined));
  const milestoneIds = [...new Set([...milestonePlans.map((p) => p.subject.milestoneId!), ...undated.map((u) => u.id!)])];
  await applyPlans(db, milestonePlans, now, milestoneIds);
  return { quotes: quotePlans.length, milestones: milestonePlans.length / 2 };
}

export const SWEEP_EVERY_MS = 24 * 3_600_000;
export const SWEEP_CONTRACTORS = 10;

/**
 * The safety sweep: claims up to `contractors` contractors whose last full planning is older than `everyMs` (oldest
 * first; SKIP LOCKED, so two instances take different ones), marks them swept and plans all their open subjects. The
 * tick calls it every minute: 10 a minute sweeps 14,400 contractors a day. Reads only the contractors it takes.
 */
export async function sweepFollowUps(db: Db, now: Date, options: { everyMs?: number; contractors?: number } = {}): Promise<{ contractors: number; quotes: number; milestones: number }> {
  const cutoff = new Date(now.getTime() - (options.everyMs ?? SWEEP_EVERY_MS));
  const taken = await db
    .update(followUpSweeps)
    .set({ sweptAt: now })
    .where(
      inArray(
        followUpSweeps.contractorId,
        db
          .select({ id: followUpSweeps.contractorId })
          .from(followUpSweeps)
          .where(sql`${followUpSweeps.sweptAt} <= ${cutoff}`)
          .orderBy(followUpSweeps.sweptAt)
          .limit(options.contractors ?? SWEEP_CONTRACTORS)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: followUpSweeps.contractorId });
  const total = { contractors: taken.length, quotes: 0, milestones: 0 };
  for (const { id } of taken) {
    const done = await syncAllFollowUps(db, now, id);
    total.quotes += done.quotes;
    total.milestones += done.milestones;
  }
  return total;
}
