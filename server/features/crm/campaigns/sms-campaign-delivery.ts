// Sending one scheduled campaign message, exactly once: the row is claimed (scheduled → sending, with a claim ticket and
// a lease, on the shared outbound lanes: server/db/outbound-lanes.ts) before the CRM is called, so a second worker or a
// retried job finds it taken; the lease is renewed while the text is sent, and every outcome is written under the
// ticket, so an outcome arriving after the reaper gave the row back is dropped. At send time the trigger must still hold (a "not approved
// after 3 days" text never reaches a homeowner who approved on day 2), the contact must not be do-not-disturb, and the
// text is rendered from the campaign as it is now, in the homeowner's language. Every attempt that reaches the CRM is
// an sms_logs row.
import { and, eq, inArray, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { CampaignTrigger } from '../../../../core/crm/campaign.schema';
import { renderSmsTemplate, templateForLanguage, type SmsLanguage } from '../../../../core/crm/sms-template';
import type { Db } from '../../../db/connection';
import { outboundLanes } from '../../../db/outbound-lanes';
import { queryRows } from '../../../db/query-rows';
import { contractors, ghlSmsCampaigns, ghlSmsSends, homeowners, jobs, paymentMilestones, quotes, smsLogs } from '../../../db/schema/index';
import { ensureQuoteLinkToken, quoteLinkUrl } from '../../quotes/quote-public-link';
import { publicQuoteUrl } from '../../quotes/quote-link-token';
import { CAMPAIGN_SMS, crmErrorText, recordCrmAction } from '../sync-log/crm-action-log';

/** What sending needs from the CRM client, per contractor (null: no active connection). */
export interface CrmMessenger {
  /** The contact has do-not-disturb on for everything or for SMS. */
  contactDoNotDisturb(contactId: string): Promise<boolean>;
  sendSms(input: { contactId: string; message: string }): Promise<{ messageId: string | null }>;
}
export type MessengerFor = (db: Db, contractorId: string) => Promise<CrmMessenger | null>;

export interface SmsDeliveryDeps {
  messengerFor: MessengerFor;
  publicUrl: string;
  now?: () => Date;
  /**
   * Messages being sent at once across every instance (SMS_CONCURRENCY): a claim beyond it is refused ('busy') under
   * an advisory lock, so two instances cannot both take the last place. Absent: no limit (one job at a time).
   */
  maxSending?: number;
  /** A claim's lease (SMS_LEASE_MS unless a test shortens it). */
  leaseMs?: number;
}

/**
 * A `sending` row's lease (outbound-lanes.ts): renewed every third of it while the text is prepared and sent, so only a
 * row whose worker is gone outlives it; it counts against SMS_CONCURRENCY while live, and the tick's reaper gives it
 * back once it has run out.
 */
export const SMS_LEASE_MS = 60_000;

const lanes = outboundLanes({ table: ghlSmsSends, lockName: 'crm-sms-sends', leaseMs: SMS_LEASE_MS, statuses: { waiting: 'scheduled', running: 'sending' } });

export const MAX_SEND_ATTEMPTS = 5;

type SendRow = typeof ghlSmsSends.$inferSelect;
export type SendOutcome = 'sent' | 'cancelled' | 'skipped' | 'failed' | 'retry' | 'not_due' | 'taken' | 'busy';

/** An error worth retrying as it is (429, 5xx, network): the client's errors say so with `retryable`. */
const isRetryable = (error: unknown) => Boolean(error && typeof error === 'object' && (error as { retryable?: unknown }).retryable === true);

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { kind?: unknown }).kind === 'string' ? String((error as { kind: string }).kind) : error instanceof Error ? error.name : 'error';

/** An outcome without a text sent, written only under the claim's ticket. */
async function finish(db: Db, send: SendRow, status: 'cancelled' | 'skipped' | 'failed', reason: string | null) {
  await db.update(ghlSmsSends).set({ status, reason, claimToken: null, updatedAt: new Date() }).where(lanes.claimed(send));
}

interface Subject {
  holds: boolean;
  quote: typeof quotes.$inferSelect | null;
  amountCents: number | null;
}

/** Whether what triggered the message is still true now, and the rows its placeholders read. */
async function loadSubject(db: Db, send: SendRow, trigger: CampaignTrigger): Promise<Subject> {
  const quoteById = async (id: string | null) =>
    id ? ((await db.select().from(quotes).where(and(eq(quotes.id, id), eq(quotes.contractorId, send.contractorId))).limit(1))[0] ?? null) : null;
  if (trigger === 'quote_sent' || trigger === 'quote_viewed' || trigger === 'quote_approved') {
    const quote = await quoteById(send.quoteId);
    if (!quote) return { holds: false, quote: null, amountCents: null };
    // Sent or viewed: still waiting for the homeowner. Approved: not lost since (scheduling or converting keeps it true).
    const holds = trigger === 'quote_approved' ? quote.status !== 'lost' && quote.status !== 'draft' && quote.status !== 'sent' : quote.status === 'sent';
    return { holds, quote, amountCents: quote.totalCents };
  }
  const [job] = send.jobId ? await db.select().from(jobs).where(and(eq(jobs.id, send.jobId), eq(jobs.contractorId, send.contractorId))).limit(1) : [];
  if (!job) return { holds: false, quote: null, amountCents: null };
  const quote = await quoteById(job.quoteId);
  if (trigger === 'job_scheduled') return { holds: job.status === 'scheduled' || job.status === 'rescheduled', quote, amountCents: job.totalCents };
  if (trigger === 'job_completed') return { holds: job.status === 'completed', quote, amountCents: job.totalCents };
  const [m] = send.milestoneId
    ? await db.select().from(paymentMilestones).where(and(eq(paymentMilestones.id, send.milestoneId), eq(paymentMilestones.contractorId, send.contractorId))).limit(1)
    : [];
  // Still unpaid, and still the due date it was overdue for (an extended due date is a new agreement).
  const holds = Boolean(m && m.status !== 'paid' && send.subjectKey === `milestone:${m.id}:${m.dueDate ?? ''}`);
  return { holds, quote, amountCents: m?.amountCents ?? null };
}

type Prepared =
  | { ready: false; status: 'cancelled' | 'skipped'; reason: string }
  | { ready: true; contactId: string; homeownerId: string; phone: string; text: string; messenger: CrmMessenger };

/** Everything short of calling the CRM: is the message still wanted, to whom, saying what. */
async function prepare(db: Db, send: SendRow, deps: SmsDeliveryDeps): Promise<Prepared> {
  const stop = (status: 'cancelled' | 'skipped', reason: string): Prepared => ({ ready: false, status, reason });
  const [campaign] = await db.select().from(ghlSmsCampaigns).where(eq(ghlSmsCampaigns.id, send.campaignId)).limit(1);
  if (!campaign || !campaign.isActive) return stop('cancelled', 'campaign_paused');
  const subject = await loadSubject(db, send, campaign.triggerEvent as CampaignTrigger);
  if (!subject.holds) return stop('cancelled', 'trigger_gone');

  const [h] = send.homeownerId ? await db.select().from(homeowners).where(and(eq(homeowners.id, send.homeownerId), eq(homeowners.contractorId, send.contractorId))).limit(1) : [];
  if (!h || h.archivedAt) return stop('cancelled', 'customer_archived');
  if (!h.phone) return stop('skipped', 'no_phone');
  if (!h.ghlContactId) return stop('skipped', 'not_in_crm');

  const [contractor] = await db.select({ businessName: contractors.businessName, name: contractors.name }).from(contractors).where(eq(contractors.id, send.contractorId)).limit(1);
  const language: SmsLanguage = subject.quote?.language ?? 'en';
  let quoteLink: string | null = null;
  if (subject.quote) {
    const q = subject.quote;
    // A sent quote's message may name its link even if it went out without e-mail: issue one as Send does.
    quoteLink = q.status === 'sent' && (!q.publicTokenEncrypted || q.publicTokenRevokedAt) ? publicQuoteUrl(deps.publicUrl, await ensureQuoteLinkToken(db, q)) : quoteLinkUrl(q, deps.publicUrl);
  }
  const values = {
    firstName: h.firstName,
    businessName: contractor?.businessName || contractor?.name || '',
    quoteNumber: subject.quote?.quoteNumber ?? null,
    quoteLink,
    amountCents: subject.amountCents,
  };
  const rendered = renderSmsTemplate(templateForLanguage(campaign, language), values, language);
  if (!rendered.ok) return stop('skipped', rendered.reason === 'too_long' ? 'too_long' : `missing_${rendered.placeholder}`);
  const messenger = await deps.messengerFor(db, send.contractorId);
  if (!messenger) return stop('skipped', 'not_connected');
  return { ready: true, contactId: h.ghlContactId, homeownerId: h.id, phone: h.phone, text: rendered.text, messenger };
}

/** Claims and sends one message. `retry`: the row was given back and the job should run again (429, 5xx, network). */
export async function deliverScheduledSms(db: Db, sendId: string, deps: SmsDeliveryDeps): Promise<SendOutcome> {
  const now = deps.now?.() ?? new Date();
  // Its own row, waited for rather than skipped when another worker is claiming it: that one's claim then shows 'taken'.
  const next = () => sql`
    SELECT s.id FROM ghl_sms_sends s
    WHERE s.id = ${sendId} AND s.status = 'scheduled' AND s.send_at <= ${now.toISOString()}::timestamptz
    FOR UPDATE`;
  // Tried, not waited for (outbound-lanes.ts): a claim that finds another counting gives its connection back and waits.
  const claim = await lanes.claimNext(db, null, now, next, { leaseMs: deps.leaseMs, ...(deps.maxSending === undefined ? {} : { maxRunning: deps.maxSending }) });
  if (!claim) {
    const [row] = await db.select({ status: ghlSmsSends.status }).from(ghlSmsSends).where(eq(ghlSmsSends.id, sendId)).limit(1);
    if (row?.status !== 'scheduled') return 'taken';
    return deps.maxSending !== undefined && row && (await isDue(db, sendId, now)) ? 'busy' : 'not_due';
  }
  const stop = lanes.keepLease(db, claim, () => deps.now?.() ?? new Date(), { leaseMs: deps.leaseMs });
  try {
    return await sendClaimed(db, claim, deps);
  } finally {
    stop();
  }
}

const isDue = async (db: Db, sendId: string, now: Date) =>
  (await db.select({ id: ghlSmsSends.id }).from(ghlSmsSends).where(and(eq(ghlSmsSends.id, sendId), sql`${ghlSmsSends.sendAt} <= ${now.toISOString()}::timestamptz`)).limit(1)).length > 0;

/** Sends a claimed row; every outcome is written under the claim's ticket (a claim lost meanwhile writes nothing). */
async function sendClaimed(db: Db, send: SendRow, deps: SmsDeliveryDeps): Promise<SendOutcome> {
  const giveBack = (reason: string) =>
    db.update(ghlSmsSends).set({ status: 'scheduled', reason, claimToken: null, updatedAt: new Date() }).where(lanes.claimed(send));

  // An earlier claim handed this text to the CRM and its answer never came back (its lease ran out): the text may have
  // gone out, so it is never sent again (at most once beats twice).
  if (send.handedOverAt) {
    await finish(db, send, 'failed', 'interrupted');
    return 'failed';
  }
  // Given back by the reaper too many times (its instances keep dying before the call): the queue stops trying.
  if (send.attempts > MAX_SEND_ATTEMPTS) {
    await finish(db, send, 'failed', 'gave_up');
    return 'failed';
  }

  let prepared: Prepared;
  try {
    prepared = await prepare(db, send, deps);
    // Right before sending: a STOP or do-not-disturb set since scheduling is never texted past.
    if (prepared.ready && (await prepared.messenger.contactDoNotDisturb(prepared.contactId))) prepared = { ready: false, status: 'skipped', reason: 'dnd' };
  } catch (error) {
    // Nothing went out yet: the next attempt may claim it again.
    await giveBack(errorCode(error));
    throw error;
  }
  if (!prepared.ready) {
    await finish(db, send, prepared.status, prepared.reason);
    return prepared.status;
  }

  // Marked before the call, under the ticket: a claim already lost sends nothing, and a later claim knows it was handed over.
  const handed = await db.update(ghlSmsSends).set({ handedOverAt: new Date() }).where(lanes.claimed(send)).returning({ id: ghlSmsSends.id });
  if (handed.length === 0) return 'taken';

  /** The sms_logs row and the outcome together, only while the claim is still this one's. */
  const record = (status: 'sent' | 'failed', extra: { providerMessageId?: string | null; error?: string }, reason: string | null) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smsLogs)
        .values({ contractorId: send.contractorId, homeownerId: prepared.homeownerId, jobId: send.jobId, toPhone: prepared.phone, message: prepared.text, status, ...extra })
        .returning({ id: smsLogs.id });
      const written = await tx
        .update(ghlSmsSends)
        .set({ status, reason, smsLogId: row.id, claimToken: null, updatedAt: new Date() })
        .where(lanes.claimed(send))
        .returning({ id: ghlSmsSends.id });
      if (written.length === 0) tx.rollback();
    }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      },
    );
  try {
    const result = await prepared.messenger.sendSms({ contactId: prepared.contactId, message: prepared.text });
    return (await record('sent', { providerMessageId: result.messageId }, null)) ? 'sent' : 'taken';
  } catch (error) {
    if (isRetryable(error) && send.attempts < MAX_SEND_ATTEMPTS) {
      // The CRM refused it as busy (429, 5xx) or was unreachable: nothing went out, so it may be sent again.
      await db.update(ghlSmsSends).set({ status: 'scheduled', reason: errorCode(error), handedOverAt: null, claimToken: null, updatedAt: new Date() }).where(lanes.claimed(send));
      return 'retry';
    }
    if (!(await record('failed', { error: errorCode(error) }, errorCode(error)))) return 'taken';
    await recordCrmAction(db, { contractorId: send.contractorId, homeownerId: prepared.homeownerId, crmId: prepared.contactId, action: CAMPAIGN_SMS, status: 'failed', error: crmErrorText(error) });
    return 'failed';
  }
}

/**
 * The reaper, run by the tick: a row whose lease ran out (its instance died, or stopped renewing) goes back to
 * `scheduled` and to the queue again, under the ticket and lease it was read with (a row renewed or finished meanwhile
 * stays with its worker). The next claim sends it, or, when the text had already been handed to the CRM, fails it as
 * interrupted without texting again. A row left sending from before claims had tickets is failed as interrupted.
 */
export async function reapExpiredSends(db: Db, now: Date = new Date(), leaseMs = SMS_LEASE_MS): Promise<number> {
  const stalled = await lanes.expired(db, now, { leaseMs });
  let reaped = 0;
  for (const { item, where } of stalled) {
    // A row claimed before claims had tickets (sending across the upgrade) does not say whether its text went out.
    const values = item.claimToken === null ? { status: 'failed' as const } : { status: 'scheduled' as const, claimToken: null, enqueuedAt: null };
    const rows = await db.update(ghlSmsSends).set({ ...values, reason: 'interrupted', updatedAt: now }).where(where).returning({ id: ghlSmsSends.id });
    reaped += rows.length;
  }
  return reaped;
}

/**
 * Sends waiting for the queue (not yet handed to pg-boss), each with its turn among its contractor's waiting messages
 * (1 = its oldest; the ones already queued count first). The queue runs a higher priority first, so a send goes out as
 * priority −turn: every contractor's first message before anyone's second, and one contractor's thousand texts never
 * hold back another's one — the follow-ups' rule (follow-up-delivery.ts dueFollowUpIds).
 */
export async function sendsToEnqueue(db: Db, limit = 500): Promise<{ id: string; sendAt: Date; turn: number }[]> {
  const rows = await queryRows<{ id: string; send_at: string | Date; turn: number }>(db, sql`
    SELECT s.id, s.send_at,
           (row_number() OVER (PARTITION BY s.contractor_id ORDER BY s.send_at, s.id)
             + (SELECT count(*) FROM ghl_sms_sends w WHERE w.contractor_id = s.contractor_id AND w.status = 'scheduled' AND w.enqueued_at IS NOT NULL AND w.send_at <= s.send_at))::int AS turn
    FROM ghl_sms_sends s
    WHERE s.enqueued_at IS NULL AND s.status = 'scheduled'
    ORDER BY s.send_at
    LIMIT ${limit}`);
  return rows.map((r) => ({ id: r.id, sendAt: new Date(r.send_at), turn: Number(r.turn) }));
}

export async function markEnqueued(db: Db, ids: string[]) {
  if (ids.length) await db.update(ghlSmsSends).set({ enqueuedAt: new Date() }).where(inArray(ghlSmsSends.id, ids));
}

/**
 * Sends the queue lost track of: a job that used up its retries leaves its row waiting — failed after the last attempt,
 * handed over again otherwise (two hours past its time, so a job still in its back-off is not doubled).
 */
export async function recoverStalledSends(db: Db, now: Date = new Date()): Promise<void> {
  const waiting = and(eq(ghlSmsSends.status, 'scheduled'), sql`${ghlSmsSends.enqueuedAt} is not null`, lt(ghlSmsSends.sendAt, new Date(now.getTime() - 2 * 3600_000)));
  await db.update(ghlSmsSends).set({ status: 'failed', reason: 'gave_up', updatedAt: now }).where(and(waiting, sql`${ghlSmsSends.attempts} >= ${MAX_SEND_ATTEMPTS}`));
  await db
    .update(ghlSmsSends)
    .set({ enqueuedAt: null, updatedAt: now })
    .where(and(waiting, sql`${ghlSmsSends.attempts} < ${MAX_SEND_ATTEMPTS}`, lt(ghlSmsSends.updatedAt, new Date(now.getTime() - 3600_000))));
}
