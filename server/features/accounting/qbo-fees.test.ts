// Stripe's fee on a card payment → one QuickBooks expense (Purchase) out of the clearing account, against the fake
// Stripe (its balance transaction carries the fee) and the fake QuickBooks, on PGlite and PostgreSQL: once under
// repeated webhooks, two workers and a crash between QuickBooks' answer and Picket's commit; not again on a refund;
// never in another contractor's books.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRefunds, paymentMilestones, payments, qboLinks } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { startFakeStripe, type FakeStripe } from '../../integrations/stripe/fake-stripe-server';
import { ApiClient } from '../../test/api';
import { approvedQuote, connectQboTenant, convertQuoteToJob, ensureQuoteLinkToken, itemsOf, qboDeps, qboTestConfig, recordPayment, stripeFeeLookupFor, syncAll, type QboTenant } from '../../test/quickbooks';
import { useTestApp } from '../../test/use-test-app';

const SECRET_KEY = 'sk_test_picket_fee_tests';
const WEBHOOK_SECRET = 'whsec_picket_fee_tests';
let qbo: FakeQbo;
let stripe: FakeStripe;
const t = useTestApp({
  config: async () => {
    qbo = await startFakeQbo({ webhook: { url: null } });
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    return { ...qboTestConfig(qbo), stripe: { secretKey: SECRET_KEY, webhookSecrets: [WEBHOOK_SECRET], apiUrl: stripe.url } };
  },
});

type Tenant = QboTenant & { stripeAccount: string };
let alice: Tenant;
let bob: Tenant;

/** Connected to QuickBooks (mapped) and to Stripe (onboarded on the fake's hosted page). */
async function tenant(name: string): Promise<Tenant> {
  const books = await connectQboTenant(t, qbo, name);
  const { url } = (await books.api.post('/api/settings/stripe/connect')).json();
  await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const stripeAccount = stripe.events.find((e) => e.type === 'account.updated' && (e.data.object as { metadata?: { picket_contractor_id?: string } }).metadata?.picket_contractor_id === books.contractorId)!.account!;
  return { ...books, stripeAccount };
}

/** The homeowner pays the approved quote's deposit on the fake Checkout page; the webhook records it. */
async function paidDeposit(owner: Tenant, firstName: string) {
  const { quote } = await approvedQuote(t.db, owner.contractorId, { firstName, lastName: 'Card' });
  const token = await ensureQuoteLinkToken(t.db, quote as never);
  const start = await new ApiClient(t.app).post(`/api/public/quotes/${token}/checkout`, { lang: 'en' });
  expect(start.statusCode).toBe(200);
  const sessionId = String(start.json().url).split('/').at(-1)!;
  await stripe.pay(sessionId);
  const [payment] = await t.db.select().from(payments).where(and(eq(payments.quoteId, quote.id), eq(payments.contractorId, owner.contractorId)));
  expect(payment).toMatchObject({ paymentMethod: 'card', amountCents: 139_708 });
  const paymentIntent = String(stripe.sessions.get(sessionId)!.payment_intent);
  return { quote, payment, sessionId, paymentIntent, chargeId: stripe.chargeIdOf(paymentIntent)! };
}

const cents = (n: unknown) => Math.round(Number(n) * 100);
const purchasesFor = (realm: QboTenant['realm'], chargeId: string) => realm.list('Purchase').filter((p) => String(p.PrivateNote).includes(chargeId));
const feeItems = async (contractorId: string, paymentId: string) => (await itemsOf(t.db, contractorId)).filter((r) => r.action === 'fee.create' && r.entityId === paymentId);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/integrations/stripe/webhook`);
  alice = await tenant('Fee Fence');
  bob = await tenant('Other Fee Fence');
});
afterAll(async () => {
  await qbo?.close();
  await stripe?.close();
});

describe("Stripe's fee in the books", () => {
  it('is booked once as an expense out of the clearing account, under repeated webhooks and two workers, so the clearing account nets to the payout', async () => {
    const { payment, sessionId, chargeId } = await paidDeposit(alice, 'Ana');
    // Stripe delivers checkout.session.completed again (its retries): still one payment, one fee entry waiting.
    const completed = stripe.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId)!;
    expect(await Promise.all([stripe.deliver(completed), stripe.deliver(completed), stripe.deliver(completed)])).toEqual([200, 200, 200]);
    expect(await t.db.select().from(payments).where(eq(payments.idempotencyKey, `stripe:${sessionId}`))).toHaveLength(1);
    expect(await feeItems(alice.contractorId, payment.id)).toEqual([expect.objectContaining({ status: 'pending', entity: 'payment' })]);

    // Two instances drain at once.
    await Promise.all([syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config)), syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config))]);
    const [purchase, ...more] = purchasesFor(alice.realm, chargeId);
    expect(more).toHaveLength(0);
    const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
    // $1,397.08 by card: 2.9% = $40.51532 → $40.52, + $0.30 = $40.82, as the charge's balance transaction says.
    expect(cents(purchase.TotalAmt)).toBe(4_082);
    expect(stripe.balanceTransactionOf(String(stripe.sessions.get(sessionId)!.payment_intent))).toMatchObject({ fee: 4_082, net: 135_626 });
    expect(purchase).toMatchObject({ PaymentType: 'Cash', AccountRef: { value: mapping.clearingAccountId }, TxnDate: payment.paymentDate, DocNumber: chargeId.slice(-21) });
    const [line] = purchase.Line as { Amount: number; DetailType: string; Description: string; AccountBasedExpenseLineDetail: { AccountRef: { value: string } } }[];
    expect(line).toMatchObject({ Amount: 40.82, DetailType: 'AccountBasedExpenseLineDetail', AccountBasedExpenseLineDetail: { AccountRef: { value: mapping.feeAccountId } } });
    expect(line.Description).toMatch(/^Stripe processing fee – Quote #\d+ deposit \(Stripe processing fees 40\.82\)$/);
    // The clearing account: the card payment in, the fee out → exactly Stripe's net, what the payout brings to the bank.
    const cardPayment = alice.realm.list('Payment').find((p) => String(p.PrivateNote).includes(payment.id))!;
    expect((cardPayment.DepositToAccountRef as { value: string }).value).toBe(mapping.clearingAccountId);
    expect(cents(cardPayment.TotalAmt) - cents(purchase.TotalAmt)).toBe(135_626);

    const [done] = await feeItems(alice.contractorId, payment.id);
    expect(done).toMatchObject({ status: 'done', qboId: purchase.Id, attempts: 1 });
    expect(done.detail).toMatchObject({ feeCents: 4_082, charge: chargeId });
    // "Send again" from the sync log: nothing new in QuickBooks.
    expect((await alice.api.post(`/api/integrations/quickbooks/sync-log/${done.id}/retry`)).json()).toEqual({ status: 'pending' });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(purchasesFor(alice.realm, chargeId)).toHaveLength(1);
    expect(await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.kind, 'fee'), eq(qboLinks.localId, payment.id)))).toHaveLength(1);
  });

  it("a crash between QuickBooks answering and Picket committing leaves one expense (the same requestid, and the charge's reference searched first)", async () => {
    const { payment, chargeId } = await paidDeposit(alice, 'Luis');
    let crashes = 0;
    const crashing: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (init?.method === 'POST' && /\/purchase\?/.test(String(input)) && crashes < 1) {
        crashes += 1;
        throw new Error('worker died');
      }
      return res;
    };
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: crashing }));
    expect(crashes).toBe(1);
    expect(purchasesFor(alice.realm, chargeId)).toHaveLength(1);
    expect(await feeItems(alice.contractorId, payment.id)).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
  });

  it('a refund becomes a RefundReceipt out of the clearing account and books no second fee (Stripe keeps it)', async () => {
    const { payment, paymentIntent, chargeId } = await paidDeposit(alice, 'Refund');
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    await stripe.refund(paymentIntent, alice.stripeAccount, 50_000);
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    const receipts = alice.realm.list('RefundReceipt').filter((r) => String(r.PrivateNote).includes('Stripe refund'));
    const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
    const ours = receipts.filter((r) => cents(r.TotalAmt) === 50_000);
    expect(ours).toHaveLength(1);
    expect((ours[0].DepositToAccountRef as { value: string }).value).toBe(mapping.clearingAccountId);
    expect(purchasesFor(alice.realm, chargeId)).toHaveLength(1);
    expect(await feeItems(alice.contractorId, payment.id)).toHaveLength(1);
  });

  it('a fee Stripe gives back on a refund is booked once, as a Deposit into the clearing account out of the fee account, under repeated webhooks and two workers', async () => {
    const { payment, paymentIntent } = await paidDeposit(alice, 'Feeback');
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    // This refund's balance transaction returns $14.50 of the fee (a negative fee), as Stripe writes it.
    stripe.setRefundFee(() => -1_450);
    try {
      const refund = (await stripe.refund(paymentIntent, alice.stripeAccount, 50_000)) as { id: string; balance_transaction: string };
      // Stripe delivers the refund's events again (its retries): one refund in Picket, one fee entry waiting.
      const again = stripe.events.filter((e) => (e.type === 'refund.created' && (e.data.object as { id: string }).id === refund.id) || (e.type === 'charge.refunded' && (e.data.object as { payment_intent: string }).payment_intent === paymentIntent));
      expect(again.length).toBeGreaterThanOrEqual(1);
      for (const event of again) expect(await Promise.all([stripe.deliver(event), stripe.deliver(event)])).toEqual([200, 200]);
      const refundRows = await t.db.select().from(cardRefunds).where(eq(cardRefunds.stripeRefundId, refund.id));
      expect(refundRows).toHaveLength(1);
      const waiting = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.action === 'fee.refund' && r.entityId === refundRows[0].id);
      expect(waiting).toEqual([expect.objectContaining({ status: 'pending', entity: 'refund' })]);

      await Promise.all([syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config)), syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config))]);
      const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
      const deposits = alice.realm.list('Deposit').filter((d) => String(d.PrivateNote).includes(refund.id));
      expect(deposits).toHaveLength(1);
      expect(cents(deposits[0].TotalAmt)).toBe(1_450);
      expect((deposits[0].DepositToAccountRef as { value: string }).value).toBe(mapping.clearingAccountId);
      const [line] = deposits[0].Line as { Amount: number; DepositLineDetail: { AccountRef: { value: string } } }[];
      expect(line).toMatchObject({ Amount: 14.5, DepositLineDetail: { AccountRef: { value: mapping.feeAccountId } } });
      // The payment's own fee stays one Purchase; nothing else was booked for the refund's fee.
      expect(alice.realm.list('Purchase').filter((p) => String(p.PrivateNote).includes(refund.id))).toHaveLength(0);
      expect(await feeItems(alice.contractorId, payment.id)).toHaveLength(1);
      const [done] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.action === 'fee.refund' && r.entityId === refundRows[0].id);
      expect(done).toMatchObject({ status: 'done', qboId: deposits[0].Id });
      expect(done.detail).toMatchObject({ feeCents: -1_450, entity: 'Deposit', refund: refund.id });
      // "Send again": still one.
      await alice.api.post(`/api/integrations/quickbooks/sync-log/${done.id}/retry`);
      await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
      expect(alice.realm.list('Deposit').filter((d) => String(d.PrivateNote).includes(refund.id))).toHaveLength(1);
      expect(await t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, alice.contractorId), eq(qboLinks.kind, 'fee'), eq(qboLinks.localId, refundRows[0].id)))).toHaveLength(1);
    } finally {
      stripe.setRefundFee(() => 0);
    }
  });

  it('a fee Stripe charges for a refund is booked once as an expense out of the clearing account', async () => {
    const { paymentIntent } = await paidDeposit(alice, 'Refundfee');
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    stripe.setRefundFee(() => 300);
    try {
      const refund = (await stripe.refund(paymentIntent, alice.stripeAccount, 20_000)) as { id: string };
      await Promise.all([syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config)), syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config))]);
      const charged = alice.realm.list('Purchase').filter((p) => String(p.PrivateNote).includes(refund.id));
      expect(charged).toHaveLength(1);
      expect(cents(charged[0].TotalAmt)).toBe(300);
      expect(charged[0].DocNumber).toBe(refund.id.slice(-21));
      expect(alice.realm.list('Deposit').filter((d) => String(d.PrivateNote).includes(refund.id))).toHaveLength(0);
    } finally {
      stripe.setRefundFee(() => 0);
    }
  });

  it('a payment by hand books no fee', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Check', lastName: 'Payer' });
    const job = await convertQuoteToJob(t.db, { contractorId: alice.contractorId, quoteId: quote.id });
    const [deposit] = await t.db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, job.id), eq(paymentMilestones.milestoneType, 'deposit')));
    const { payment } = await recordPayment(t.db, { contractorId: alice.contractorId, jobId: job.id, input: { paymentType: 'job_deposit', jobId: job.id, milestoneId: deposit.id, amountCents: 10_000, paymentDate: '2026-11-20', paymentMethod: 'check', checkNumber: '77' } });
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect((await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === payment.id).map((r) => r.action)).toEqual(['payment.create']);
    expect(alice.realm.list('Purchase').filter((p) => String(p.PrivateNote).includes(payment.id))).toHaveLength(0);
  });

  it("one contractor's fee lands in their own books only, and the lookup never reads another contractor's payment", async () => {
    const { payment, chargeId } = await paidDeposit(bob, 'Bob');
    await syncAll(t.db, bob.contractorId, qboDeps(t, t.app.config));
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config));
    expect(purchasesFor(bob.realm, chargeId)).toHaveLength(1);
    expect(purchasesFor(alice.realm, chargeId)).toHaveLength(0);
    expect(await feeItems(alice.contractorId, payment.id)).toHaveLength(0);
    const lookup = stripeFeeLookupFor(t.app.clients.stripe)!;
    expect(await lookup(t.db, alice.contractorId, payment.id)).toEqual({ status: 'none' });
    expect(await lookup(t.db, bob.contractorId, payment.id)).toMatchObject({ status: 'found', feeCents: 4_082, chargeId });
  });
});
