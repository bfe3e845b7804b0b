// POST /api/integrations/ghl/webhook against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL), signed by
// the fake CRM's keys which the app is configured to trust.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { events, ghlConnections, ghlInboundMessages, ghlLeadAssignments, ghlStatusMappings, ghlSyncItems, ghlWebhookDeliveries, homeowners, notifications, quotes } from '../../../db/schema/index';
import { FakeWebhookSender, type FakeWebhookEvent, type WebhookScheme } from '../../../integrations/ghl/fake-webhooks';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { subscribeToDomainEvents } from '../../../domain-events/domain-events';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { retryWebhookDeliveries } from './ghl-webhook.service';

const fake = new FakeWebhookSender();
const t = useTestApp({ config: () => ({ ghlWebhookPublicKey: fake.publicKeys.ed25519, ghlWebhookRsaPublicKey: fake.publicKeys.rsa }) });
const URL = '/api/integrations/ghl/webhook';

let alice: { contractorId: string; client: ApiClient; location: string };
let bob: { contractorId: string; client: ApiClient; location: string };

async function connect(db: Db, contractorId: string, location: string) {
  await db.insert(ghlConnections).values({ contractorId, locationId: location, accessTokenEncrypted: 'pit-test' });
}

beforeAll(async () => {
  const a = await makeContractor(t.db);
  const b = await makeContractor(t.db);
  alice = { contractorId: a.contractorId, client: await signedIn(t.app, a), location: `loc-a-${a.contractorId.slice(0, 8)}` };
  bob = { contractorId: b.contractorId, client: await signedIn(t.app, b), location: `loc-b-${b.contractorId.slice(0, 8)}` };
  await connect(t.db, alice.contractorId, alice.location);
  await connect(t.db, bob.contractorId, bob.location);
});

function post(body: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload: body });
}

function deliver(event: FakeWebhookEvent, options: { scheme?: WebhookScheme; webhookId?: string; timestamp?: string } = {}) {
  const d = fake.sign(event, options);
  return post(d.body, d.headers);
}

const contact = (location: string, over: Record<string, unknown> = {}): FakeWebhookEvent => ({
  type: 'ContactCreate',
  locationId: location,
  id: `ct_${Math.random().toString(36).slice(2, 10)}`,
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: `rosa.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: `+1512555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  address1: '77 Fence Row',
  city: 'Austin',
  state: 'Texas',
  postalCode: '78704',
  source: 'Facebook Lead Form',
  tags: ['spring'],
  ...over,
});

async function counts() {
  const [[d], [h], [n]] = await Promise.all([
    t.db.select({ n: count() }).from(ghlWebhookDeliveries),
    t.db.select({ n: count() }).from(homeowners),
    t.db.select({ n: count() }).from(notifications),
  ]);
  return { deliveries: Number(d.n), homeowners: Number(h.n), notifications: Number(n.n) };
}

describe('a lead from the CRM', () => {
  it('creates the homeowner (encrypted, linked to the contact) and a new_lead item in the bell', async () => {
    const event = contact(alice.location);
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });

    const [h] = await t.db.select().from(homeowners).where(and(eq(homeowners.contractorId, alice.contractorId), eq(homeowners.ghlContactId, event.id as string)));
    expect(h).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz', email: event.email, phone: `512-555-${String(event.phone).slice(-4)}`, address: '77 Fence Row', state: 'TX', zipCode: '78704' });
    // PII at rest is ciphertext, as for every customer.
    const raw = await t.database.query<{ email: string }>('select email from homeowners where id = $1', [h.id]);
    expect(raw[0].email).not.toContain('@');

    const bell = await alice.client.get('/api/lead-notifications');
    expect(bell.json().notifications).toContainEqual(expect.objectContaining({ homeownerId: h.id, customerName: 'Rosa Diaz', source: 'ghl' }));
    // The delivery's content is not kept once handled.
    const [d] = await t.db.select().from(ghlWebhookDeliveries).where(eq(ghlWebhookDeliveries.webhookId, JSON.parse(fake.sign(event).body).webhookId)).limit(1);
    expect(d).toBeUndefined();
    const [stored] = await t.db.select().from(ghlWebhookDeliveries).where(eq(ghlWebhookDeliveries.contractorId, alice.contractorId)).limit(1);
    expect(stored).toMatchObject({ status: 'processed', payload: null });
  });

  it('an existing customer with the same email is linked, not duplicated, and is not a new lead', async () => {
    const existing = await makeCustomer(t.db, alice.contractorId, { email: 'kept.customer@example.com' });
    const before = await counts();
    const event = contact(alice.location, { email: 'Kept.Customer@example.com', phone: '' });
    expect((await deliver(event)).statusCode).toBe(200);
    const after = await counts();
    expect(after.homeowners).toBe(before.homeowners);
    expect(after.notifications).toBe(before.notifications);
    const [h] = await t.db.select().from(homeowners).where(eq(homeowners.id, existing.id));
    expect(h.ghlContactId).toBe(event.id);
    // The contractor's own record wins where both have a value.
    expect(h.firstName).toBe(existing.firstName);
  });

  it('ContactUpdate changes the linked customer and rings no bell', async () => {
    const event = contact(alice.location);
    await deliver(event);
    const before = await counts();
    expect((await deliver({ ...event, type: 'ContactUpdate', city: 'Round Rock', phone: '+1 (512) 555-0111' })).statusCode).toBe(200);
    const [h] = await t.db.select().from(homeowners).where(eq(homeowners.ghlContactId, event.id as string));
    expect(h).toMatchObject({ city: 'Round Rock', phone: '512-555-0111', firstName: 'Rosa' });
    expect((await counts()).notifications).toBe(before.notifications);
  });

  it('issue 21: every contact delivery is a row of the sync log, named by the customer', async () => {
    const event = contact(alice.location, { firstName: 'Logged', lastName: 'Lead' });
    await deliver(event);
    await deliver({ ...event, type: 'ContactUpdate', city: 'Kyle' });
    await deliver({ ...event, type: 'ContactUpdate', city: 'Kyle' });
    const items = (await alice.client.get('/api/crm/sync-log?direction=in')).json().items as Record<string, unknown>[];
    const mine = items.filter((i) => i.crmId === event.id);
    expect(mine.map((i) => [i.action, i.status, (i.detail as { result: string }).result, i.subject])).toEqual([
      ['ContactUpdate', 'done', 'no_changes', 'Logged Lead'],
      ['ContactUpdate', 'done', 'updated', 'Logged Lead'],
      ['ContactCreate', 'done', 'created', 'Logged Lead'],
    ]);
    expect((await bob.client.get('/api/crm/sync-log?direction=in')).json().items.filter((i: { crmId: string }) => i.crmId === event.id)).toEqual([]);
  });

  it("contractor A's location never touches contractor B, even for B's customer's email", async () => {
    const bobsCustomer = await makeCustomer(t.db, bob.contractorId, { email: 'shared.person@example.com' });
    const event = contact(alice.location, { email: 'shared.person@example.com' });
    await deliver(event);
    const [b] = await t.db.select().from(homeowners).where(eq(homeowners.id, bobsCustomer.id));
    expect(b.ghlContactId).toBeNull();
    const [bobBell] = await t.db.select({ n: count() }).from(notifications).where(eq(notifications.contractorId, bob.contractorId));
    expect(Number(bobBell.n)).toBe(0);
    const [a] = await t.db.select().from(homeowners).where(and(eq(homeowners.contractorId, alice.contractorId), eq(homeowners.ghlContactId, event.id as string)));
    expect(a).toBeDefined();
    expect((await bob.client.get('/api/lead-notifications')).json().notifications).toEqual([]);
  });

  it('routes the new lead by the first matching rule in priority order', async () => {
    const rule = async (name: string, priority: number, conditions: unknown) =>
      (await alice.client.post('/api/crm/lead-rules', { name, priority, conditions, actions: { addTags: [name] } })).json();
    await rule('Everyone', 90, {});
    const vinyl = await rule('Vinyl in town', 10, { zip: { mode: 'list', zips: ['78704'] }, tags: ['vinyl'] });
    const event = contact(alice.location, { tags: ['Vinyl'] });
    await deliver(event);
    const [a] = await t.db.select().from(ghlLeadAssignments).where(eq(ghlLeadAssignments.contactId, event.id as string));
    expect(a).toMatchObject({ ruleId: vinyl.id, ruleName: 'Vinyl in town', status: 'pending', contractorId: alice.contractorId });
    expect(a.actions).toMatchObject({ addTags: ['Vinyl in town'] });
  });
});

describe('deliveries that are refused write nothing', () => {
  const refused = async (send: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await counts();
    const res = await send();
    expect(res.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    return JSON.parse(res.body) as { message: string };
  };

  for (const scheme of ['ed25519', 'rsa'] as const) {
    describe(scheme, () => {
      it('one byte changed after signing', async () => {
        const d = fake.sign(contact(alice.location), { scheme });
        const tampered = d.body.replace('Rosa', 'Rosb');
        expect((await refused(() => post(tampered, d.headers))).message).toBe('Invalid webhook signature');
      });
      it('signed by another key', async () => {
        const stranger = new FakeWebhookSender();
        const d = stranger.sign(contact(alice.location), { scheme });
        await refused(() => post(d.body, d.headers));
      });
      it('stale: signed 6 minutes ago', async () => {
        const timestamp = new Date(Date.now() - 6 * 60_000).toISOString();
        expect((await refused(() => deliver(contact(alice.location), { scheme, timestamp }))).message).toBe('Webhook timestamp is missing or older than 5 minutes');
      });
      it('replayed: the same webhookId a second time', async () => {
        const d = fake.sign(contact(alice.location), { scheme });
        expect((await post(d.body, d.headers)).statusCode).toBe(200);
        expect((await refused(() => post(d.body, d.headers))).message).toBe('Webhook already received');
      });
    });
  }

  it('no signature at all, or a body that is not JSON', async () => {
    const d = fake.sign(contact(alice.location));
    await refused(() => post(d.body, { 'content-type': 'application/json' }));
    await refused(() => post('not json', { 'content-type': 'application/json', 'x-ghl-signature': 'AAAA' }));
  });

  it('a location nobody connected is acknowledged and ignored', async () => {
    const before = await counts();
    const res = await deliver(contact('loc-nobody'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
    expect(await counts()).toEqual(before);
  });
});

describe('an opportunity moved in the CRM', () => {
  let quoteId: string;
  const opp = `opp_${Math.random().toString(36).slice(2, 8)}`;
  const stage = (pipelineStageId: string, status = 'open', type = 'OpportunityStageUpdate') => ({ type, locationId: alice.location, id: opp, pipelineId: 'pipe-1', pipelineStageId, status });

  beforeAll(async () => {
    const customer = await makeCustomer(t.db, alice.contractorId);
    const q = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'sent' });
    quoteId = q.id;
    await t.db.update(quotes).set({ ghlOpportunityId: opp }).where(eq(quotes.id, q.id));
    await t.db.insert(ghlStatusMappings).values([
      { contractorId: alice.contractorId, subject: 'quote', picketStatus: 'sent', pipelineStageId: 'stage-sent', opportunityStatus: 'open' },
      { contractorId: alice.contractorId, subject: 'quote', picketStatus: 'approved', pipelineStageId: 'stage-won', opportunityStatus: 'won' },
      { contractorId: alice.contractorId, subject: 'quote', picketStatus: 'lost', pipelineStageId: null, opportunityStatus: 'lost' },
    ]);
  });

  const status = async () => (await t.db.select({ s: quotes.status }).from(quotes).where(eq(quotes.id, quoteId)))[0].s;

  it('moves the quote along an allowed transition (sent → approved), origin crm, in the quote history', async () => {
    expect((await deliver(stage('stage-won', 'won', 'OpportunityStatusUpdate'))).statusCode).toBe(200);
    expect(await status()).toBe('approved');
    const history = await t.db.select().from(events).where(eq(events.quoteId, quoteId));
    expect(history.map((e) => e.eventType)).toContain('crm_status_applied');
  });

  it('does not move it back (approved → sent is not allowed): logged, not applied', async () => {
    expect((await deliver(stage('stage-sent'))).statusCode).toBe(200);
    expect(await status()).toBe('approved');
    const [log] = await t.db
      .select()
      .from(ghlSyncItems)
      .where(and(eq(ghlSyncItems.contractorId, alice.contractorId), eq(ghlSyncItems.direction, 'in'), eq(ghlSyncItems.entityId, quoteId), eq(ghlSyncItems.status, 'skipped')));
    expect(log).toMatchObject({ action: 'OpportunityStageUpdate', crmId: opp });
    expect(log.detail).toMatchObject({ result: 'refused', from: 'approved', wanted: ['sent'] });
  });

  it("a deal marked lost loses the quote; bob's location cannot touch alice's opportunity", async () => {
    await deliver({ ...stage('stage-won', 'lost', 'OpportunityStatusUpdate'), locationId: bob.location });
    expect(await status()).toBe('approved');
    await deliver(stage('stage-won', 'lost', 'OpportunityStatusUpdate'));
    expect(await status()).toBe('lost');
  });
});

describe('a message from the homeowner', () => {
  it("shows on the customer's page, newest first, encrypted at rest; another contractor gets 404", async () => {
    const event = contact(alice.location);
    await deliver(event);
    const [h] = await t.db.select().from(homeowners).where(eq(homeowners.ghlContactId, event.id as string));
    const message = (body: string, dateAdded: string) => ({ type: 'InboundMessage', locationId: alice.location, contactId: event.id, messageId: `m_${body}`, conversationId: 'conv1', messageType: 'SMS', direction: 'inbound', body, dateAdded });
    await deliver(message('Is Tuesday ok for the estimate?', '2025-05-01T10:00:00.000Z'));
    await deliver(message('Also the gate is 4 ft', '2025-05-01T11:00:00.000Z'));
    const res = await alice.client.get(`/api/homeowners/${h.id}/messages`);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { body: string; direction: string }) => [m.direction, m.body])).toEqual([
      ['in', 'Also the gate is 4 ft'],
      ['in', 'Is Tuesday ok for the estimate?'],
    ]);
    const raw = await t.database.query<{ body: string }>('select body from ghl_inbound_messages where homeowner_id = $1', [h.id]);
    expect(raw.every((r) => !r.body.includes('gate'))).toBe(true);
    expect((await bob.client.get(`/api/homeowners/${h.id}/messages`)).statusCode).toBe(404);
    const [n] = await t.db.select({ n: count() }).from(ghlInboundMessages).where(eq(ghlInboundMessages.contractorId, bob.contractorId));
    expect(Number(n.n)).toBe(0);
  });
});

describe('a delivery that could not be handled', () => {
  it('is kept and handled again by the retry', async () => {
    let failures = 1;
    const unsubscribe = subscribeToDomainEvents('test-fails-once', async (_db, event) => {
      if (event.type === 'customer.created' && failures-- > 0) throw new Error('database hiccup');
    });
    try {
      const event = contact(alice.location);
      const res = await deliver(event);
      expect(res.json()).toEqual({ status: 'failed' });
      const [row] = await t.db.select().from(ghlWebhookDeliveries).where(eq(ghlWebhookDeliveries.status, 'failed'));
      expect(row).toMatchObject({ attempts: 1, error: 'Error' });
      expect(row.payload).toContain(event.id as string);
      expect(await retryWebhookDeliveries(t.db, new Date(Date.now() + 2 * 60_000))).toBeGreaterThanOrEqual(1);
      const [h] = await t.db.select().from(homeowners).where(eq(homeowners.ghlContactId, event.id as string));
      expect(h).toMatchObject({ firstName: 'Rosa' });
      expect((await t.db.select().from(ghlWebhookDeliveries).where(eq(ghlWebhookDeliveries.id, row.id)))[0]).toMatchObject({ status: 'processed', payload: null });
    } finally {
      unsubscribe();
    }
  });

  it('a signed body that is not the event it names fails for good', async () => {
    const res = await deliver({ type: 'ContactCreate', locationId: alice.location, firstName: 'No id' });
    expect(res.json()).toEqual({ status: 'failed' });
    const rows = await t.db.select().from(ghlWebhookDeliveries).where(eq(ghlWebhookDeliveries.error, 'malformed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 5, payload: null });
    // Issue 21: given up on, it is a failed row the contractor can read.
    const log = (await alice.client.get('/api/crm/sync-log?direction=in&status=failed')).json().items as Record<string, unknown>[];
    expect(log).toContainEqual(expect.objectContaining({ action: 'ContactCreate', entity: 'customer', status: 'failed', detail: { reason: 'malformed' } }));
  });
});

describe('the app uninstalled from a sub-account', () => {
  it("ends that contractor's connection to that location only; the location's later deliveries are ignored", async () => {
    const [carol, dave] = [await makeContractor(t.db), await makeContractor(t.db)];
    const carolLocation = `loc-c-${carol.contractorId.slice(0, 8)}`;
    const daveLocation = `loc-d-${dave.contractorId.slice(0, 8)}`;
    await connect(t.db, carol.contractorId, carolLocation);
    await connect(t.db, dave.contractorId, daveLocation);
    const connections = async (contractorId: string) => (await t.db.select({ n: count() }).from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)))[0].n;

    const res = await deliver({ type: 'UNINSTALL', appId: 'app_picket', locationId: carolLocation });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    expect(Number(await connections(carol.contractorId))).toBe(0);
    expect(Number(await connections(dave.contractorId))).toBe(1);

    const before = await counts();
    expect((await deliver(contact(carolLocation))).json()).toEqual({ status: 'ignored' });
    expect(await counts()).toEqual(before); // no homeowner, no bell, not even a delivery row
    expect((await deliver(contact(daveLocation))).json()).toEqual({ status: 'processed' });
  });

  it('an agency-level uninstall (no location) is refused as not an event Picket reads, and changes nothing', async () => {
    const d = fake.sign({ type: 'UNINSTALL', appId: 'app_picket', companyId: 'agency_1' } as unknown as FakeWebhookEvent);
    const before = await counts();
    const res = await post(d.body, d.headers);
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
