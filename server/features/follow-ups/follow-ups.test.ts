import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFollowUpSettings } from '../../../core/follow-ups/follow-up.schema';
import { addDays, DAY_MS } from '../../../core/dates';
import { localParts } from '../../../core/follow-ups/zoned-time';
import { testConfig } from '../../config';
import { followUpDeliveries, followUps, outboxEmails, paymentMilestones, quotes, smsLogs } from '../../db/schema/index';
import { startFakeSmsServer } from '../../integrations/sms/fake-sms-server';
import { signedIn, type ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { todayInTimeZone } from '../jobs/contractor-today';
import { convertQuoteToJob } from '../jobs/jobs.service';
import { recordPayment } from '../payments/payments.service';
import { transitionQuote } from '../quotes/quotes.service';
import { deliverFollowUp, followUpMessageId, type FollowUpDeps } from './follow-up-delivery';
import { followUpDepsFromConfig, runFollowUpTick } from './follow-up-queue';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let sms: Awaited<ReturnType<typeof startFakeSmsServer>>;
let deps: FollowUpDeps;

const t = useTestApp({
  config: async () => {
    smtp = await startSmtpSink();
    sms = await startFakeSmsServer();
    return { smtpUrl: smtp.url, smsApiUrl: sms.url, publicUrl: 'https://quotes.example.test' };
  },
});
beforeAll(() => {
  deps = followUpDepsFromConfig(testConfig({ smtpUrl: smtp.url, smsApiUrl: sms.url, publicUrl: 'https://quotes.example.test', followUpLeaseSeconds: 300 }), t.app.clients);
});
afterAll(async () => {
  await smtp?.close();
  await sms?.close();
});

/** A contractor of its own, sending hours all day so the tests never depend on the hour they run at. */
async function tenant() {
  const account = await makeContractor(t.db);
  await seedDemoCatalogue(t.db, account.contractorId);
  const api = await signedIn(t.app, account);
  const res = await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, windowStartHour: 0, windowEndHour: 24 });
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, api };
}

let n = 0;
async function sentQuote(api: ApiClient, language: 'en' | 'es' = 'en') {
  n += 1;
  const email = `owner${n}-${Date.now()}@example.com`;
  const customer = (await api.post('/api/homeowners', { firstName: 'Ana', lastName: `Reyes${n}`, email, phone: `512-555-${String(1000 + n).slice(-4)}`, address: '5 Live Oak St', city: 'Austin', state: 'TX', zipCode: '78702' })).json();
  const catalogue = (await api.get('/api/catalogue')).json();
  const quote = (await api.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, language, items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 2 }] })).json();
  const res = await api.post(`/api/quotes/${quote.id}/send`, {});
  expect(res.statusCode, res.body).toBe(200);
  return { quoteId: quote.id as string, email, customerId: customer.id as string };
}

const at = (ms: number): FollowUpDeps => ({ ...deps, now: () => new Date(ms) });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** The mail as text: quoted-printable soft breaks and UTF-8 bytes decoded. */
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

describe('quote follow-ups', () => {
  it('a sent quote shows its first follow-up scheduled; two ticks at once send it once, by email and SMS', async () => {
    const { api } = await tenant();
    const { quoteId, email } = await sentQuote(api);
    const list = (await api.get(`/api/quotes/${quoteId}/follow-ups`)).json();
    expect(list.stopped).toBe(false);
    expect(list.followUps).toHaveLength(1);
    expect(list.followUps[0]).toMatchObject({ kind: 'quote_not_opened', touch: 1, status: 'scheduled' });
    const dueAt = Date.parse(list.followUps[0].dueAt);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    // Default N = 3: the same local time three calendar days on, in the contractor's zone (Chicago by default).
    const sent = localParts(q.sentAt!, 'America/Chicago');
    expect(localParts(new Date(dueAt), 'America/Chicago')).toEqual({ ...sent, date: addDays(sent.date, 3) });

    const smsBefore = sms.received.length;
    await Promise.all([runFollowUpTick(t.db, at(dueAt + 60_000)), runFollowUpTick(t.db, at(dueAt + 60_000))]);
    expect(mailsTo(email)).toHaveLength(2); // the quote itself, then one follow-up
    const mail = decoded(mailsTo(email)[1].raw);
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    expect(row).toMatchObject({ status: 'sent', touch: 1, language: 'en' });
    expect(mail).toContain(`Message-ID: ${followUpMessageId(row.id, deps.mailFrom)}`);
    expect(mail).toContain('is waiting');
    expect(mail).toMatch(/https:\/\/quotes\.example\.test\/customer\/quote\/[A-Za-z0-9_-]{22,}\/view/);
    expect(sms.received.length - smsBefore).toBe(1);
    const deliveries = await t.db.select().from(followUpDeliveries).where(eq(followUpDeliveries.followUpId, row.id));
    expect(deliveries.map((d) => `${d.channel}:${d.status}`).sort()).toEqual(['email:sent', 'sms:sent']);
    // Recorded in the outbox and the SMS log, without the capability link.
    const [outbox] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, deliveries.find((d) => d.channel === 'email')!.outboxEmailId!));
    expect(outbox.body).toContain('[link]');
    const [log] = await t.db.select().from(smsLogs).where(eq(smsLogs.id, deliveries.find((d) => d.channel === 'sms')!.smsLogId!));
    expect(log).toMatchObject({ status: 'sent' });

    // The next touch is planned from the last one; running again at the same moment sends nothing more.
    await runFollowUpTick(t.db, at(dueAt + 120_000));
    expect(mailsTo(email)).toHaveLength(2);
    const after = (await api.get(`/api/quotes/${quoteId}/follow-ups`)).json().followUps;
    expect(after.map((f: { touch: number; status: string }) => `${f.touch}:${f.status}`)).toEqual(['1:sent', '2:scheduled']);
  });

  it('eight senders racing for one due follow-up: one sends, the others find it taken', async () => {
    const { api } = await tenant();
    const { quoteId, email } = await sentQuote(api);
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 1000))));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'sent').every((o) => o === 'taken')).toBe(true);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('an approved quote receives no further follow-up', async () => {
    const { api, contractorId } = await tenant();
    const { quoteId, email } = await sentQuote(api);
    const [{ dueAt }] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    await transitionQuote(t.db, { contractorId, quoteId, status: 'approved' });
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    expect(row).toMatchObject({ status: 'cancelled', reason: 'closed' });
    await runFollowUpTick(t.db, at(dueAt.getTime() + 10 * DAY_MS));
    expect(mailsTo(email)).toHaveLength(1);
    expect((await api.get(`/api/quotes/${quoteId}/follow-ups`)).json().followUps).toEqual([]);
  });

  it('a quote approved after its follow-up was planned but before it is sent: the sender checks again and cancels', async () => {
    const { api, contractorId } = await tenant();
    const { quoteId, email } = await sentQuote(api);
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    // Approved by a path that did not announce it (as if the event were lost): the row still waits.
    await t.db.update(quotes).set({ status: 'approved' }).where(and(eq(quotes.id, quoteId), eq(quotes.contractorId, contractorId)));
    expect(await deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 1000))).toBe('cancelled');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('"Stop follow-ups" stops them for that quote only, and resume plans them again', async () => {
    const { api } = await tenant();
    const a = await sentQuote(api);
    const b = await sentQuote(api);
    const stopped = await api.post(`/api/quotes/${a.quoteId}/follow-ups/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().stopped).toBe(true);
    expect(stopped.json().followUps).toEqual([expect.objectContaining({ status: 'cancelled', reason: 'stopped' })]);
    const [due] = await t.db.select().from(followUps).where(and(eq(followUps.quoteId, b.quoteId), eq(followUps.status, 'scheduled')));
    await runFollowUpTick(t.db, at(due.dueAt.getTime() + 60_000));
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(mailsTo(b.email)).toHaveLength(2);

    const resumed = (await api.post(`/api/quotes/${a.quoteId}/follow-ups/resume`)).json();
    expect(resumed.stopped).toBe(false);
    expect(resumed.followUps.map((f: { status: string }) => f.status)).toContain('scheduled');
  });

  it('a homeowner whose quote is in Spanish gets the follow-up in Spanish', async () => {
    const { api } = await tenant();
    const { quoteId, email } = await sentQuote(api, 'es');
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    const smsBefore = sms.received.length;
    expect(await deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 1000))).toBe('sent');
    const mail = decoded(mailsTo(email)[1].raw);
    expect(mail).toContain('Puedes revisarla y aprobarla en l');
    expect(sms.received.slice(smsBefore)[0].message).toContain('tu cotización de cerca');
    const [sent] = await t.db.select().from(followUps).where(eq(followUps.id, row.id));
    expect(sent.language).toBe('es');
  });

  it('another contractor can neither see nor stop them (404), and settings are per contractor', async () => {
    const alice = await tenant();
    const bob = await tenant();
    const { quoteId } = await sentQuote(alice.api);
    expect((await bob.api.get(`/api/quotes/${quoteId}/follow-ups`)).statusCode).toBe(404);
    expect((await bob.api.post(`/api/quotes/${quoteId}/follow-ups/stop`)).statusCode).toBe(404);
    expect((await bob.api.post(`/api/quotes/${quoteId}/follow-ups/resume`)).statusCode).toBe(404);
    expect((await alice.api.get(`/api/quotes/${quoteId}/follow-ups`)).json().stopped).toBe(false);
    await bob.api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, quotesEnabled: false });
    expect((await alice.api.get('/api/settings/follow-ups')).json().quotesEnabled).toBe(true);
    expect((await alice.api.get(`/api/quotes/${quoteId}/follow-ups`)).json().followUps[0].status).toBe('scheduled');
  });
});

describe('settings', () => {
  it('defaults are on; bad values answer 400 with the form\'s message; turning quotes off cancels what waits', async () => {
    const account = await makeContractor(t.db);
    await seedDemoCatalogue(t.db, account.contractorId);
    const api = await signedIn(t.app, account);
    expect((await api.get('/api/settings/follow-ups')).json()).toEqual(defaultFollowUpSettings);
    const bad = await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, quoteNotOpenedDays: 0, windowStartHour: 20, windowEndHour: 8 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toContain('Enter 1 to 30 days');
    const { quoteId } = await sentQuote(api);
    const [before] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    expect(before.status).toBe('scheduled');
    // A longer cadence moves what waits.
    await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, quoteNotOpenedDays: 5 });
    const [moved] = await t.db.select().from(followUps).where(eq(followUps.id, before.id));
    expect(moved.dueAt.getTime()).toBeGreaterThan(before.dueAt.getTime());
    await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, quotesEnabled: false });
    const [off] = await t.db.select().from(followUps).where(eq(followUps.id, before.id));
    expect(off).toMatchObject({ status: 'cancelled', reason: 'disabled' });
  });
});

describe('the contractor\'s own payment reminder', () => {
  it('is written in the homeowner\'s language (their quote\'s)', async () => {
    const { api, contractorId } = await tenant();
    const { quoteId, email } = await sentQuote(api, 'es');
    await transitionQuote(t.db, { contractorId, quoteId, status: 'approved' });
    const job = await convertQuoteToJob(t.db, { contractorId, quoteId });
    const [deposit] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id)).orderBy(paymentMilestones.sequenceOrder);
    const res = await api.post(`/api/payment-reminders/${deposit.id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = decoded(mailsTo(email).at(-1)!.raw);
    expect(mail).toContain('te recordamos amablemente que tu pago de Anticipo');
    expect(mail).toContain('Por favor comunícate con nosotros');
  });
});

describe('milestone follow-ups', () => {
  async function jobWithMilestoneDueToday(contractorId: string, api: ApiClient) {
    await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, milestoneDueDays: 0, windowStartHour: 0, windowEndHour: 24 });
    const { quoteId, email } = await sentQuote(api);
    await transitionQuote(t.db, { contractorId, quoteId, status: 'approved' });
    const job = await convertQuoteToJob(t.db, { contractorId, quoteId });
    const [deposit] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id)).orderBy(paymentMilestones.sequenceOrder);
    await t.db.update(paymentMilestones).set({ dueDate: todayInTimeZone('America/Chicago') }).where(eq(paymentMilestones.id, deposit.id));
    return { jobId: job.id, milestoneId: deposit.id, email };
  }

  it('a milestone due today with X = 0 is sent at once, once; paying it stops the rest; the job shows them', async () => {
    const { api, contractorId } = await tenant();
    const { jobId, milestoneId, email } = await jobWithMilestoneDueToday(contractorId, api);
    await runFollowUpTick(t.db, deps);
    await runFollowUpTick(t.db, deps);
    const list = (await api.get(`/api/jobs/${jobId}/follow-ups`)).json();
    const due = list.followUps.filter((f: { milestoneId: string; kind: string }) => f.milestoneId === milestoneId && f.kind === 'milestone_due');
    expect(due).toEqual([expect.objectContaining({ status: 'sent' })]);
    const mails = mailsTo(email).map((m) => decoded(m.raw)).filter((m) => m.includes('Payment due'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Please contact us to arrange payment.'); // no Stripe here: no pay link
    const overdue = list.followUps.find((f: { milestoneId: string; kind: string }) => f.milestoneId === milestoneId && f.kind === 'milestone_overdue');
    expect(overdue.status).toBe('scheduled');
    const [m] = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.id, milestoneId));
    await recordPayment(t.db, { contractorId, jobId, input: { paymentType: 'milestone', jobId, milestoneId, amountCents: m.amountCents, paymentMethod: 'cash', paymentDate: todayInTimeZone('America/Chicago') } });
    const [row] = await t.db.select().from(followUps).where(eq(followUps.id, overdue.id));
    expect(row).toMatchObject({ status: 'cancelled', reason: 'paid' });
    expect((await api.get(`/api/jobs/${jobId}/follow-ups`)).statusCode).toBe(200);
  });

  it('a sender killed mid-send: past its lease the email goes again with the same Message-ID, an unknown SMS never twice', async () => {
    const { api, contractorId } = await tenant();
    await api.put('/api/settings/follow-ups', { ...defaultFollowUpSettings, milestonesEnabled: false, windowStartHour: 0, windowEndHour: 24 });
    const { quoteId, email } = await sentQuote(api);
    const [row] = await t.db.select().from(followUps).where(eq(followUps.quoteId, quoteId));
    // What a sender that died after handing both to SMTP and the SMS provider leaves behind.
    const messageId = followUpMessageId(row.id, deps.mailFrom);
    await t.db.update(followUps).set({ status: 'sending', claimToken: crypto.randomUUID(), leaseUntil: new Date(row.dueAt.getTime() + 1000), attempts: 1 }).where(eq(followUps.id, row.id));
    await t.db.insert(followUpDeliveries).values([
      { followUpId: row.id, contractorId, channel: 'email', status: 'sending', messageId },
      { followUpId: row.id, contractorId, channel: 'sms', status: 'sending' },
    ]);
    const smsBefore = sms.received.length;
    // Still inside the lease: nobody takes it.
    expect(await deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 500))).toBe('taken');
    expect(await deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 2000))).toBe('sent');
    expect(await deliverFollowUp(t.db, row.id, at(row.dueAt.getTime() + 3000))).toBe('taken');
    const mails = mailsTo(email).slice(1);
    expect(mails).toHaveLength(1);
    expect(decoded(mails[0].raw)).toContain(`Message-ID: ${messageId}`);
    expect(sms.received.length).toBe(smsBefore);
    const deliveries = await t.db.select().from(followUpDeliveries).where(eq(followUpDeliveries.followUpId, row.id));
    expect(deliveries.map((d) => `${d.channel}:${d.status}:${d.attempts}`).sort()).toEqual(['email:sent:2', 'sms:failed:1']);
    expect(deliveries.find((d) => d.channel === 'sms')!.error).toBe('interrupted');
  });
});
