// Issue #16 5d: a queue job that sends a homeowner a message is killed mid-run (kill -9 while the mail server stalls
// before answering the message's DATA); after a restart the job is retried and the homeowner gets exactly one message.
// Two queues (pg-boss): the follow-ups' tick (server/features/follow-ups, FOLLOWUP_LEASE_SECONDS 8 s here) with a
// homeowner's "payment due today" follow-up, and the payment-receipt sweep (server/features/payments/receipt-queue.ts,
// RECEIPT_LEASE_SECONDS 10 s here), which sends the receipts a card payment's webhook queued but could not send.
// On a PostgreSQL server of the test's own; deliveries counted by Message-ID at a real SMTP server (faults/support).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deploymentSecrets, killHard, startApp, type AppProcess } from './support/app-process';
import { startPgCluster, type PgCluster } from './support/pg-cluster';
import { report, waitUntil } from './support/report';
import { SessionClient } from './support/session-client';
import { startStallingSmtp, type SmtpMessage, type StallingSmtp } from './support/stalling-smtp';
import { CONTRACTOR, customerBody } from './support/write-stream';

// Leases long enough that a live sender on a loaded CI machine (load 20+: a send, its queries and the process's start-up
// can take seconds) is never taken over by a second sweep of the same instance, which would send twice; the dead
// sender's lease is waited out below either way.
const LEASE_SECONDS = 10;
const FOLLOWUP_LEASE_SECONDS = 8;
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' };
let cluster: PgCluster;
let sink: StallingSmtp;
let db: pg.Client;
let app: AppProcess | undefined;
/** One deployment: the database, the mail server, shared secrets; each case adds its queue's settings. */
let baseEnv: Record<string, string>;

beforeAll(async () => {
  cluster = await startPgCluster();
  sink = await startStallingSmtp();
  baseEnv = { DATABASE_URL: cluster.url, ...deploymentSecrets(), SMTP_URL: sink.url, MAIL_FROM: 'Picket <no-reply@picket.example>' };
  // The first start applies the migrations; the test reads the rows the queues claim.
  app = await startApp(baseEnv);
  await stop(app);
  db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
});
// A case that failed midway leaves its instance running: end it, so its queues cannot send the next case's mail.
beforeEach(async () => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) await killHard(app);
});
afterAll(async () => {
  app?.child.kill('SIGKILL');
  await db?.end().catch(() => undefined);
  sink?.release();
  await sink?.close();
  cluster?.destroy();
});

const run = { id: 'back', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };

async function stop(a: AppProcess): Promise<void> {
  a.child.kill('SIGTERM');
  await a.exited;
}

/** Resolves with the promise's value, or fails the test after `ms` naming what did not happen. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms))]);
}

/** A homeowner with `email`, an approved quote converted to a job: its id and its deposit milestone's. */
async function jobForHomeowner(client: SessionClient, email: string): Promise<{ jobId: string; depositId: string }> {
  const customer = await client.json('POST', '/api/homeowners', { ...customerBody(crypto.randomBytes(4).toString('hex')), firstName: 'Rosa', email });
  const quote = await client.json('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, runs: [run] });
  await client.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  await client.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'approved' });
  const job = await client.json('POST', `/api/quotes/${quote.id}/convert-to-job`);
  return { jobId: job.id, depositId: job.milestones[0].id };
}

// The receipts' Message-IDs (payment-receipts.ts). The job's deposit is due today, so the homeowner may also get its
// "payment due" follow-up from a tick of the first instance (issue 28's concurrent tick reaches it within seconds): a
// different message with its own Message-ID, which this case about the receipt leaves out of its counts.
const isReceipt = (m: SmtpMessage) => m.messageId.startsWith('<receipt-');
const receiptsTo = (address: string) => sink.deliveredTo(address).filter(isReceipt);

it('retries a receipt whose sending job was killed mid-send: the homeowner gets exactly one message, in Spanish', async () => {
  const env = { ...baseEnv, RECEIPT_LEASE_SECONDS: String(LEASE_SECONDS) };
  app = await startApp(env);

  // A homeowner of the demo contractor with a job and a payment into it.
  const client = new SessionClient(app.url);
  await client.signIn(CONTRACTOR.email, CONTRACTOR.password);
  const email = `fault-5d-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const { jobId } = await jobForHomeowner(client, email);
  const paid = await client.json('POST', `/api/jobs/${jobId}/payments`, { paymentType: 'job_deposit', jobId, amountCents: 25_000, paymentDate: new Date().toISOString().slice(0, 10), paymentMethod: 'cash' });
  await stop(app);

  // Its receipt, queued as a card payment's webhook leaves it when its process dies between the commit and the send.
  const queued = await db.query<{ id: string }>(
    `insert into payment_receipts (contractor_id, payment_id, language, created_at) select contractor_id, id, 'es', now() - interval '1 minute' from payments where id = $1 returning id::text`,
    [paid.payment.id],
  );
  const receiptId = queued.rows[0]!.id;
  const receipt = async () => (await db.query<{ status: string; attempts: number; claimed_at: Date | null }>('select status, attempts, claimed_at from payment_receipts where id = $1', [receiptId])).rows[0]!;

  // The mail server stalls before answering DATA; the restarted instance's sweep takes the receipt and hangs mid-send.
  sink.stall();
  const toHomeowner = (m: SmtpMessage) => m.to.includes(email) && isReceipt(m);
  app = await startApp(env);
  const held = await within(sink.nextHeld(toHomeowner), 90_000, 'the sweep to send the receipt');
  expect(await receipt()).toMatchObject({ status: 'sending', attempts: 1 });
  const killedAt = Date.now();
  await killHard(app);
  await waitUntil(() => sink.abandoned.some(toHomeowner), 10_000, 'the mail server to see the connection drop');
  expect(receiptsTo(email)).toEqual([]);
  expect(await receipt()).toMatchObject({ status: 'sending', attempts: 1 });

  // The mail server answers again. The dead sender's claim holds for its lease; then the restarted instance retries.
  sink.release();
  const { claimed_at } = await receipt();
  const leaseLeft = claimed_at!.getTime() + LEASE_SECONDS * 1000 - Date.now();
  if (leaseLeft > 0) await new Promise((r) => setTimeout(r, leaseLeft + 100));
  app = await startApp(env);
  await waitUntil(() => receiptsTo(email).length > 0, 90_000, 'the retried receipt');
  const retriedSeconds = (Date.now() - killedAt) / 1000;
  await waitUntil(async () => (await receipt()).status === 'sent', 30_000, 'the receipt to be marked sent');

  // Once more from scratch: a restart's sweep runs to the end and sends nothing more.
  await stop(app);
  const restartedAt = new Date();
  app = await startApp(env);
  await waitUntil(
    async () => (await db.query(`select 1 from pgboss.job where name = 'payment-receipts' and state = 'completed' and created_on >= $1`, [restartedAt])).rowCount! > 0,
    90_000,
    'a sweep after the last restart',
  );

  const delivered = receiptsTo(email);
  expect(delivered).toHaveLength(1);
  expect(new Set(delivered.map((m) => m.messageId)).size).toBe(1);
  // The same message as the attempt that died (one Message-ID per receipt), in the homeowner's language.
  expect(delivered[0]!.messageId).toBe(held.messageId);
  expect(delivered[0]!.messageId).toBe(`<receipt-${receiptId}@picket.example>`);
  expect(delivered[0]!.subject).toMatch(/^Recibo: pago de \$250\.00 a /);
  expect(await receipt()).toMatchObject({ status: 'sent', attempts: 2 });
  await stop(app);
  report('5d queue job killed mid-send', {
    abandoned: sink.abandoned.filter(toHomeowner).length,
    delivered: delivered.length,
    distinctMessageIds: new Set(delivered.map((m) => m.messageId)).size,
    attempts: 2,
    leaseSeconds: LEASE_SECONDS,
    retriedSecondsAfterKill: retriedSeconds,
  });
});

// The same fault in the follow-ups' tick (server/features/follow-ups/follow-up-queue.ts): a homeowner's "payment due
// today" follow-up is claimed with a lease (FOLLOWUP_LEASE_SECONDS, 8 s here) by a tick that runs every second
// (FOLLOWUP_TICK_SECONDS=1) and hangs mid-send; killed, restarted, retried once.
it('retries a follow-up whose tick was killed mid-send: the homeowner gets exactly one message', async () => {
  const env = { ...baseEnv, FOLLOWUP_TICK_SECONDS: '1', FOLLOWUP_LEASE_SECONDS: String(FOLLOWUP_LEASE_SECONDS) };
  app = await startApp(env);
  // A contractor of the test's own, whose follow-ups may go out at any hour and remind on the due day.
  const admin = new SessionClient(app.url);
  await admin.signIn(ADMIN.email, ADMIN.password);
  const account = { email: `fault-5d-${crypto.randomBytes(4).toString('hex')}@example.com`, password: 'fault-5d-contractor-password' };
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName: 'Fay', lastName: 'Fault', businessName: 'Fault Line Fences' });
  const client = new SessionClient(app.url);
  await client.signIn(account.email, account.password);
  await client.json('POST', '/api/onboarding', { businessName: 'Fault Line Fences', firstName: 'Fay', lastName: 'Fault', phone: '512-555-0142', serviceAreas: ['78701'] });
  const settings = await client.json('GET', '/api/settings/follow-ups');
  await client.json('PUT', '/api/settings/follow-ups', { ...settings, quotesEnabled: false, milestonesEnabled: true, milestoneDueDays: 0, windowStartHour: 0, windowEndHour: 24 });

  // The mail server stalls before answering DATA for this homeowner from now on (other mail, such as the demo tenants'
  // own follow-ups coming due in the same ticks, goes through, so it cannot hold the tick up); a deposit due today
  // makes a follow-up due now.
  const email = `fault-5d-homeowner-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const toHomeowner = (m: SmtpMessage) => m.to.includes(email);
  sink.stall(toHomeowner);
  const { depositId } = await jobForHomeowner(client, email);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  await client.json('PATCH', `/api/milestones/${depositId}`, { dueDate: today });
  const held = await within(sink.nextHeld(toHomeowner), 60_000, 'the tick to send the follow-up');
  const followUp = async () =>
    (await db.query<{ id: string; status: string; attempts: number; lease_until: Date | null }>(`select id::text, status, attempts, lease_until from follow_ups where milestone_id = $1 and kind = 'milestone_due' and status <> 'cancelled'`, [depositId])).rows;
  expect(await followUp()).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);
  const [{ id: followUpId }] = await followUp();
  const killedAt = Date.now();
  await killHard(app);
  await waitUntil(() => sink.abandoned.some(toHomeowner), 10_000, 'the mail server to see the connection drop');
  expect(sink.deliveredTo(email)).toEqual([]);

  sink.release();
  const [{ lease_until }] = await followUp();
  const leaseLeft = lease_until!.getTime() - Date.now();
  if (leaseLeft > 0) await new Promise((r) => setTimeout(r, leaseLeft + 100));
  app = await startApp(env);
  await waitUntil(() => sink.deliveredTo(email).length > 0, 60_000, 'the retried follow-up');
  const retriedSeconds = (Date.now() - killedAt) / 1000;
  await waitUntil(async () => (await followUp())[0]?.status === 'sent', 30_000, 'the follow-up to be marked sent');

  await stop(app);
  const restartedAt = new Date();
  app = await startApp(env);
  await waitUntil(
    async () => (await db.query(`select 1 from pgboss.job where name = 'follow-ups' and state = 'completed' and created_on >= $1`, [restartedAt])).rowCount! > 0,
    60_000,
    'a tick after the last restart',
  );
  const delivered = sink.deliveredTo(email);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.messageId).toBe(held.messageId);
  expect(delivered[0]!.messageId).toBe(`<followup-${followUpId}@picket.example>`);
  expect(await followUp()).toEqual([expect.objectContaining({ id: followUpId, status: 'sent', attempts: 2 })]);
  report('5d follow-up tick killed mid-send', {
    abandoned: sink.abandoned.filter(toHomeowner).length,
    delivered: delivered.length,
    distinctMessageIds: new Set(delivered.map((m) => m.messageId)).size,
    leaseSeconds: FOLLOWUP_LEASE_SECONDS,
    retriedSecondsAfterKill: retriedSeconds,
  });
});
