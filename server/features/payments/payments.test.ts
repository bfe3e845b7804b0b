import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, paymentMilestones, smsLogs } from '../../db/schema/index';
import { startFakeSmsServer } from '../../integrations/sms/fake-sms-server';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { todayInTimeZone } from '../jobs/contractor-today';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { detectOverdueMilestones } from './overdue-detection';
import { addDays } from '../../../core/dates';

let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;
let bobId: string;
let sms: Awaited<ReturnType<typeof startFakeSmsServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const testApp = useTestApp({
  config: async () => {
    sms = await startFakeSmsServer();
    smtp = await startSmtpSink();
    return { smsApiUrl: sms.url, smtpUrl: smtp.url };
  },
});

const today = () => todayInTimeZone('America/Chicago');

async function jobFor(client: ApiClient, contractorId: string, totalCents = 100001, customer: { firstName?: string; lastName?: string } = {}) {
  const c = await makeCustomer(testApp.db, contractorId, customer);
  const quote = await makeQuote(testApp.db, { contractorId, homeownerId: c.id, totalCents });
  return (await client.post(`/api/quotes/${quote.id}/convert-to-job`)).json();
}

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  aliceId = a.contractorId;
  bobId = b.contractorId;
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
});
afterAll(async () => {
  await sms?.close();
  await smtp?.close();
});

describe('record a payment (SPEC §5)', () => {
  it('pays the deposit, updates the balance and notifies payment_received and milestone_completed', async () => {
    const job = await jobFor(alice, aliceId, 100001, { firstName: 'Pat', lastName: 'Payer' });
    const deposit = job.milestones[0];
    const res = await alice.post(`/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: 30000, paymentDate: today(), paymentMethod: 'check', checkNumber: '1042' });
    expect(res.statusCode).toBe(201);
    expect(res.json().milestone).toMatchObject({ id: deposit.id, status: 'paid', paidDate: today() });
    const after = (await alice.get(`/api/jobs/${job.id}`)).json();
    expect(after.paidCents).toBe(30000);
    expect(after.balanceCents).toBe(70001);
    expect(after.payments).toHaveLength(1);
    const { notifications } = (await alice.get('/api/payment-notifications')).json();
    const mine = notifications.filter((n: { jobId: string }) => n.jobId === job.id);
    expect(mine.map((n: { type: string }) => n.type).sort()).toEqual(['milestone_completed', 'payment_received']);
    const received = mine.find((n: { type: string }) => n.type === 'payment_received');
    expect(received).toMatchObject({ amount: 30000, jobNumber: job.jobNumber, customerName: 'Pat Payer', milestoneId: deposit.id });
    expect(received.message).toBe(`Payment of $300.00 received for Job #${job.displayNumber}`);
  });

  it('leaves a milestone open until its payments cover it', async () => {
    const job = await jobFor(alice, aliceId, 10000);
    const deposit = job.milestones[0];
    const pay = (amountCents: number) => alice.post(`/api/jobs/${job.id}/payments`, { paymentType: 'milestone', milestoneId: deposit.id, amountCents, paymentDate: today(), paymentMethod: 'cash' });
    expect((await pay(1000)).json().milestone.status).toBe('pending');
    expect((await pay(2000)).json().milestone.status).toBe('paid');
  });

  it('answers the SPEC messages for a bad payment', async () => {
    const job = await jobFor(alice, aliceId);
    const res = await alice.post(`/api/jobs/${job.id}/payments`, { paymentType: 'milestone', amountCents: 0, paymentDate: '2026-02-30', paymentMethod: 'check' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Amount must be at least $0.01', 'Enter a valid payment date', 'A milestone payment needs a milestone', 'Check number is required for check payments']),
    );
  });

  it('records a retried request with the same Idempotency-Key once', async () => {
    const job = await jobFor(alice, aliceId);
    const body = { paymentType: 'job_deposit', jobId: job.id, amountCents: 5000, paymentDate: today(), paymentMethod: 'card' };
    const headers = { 'idempotency-key': 'click-0001-abcdef' };
    const [a, b] = await Promise.all([alice.post(`/api/jobs/${job.id}/payments`, body, { headers }), alice.post(`/api/jobs/${job.id}/payments`, body, { headers })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().payment.id).toBe(b.json().payment.id);
    const c = await alice.post(`/api/jobs/${job.id}/payments`, body, { headers });
    expect(c.statusCode).toBe(200);
    expect(c.json().replayed).toBe(true);
    const after = (await alice.get(`/api/jobs/${job.id}`)).json();
    expect(after.payments).toHaveLength(1);
    expect(after.paidCents).toBe(5000);
    // A different key records a second payment.
    expect((await alice.post(`/api/jobs/${job.id}/payments`, body, { headers: { 'idempotency-key': 'click-0002-abcdef' } })).statusCode).toBe(201);
  });

  it('100 concurrent identical requests with one Idempotency-Key record one payment (issue 16 5e)', async () => {
    const job = await jobFor(alice, aliceId);
    const body = { paymentType: 'job_deposit', jobId: job.id, amountCents: 7300, paymentDate: today(), paymentMethod: 'card' };
    const headers = { 'idempotency-key': `burst-${job.id}` };
    const answers = await Promise.all(Array.from({ length: 100 }, () => alice.post(`/api/jobs/${job.id}/payments`, body, { headers })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(99).fill(200), 201].sort());
    expect(new Set(answers.map((a) => a.json().payment.id)).size).toBe(1);
    const rows = await testApp.database.query<{ n: number }>(`select count(*)::int as n from payments where job_id = $1`, [job.id]);
    expect(rows[0]!.n).toBe(1);
    expect((await alice.get(`/api/jobs/${job.id}`)).json().paidCents).toBe(7300);
    const received = await testApp.database.query<{ n: number }>(`select count(*)::int as n from notifications where job_id = $1 and type = 'payment_received'`, [job.id]);
    expect(received[0]!.n).toBe(1);
  });

  it('one key raced on two jobs records one payment; the other request is a 409, never a 500', async () => {
    const [first, second] = [await jobFor(alice, aliceId), await jobFor(alice, aliceId)];
    const key = { 'idempotency-key': `two-jobs-${first.id}` };
    const pay = (job: { id: string }) => alice.post(`/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: 1200, paymentDate: today(), paymentMethod: 'cash' }, { headers: key });
    const answers = await Promise.all([pay(first), pay(second), pay(first), pay(second)]);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 201)).toHaveLength(1);
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true);
    const rows = await testApp.database.query<{ n: number }>(`select count(*)::int as n from payments where idempotency_key = $1`, [key['idempotency-key']]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('milestones', () => {
  it('edits a milestone with the SPEC §5 rules', async () => {
    const job = await jobFor(alice, aliceId, 100000);
    const m = job.milestones[1];
    expect((await alice.patch(`/api/milestones/${m.id}`, { name: '' })).json().message).toBe('Milestone name is required');
    expect((await alice.patch(`/api/milestones/${m.id}`, { percentage: 101 })).json().message).toBe('Percentage must be between 0 and 100');
    // Deposit + final (two payments) must stay at exactly 100.
    expect((await alice.patch(`/api/milestones/${m.id}`, { percentage: 60 })).json().message).toBe('Deposit and final percentages must add up to 100%');
    expect((await alice.patch(`/api/milestones/${m.id}`, { status: 'paid' })).json().message).toBe('A paid milestone needs a paid date');
    const ok = await alice.patch(`/api/milestones/${m.id}`, { name: 'Balance on completion', status: 'invoiced', dueDate: addDays(today(), 10) });
    expect(ok.json()).toMatchObject({ name: 'Balance on completion', status: 'invoiced' });
  });

  it('replaces the schedule: three payments must add up to 100 within 0.01', async () => {
    const job = await jobFor(alice, aliceId, 100001);
    const bad = await alice.put(`/api/jobs/${job.id}/milestones`, { milestones: [{ name: 'A', percentage: 30 }, { name: 'B', percentage: 30 }, { name: 'C', percentage: 39 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Three payment percentages must add up to 100%');
    const good = await alice.put(`/api/jobs/${job.id}/milestones`, {
      milestones: [{ name: 'Deposit', percentage: 30, milestoneType: 'deposit' }, { name: 'Materials', percentage: 30, milestoneType: 'materials' }, { name: 'Final', percentage: 40, milestoneType: 'final' }],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().map((m: { amountCents: number }) => m.amountCents)).toEqual([30000, 30000, 40001]);
  });

  it("hides another tenant's milestones and payments (404)", async () => {
    const job = await jobFor(alice, aliceId);
    expect((await bob.get(`/api/jobs/${job.id}/milestones`)).statusCode).toBe(404);
    expect((await bob.patch(`/api/milestones/${job.milestones[0].id}`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await bob.post(`/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: 100, paymentDate: today(), paymentMethod: 'cash' })).statusCode).toBe(404);
    expect((await bob.get(`/api/jobs/${job.id}/payments`)).statusCode).toBe(404);
    expect((await bob.put(`/api/jobs/${job.id}/milestones`, { milestones: [{ name: 'x', percentage: 100 }] })).statusCode).toBe(404);
  });
});

describe('overdue detection and reminders (SPEC §2, §5, §7)', () => {
  let job: { id: string; jobNumber: string; displayNumber: string; milestones: { id: string; name: string }[] };

  beforeAll(async () => {
    job = await jobFor(alice, aliceId, 200000, { firstName: 'Olive', lastName: 'Overdue' });
    // Deposit due 5 days ago: past the default 3 days of grace.
    await testApp.db.update(paymentMilestones).set({ dueDate: addDays(today(), -5) }).where(eq(paymentMilestones.id, job.milestones[0].id));
  });

  it('running detection twice gives one reminder', async () => {
    const first = await detectOverdueMilestones(testApp.db);
    const second = await detectOverdueMilestones(testApp.db);
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(second.created).toBe(0);
    const { reminders } = (await alice.get('/api/payment-reminders')).json();
    const mine = reminders.filter((r: { jobId: string }) => r.jobId === job.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      milestoneId: job.milestones[0].id,
      milestoneName: 'Deposit',
      customerName: 'Olive Overdue',
      jobNumber: job.jobNumber,
      amount: 60000,
      reminderSent: false,
      daysUntilDue: -5,
    });
    expect(typeof mine[0].timestamp).toBe('string');
  });

  it('a due date moved into the past through the API is overdue at once, for that job only', async () => {
    const moved = await jobFor(alice, aliceId, 50000, { firstName: 'Mo', lastName: 'Moved' });
    const untouched = await jobFor(alice, aliceId, 50000);
    await testApp.db.update(paymentMilestones).set({ dueDate: addDays(today(), -9) }).where(eq(paymentMilestones.id, untouched.milestones[0].id));
    const ids = () => alice.get('/api/payment-reminders').then((r) => r.json().reminders.map((x: { milestoneId: string }) => x.milestoneId));
    expect(await ids()).not.toContain(moved.milestones[0].id);
    expect((await alice.patch(`/api/milestones/${moved.milestones[0].id}`, { dueDate: addDays(today(), -10) })).statusCode).toBe(200);
    expect(await ids()).toContain(moved.milestones[0].id);
    // Another job's milestone waits for the hourly run; the schedule's PUT checks its own job the same way.
    expect(await ids()).not.toContain(untouched.milestones[0].id);
    const schedule = (await alice.get(`/api/jobs/${untouched.id}/milestones`)).json() as { id: string; name: string; percentage: number; milestoneType: string }[];
    const put = await alice.put(`/api/jobs/${untouched.id}/milestones`, {
      milestones: schedule.map((m, i) => ({ id: m.id, name: m.name, percentage: m.percentage, milestoneType: m.milestoneType, dueDate: i === 0 ? addDays(today(), -9) : null })),
    });
    expect(put.statusCode).toBe(200);
    expect(await ids()).toContain(untouched.milestones[0].id);
    // Bob's reminders never show Alice's.
    const bobs = (await bob.get('/api/payment-reminders')).json().reminders.map((x: { milestoneId: string }) => x.milestoneId);
    expect(bobs).not.toContain(moved.milestones[0].id);
  });

  it('respects depositReminderDays', async () => {
    const other = await jobFor(alice, aliceId, 10000);
    await testApp.db.update(paymentMilestones).set({ dueDate: addDays(today(), -2) }).where(eq(paymentMilestones.id, other.milestones[0].id));
    await detectOverdueMilestones(testApp.db);
    const ids = () => alice.get('/api/payment-reminders').then((r) => r.json().reminders.map((x: { milestoneId: string }) => x.milestoneId));
    expect(await ids()).not.toContain(other.milestones[0].id);
    await testApp.db.update(contractors).set({ depositReminderDays: 1 }).where(eq(contractors.id, aliceId));
    await detectOverdueMilestones(testApp.db);
    expect(await ids()).toContain(other.milestones[0].id);
    await testApp.db.update(contractors).set({ depositReminderDays: 3 }).where(eq(contractors.id, aliceId));
  });

  it('the job page’s milestones say which are overdue, by the same rule (deposit grace, paid never)', async () => {
    const other = await jobFor(alice, aliceId, 10000);
    const overdue = async () => (await alice.get(`/api/jobs/${other.id}`)).json().milestones.map((m: { overdue: boolean }) => m.overdue);
    expect((await overdue()).every((o: boolean) => o === false)).toBe(true);
    await testApp.db.update(paymentMilestones).set({ dueDate: addDays(today(), -3) }).where(eq(paymentMilestones.id, other.milestones[0].id));
    expect((await overdue())[0]).toBe(false); // 3 days is still the deposit's grace
    await testApp.db.update(paymentMilestones).set({ dueDate: addDays(today(), -4) }).where(eq(paymentMilestones.id, other.milestones[0].id));
    expect((await overdue())[0]).toBe(true);
    const listed = (await alice.get(`/api/jobs/${other.id}/milestones`)).json();
    expect(listed[0].overdue).toBe(true);
    const paid = await alice.post(`/api/jobs/${other.id}/payments`, { paymentType: 'milestone', milestoneId: other.milestones[0].id, amountCents: 3000, paymentMethod: 'cash', paymentDate: today() });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().milestone).toMatchObject({ status: 'paid', overdue: false });
    expect((await overdue())[0]).toBe(false);
  });

  it("keeps reminders to their tenant", async () => {
    const { reminders } = (await bob.get('/api/payment-reminders')).json();
    expect(reminders).toEqual([]);
    expect((await bob.post(`/api/payment-reminders/${job.milestones[0].id}/send`)).statusCode).toBe(404);
  });

  it('sends by email and SMS (preference both), logs the SMS, then shows reminderSent', async () => {
    const before = sms.received.length;
    const res = await alice.post(`/api/payment-reminders/${job.milestones[0].id}/send`);
    expect(res.statusCode).toBe(200);
    expect(res.json().channels.map((c: { channel: string; status: string }) => `${c.channel}:${c.status}`).sort()).toEqual(['email:sent', 'sms:sent']);
    expect(sms.received.length).toBe(before + 1);
    expect(sms.received.at(-1)!.message).toContain(`Deposit payment of $600.00 for Job #${job.displayNumber}`);
    expect(smtp.received.at(-1)?.raw).toContain('Payment reminder: Deposit');
    const logs = await testApp.db.select().from(smsLogs).where(eq(smsLogs.jobId, job.id));
    expect(logs).toHaveLength(1);
    expect(logs[0].status).toBe('sent');
    expect(logs[0].toPhone).toMatch(/^\*\*\*-\*\*\*-\d{4}$/);
    const { reminders } = (await alice.get('/api/payment-reminders')).json();
    expect(reminders.find((r: { milestoneId: string }) => r.milestoneId === job.milestones[0].id).reminderSent).toBe(true);
  });

  it('without a provider the SMS is logged and the reminder still marked sent', async () => {
    const bare = await makeTestApp(testApp.database);
    try {
      await testApp.db.update(contractors).set({ communicationPreference: 'sms' }).where(eq(contractors.id, aliceId));
      const other = await jobFor(alice, aliceId, 10000);
      const client = await signedIn(bare, { email: (await testApp.db.select().from(contractors).where(eq(contractors.id, aliceId)))[0].email, password: 'correct-horse-battery' });
      const res = await client.post(`/api/payment-reminders/${other.milestones[0].id}/send`);
      expect(res.statusCode).toBe(200);
      expect(res.json().channels).toEqual([{ channel: 'sms', status: 'logged' }]);
      const [log] = await testApp.db.select().from(smsLogs).where(eq(smsLogs.jobId, other.id));
      expect(log.status).toBe('logged');
    } finally {
      await testApp.db.update(contractors).set({ communicationPreference: 'both' }).where(eq(contractors.id, aliceId));
      await bare.close();
    }
  });

  it('a paid milestone leaves the reminder list', async () => {
    await alice.post(`/api/jobs/${job.id}/payments`, { paymentType: 'job_deposit', jobId: job.id, amountCents: 60000, paymentDate: today(), paymentMethod: 'cash' });
    const { reminders } = (await alice.get('/api/payment-reminders')).json();
    expect(reminders.map((r: { milestoneId: string }) => r.milestoneId)).not.toContain(job.milestones[0].id);
    expect((await alice.post(`/api/payment-reminders/${job.milestones[0].id}/send`)).statusCode).toBe(409);
  });
});

describe('notifications are per tenant and can be marked read', () => {
  it("never shows one tenant's notifications to another", async () => {
    expect((await bob.get('/api/payment-notifications')).json().notifications).toEqual([]);
    expect((await bob.get('/api/quote-approval-notifications')).json().notifications).toEqual([]);
    const { notifications } = (await alice.get('/api/payment-notifications')).json();
    expect(notifications.length).toBeGreaterThan(0);
    expect((await bob.post(`/api/notifications/${notifications[0].id}/read`)).statusCode).toBe(404);
  });

  it('marks one and then all read', async () => {
    const { notifications } = (await alice.get('/api/payment-notifications')).json();
    expect((await alice.post(`/api/notifications/${notifications[0].id}/read`)).statusCode).toBe(204);
    expect((await alice.get('/api/payment-notifications')).json().notifications).toHaveLength(notifications.length - 1);
    await alice.post('/api/notifications/read-all');
    expect((await alice.get('/api/payment-notifications')).json().notifications).toEqual([]);
  });

  it('lists quote approvals for the quote view', async () => {
    const { notifyQuoteApproved } = await import('../notifications/notifications.service');
    const quote = await makeQuote(testApp.db, { contractorId: bobId, status: 'approved' });
    await notifyQuoteApproved(testApp.db, { contractorId: bobId, quoteId: quote.id, quoteNumber: quote.quoteNumber, customerName: 'Quinn' });
    await notifyQuoteApproved(testApp.db, { contractorId: bobId, quoteId: quote.id, quoteNumber: quote.quoteNumber, customerName: 'Quinn' });
    const { notifications } = (await bob.get('/api/quote-approval-notifications')).json();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ quoteId: quote.id, quoteNumber: String(quote.quoteNumber), message: `Quote #${quote.quoteNumber} approved by Quinn` });
  });
});
