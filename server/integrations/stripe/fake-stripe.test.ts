// The fake speaks Stripe's protocol: checked with Stripe's own Node library (stripe@23) pointed at it, and our client
// and signature code checked against that library's signing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';
import { createStripeClient, StripeApiError } from './stripe-client';
import { decodeStripeForm, encodeStripeForm } from './stripe-form';
import { signStripePayload, verifyStripeSignature } from './stripe-signature';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_fake_0123456789';
let fake: FakeStripe;
const received: { body: string; signature: string }[] = [];
let receiver: http.Server;
let official: Stripe;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` });
  const url = new URL(fake.url);
  official = new Stripe(SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((r) => receiver.close(() => r()));
});

async function connectedAccount(): Promise<string> {
  const account = await official.accounts.create({ country: 'US', email: 'owner@fence.test', controller: { stripe_dashboard: { type: 'full' } } });
  await fake.completeOnboarding(account.id);
  return account.id;
}

describe('form bodies', () => {
  it('round-trips nested objects and lists the way Stripe encodes them', () => {
    const params = { mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 30000, product_data: { name: 'Deposit & more' } } }], metadata: { quote_id: 'q-1' } };
    const body = encodeStripeForm(params);
    expect(body).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=30000');
    expect(decodeStripeForm(body)).toEqual({ mode: 'payment', line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '30000', product_data: { name: 'Deposit & more' } } }], metadata: { quote_id: 'q-1' } });
    expect(decodeStripeForm('expand[]=a&expand[]=b&__proto__[x]=1')).toEqual({ expand: ['a', 'b'] });
  });
});

describe('webhook signatures', () => {
  it("accepts Stripe's own test header and rejects a wrong secret, a changed body and a stale time", () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' }, null, 2);
    const header = official.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(verifyStripeSignature(payload, header, [WEBHOOK_SECRET]).ok).toBe(true);
    expect(verifyStripeSignature(payload, header, ['whsec_other', WEBHOOK_SECRET]).ok).toBe(true);
    expect(verifyStripeSignature(payload, header, ['whsec_other'])).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(`${payload} `, header, [WEBHOOK_SECRET])).toEqual({ ok: false, reason: 'mismatch' });
    const old = signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(verifyStripeSignature(payload, old, [WEBHOOK_SECRET])).toEqual({ ok: false, reason: 'stale' });
    expect(verifyStripeSignature(payload, undefined, [WEBHOOK_SECRET])).toEqual({ ok: false, reason: 'missing' });
    expect(verifyStripeSignature(payload, 't=abc,v1=zz', [WEBHOOK_SECRET])).toEqual({ ok: false, reason: 'malformed' });
  });

  it("signs deliveries so that Stripe's constructEvent accepts them, over the bytes as sent", async () => {
    const account = await connectedAccount();
    const delivery = received.find((r) => JSON.parse(r.body).account === account)!;
    const event = official.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    expect(event.type).toBe('account.updated');
    expect((event.data.object as Stripe.Account).charges_enabled).toBe(true);
  });
});

describe('the API', () => {
  it('answers 401 without the secret key, in Stripe’s error shape', async () => {
    const wrong = createStripeClient({ apiUrl: fake.url, secretKey: 'sk_test_wrong', maxRetries: 0 });
    await expect(wrong.accounts.retrieve('acct_x')).rejects.toMatchObject({ status: 401, type: 'invalid_request_error' });
  });

  it('creates Checkout Sessions on a connected account for the official library and for our client, replaying an Idempotency-Key', async () => {
    const account = await connectedAccount();
    const params = {
      mode: 'payment' as const,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 30000, product_data: { name: 'Deposit for quote #1001' } } }],
      client_reference_id: 'quote-1',
      metadata: { quote_id: 'quote-1' },
      success_url: 'http://app.test/customer/quote/t/view?checkout=success&session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/customer/quote/t/view?checkout=cancel',
    };
    const viaOfficial = await official.checkout.sessions.create(params, { stripeAccount: account, idempotencyKey: 'key-1' });
    expect(viaOfficial).toMatchObject({ object: 'checkout.session', amount_total: 30000, currency: 'usd', status: 'open', payment_status: 'unpaid', client_reference_id: 'quote-1', metadata: { quote_id: 'quote-1' } });
    const ours = createStripeClient({ apiUrl: fake.url, secretKey: SECRET_KEY });
    const replay = await ours.checkoutSessions.create(params, { stripeAccount: account, idempotencyKey: 'key-1' });
    expect(replay.id).toBe(viaOfficial.id); // the first answer, replayed
    await expect(ours.checkoutSessions.create({ ...params, client_reference_id: 'other' }, { stripeAccount: account, idempotencyKey: 'key-1' })).rejects.toMatchObject({ status: 400, type: 'idempotency_error' });
    const fresh = await ours.checkoutSessions.create(params, { stripeAccount: account, idempotencyKey: 'key-2' });
    expect(fresh.id).not.toBe(viaOfficial.id);
    // Another account (or the platform) does not see the session.
    await expect(ours.checkoutSessions.retrieve(fresh.id, { stripeAccount: await connectedAccount() })).rejects.toMatchObject({ status: 404, code: 'resource_missing' });
  });

  it('refuses a session on an account that cannot take charges yet, and a malformed one', async () => {
    const pending = await official.accounts.create({ country: 'US', type: 'standard' });
    const ours = createStripeClient({ apiUrl: fake.url, secretKey: SECRET_KEY });
    const params = { mode: 'payment', success_url: 'http://x', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5000, product_data: { name: 'x' } } }] };
    await expect(ours.checkoutSessions.create(params, { stripeAccount: pending.id, idempotencyKey: 'k-pending' })).rejects.toBeInstanceOf(StripeApiError);
    await expect(ours.checkoutSessions.create({ ...params, mode: undefined }, { stripeAccount: await connectedAccount(), idempotencyKey: 'k-bad' })).rejects.toMatchObject({ status: 400, code: 'parameter_missing' });
  });

  it('completes a session on Pay (redirecting with its id) and refunds up to what was paid', async () => {
    const account = await connectedAccount();
    const ours = createStripeClient({ apiUrl: fake.url, secretKey: SECRET_KEY });
    const session = await ours.checkoutSessions.create(
      { mode: 'payment', success_url: 'http://app.test/ok?session={CHECKOUT_SESSION_ID}', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 12345, product_data: { name: 'x' } } }] },
      { stripeAccount: account, idempotencyKey: 'k-pay' },
    );
    expect(await fake.pay(session.id)).toBe(`http://app.test/ok?session=${session.id}`);
    const paid = await ours.checkoutSessions.retrieve(session.id, { stripeAccount: account });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(fake.events.filter((e) => e.account === account).map((e) => e.type)).toContain('checkout.session.completed');
    const refund = await official.refunds.create({ payment_intent: paid.payment_intent!, amount: 2345 }, { stripeAccount: account });
    expect(refund).toMatchObject({ amount: 2345, status: 'succeeded', payment_intent: paid.payment_intent });
    await expect(official.refunds.create({ payment_intent: paid.payment_intent!, amount: 10001 }, { stripeAccount: account })).rejects.toMatchObject({ statusCode: 400 });
    const list = await ours.refunds.listForPaymentIntent(paid.payment_intent!, { stripeAccount: account });
    expect(list.data.map((r) => r.id)).toEqual([refund.id]);
    // charge.refunded carries no refund list (API 2024-06-20 without expand): the receiver must list them.
    const chargeEvent = [...fake.events].reverse().find((e) => e.type === 'charge.refunded' && e.account === account)!;
    expect(chargeEvent.data.object).toMatchObject({ id: refund.charge, payment_intent: paid.payment_intent, amount_refunded: 2345 });
    expect(chargeEvent.data.object).not.toHaveProperty('refunds');
    expect(await ours.charges.retrieve(String(refund.charge), { stripeAccount: account })).toMatchObject({ id: refund.charge, payment_intent: paid.payment_intent });
    expect((await ours.refunds.listForCharge(String(refund.charge), { stripeAccount: account })).data.map((r) => r.id)).toEqual([refund.id]);
  });

  it("exposes a charge's balance transaction with Stripe's fee (2.9% + 30¢), expanded through the payment intent; a refund's carries no fee", async () => {
    const account = await connectedAccount();
    const ours = createStripeClient({ apiUrl: fake.url, secretKey: SECRET_KEY });
    const session = await ours.checkoutSessions.create(
      { mode: 'payment', success_url: 'http://app.test/ok', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 139708, product_data: { name: 'Deposit' } } }] },
      { stripeAccount: account, idempotencyKey: 'k-fee' },
    );
    await fake.pay(session.id);
    const pi = String((await ours.checkoutSessions.retrieve(session.id, { stripeAccount: account })).payment_intent);
    // The official library reads the same objects: the intent's latest charge, its balance transaction, the fee.
    const viaLibrary = await official.paymentIntents.retrieve(pi, { expand: ['latest_charge.balance_transaction'] }, { stripeAccount: account });
    const charge = viaLibrary.latest_charge as Stripe.Charge;
    const txn = charge.balance_transaction as Stripe.BalanceTransaction;
    // $1,397.08 × 2.9% = $40.51532 → 4,052¢, + 30¢ = $40.82; net $1,356.26.
    expect(txn).toMatchObject({ object: 'balance_transaction', type: 'charge', reporting_category: 'charge', amount: 139708, fee: 4082, net: 135626, currency: 'usd', source: charge.id });
    expect(txn.fee_details).toEqual([{ amount: 4082, application: null, currency: 'usd', description: 'Stripe processing fees', type: 'stripe_fee' }]);
    expect(await official.balanceTransactions.retrieve(txn.id, {}, { stripeAccount: account })).toMatchObject({ id: txn.id, fee: 4082 });
    const viaOurs = await ours.paymentIntents.retrieve(pi, { stripeAccount: account, expand: ['latest_charge.balance_transaction'] });
    expect(((viaOurs.latest_charge as { balance_transaction: { fee: number } }).balance_transaction).fee).toBe(4082);
    // Unexpanded, ids only; another account cannot read it; a field Stripe cannot expand is refused.
    expect((await ours.paymentIntents.retrieve(pi, { stripeAccount: account })).latest_charge).toBe(charge.id);
    await expect(official.balanceTransactions.retrieve(txn.id, {}, { stripeAccount: await connectedAccount() })).rejects.toMatchObject({ statusCode: 404 });
    await expect(official.paymentIntents.retrieve(pi, { expand: ['metadata'] }, { stripeAccount: account })).rejects.toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (metadata).' });
    const refund = await official.refunds.create({ payment_intent: pi, amount: 50000 }, { stripeAccount: account });
    expect(await official.balanceTransactions.retrieve(String(refund.balance_transaction), {}, { stripeAccount: account })).toMatchObject({ type: 'refund', amount: -50000, fee: 0, net: -50000 });
  });

  it('checks account creation parameters as Stripe does', async () => {
    const refused = (params: Record<string, unknown>) => official.accounts.create(params as Stripe.AccountCreateParams).then(() => null, (e: { statusCode: number; code: string; param: string }) => [e.statusCode, e.code, e.param]);
    expect(await refused({ country: 'US', nickname: 'x' })).toEqual([400, 'parameter_unknown', 'nickname']);
    expect(await refused({ country: 'US' })).toEqual([400, 'parameter_missing', 'type']);
    expect(await refused({ type: 'premium' })).toEqual([400, 'parameter_invalid', 'type']);
    expect(await refused({ type: 'standard', country: 'usa' })).toEqual([400, 'parameter_invalid', 'country']);
    expect(await refused({ type: 'standard', email: 'not-an-email' })).toEqual([400, 'parameter_invalid', 'email']);
    expect(await refused({ controller: { fees: { payer: 'nobody' } } })).toEqual([400, 'parameter_invalid', 'controller[fees][payer]']);
    expect(await refused({ controller: { stripe_dashboard: { type: 'none' }, requirement_collection: 'stripe', losses: { payments: 'application' } } })).toEqual([400, 'parameter_invalid', 'controller[losses][payments]']);
    expect(await refused({ type: 'standard', business_profile: { url: 'not a url' } })).toEqual([400, 'parameter_invalid', 'business_profile[url]']);
    // What Picket sends (stripe-connect.service.ts) is accepted.
    const ok = await official.accounts.create({
      country: 'US',
      email: 'owner@fence.test',
      controller: { fees: { payer: 'account' }, losses: { payments: 'stripe' }, stripe_dashboard: { type: 'full' } },
      business_profile: { name: 'Lone Star Fence', url: 'https://lonestarfence.example' },
      metadata: { picket_contractor_id: '4f7a2b8e-0000-4000-8000-000000000000' },
    });
    expect(ok.id).toMatch(/^acct_/);
  });
});
