// The inbound side's background work on pg-boss (DESIGN §5). Intent rows are written in the transaction of the change
// (campaign sends by the domain-event subscriber, lead assignments and failed webhook deliveries by the webhook); a
// tick every minute hands them to the queue — campaign messages as jobs delayed to their send time — and retries
// what failed. Every job claims its row before acting, so several instances and retried jobs act once.
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/connection';
import { onWake } from '../../../queue/wake';
import { retryWebhookDeliveries } from './ghl-webhook.service';
import { pendingAssignments, releaseStalledAssignments, runLeadAssignment, type LeadActionsFor } from '../lead-rules/lead-assignment-delivery';
import { deliverScheduledSms, reapExpiredSends, markEnqueued, recoverStalledSends, sendsToEnqueue, type MessengerFor } from '../campaigns/sms-campaign-delivery';

export const CRM_INBOUND_TICK_QUEUE = 'crm-inbound-tick';
export const SMS_SEND_QUEUE = 'crm-sms-send';
export const LEAD_ACTIONS_QUEUE = 'crm-lead-actions';

export interface CrmInboundDeps {
  messengerFor: MessengerFor;
  leadActionsFor: LeadActionsFor;
  publicUrl: string;
}

type Log = { error: (obj: unknown, msg?: string) => void; info: (obj: unknown, msg?: string) => void };

/** One message as a job at its send time; its contractor's turn as the priority (sendsToEnqueue), so turns alternate. */
async function queueSmsSend(boss: PgBoss, s: { id: string; sendAt: Date; turn: number }, now: Date) {
  await boss.send(SMS_SEND_QUEUE, { sendId: s.id }, { startAfter: s.sendAt > now ? s.sendAt : undefined, singletonKey: s.id, priority: -s.turn });
}

/** One pass: what the tick does, also callable by tests and by a developer. */
export async function crmInboundTick(boss: PgBoss, database: Database, now: Date = new Date()) {
  const db = database.db;
  await reapExpiredSends(db, now);
  await recoverStalledSends(db, now);
  await releaseStalledAssignments(db, now);
  const retried = await retryWebhookDeliveries(db, now);
  const sends = await sendsToEnqueue(db);
  for (const s of sends) {
    await queueSmsSend(boss, s, now);
  }
  await markEnqueued(db, sends.map((s) => s.id));
  const leads = await pendingAssignments(db);
  for (const a of leads) await boss.send(LEAD_ACTIONS_QUEUE, { assignmentId: a.id }, { singletonKey: a.id });
  return { retriedDeliveries: retried, enqueuedSends: sends.length, enqueuedLeads: leads.length };
}

/**
 * The fast path after a webhook (queue/wake.ts): the campaign texts and lead assignments its transaction wrote, as
 * jobs now, and this instance's workers told to look at once instead of at their next poll.
 */
export async function queueNewInboundWork(boss: PgBoss, database: Database, now: Date = new Date()) {
  const db = database.db;
  const sends = await sendsToEnqueue(db);
  for (const s of sends) {
    await queueSmsSend(boss, s, now);
  }
  await markEnqueued(db, sends.map((s) => s.id));
  const leads = await pendingAssignments(db);
  for (const a of leads) await boss.send(LEAD_ACTIONS_QUEUE, { assignmentId: a.id }, { singletonKey: a.id });
  return { enqueuedSends: sends.length, enqueuedLeads: leads.length };
}

interface CrmInboundQueueOptions {
  cron?: string;
  pollingIntervalSeconds?: number;
  /**
   * Campaign texts sent at once (SMS_CONCURRENCY): this instance runs that many SMS workers, and a claim beyond that
   * many in flight across every instance waits (deliverScheduledSms's maxSending). Default 1: one at a time.
   */
  smsConcurrency?: number;
}

/** How long an SMS worker waits for a free place under the limit before handing its job back for a retry. */
const BUSY_WAIT_MS = 30_000;

export async function startCrmInboundQueue(boss: PgBoss, database: Database, deps: CrmInboundDeps, log: Log, options: CrmInboundQueueOptions = {}) {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 };
  // 'short': one waiting job per key, so a row handed over twice is queued once.
  await boss.createQueue(SMS_SEND_QUEUE, { name: SMS_SEND_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await boss.createQueue(LEAD_ACTIONS_QUEUE, { name: LEAD_ACTIONS_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await boss.createQueue(CRM_INBOUND_TICK_QUEUE, { name: CRM_INBOUND_TICK_QUEUE, policy: 'short' });
  await boss.schedule(CRM_INBOUND_TICK_QUEUE, options.cron ?? '* * * * *', {}, { tz: 'UTC' });

  const smsConcurrency = Math.max(1, Math.floor(options.smsConcurrency ?? 1));
  const smsDeps = smsConcurrency > 1 ? { ...deps, maxSending: smsConcurrency } : deps;
  const sendOne = async ([job]: PgBoss.Job<{ sendId: string }>[]) => {
    const started = Date.now();
    let outcome = await deliverScheduledSms(database.db, job.data.sendId, smsDeps);
    // Every place under the limit is taken (by this instance or another): wait for one rather than for a retry's minute.
    while (outcome === 'busy' && Date.now() - started < BUSY_WAIT_MS) {
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      outcome = await deliverScheduledSms(database.db, job.data.sendId, smsDeps);
    }
    // Thrown: pg-boss retries with back-off; the row was given back (or never taken) for that retry to claim.
    if (outcome === 'retry' || outcome === 'busy') throw new Error(outcome === 'busy' ? 'SMS limit busy; retrying' : 'CRM busy or unreachable; retrying');
  };
  const smsWorkers: string[] = [];
  for (let i = 0; i < smsConcurrency; i++) smsWorkers.push(await boss.work<{ sendId: string }>(SMS_SEND_QUEUE, polling, sendOne));
  const leadWorker = await boss.work<{ assignmentId: string }>(LEAD_ACTIONS_QUEUE, polling, async ([job]) => {
    const outcome = await runLeadAssignment(database.db, job.data.assignmentId, deps.leadActionsFor);
    if (outcome === 'retry') throw new Error('CRM busy or unreachable; retrying');
  });
  await boss.work(CRM_INBOUND_TICK_QUEUE, polling, async () => {
    const result = await crmInboundTick(boss, database);
    if (result.enqueuedSends + result.enqueuedLeads + result.retriedDeliveries > 0) log.info(result, 'crm inbound tick');
  });
  // A webhook that wrote work wakes this (after its commit): the jobs go out now, not at the minute's tick.
  const stopWake = onWake(
    'crm-inbound',
    boss,
    async () => {
      const queued = await queueNewInboundWork(boss, database);
      if (queued.enqueuedLeads > 0) boss.notifyWorker(leadWorker);
      if (queued.enqueuedSends > 0) for (const id of smsWorkers) boss.notifyWorker(id);
    },
    (error) => log.error({ err: error }, 'crm inbound wake'),
  );
  return { tick: () => crmInboundTick(boss, database), stop: stopWake };
}
