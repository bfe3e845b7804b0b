// The follow-ups' tick on pg-boss: every minute (cron, one worker of any instance takes each run) and once at
// start-up, it sends what is due (each send re-plans its subject before and after) and sweeps a few contractors whose
// last full planning is a day old (follow-up-planner.ts): its work follows what is due, not the number of tenants. Sending is safe on any number
// of instances at once (follow-up-delivery.ts), so FOLLOWUP_TICK_SECONDS below 60 may add runs from every instance.
//
// For tests that need a follow-up due at once (issue 16's fault test kills the server mid-send of one):
//   - give the contractor Settings → Follow-ups with sending hours 0–24 (PUT /api/settings/follow-ups
//     {…, windowStartHour: 0, windowEndHour: 24, milestoneDueDays: 0}) so no hour of the day defers it;
//   - create a job whose milestone is due today (milestoneDueDays 0 → "due today" is due now), or send a quote with
//     quoteNotOpenedDays 1 and move its sent_at back a day;
//   - start the server with SMTP_URL (a sink that stalls in DATA keeps it mid-send), FOLLOWUP_TICK_SECONDS=1 (runs every
//     second instead of every minute) and FOLLOWUP_LEASE_SECONDS=2 (a send killed mid-way is taken over 2 s later by the
//     restarted server). The retried email carries the same Message-ID (`<followup-{id}@…>`, header
//     X-Picket-Follow-Up: {id}); follow_ups/follow_up_deliveries show the claim, outbox_emails the record.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { DEFAULT_OUTBOUND, type AppConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { OutsideClients } from '../../integrations/clients';
import { deliverDueFollowUps, type FollowUpDeps } from './follow-up-delivery';
import { sweepFollowUps } from './follow-up-planner';

export const FOLLOW_UP_QUEUE = 'follow-ups';

export function followUpDepsFromConfig(config: AppConfig, clients: Pick<OutsideClients, 'sms' | 'mail'>): FollowUpDeps {
  return {
    // Bounded SMTP waits, so a send ends well inside its lease (FOLLOWUP_LEASE_SECONDS, default 300).
    mailer: clients.mail,
    sms: clients.sms,
    mailFrom: config.mailFrom,
    payments: { publicUrl: config.publicUrl, stripe: config.stripe },
    leaseSeconds: config.followUpLeaseSeconds,
    // Each send opens its own SMTP connection (mail-transport.ts): this is also the connections in use at once.
    concurrency: (config.outbound ?? DEFAULT_OUTBOUND).followUps,
  };
}

/** One run: sweep the contractors due a full planning (a few), then send what is due. */
export async function runFollowUpTick(db: Database['db'], deps: FollowUpDeps) {
  const planned = await sweepFollowUps(db, deps.now?.() ?? new Date());
  const delivered = await deliverDueFollowUps(db, deps);
  return { planned, delivered };
}

export async function startFollowUpQueue(
  boss: PgBoss,
  database: Database,
  config: AppConfig,
  clients: Pick<OutsideClients, 'sms' | 'mail'>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
) {
  const deps = followUpDepsFromConfig(config, clients);
  await boss.createQueue(FOLLOW_UP_QUEUE);
  await boss.schedule(FOLLOW_UP_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(FOLLOW_UP_QUEUE, { pollingIntervalSeconds: Math.min(2, config.followUpTickSeconds) }, async () => {
    const { delivered } = await runFollowUpTick(database.db, deps);
    if (delivered.sent + delivered.failed + delivered.retry > 0) log.info(delivered, 'follow-ups delivered');
  });
  await boss.send(FOLLOW_UP_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 30 });
  let timer: NodeJS.Timeout | null = null;
  if (config.followUpTickSeconds < 60) {
    const seconds = config.followUpTickSeconds;
    timer = setInterval(() => {
      boss.send(FOLLOW_UP_QUEUE, {}, { singletonKey: 'tick', singletonSeconds: seconds }).catch((error: Error) => log.error({ err: error }, 'follow-up tick'));
    }, seconds * 1000);
    timer.unref();
  }
  return { stop: () => (timer ? clearInterval(timer) : undefined) };
}
