// Refunds as Stripe publishes them (server/integrations/stripe/fixtures: its own charge and refund examples, whose
// refund names only its charge: payment_intent null), signed and posted to the receiver against the fake Stripe. Runs
// on PGlite and again on PostgreSQL.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema/index';
import { startFakeStripe, type FakeStripe } from '../../integrations/stripe/fake-stripe-server';
import fixtures from '../../integrations/stripe/fixtures/stripe-openapi-fixtures.json';
import { signStripePayload } from '../../integrations/stripe/stripe-signature';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { ensureQuoteLinkToken } from '../quotes/quote-public-link';

const SECRET_KEY = 'sk_test_picket_refunds';
const WEBHOOK_SECRET = 'whsec_picket_refunds';
let fake: FakeStripe;
const t = useTestApp({
  config: async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    return { stripe: { secretKey: SECRET_KEY, webhookSecrets: [WEBHOOK_SECRET], apiUrl: fake.url }, publicUrl: 'http://picket.test' };
  },
});

let owner: { client: ApiClient; contractorId: string; account: string };
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  fake.setWebhookUrl(`http://127.0.0.1:${address.port}/api/integrations/stripe/webhook`);
  const c = await makeContractor(t.db);
  const client = await signedIn(t.app, c);
  const { url } = (await client.post('/api/settings/stripe/connect')).json();
  await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const account = fake.events.find((e) => e.type === 'account.updated' && (e.data.object as { metadata?: Record<string, string> }).metadata?.picket_contractor_id === c.contractorId)!.account!;
  owner = { client, contractorId: c.contractorId, account };
});

/** A job whose $300.00 deposit the homeowner paid by card: its id and the payment's intent and charge. */
async function paidDeposit() {
  const customer = await makeCustomer(t.db, owner.contractorId);
  const q = await makeQuote(t.db, { contractorId: owner.contractorId, homeownerId: customer.id, totalCents: 100000 });
  await t.db.update(quotes).set({ depositCents: 30000 }).where(eq(quotes.id, q.id));
  const token = await ensureQuoteLinkToken(t.db, q);
  const job = (await owner.client.post(`/api/quotes/${q.id}/convert-to-job`)).json();
  const { url } = (await new ApiClient(t.app).post(`/api/public/quotes/${token}/checkout`, { milestoneId: job.milestones[0].id, lang: 'en' })).json();
  const sessionId = String(url).split('/').at(-1)!;
  await fake.pay(sessionId);
  const intent = String(fake.sessions.get(sessionId)!.payment_intent);
  return { jobId: job.id as string, intent, charge: fake.chargeIdOf(intent)! };
}

const paidCents = async (jobId: string) => (await owner.client.get(`/api/jobs/${jobId}`)).json().paidCents as number;
const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}`;

function post(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id: unique('evt'), object: 'event', type, account: owner.account, api_version: '2024-06-20', created: 1234567890, data: { object } }, null, 2);
  return t.app.inject({ method: 'POST', url: '/api/integrations/stripe/webhook', payload: body, headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, WEBHOOK_SECRET) } });
}

describe("Stripe's published refund examples", () => {
  it('refund.created with payment_intent null is matched to its payment by the charge, and counted once', async () => {
    expect(fixtures.refund.payment_intent).toBeNull();
    const { jobId, charge } = await paidDeposit();
    expect(await paidCents(jobId)).toBe(30000);
    const refund = { ...fixtures.refund, id: unique('re'), charge };
    expect((await post('refund.created', refund)).statusCode).toBe(200);
    expect(await paidCents(jobId)).toBe(30000 - fixtures.refund.amount);
    expect((await post('refund.updated', refund)).statusCode).toBe(200);
    expect(await paidCents(jobId)).toBe(30000 - fixtures.refund.amount);
  });

  it("charge.refunded whose embedded refund says payment_intent null keeps the charge's intent", async () => {
    const { jobId, intent, charge } = await paidDeposit();
    const refund = { ...fixtures.refund, id: unique('re'), charge, amount: 5000 };
    const object = { ...fixtures.charge, id: charge, payment_intent: intent, amount: 30000, amount_refunded: 5000, refunded: false, refunds: { object: 'list', data: [refund], has_more: false } };
    expect((await post('charge.refunded', object)).statusCode).toBe(200);
    expect(await paidCents(jobId)).toBe(25000);
  });

  it("charge.refunded without its refund list (the fake, as Stripe's API version sends it): the receiver lists them", async () => {
    const { jobId, intent } = await paidDeposit();
    fake.setDeliveryMode('hold');
    try {
      await fake.refund(intent, owner.account, 7000);
    } finally {
      fake.setDeliveryMode('immediate');
    }
    const chargeRefunded = [...fake.events].reverse().find((e) => e.type === 'charge.refunded')!;
    expect(chargeRefunded.data.object).not.toHaveProperty('refunds');
    // Only charge.refunded arrives (refund.created is lost): the refund is still counted.
    expect(await fake.deliver(chargeRefunded)).toBe(200);
    expect(await paidCents(jobId)).toBe(23000);
  });
});
