// Sending one follow-up exactly once, whichever instance gets there and whatever dies mid-way.
//
// 1. Claim, in a transaction: lock the row (FOR UPDATE SKIP LOCKED) if it is due (`scheduled`, due_at passed) or its
//    sender's lease ran out (`sending`, lease_until passed); re-run the plan (an approved, lost, withdrawn, expired or
//    stopped quote, a paid milestone → cancelled; outside the sending hours → moved to when they open); then set
//    `sending` with a fresh claim_token and lease_until = now + FOLLOWUP_LEASE_SECONDS. Commit before calling out.
// 2. Each channel is a follow_up_deliveries row written before the call (`sending`) and after it (sent/failed/logged),
//    each write guarded by the claim token: a sender whose lease was taken over writes nothing more.
//    - Email carries a Message-ID made from the follow-up's id, `<followup-{id}@{domain}>`. A sender that died after
//      SMTP accepted the mail and before recording it leaves the delivery `sending`; the next sender sends again with
//      the SAME Message-ID, so the rare duplicate is recognisable (mail clients and list servers fold it) and the
//      normal case sends one.
//    - SMS: the provider's API (Textbelt-style, sms-client.ts; the fake likewise) has no idempotency key, so a text
//      whose outcome is unknown is never sent again (marked failed "interrupted"): a duplicate text cannot be taken back.
//    A channel already sent or logged is never repeated.
// 3. Finish under the token: sent (a channel went out or was logged), skipped (no address for the preferred channels),
//    or back to scheduled for a retry when every channel failed (SMTP down), failed after MAX_ATTEMPTS.
// Every message is recorded in outbox_emails / sms_logs with the link replaced by a placeholder.
import crypto from 'node:crypto';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { inSendingWindow, nextSendingTime } from '../../../core/follow-ups/zoned-time';
import { isStop, type FollowUpPlan } from '../../../core/follow-ups/plan-follow-ups';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import { milestoneDisplayName } from '../../../core/payments/milestone-display-name';
import type { Db, DbOrTx } from '../../db/connection';
import { contractors, followUpDeliveries, followUps, homeowners, jobs, outboxEmails, paymentMilestones, quotes, smsLogs } from '../../db/schema/index';
import { toE164, type SmsClient } from '../../integrations/sms/sms-client';
import { milestonePayLinkUrl, type OnlinePaymentsConfig } from '../payments/pay-links';
import { publicQuoteUrl } from '../quotes/quote-link-token';
import { ensureQuoteLinkToken } from '../quotes/quote-public-link';
import { planForMilestone, planForQuote, syncJobFollowUps, syncQuoteFollowUps, type PlannedSubject } from './follow-up-planner';
import { followUpDate, followUpMessage, type FollowUpFacts } from './follow-up-words';
import { homeownerLanguage } from './homeowner-language';

export interface FollowUpDeps {
  mailer: Pick<Transporter, 'sendMail'> | null;
  sms: SmsClient | null;
  mailFrom: string;
  payments: OnlinePaymentsConfig;
  leaseSeconds: number;
  /** Follow-ups sent at once by this instance (FOLLOWUP_CONCURRENCY): at most the SMTP server's connections. */
  concurrency?: number;
  now?: () => Date;
}

export const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 10 * 60_000;

export type DeliveryOutcome = 'sent' | 'skipped' | 'cancelled' | 'rescheduled' | 'retry' | 'failed' | 'taken' | 'lost_claim';

type FollowUpRow = typeof followUps.$inferSelect;
type DeliveryRow = typeof followUpDeliveries.$inferSelect;

const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');
const maskPhone = (p: string) => `***-***-${p.replace(/\D/g, '').slice(-4)}`;

/** The Message-ID every attempt of this follow-up's email carries. */
export function followUpMessageId(followUpId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'picket.local';
  return `<followup-${followUpId}@${domain}>`;
}

class LostClaim extends Error {}

async function currentPlan(db: DbOrTx, row: FollowUpRow, now: Date): Promise<PlannedSubject | null> {
  if (row.quoteId) return planForQuote(db, row.contractorId, row.quoteId, now);
  if (row.milestoneId) return (await planForMilestone(db, row.contractorId, row.milestoneId, now)).find((p) => p.subject.subjectKey === row.subjectKey) ?? null;
  return null;
}

type Claim = { outcome: DeliveryOutcome } | { row: FollowUpRow; token: string; deliveries: DeliveryRow[] };

async function claim(db: Db, id: string, deps: FollowUpDeps, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(followUps)
      .where(and(eq(followUps.id, id), or(and(eq(followUps.status, 'scheduled'), lte(followUps.dueAt, now)), and(eq(followUps.status, 'sending'), lt(followUps.leaseUntil, now)))))
      .for('update', { skipLocked: true });
    if (!row) return { outcome: 'taken' as const };
    const deliveries = await tx.select().from(followUpDeliveries).where(eq(followUpDeliveries.followUpId, row.id));
    // A message already partly out (a sender died after one channel) is finished, whatever happened since.
    const partlyOut = deliveries.some((d) => d.status === 'sent' || d.status === 'logged');
    const planned = await currentPlan(tx, row, now);
    const plan: FollowUpPlan = planned?.plan ?? { stop: 'closed' };
    if (!partlyOut) {
      if (isStop(plan)) {
        await tx.update(followUps).set({ status: 'cancelled', reason: plan.stop, claimToken: null, updatedAt: now }).where(eq(followUps.id, row.id));
        return { outcome: 'cancelled' as const };
      }
      if (plan.touch !== row.touch || plan.dueAt > now) {
        await tx.update(followUps).set({ status: 'scheduled', kind: plan.kind, touch: plan.touch, dueAt: plan.dueAt, claimToken: null, updatedAt: now }).where(eq(followUps.id, row.id));
        return { outcome: 'rescheduled' as const };
      }
    }
    const window = planned ? { startHour: planned.settings.windowStartHour, endHour: planned.settings.windowEndHour } : null;
    if (window && planned && !inSendingWindow(now, planned.timeZone, window)) {
      await tx.update(followUps).set({ status: 'scheduled', dueAt: nextSendingTime(now, planned.timeZone, window), claimToken: null, updatedAt: now }).where(eq(followUps.id, row.id));
      return { outcome: 'rescheduled' as const };
    }
    const token = crypto.randomUUID();
    const kind = !partlyOut && !isStop(plan) ? plan.kind : row.kind;
    const [claimed] = await tx
      .update(followUps)
      .set({ status: 'sending', kind, claimToken: token, leaseUntil: new Date(now.getTime() + deps.leaseSeconds * 1000), attempts: row.attempts + 1, updatedAt: now })
      .where(eq(followUps.id, row.id))
      .returning();
    return { row: claimed, token, deliveries };
  });
}

/** Runs `write` only while this sender still holds the claim. */
async function underClaim<T>(db: Db, id: string, token: string, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: followUps.id })
      .from(followUps)
      .where(and(eq(followUps.id, id), eq(followUps.claimToken, token), eq(followUps.status, 'sending')))
      .for('update');
    if (!held) throw new LostClaim();
    return write(tx);
  });
}

interface Composed {
  language: 'en' | 'es';
  email: string | null;
  phone: string | null;
  homeownerId: string | null;
  jobId: string | null;
  replyTo: string | null;
  preference: 'email' | 'sms' | 'both';
  facts: FollowUpFacts;
}

async function compose(db: Db, row: FollowUpRow, deps: FollowUpDeps): Promise<Composed | null> {
  const [c] = await db.select().from(contractors).where(eq(contractors.id, row.contractorId)).limit(1);
  if (!c) return null;
  const business = c.businessName || c.name || 'Your fence contractor';
  const base = { firstName: '', business, contractorPhone: c.phone, quoteNumber: null, total: null, milestoneName: null, amount: null, jobNumber: null, dueDate: null, link: null };
  if (row.quoteId) {
    const [q] = await db.select().from(quotes).where(and(eq(quotes.id, row.quoteId), eq(quotes.contractorId, row.contractorId))).limit(1);
    if (!q) return null;
    const [h] = q.homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, q.homeownerId)).limit(1) : [];
    const link = publicQuoteUrl(deps.payments.publicUrl, await ensureQuoteLinkToken(db, q));
    return {
      language: q.language,
      email: h?.email ?? null,
      phone: h?.phone ?? null,
      homeownerId: h?.id ?? null,
      jobId: null,
      replyTo: c.email,
      preference: c.communicationPreference,
      facts: { ...base, firstName: h?.firstName ?? '', quoteNumber: q.quoteNumber, total: formatCents(q.totalCents), link },
    };
  }
  const [r] = await db
    .select({ m: paymentMilestones, job: jobs })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .where(and(eq(paymentMilestones.id, row.milestoneId!), eq(paymentMilestones.contractorId, row.contractorId)))
    .limit(1);
  if (!r) return null;
  const [h] = r.job.homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, r.job.homeownerId)).limit(1) : [];
  const language = await homeownerLanguage(db, { contractorId: row.contractorId, quoteId: r.job.quoteId, homeownerId: r.job.homeownerId });
  const link = await milestonePayLinkUrl(db, deps.payments, { contractorId: row.contractorId, milestoneId: r.m.id });
  return {
    language,
    email: h?.email ?? null,
    phone: h?.phone ?? null,
    homeownerId: h?.id ?? null,
    jobId: r.job.id,
    replyTo: c.email,
    preference: c.communicationPreference,
    facts: {
      ...base,
      firstName: h?.firstName ?? '',
      milestoneName: milestoneDisplayName(r.m.name, r.m.milestoneType, language),
      amount: formatCents(r.m.amountCents),
      jobNumber: displayJobNumber(r.job.jobNumber),
      dueDate: r.m.dueDate ? followUpDate(r.m.dueDate, language) : null,
      link,
    },
  };
}

type ChannelResult = 'sent' | 'logged' | 'failed';

async function upsertDelivery(tx: Db, row: FollowUpRow, channel: 'email' | 'sms', values: Partial<typeof followUpDeliveries.$inferInsert>) {
  const now = new Date();
  await tx
    .insert(followUpDeliveries)
    .values({ followUpId: row.id, contractorId: row.contractorId, channel, status: 'sending', ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [followUpDeliveries.followUpId, followUpDeliveries.channel], set: { ...values, updatedAt: now } });
}

async function sendEmail(db: Db, row: FollowUpRow, token: string, existing: DeliveryRow | undefined, to: string, m: Composed, text: { subject: string; body: string; stored: string }, deps: FollowUpDeps): Promise<ChannelResult> {
  const messageId = followUpMessageId(row.id, deps.mailFrom);
  await underClaim(db, row.id, token, (tx) => upsertDelivery(tx, row, 'email', { status: 'sending', messageId, attempts: (existing?.attempts ?? 0) + 1, error: null }));
  let status: ChannelResult = 'logged';
  let error: string | null = null;
  if (deps.mailer) {
    try {
      await deps.mailer.sendMail({ from: deps.mailFrom, to, replyTo: m.replyTo ?? undefined, subject: text.subject, text: text.body, messageId, headers: { 'X-Picket-Follow-Up': row.id } });
      status = 'sent';
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message.slice(0, 500) : 'SMTP error';
    }
  }
  await underClaim(db, row.id, token, async (tx) => {
    const [outbox] = await tx
      .insert(outboxEmails)
      .values({ contractorId: row.contractorId, toAddress: maskEmail(to), subject: text.subject, body: text.stored, status: status === 'logged' ? 'outbox' : status, error, sentAt: status === 'sent' ? new Date() : null })
      .returning({ id: outboxEmails.id });
    await upsertDelivery(tx, row, 'email', { status, error, outboxEmailId: outbox.id });
  });
  return status;
}

async function sendSms(db: Db, row: FollowUpRow, token: string, existing: DeliveryRow | undefined, phone: string, m: Composed, text: { body: string; stored: string }, deps: FollowUpDeps): Promise<ChannelResult> {
  const to = toE164(phone);
  await underClaim(db, row.id, token, (tx) => upsertDelivery(tx, row, 'sms', { status: 'sending', attempts: (existing?.attempts ?? 0) + 1, error: null }));
  let status: ChannelResult = 'logged';
  let error: string | null = null;
  let providerMessageId: string | null = null;
  if (deps.sms) {
    const result = await deps.sms.send(to, text.body);
    status = result.ok ? 'sent' : 'failed';
    error = result.ok ? null : (result.error ?? 'SMS provider error').slice(0, 500);
    providerMessageId = result.providerMessageId ?? null;
  }
  await underClaim(db, row.id, token, async (tx) => {
    const [log] = await tx
      .insert(smsLogs)
      .values({ contractorId: row.contractorId, homeownerId: m.homeownerId, jobId: m.jobId, toPhone: maskPhone(to), message: text.stored, status, providerMessageId, error })
      .returning({ id: smsLogs.id });
    await upsertDelivery(tx, row, 'sms', { status, error, smsLogId: log.id });
  });
  return status;
}

/** Claims one follow-up and sends it. Safe from any number of instances at once, any number of times. */
export async function deliverFollowUp(db: Db, id: string, deps: FollowUpDeps): Promise<DeliveryOutcome> {
  const now = deps.now?.() ?? new Date();
  const claimed = await claim(db, id, deps, now);
  if ('outcome' in claimed) return claimed.outcome;
  const { row, token, deliveries } = claimed;
  const finish = (values: Partial<typeof followUps.$inferInsert>) =>
    underClaim(db, row.id, token, async (tx) => {
      await tx.update(followUps).set({ ...values, updatedAt: new Date() }).where(eq(followUps.id, row.id));
      // A touch made (sent, skipped or failed for good): its subject's next one is planned in the same commit, so the
      // cadence goes on without a tick planning every open subject.
      if (values.status === 'sent' || values.status === 'skipped' || values.status === 'failed') {
        if (row.quoteId) await syncQuoteFollowUps(tx, row.contractorId, row.quoteId, now);
        else if (row.jobId) await syncJobFollowUps(tx, row.contractorId, row.jobId, now);
      }
    });
  try {
    const m = await compose(db, row, deps);
    if (!m) {
      await finish({ status: 'cancelled', reason: 'not_found' });
      return 'cancelled';
    }
    const wantsEmail = (m.preference === 'email' || m.preference === 'both') && Boolean(m.email);
    const wantsSms = (m.preference === 'sms' || m.preference === 'both') && Boolean(m.phone);
    if (!wantsEmail && !wantsSms) {
      await finish({ status: 'skipped', reason: 'no_contact', language: m.language });
      return 'skipped';
    }
    const msg = followUpMessage(row.kind, m.language, m.facts);
    const stored = followUpMessage(row.kind, m.language, { ...m.facts, link: m.facts.link ? '[link]' : null });
    const results: ChannelResult[] = [];
    const prior = (channel: 'email' | 'sms') => deliveries.find((d) => d.channel === channel);
    const done = (d: DeliveryRow | undefined) => d?.status === 'sent' || d?.status === 'logged';

    if (wantsEmail) {
      const d = prior('email');
      results.push(done(d) ? 'sent' : await sendEmail(db, row, token, d, m.email!, m, { subject: msg.subject, body: msg.email, stored: stored.email }, deps));
    }
    if (wantsSms) {
      const d = prior('sms');
      if (done(d)) results.push('sent');
      else if (d?.status === 'sending' || d?.error === 'interrupted') {
        // Its outcome is unknown and the provider cannot recognise a repeat: never sent twice.
        await underClaim(db, row.id, token, (tx) => upsertDelivery(tx, row, 'sms', { status: 'failed', error: 'interrupted' }));
        results.push('failed');
      } else results.push(await sendSms(db, row, token, d, m.phone!, m, { body: msg.sms, stored: stored.sms }, deps));
    }

    if (results.some((r) => r !== 'failed')) {
      await finish({ status: 'sent', sentAt: now, language: m.language, reason: null });
      return 'sent';
    }
    if (row.attempts < MAX_ATTEMPTS) {
      await finish({ status: 'scheduled', dueAt: new Date(now.getTime() + RETRY_AFTER_MS * row.attempts), claimToken: null, reason: 'delivery_failed', language: m.language });
      return 'retry';
    }
    await finish({ status: 'failed', reason: 'delivery_failed', language: m.language });
    return 'failed';
  } catch (error) {
    if (error instanceof LostClaim) return 'lost_claim';
    throw error;
  }
}

/**
 * Follow-ups due now and sends whose lease ran out, in turns between contractors: every contractor's oldest first, then
 * every contractor's second … so one contractor's thousand due reminders never hold back another's one.
 */
export async function dueFollowUpIds(db: Db, now: Date, limit = 200): Promise<string[]> {
  const due = or(and(eq(followUps.status, 'scheduled'), lte(followUps.dueAt, now)), and(eq(followUps.status, 'sending'), lt(followUps.leaseUntil, now)));
  const ranked = db
    .select({ id: followUps.id, dueAt: followUps.dueAt, turn: sql<number>`row_number() over (partition by ${followUps.contractorId} order by ${followUps.dueAt})`.as('turn') })
    .from(followUps)
    .where(due)
    .as('ranked');
  const rows = await db.select({ id: ranked.id }).from(ranked).orderBy(ranked.turn, ranked.dueAt).limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Sends what is due, `deps.concurrency` at a time (each send claims its row first, so any number of senders on any
 * number of instances send each once), batch after batch while a batch came back full and `maxMs` is not spent.
 */
export async function deliverDueFollowUps(db: Db, deps: FollowUpDeps, options: { maxMs?: number; batch?: number } = {}): Promise<Record<DeliveryOutcome, number>> {
  const counts = { sent: 0, skipped: 0, cancelled: 0, rescheduled: 0, retry: 0, failed: 0, taken: 0, lost_claim: 0 };
  const started = Date.now();
  const batch = options.batch ?? 200;
  const concurrency = Math.max(1, Math.floor(deps.concurrency ?? 1));
  for (;;) {
    const ids = await dueFollowUpIds(db, deps.now?.() ?? new Date(), batch);
    const settledBefore = counts.sent + counts.skipped + counts.cancelled + counts.retry + counts.failed;
    let next = 0;
    let failure: unknown = null;
    const lane = async () => {
      while (next < ids.length && failure === null) {
        const id = ids[next++];
        try {
          counts[await deliverFollowUp(db, id, deps)] += 1;
        } catch (error) {
          failure = error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, lane));
    if (failure !== null) throw failure;
    // A full batch may have more behind it; what was only rescheduled or taken is not due again in this run.
    const settled = counts.sent + counts.skipped + counts.cancelled + counts.retry + counts.failed - settledBefore;
    if (ids.length < batch || settled === 0 || Date.now() - started >= (options.maxMs ?? 45_000)) break;
  }
  return counts;
}
