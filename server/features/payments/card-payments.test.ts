// Card payments end to end against the fake Stripe (issue 14): connect, deposit at approval, pay links, webhooks
// (idempotent, verified, tenant-bound), refunds, receipts. Runs on PGlite and again on PostgreSQL.
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardCheckouts, events, notifications, paymentMilestones, paymentReceipts, payments, quotes, stripeEvents } from '../../db/schema/index';
import { startFakeStripe, type FakeStripe, type FakeStripeEvent } from '../../integrations/stripe/fake-stripe-server';
import { signStripePayload } from '../../integrations/stripe/stripe-signature';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { ensureQuoteLinkToken } from '../quotes/quote-public-link';
import { getStripeConnection } from './stripe-connect.service';
import { publicQuoteCardPayments } from './card-payments.public';
import { listQuotePayments } from './payments.service';

const SECRET_KEY = 'sk_test_picket_api_tests';
const WEBHOOK_SECRET = 'whsec_picket_api_tests';
let fake: FakeStripe;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const t = useTestApp({
  config: async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    smtp = await startSmtpSink();
    return { stripe: { secretKey: SECRET_KEY, webhookSecrets: ['whsec_old_rotated', WEBHOOK_SECRET], apiUrl: fake.url }, smtpUrl: smtp.url, publicUrl: 'http://picket.test' };
  },
});

type Contractor = { client: ApiClient; contractorId: string; account: string };
let alice: Contractor;
let bob: Contractor;
let webhookUrl: string;

async function connect(): Promise<Contractor> {
  const c = await makeContractor(t.db);
  const client = await signedIn(t.app, c);
  const { url } = (await client.post('/api/settings/stripe/connect')).json();
  expect((await client.get('/api/settings/stripe')).json().status).toBe('onboarding');
  const done = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' }); // the hosted page's button
  expect(done.headers.get('location')).toBe('http://picket.test/contractor/settings?tab=payments&stripe=return');
  const connection = (await client.get('/api/settings/stripe')).json(); // account.updated arrived by webhook
  expect(connection).toMatchObject({ status: 'active', chargesEnabled: true, detailsSubmitted: true });
  const account = fake.events.find((e) => e.type === 'account.updated' && (e.data.object as { metadata?: { picket_contractor_id?: string } }).metadata?.picket_contractor_id === c.contractorId)!.account!;
  return { client, contractorId: c.contractorId, account };
}

/** An approved quote with a $300.00 deposit and its homeowner's page token. */
async function approvedQuote(owner: Contractor, email = `home-${Math.random().toString(36).slice(2)}@example.com`) {
  const customer = await makeCustomer(t.db, owner.contractorId, { firstName: 'Rosa', lastName: 'Diaz', email });
  const q = await makeQuote(t.db, { contractorId: owner.contractorId, homeownerId: customer.id, totalCents: 100000 });
  await t.db.update(quotes).set({ depositCents: 30000, language: 'es' }).where(eq(quotes.id, q.id));
  const token = await ensureQuoteLinkToken(t.db, q);
  return { quote: q, token, email };
}

const homeowner = () => new ApiClient(t.app);
/** The text of a sunk mail with quoted-printable undone (long lines and accents are encoded on the wire). */
const mailText = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
const sessionOf = (url: string) => url.split('/').at(-1)!;
const lastEvent = (type: string, sessionId: string) => [...fake.events].reverse().find((e) => e.type === type && (e.data.object as { id: string }).id === sessionId)!;

async function postEvent(event: FakeStripeEvent | Record<string, unknown>, { secret = WEBHOOK_SECRET, at, header }: { secret?: string; at?: number; header?: string } = {}) {
  const body = JSON.stringify(event, null, 2);
  return t.app.inject({ method: 'POST', url: '/api/integrations/stripe/webhook', payload: body, headers: { 'content-type': 'application/json', 'stripe-signature': header ?? signStripePayload(body, secret, at) } });
}

async function countRows() {
  const [[p], [e]] = [await t.db.select({ n: sql<number>`count(*)::int` }).from(payments), await t.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents)];
  return { payments: Number(p.n), events: Number(e.n) };
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/integrations/stripe/webhook`;
  fake.setWebhookUrl(webhookUrl);
  alice = await connect();
  bob = await connect();
});
afterAll(async () => {
  await fake?.close();
  await smtp?.close();
});

describe('connecting Stripe (Settings → Payments)', () => {
  it('creates one account however many times Connect is pressed', async () => {
    const c = await makeContractor(t.db);
    const client = await signedIn(t.app, c);
    const before = fake.events.length;
    const answers = await Promise.all([client.post('/api/settings/stripe/connect'), client.post('/api/settings/stripe/connect')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await client.get('/api/settings/stripe')).json()).toMatchObject({ status: 'onboarding', chargesEnabled: false });
    const refreshed = (await client.post('/api/settings/stripe/refresh')).json();
    expect(refreshed.status).toBe('onboarding');
    expect(refreshed.account).toMatch(/^acct_…/);
    expect(fake.events.length).toBe(before);
  });

  it('is unavailable without Stripe configured, and then no pay button is offered', async () => {
    expect((await getStripeConnection(t.db, {}, alice.contractorId)).status).toBe('unavailable');
    const { token } = await approvedQuote(alice);
    expect(await publicQuoteCardPayments(t.db, { publicUrl: 'http://picket.test' }, { token })).toEqual({ enabled: false, items: [], checkout: null });
  });

  it('offers nothing for a contractor who has not connected', async () => {
    const other = await makeContractor(t.db);
    const customer = await makeCustomer(t.db, other.contractorId);
    const q = await makeQuote(t.db, { contractorId: other.contractorId, homeownerId: customer.id });
    const token = await ensureQuoteLinkToken(t.db, q);
    expect((await homeowner().get(`/api/public/quotes/${token}/card-payments`)).json()).toEqual({ enabled: false, items: [], checkout: null });
    expect((await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).statusCode).toBe(409);
  });
});

describe('deposit at approval', () => {
  it('pays the deposit on Checkout; the webhook (before the redirect) records it on the quote, then on the job it becomes', async () => {
    const { quote, token, email } = await approvedQuote(alice);
    const page = homeowner();
    const start = await page.post(`/api/public/quotes/${token}/checkout`, { lang: 'es' });
    expect(start.statusCode).toBe(200);
    const { url } = start.json();
    expect(url.startsWith(fake.url)).toBe(true);
    // Asking again hands out the same open session, never a second one to pay.
    expect((await page.post(`/api/public/quotes/${token}/checkout`, { lang: 'es' })).json().url).toBe(url);
    const session = fake.sessions.get(sessionOf(url))!;
    expect(session).toMatchObject({ mode: 'payment', amount_total: 30000, client_reference_id: quote.id, locale: 'es', account: alice.account });
    expect((session.metadata as Record<string, string>).quote_id).toBe(quote.id);
    expect(String(session.success_url)).toBe(`http://picket.test/customer/quote/${token}/view?lang=es&checkout=success&session={CHECKOUT_SESSION_ID}`);

    const redirect = await fake.pay(sessionOf(url));
    expect(redirect).toContain(`session=${sessionOf(url)}`);
    const after = (await page.get(`/api/public/quotes/${token}/card-payments?session=${sessionOf(url)}&lang=es`)).json();
    expect(after.checkout).toEqual({ outcome: 'paid', amountCents: 30000 });
    expect(after.items).toEqual([expect.objectContaining({ milestoneId: null, kind: 'deposit', name: 'Anticipo', state: 'paid', paidCents: 30000, dueCents: 0 })]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quoteId, quote.id));
    expect(payment).toMatchObject({ jobId: null, paymentType: 'quote_deposit', paymentMethod: 'card', amountCents: 30000, idempotencyKey: `stripe:${sessionOf(url)}` });
    const [checkout] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.stripeSessionId, sessionOf(url)));
    expect(checkout).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(checkout.stripePaymentIntentId).toMatch(/^pi_/);

    const bell = (await alice.client.get('/api/payment-notifications')).json().notifications.find((n: { quoteId?: string }) => n.quoteId === quote.id);
    expect(bell).toMatchObject({ type: 'payment_received', amount: 30000, customerName: 'Rosa Diaz', jobId: null });
    expect((await page.post(`/api/public/quotes/${token}/checkout`, { lang: 'es' })).statusCode).toBe(409); // nothing left to pay
    // Issue 21: the contractor's quote page (GET /api/quotes/:id's payments) shows it at once, before any conversion.
    expect(await listQuotePayments(t.db, { contractorId: alice.contractorId, quoteId: quote.id, jobId: null })).toEqual([expect.objectContaining({ amountCents: 30000, paymentMethod: 'card', refundedCents: 0, jobId: null })]);

    // The receipt leaves after the webhook's commit: on a loaded machine that takes more than waitFor's default second.
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1), { timeout: 15_000 });
    const receipt = mailText(smtp.received.find((m) => m.to.includes(email))!.raw);
    expect(receipt).toContain('Recibo: pago de $300.00');
    expect(receipt).toContain('Anticipo de la cotización #');
    expect(receipt).toContain('Hola Rosa Diaz');

    // Convert to Job: the deposit moves onto the job's deposit milestone, paid.
    const job = (await alice.client.post(`/api/quotes/${quote.id}/convert-to-job`)).json();
    expect(job.paidCents).toBe(30000);
    expect(job.milestones[0]).toMatchObject({ milestoneType: 'deposit', status: 'paid' });
    expect(job.payments).toEqual([expect.objectContaining({ paymentMethod: 'card', paymentType: 'job_deposit', milestoneId: job.milestones[0].id, refundedCents: 0 })]);
    const items = (await page.get(`/api/public/quotes/${token}/card-payments`)).json().items;
    expect(items.map((i: { state: string }) => i.state)).toEqual(['paid', 'due']);
    expect((await alice.client.get('/api/payment-notifications')).json().notifications.find((n: { quoteId?: string }) => n.quoteId === quote.id).jobId).toBe(job.id);
  });

  it('a redirect without its webhook says "confirming", never paid; the late webhook pays it', async () => {
    const { quote, token } = await approvedQuote(alice);
    const { url } = (await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json();
    fake.setDeliveryMode('hold');
    try {
      await fake.pay(sessionOf(url));
      const view = (await homeowner().get(`/api/public/quotes/${token}/card-payments?session=${sessionOf(url)}`)).json();
      expect(view.checkout).toEqual({ outcome: 'confirming', amountCents: 30000 });
      expect(view.items[0].state).toBe('due');
      expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(0);
    } finally {
      fake.setDeliveryMode('immediate');
    }
    expect(await fake.flushHeld()).toEqual([200]);
    expect((await homeowner().get(`/api/public/quotes/${token}/card-payments?session=${sessionOf(url)}`)).json().checkout.outcome).toBe('paid');
  });

  it('never opens a second session for money already paid in another tab (webhook not there yet)', async () => {
    const { quote, token } = await approvedQuote(alice);
    const first = sessionOf((await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json().url);
    fake.setDeliveryMode('hold');
    try {
      await fake.pay(first);
      // Another tab, in Spanish: the English session would be replaced — but it was just paid.
      const again = await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'es' });
      expect(again.statusCode).toBe(409);
      expect(again.json().key).toBe('cardPayments.errors.processing');
    } finally {
      fake.setDeliveryMode('immediate');
    }
    await fake.flushHeld();
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(1);
    expect([...fake.sessions.values()].filter((x) => (x.metadata as Record<string, string>).quote_id === quote.id)).toHaveLength(1);
  });

  it('the same event delivered 100 times at once records one payment, one notification, one receipt', async () => {
    const { quote, token, email } = await approvedQuote(alice);
    const { url } = (await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json();
    fake.setDeliveryMode('hold');
    try {
      await fake.pay(sessionOf(url));
    } finally {
      fake.setDeliveryMode('immediate');
    }
    const event = lastEvent('checkout.session.completed', sessionOf(url));
    const statuses = await Promise.all(Array.from({ length: 100 }, () => fake.deliver(event)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(1);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(Number(n)).toBe(1);
    const bell = (await alice.client.get('/api/payment-notifications')).json().notifications.filter((x: { quoteId?: string }) => x.quoteId === quote.id);
    expect(bell).toHaveLength(1);
    await vi.waitFor(async () => expect((await t.db.select().from(paymentReceipts).innerJoin(payments, eq(payments.id, paymentReceipts.paymentId)).where(eq(payments.quoteId, quote.id)))[0].payment_receipts.status).toBe('sent'), { timeout: 15_000 });
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('a delayed (bank) payment is processing until Stripe says it succeeded or failed', async () => {
    const { token } = await approvedQuote(alice);
    const start = async () => sessionOf((await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json().url);
    const first = await start();
    await fake.pay(first, { delayed: true });
    let view = (await homeowner().get(`/api/public/quotes/${token}/card-payments?session=${first}`)).json();
    expect(view.checkout.outcome).toBe('processing');
    expect(view.items[0].state).toBe('processing');
    expect((await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json().key).toBe('cardPayments.errors.processing');
    await fake.settle(first, 'failed');
    view = (await homeowner().get(`/api/public/quotes/${token}/card-payments?session=${first}`)).json();
    expect(view.checkout.outcome).toBe('failed');
    expect(view.items[0].state).toBe('due');
    const second = await start();
    expect(second).not.toBe(first);
    await fake.pay(second, { delayed: true });
    await fake.settle(second, 'succeeded');
    expect((await homeowner().get(`/api/public/quotes/${token}/card-payments?session=${second}`)).json().items[0].state).toBe('paid');
  });
});

describe('the webhook checks before it trusts', () => {
  it('answers 400 to a forged, stale, missing or malformed signature and writes nothing', async () => {
    const { token } = await approvedQuote(alice);
    const { url } = (await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json();
    fake.setDeliveryMode('hold');
    try {
      await fake.pay(sessionOf(url));
    } finally {
      fake.setDeliveryMode('immediate');
    }
    const event = lastEvent('checkout.session.completed', sessionOf(url));
    const before = await countRows();
    const attempts = [
      await postEvent(event, { secret: 'whsec_forged' }),
      await postEvent(event, { at: Math.floor(Date.now() / 1000) - 301 }),
      await postEvent(event, { header: '' }),
      await postEvent(event, { header: 't=1,v1=nothex' }),
      await t.app.inject({ method: 'POST', url: '/api/integrations/stripe/webhook', payload: '{"id":', headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload('{"id":', WEBHOOK_SECRET) } }),
      await t.app.inject({ method: 'POST', url: '/api/integrations/stripe/webhook', payload: '{"id":"evt_x"}', headers: { 'content-type': 'text/plain', 'stripe-signature': signStripePayload('{"id":"evt_x"}', WEBHOOK_SECRET) } }),
    ];
    expect(attempts.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(attempts[0].json().message).toBe('Invalid Stripe signature');
    expect(await countRows()).toEqual(before);
    // The real one, signed with either accepted secret, goes through.
    expect((await postEvent(event, { secret: 'whsec_old_rotated' })).statusCode).toBe(200);
    expect((await countRows()).payments).toBe(before.payments + 1);
  });

  it("an event for one contractor's account never touches another's rows", async () => {
    const { quote, token } = await approvedQuote(alice);
    const { url } = (await homeowner().post(`/api/public/quotes/${token}/checkout`, { lang: 'en' })).json();
    fake.setDeliveryMode('hold');
    try {
      await fake.pay(sessionOf(url));
    } finally {
      fake.setDeliveryMode('immediate');
    }
    const real = lastEvent('checkout.session.completed', sessionOf(url));
    // Bob's account claims Alice's attempt (its metadata): acknowledged, ignored.
    const spoof = { ...real, id: `${real.id}_spoof`, account: bob.account };
    expect((await postEvent(spoof)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(0);
    const [checkout] = await t.db.select().from(cardCheckouts).where(eq(cardCheckouts.stripeSessionId, sessionOf(url)));
    expect(checkout.status).toBe('open');
    // An account.updated about Alice's account sent by Bob's changes nothing either.
    const flip = { id: 'evt_flip_spoof', object: 'event', type: 'account.updated', account: bob.account, data: { object: { id: alice.account, charges_enabled: false, details_submitted: false, payouts_enabled: false } } };
    expect((await postEvent(flip)).statusCode).toBe(200);
    expect((await alice.client.get('/api/settings/stripe')).json().status).toBe('active');
    expect((await postEvent(real)).statusCode).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.quoteId, quote.id))).toHaveLength(1);
  });
});

describe('pay links and refunds', () => {
  async function jobOf(owner: Contractor) {
    const { quote, token, email } = await approvedQuote(owner);
    const job = (await owner.client.post(`/api/quotes/${quote.id}/convert-to-job`)).json();
    return { job, token, email, quoteId: quote.id };
  }

  it('every due milestone has a pay link; the homeowner pays it by card; reminders carry it (in the homeowner\'s Spanish)', async () => {
    const { job, email } = await jobOf(alice);
    const final = job.milestones.at(-1);
    const link = await alice.client.post(`/api/milestones/${final.id}/pay-link`);
    expect(link.statusCode).toBe(200);
    const payUrl: string = link.json().url;
    expect(payUrl).toMatch(/^http:\/\/picket\.test\/customer\/pay\/[A-Za-z0-9_-]{32}$/);
    expect((await bob.client.post(`/api/milestones/${final.id}/pay-link`)).statusCode).toBe(404);
    const token = payUrl.split('/').at(-1)!;

    const reminder = await alice.client.post(`/api/payment-reminders/${final.id}/send`);
    expect(reminder.statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes(email) && mailText(m.raw).includes(`Paga con tarjeta: ${payUrl}`))).toBe(true));

    const view = (await homeowner().get(`/api/public/pay/${token}`)).json();
    expect(view).toMatchObject({ enabled: true, language: 'es', jobNumber: job.displayNumber, customerName: 'Rosa Diaz', items: [{ milestoneId: final.id, state: 'due', dueCents: 70000, name: 'Pago final' }] });
    const { url } = (await homeowner().post(`/api/public/pay/${token}/checkout`, { lang: 'en' })).json();
    expect(String(fake.sessions.get(sessionOf(url))!.success_url)).toContain(`/customer/pay/${token}?lang=en&checkout=success`);
    await fake.pay(sessionOf(url));
    const paid = (await homeowner().get(`/api/public/pay/${token}?session=${sessionOf(url)}`)).json();
    expect(paid.checkout.outcome).toBe('paid');
    expect(paid.items[0].state).toBe('paid');
    const after = (await alice.client.get(`/api/jobs/${job.id}`)).json();
    expect(after.milestones.at(-1).status).toBe('paid');
    expect(after.paidCents).toBe(70000);
    expect((await alice.client.post(`/api/milestones/${final.id}/pay-link`)).statusCode).toBe(409); // paid: no link

    await alice.client.delete(`/api/milestones/${final.id}/pay-link`);
    expect((await homeowner().get(`/api/public/pay/${token}`)).statusCode).toBe(404);
    expect((await homeowner().get('/api/public/pay/nonsense')).statusCode).toBe(404);
  });

  it('a refund seen from Stripe shows on the job and its balance; the milestone is no longer covered', async () => {
    const { job, token, quoteId } = await jobOf(alice);
    const deposit = job.milestones[0];
    const { url } = (await homeowner().post(`/api/public/quotes/${token}/checkout`, { milestoneId: deposit.id, lang: 'en' })).json();
    await fake.pay(sessionOf(url));
    let view = (await alice.client.get(`/api/jobs/${job.id}`)).json();
    expect(view.paidCents).toBe(30000);
    expect(view.milestones[0].status).toBe('paid');
    const pi = String(fake.sessions.get(sessionOf(url))!.payment_intent);
    await fake.refund(pi, alice.account, 10000);
    view = (await alice.client.get(`/api/jobs/${job.id}`)).json();
    expect(view.paidCents).toBe(20000);
    expect(view.balanceCents).toBe(80000);
    expect(view.payments[0]).toMatchObject({ amountCents: 30000, refundedCents: 10000 });
    expect(view.milestones[0].status).toBe('pending');
    // Issue 21: the quote shows the payment and its refund, its history says so, and the bell no longer says paid in full.
    expect(await listQuotePayments(t.db, { contractorId: alice.contractorId, quoteId, jobId: job.id })).toEqual([expect.objectContaining({ amountCents: 30000, refundedCents: 10000 })]);
    const refundedEvents = () => t.db.select().from(events).where(and(eq(events.quoteId, quoteId), eq(events.eventType, 'payment_refunded')));
    expect((await refundedEvents()).map((e) => e.eventData.amountCents)).toEqual([10000]);
    const [paidInFull] = await t.db.select().from(notifications).where(and(eq(notifications.contractorId, alice.contractorId), eq(notifications.dedupeKey, `milestone_completed:${deposit.id}`)));
    expect(paidInFull.message).not.toContain('paid in full for');
    expect(paidInFull.message).toContain('no longer paid in full');
    expect(paidInFull.readAt).toBeNull();
    // The same refund reported again (refund.created and charge.refunded both carry it) is counted once.
    const again = [...fake.events].reverse().find((e) => e.type === 'charge.refunded')!;
    expect((await postEvent({ ...again, id: `${again.id}_again` })).statusCode).toBe(200);
    expect((await alice.client.get(`/api/jobs/${job.id}`)).json().paidCents).toBe(20000);
    expect(await refundedEvents()).toHaveLength(1);
    const items = (await homeowner().get(`/api/public/quotes/${token}/card-payments`)).json().items;
    expect(items[0]).toMatchObject({ state: 'due', dueCents: 10000, refundedCents: 10000 });
  });

  it("the quote page pays only its own job's milestones", async () => {
    const mine = await jobOf(alice);
    const other = await jobOf(alice);
    const res = await homeowner().post(`/api/public/quotes/${mine.token}/checkout`, { milestoneId: other.job.milestones[0].id, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect((await homeowner().post(`/api/public/quotes/${mine.token}/checkout`, { milestoneId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await homeowner().post('/api/public/quotes/unknown-token-unknown-token/checkout', {})).statusCode).toBe(404);
    expect((await homeowner().get(`/api/public/quotes/${mine.token}/card-payments?session=cs_%00x`)).statusCode).toBe(400);
    expect((await homeowner().get(`/api/public/quotes/${mine.token}/card-payments?session=cs_test_unknown`)).json().checkout).toBeNull();
    const rows = await t.db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, other.job.id), eq(paymentMilestones.status, 'paid')));
    expect(rows).toHaveLength(0);
  });
});
