// Picket → CRM against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL) and the fake GoHighLevel over
// HTTP: one contact per customer however often its job runs, an opportunity that follows its quote, a 429 storm ridden
// out with nothing lost, no echo of the CRM's own changes, and one contractor's changes never in another's location.
import { and, eq, inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmSyncItemDetail } from '../../../../core/crm/crm-sync-detail.schema';
import type { Db } from '../../../db/connection';
import { ghlConnections, ghlCustomFieldMappings, ghlStatusMappings, ghlSyncItems, homeowners, quotes } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { createGhlClient } from '../../../integrations/ghl/ghl-client';
import { PostgresGhlRateBudget } from '../../../integrations/ghl/ghl-rate-budget';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { createHomeowner, updateHomeowner } from '../../customers/customers.service';
import { changeJobStatus, completeJob, convertQuoteToJob } from '../../jobs/jobs.service';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { pgBossDb } from '../../../queue/boss';
import { transitionQuote } from '../../quotes/quotes.service';
import { crmOutboundTick, startCrmOutboundQueue } from './crm-outbound-queue';
import { claimNextOutbound, deliverOutbound, drainOutbox, purgeOldSyncItems, type OutboundDeps } from './outbound-delivery';

const t = useTestApp();
let fake: FakeGhl;

interface Tenant {
  contractorId: string;
  client: ApiClient;
  locationId: string;
  pipelineId: string;
  stages: Record<string, string>;
}
let alice: Tenant;
let bob: Tenant;
let deps: OutboundDeps;

async function connectTenant(db: Db, name: string): Promise<Tenant> {
  const account = await makeContractor(db, { businessName: name });
  const { location, token } = fake.createLocation({ name });
  const pipeline = fake.store.pipelines.get(location.id)![0];
  await db.insert(ghlConnections).values({ contractorId: account.contractorId, locationId: location.id, locationName: name, accessTokenEncrypted: token, pipelineId: pipeline.id });
  return {
    contractorId: account.contractorId,
    client: await signedIn(t.app, account),
    locationId: location.id,
    pipelineId: pipeline.id,
    stages: Object.fromEntries(pipeline.stages.map((s) => [s.name, s.id])),
  };
}

async function mapStatuses(tenant: Tenant) {
  const row = (subject: 'quote' | 'job', picketStatus: string, stage: string, status: 'open' | 'won' | 'lost') => ({
    contractorId: tenant.contractorId,
    subject,
    picketStatus,
    pipelineStageId: tenant.stages[stage],
    opportunityStatus: status,
  });
  await t.db
    .insert(ghlStatusMappings)
    .values([
      row('quote', 'sent', 'Estimate Sent', 'open'),
      row('quote', 'viewed', 'Estimate Viewed', 'open'),
      row('quote', 'approved', 'Won - Approved', 'won'),
      row('quote', 'converted_to_job', 'Won - Approved', 'won'),
      row('quote', 'lost', 'Lost', 'lost'),
      row('job', 'scheduled', 'Install Scheduled', 'won'),
      row('job', 'completed', 'Installed', 'won'),
    ]);
}

beforeAll(async () => {
  fake = await startFakeGhl();
  alice = await connectTenant(t.db, 'Lone Star Fence');
  bob = await connectTenant(t.db, 'Hill Country Fence');
  await mapStatuses(alice);
  await mapStatuses(bob);
  // What ghlClientFor does, minus token decryption and refresh (crm-conn's): the stored token, the shared budget.
  const budget = new PostgresGhlRateBudget(t.db);
  deps = {
    publicUrl: 'https://picket.example',
    clientFor: async (db, contractorId) => {
      const [c] = await db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
      if (!c?.isActive || !c.accessTokenEncrypted) return null;
      return createGhlClient({ baseUrl: fake.url, accessToken: c.accessTokenEncrypted, locationId: c.locationId, budget });
    },
  };
});
afterAll(async () => {
  await fake?.close();
});

const outboxOf = (contractorId: string) =>
  t.db.select().from(ghlSyncItems).where(and(eq(ghlSyncItems.contractorId, contractorId), eq(ghlSyncItems.direction, 'out')));
const contactsWithEmail = (locationId: string, email: string) => fake.store.contactsOf(locationId).filter((c) => c.email === email.toLowerCase());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drains until nothing is pending, waiting out back-offs the CRM asked for (the queue's tick does this in production). */
async function syncAll(tenant: Tenant) {
  for (;;) {
    await drainOutbox(t.db, tenant.contractorId, deps);
    const pending = (await outboxOf(tenant.contractorId)).filter((r) => r.status === 'pending');
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((r) => r.nextAttemptAt?.getTime() ?? 0));
    await sleep(Math.max(50, next - Date.now()));
  }
}

const customerInput = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  email,
  phone: '',
  address: '14 Cedar Row',
  city: 'Austin',
  state: 'TX',
  zipCode: '78702',
  allowDuplicate: true,
});

describe('customer → contact', () => {
  it('a new customer becomes one contact, even when its delivery runs twice at once or again after a crash', async () => {
    const email = `ana.${Date.now()}@example.com`;
    const customer = await createHomeowner(t.db, { contractorId: alice.contractorId, input: customerInput(email) });
    const [row] = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === customer.id);
    expect(row).toMatchObject({ status: 'pending', action: 'contact.upsert', entity: 'customer', origin: 'contractor' });

    // Two workers at once: one claims the row, the other finds nothing to do.
    const results = await Promise.all([drainOutbox(t.db, alice.contractorId, deps), drainOutbox(t.db, alice.contractorId, deps)]);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(1);
    const contacts = contactsWithEmail(alice.locationId, email);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', address1: '14 Cedar Row', city: 'Austin', postalCode: '78702', source: 'Picket' });
    const [linked] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    expect(linked.ghlContactId).toBe(contacts[0].id);
    const [done] = await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.id, row.id));
    expect(done).toMatchObject({ status: 'done', crmId: contacts[0].id, attempts: 1, error: null });

    // The job runs again after dying between the CRM's answer and storing the id: the upsert finds the same contact.
    await t.db.update(homeowners).set({ ghlContactId: null }).where(eq(homeowners.id, customer.id));
    await t.db.update(ghlSyncItems).set({ status: 'pending', completedAt: null }).where(eq(ghlSyncItems.id, row.id));
    await syncAll(alice);
    expect(contactsWithEmail(alice.locationId, email)).toHaveLength(1);
    expect((await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id)))[0].ghlContactId).toBe(contacts[0].id);

    // An edit of the email updates that contact by its id rather than making a second one.
    const newEmail = `ana.lopez.${Date.now()}@example.com`;
    await updateHomeowner(t.db, { contractorId: alice.contractorId, id: customer.id, input: { email: newEmail, city: 'Round Rock' } });
    await syncAll(alice);
    expect(fake.store.contacts.get(contacts[0].id)).toMatchObject({ email: newEmail, city: 'Round Rock' });
    expect(fake.store.contactsOf(alice.locationId).filter((c) => c.lastName === 'Lopez' && c.firstName === 'Ana' && c.id !== contacts[0].id && (c.email === email || c.email === newEmail))).toEqual([]);
  });

  it('five edits before the queue runs are one delivery with the latest state', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Beto' });
    for (const city of ['Buda', 'Kyle', 'Manor', 'Elgin', 'Bastrop']) await updateHomeowner(t.db, { contractorId: alice.contractorId, id: customer.id, input: { city } });
    const rows = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === customer.id && r.status === 'pending');
    expect(rows).toHaveLength(1);
    await syncAll(alice);
    const [h] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    expect(fake.store.contacts.get(h.ghlContactId!)).toMatchObject({ city: 'Bastrop' });
  });

  it('sends the mapped custom fields through their format rules', async () => {
    const fields = fake.store.customFields.get(alice.locationId)!;
    const total = fields.find((f) => f.fieldKey === 'contact.latest_quote_total')!;
    const fenceType = fields.find((f) => f.fieldKey === 'contact.fence_type')!;
    await t.db.insert(ghlCustomFieldMappings).values([
      { contractorId: alice.contractorId, localField: 'quote.total', ghlFieldId: total.id, ghlFieldModel: 'contact', formatRule: 'money' },
      { contractorId: alice.contractorId, localField: 'quote.fenceType', ghlFieldId: fenceType.id, ghlFieldModel: 'contact', formatRule: '{value|upper} ({quote.linearFeet} ft)' },
    ]);
    try {
      const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Carla' });
      const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 482_500 });
      // A quote's change refreshes its customer's contact too, since a contact field reads the quote.
      await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'sent' });
      await syncAll(alice);
      const [h] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
      const values = Object.fromEntries((fake.store.contacts.get(h.ghlContactId!)!.customFields ?? []).map((f) => [f.id, f.value]));
      expect(values[total.id]).toBe('$4,825.00');
      expect(values[fenceType.id]).toBe('VINYL (120 ft)');
    } finally {
      await t.db.delete(ghlCustomFieldMappings).where(eq(ghlCustomFieldMappings.contractorId, alice.contractorId));
    }
  });
});

describe('quote → opportunity', () => {
  it("a quote's status changes move its one opportunity: stage, status and value", async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Dora' });
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 612_345 });
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'sent' });
    await syncAll(alice);
    const [q1] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(q1.ghlOpportunityId).toBeTruthy();
    const opportunity = fake.store.opportunities.get(q1.ghlOpportunityId!)!;
    const [h] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    expect(opportunity).toMatchObject({
      locationId: alice.locationId,
      contactId: h.ghlContactId,
      pipelineId: alice.pipelineId,
      pipelineStageId: alice.stages['Estimate Sent'],
      status: 'open',
      monetaryValue: 6123.45,
      name: `Quote #${quote.quoteNumber} · ${h.name}`,
    });

    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'approved' });
    await syncAll(alice);
    expect(fake.store.opportunities.get(opportunity.id)).toMatchObject({ pipelineStageId: alice.stages['Won - Approved'], status: 'won', monetaryValue: 6123.45 });

    const job = await convertQuoteToJob(t.db, { contractorId: alice.contractorId, quoteId: quote.id });
    await changeJobStatus(t.db, { contractorId: alice.contractorId, jobId: job.id, status: 'scheduled', scheduledDate: '2026-12-01' });
    await syncAll(alice);
    expect(fake.store.opportunities.get(opportunity.id)).toMatchObject({ pipelineStageId: alice.stages['Install Scheduled'], status: 'won' });
    await changeJobStatus(t.db, { contractorId: alice.contractorId, jobId: job.id, status: 'in_progress' });
    await completeJob(t.db, { contractorId: alice.contractorId, jobId: job.id, input: {} });
    await syncAll(alice);
    expect(fake.store.opportunities.get(opportunity.id)).toMatchObject({ pipelineStageId: alice.stages.Installed, status: 'won' });
    // Still one opportunity for the contact, and the log says what moved.
    expect(fake.store.opportunitiesOf(alice.locationId).filter((o) => o.contactId === h.ghlContactId)).toHaveLength(1);
    const log = (await alice.client.get('/api/crm/sync-log?pageSize=100')).json();
    const mine = log.items.filter((i: { entityId: string }) => i.entityId === quote.id);
    expect(mine[0]).toMatchObject({ direction: 'out', action: 'opportunity.upsert', status: 'done', crmId: opportunity.id, subject: h.name, quoteNumber: quote.quoteNumber });
    expect(mine[0].detail).toMatchObject({ picketStatus: 'completed', opportunityStatus: 'won', monetaryValue: 6123.45 });
  });

  it('mapped opportunity fields reach a new opportunity: upsert without them (its DTO has none), then PUT with them', async () => {
    const fields = fake.store.customFields.get(alice.locationId)!;
    const feet = fields.find((f) => f.fieldKey === 'opportunity.linear_feet')!;
    const number = fields.find((f) => f.fieldKey === 'opportunity.quote_number')!;
    await t.db.insert(ghlCustomFieldMappings).values([
      { contractorId: alice.contractorId, localField: 'quote.linearFeet', ghlFieldId: feet.id, ghlFieldModel: 'opportunity', formatRule: null },
      { contractorId: alice.contractorId, localField: 'quote.number', ghlFieldId: number.id, ghlFieldModel: 'opportunity', formatRule: null },
    ]);
    try {
      const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Fina' });
      const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 250_000 });
      await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'sent' });
      await syncAll(alice);
      const [row] = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === quote.id && r.action === 'opportunity.upsert');
      expect(row).toMatchObject({ status: 'done', error: null });
      const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
      const values = Object.fromEntries((fake.store.opportunities.get(q.ghlOpportunityId!)!.customFields ?? []).map((f) => [f.id, f.fieldValue]));
      expect(values).toEqual({ [feet.id]: '120', [number.id]: String(quote.quoteNumber) });
      // Every request the sync made passed the published DTOs (the fake answers 422 otherwise).
      expect(fake.requests.filter((r) => r.locationId === alice.locationId && r.status === 422)).toEqual([]);
    } finally {
      await t.db.delete(ghlCustomFieldMappings).where(eq(ghlCustomFieldMappings.contractorId, alice.contractorId));
    }
  });

  it('a lost quote marks its opportunity lost; a run that lost the stored id finds its own again', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Elena' });
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 99_900 });
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'sent' });
    await syncAll(alice);
    const [q1] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    await t.db.update(quotes).set({ ghlOpportunityId: null }).where(eq(quotes.id, quote.id));
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'lost' });
    await syncAll(alice);
    const [q2] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(q2.ghlOpportunityId).toBe(q1.ghlOpportunityId);
    expect(fake.store.opportunities.get(q1.ghlOpportunityId!)).toMatchObject({ status: 'lost', pipelineStageId: alice.stages.Lost });
  });

  it('a contact deleted in the CRM is made again, for an edit and for a new opportunity', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Gone' });
    await syncAll(alice);
    const [h1] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    fake.store.contacts.delete(h1.ghlContactId!);
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft', totalCents: 50_000 });
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'sent' });
    await syncAll(alice);
    const [h2] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    expect(h2.ghlContactId).not.toBe(h1.ghlContactId);
    expect(fake.store.contacts.get(h2.ghlContactId!)).toMatchObject({ firstName: 'Gone' });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(fake.store.opportunities.get(q.ghlOpportunityId!)).toMatchObject({ contactId: h2.ghlContactId, status: 'open' });

    fake.store.contacts.delete(h2.ghlContactId!);
    await updateHomeowner(t.db, { contractorId: alice.contractorId, id: customer.id, input: { city: 'Wimberley' } });
    await syncAll(alice);
    const [h3] = await t.db.select().from(homeowners).where(eq(homeowners.id, customer.id));
    expect(fake.store.contacts.get(h3.ghlContactId!)).toMatchObject({ firstName: 'Gone', city: 'Wimberley' });
  });

  it('a draft with no mapping makes no opportunity', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Fidel' });
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'draft' });
    await t.db.insert(ghlSyncItems).values({ contractorId: alice.contractorId, direction: 'out', entity: 'quote', entityId: quote.id, action: 'opportunity.upsert', origin: 'contractor' });
    await syncAll(alice);
    const [row] = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === quote.id);
    expect(row).toMatchObject({ status: 'skipped', detail: expect.objectContaining({ reason: 'status_unmapped' }) });
    expect((await t.db.select().from(quotes).where(eq(quotes.id, quote.id)))[0].ghlOpportunityId).toBeNull();
  });
});

describe('within the CRM limits', () => {
  it('rides out a 429 storm with nothing lost and nothing doubled', async () => {
    const customers = [];
    for (let i = 0; i < 12; i++) customers.push(await makeCustomer(t.db, alice.contractorId, { firstName: `Storm${i}` }));
    const before = fake.requests.length;
    // The CRM turns away the next eight calls with Retry-After: 1.
    fake.failNext({ count: 8, status: 429, retryAfterSeconds: 1, locationId: alice.locationId });
    await syncAll(alice);
    const seen = fake.requests.slice(before).filter((r) => r.locationId === alice.locationId);
    expect(seen.filter((r) => r.status === 429)).toHaveLength(8);
    const rows = await t.db.select().from(ghlSyncItems).where(inArray(ghlSyncItems.entityId, customers.map((c) => c.id)));
    expect(rows.map((r) => r.status)).toEqual(customers.map(() => 'done'));
    const linked = await t.db.select().from(homeowners).where(inArray(homeowners.id, customers.map((c) => c.id)));
    for (const h of linked) expect(fake.store.contactsOf(alice.locationId).filter((c) => c.email === h.email!.toLowerCase())).toHaveLength(1);
    expect(fake.maxRequestsInWindow(alice.locationId)).toBeLessThanOrEqual(100);
  }, 60_000);

  it('a refusal fails the item for the log; Retry sends it again', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Gina' });
    fake.failNext({ count: 1, status: 400, locationId: alice.locationId });
    await syncAll(alice);
    const [failed] = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === customer.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.any(String) });
    const [conn] = await t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, alice.contractorId));
    // The CRM's words only (the card quotes them in the reader's language; no English prefix of ours).
    expect(conn.lastError).toBe(failed.error);

    const page = (await alice.client.get('/api/crm/sync-log?status=failed')).json();
    expect(page.items.find((i: { id: string }) => i.id === failed.id)).toMatchObject({ canRetry: true, subject: customer.name, direction: 'out' });
    expect((await bob.client.post(`/api/crm/sync-log/${failed.id}/retry`)).statusCode).toBe(404);
    const retry = await alice.client.post(`/api/crm/sync-log/${failed.id}/retry`);
    expect(retry.json()).toEqual({ status: 'pending' });
    expect((await alice.client.post(`/api/crm/sync-log/${failed.id}/retry`)).statusCode).toBe(409);
    await syncAll(alice);
    const [after] = await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.id, failed.id));
    expect(after).toMatchObject({ status: 'done', error: null });
    const [conn2] = await t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, alice.contractorId));
    expect(conn2.lastSyncAt).not.toBeNull();
  });
});

describe('stored details (issue 20)', () => {
  it('an odd detail on a sync row stops neither the delivery nor the sync log; keys no build wrote are kept', async () => {
    const customer = await makeCustomer(t.db, alice.contractorId, { firstName: 'Odile' });
    const [queued] = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === customer.id);
    expect(queued.detail).toEqual({ cause: expect.any(String) });
    // Hand edits readJsonb(crmSyncItemDetailSchema, …) meets: a detail that is not an object on a waiting delivery; an
    // inbound entry whose known keys do not hold their types, beside keys no build wrote.
    await t.db.update(ghlSyncItems).set({ detail: 'not an object' as unknown as CrmSyncItemDetail }).where(eq(ghlSyncItems.id, queued.id));
    const [inbound] = await t.db.insert(ghlSyncItems).values({
      contractorId: alice.contractorId, direction: 'in', entity: 'quote', action: 'OpportunityStageUpdate', status: 'skipped', attempts: 1, origin: 'crm', completedAt: new Date(),
      detail: { result: 'refused', wanted: 'sent', from: 7, note: 'kept', stages: ['a', 'b'] } as unknown as CrmSyncItemDetail,
    }).returning();

    const log = await alice.client.get('/api/crm/sync-log?pageSize=100');
    expect(log.statusCode, log.body).toBe(200);
    const items = log.json().items as { id: string; detail: Record<string, unknown> }[];
    expect(items.find((i) => i.id === queued.id)?.detail).toEqual({});
    expect(items.find((i) => i.id === inbound.id)?.detail).toEqual({ result: 'refused', note: 'kept', stages: 'a, b' });

    await syncAll(alice);
    const [sent] = await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.id, queued.id));
    expect(sent).toMatchObject({ status: 'done', error: null, detail: { new: true } });
    expect(contactsWithEmail(alice.locationId, customer.email!)).toHaveLength(1);
  });
});

describe('no echo, no leaks', () => {
  it('a change that came from the CRM is not sent back to it', async () => {
    const customer = await createHomeowner(t.db, { contractorId: alice.contractorId, input: customerInput(`crm.${Date.now()}@example.com`), origin: 'crm' });
    await updateHomeowner(t.db, { contractorId: alice.contractorId, id: customer.id, input: { city: 'Lockhart' }, origin: 'crm' });
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'sent' });
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'approved', origin: 'crm' });
    const rows = (await outboxOf(alice.contractorId)).filter((r) => r.entityId === customer.id || r.entityId === quote.id);
    expect(rows).toEqual([]);
    const before = fake.requests.length;
    await drainOutbox(t.db, alice.contractorId, deps);
    expect(fake.requests.length).toBe(before);
  });

  it("contractor A's changes never reach B's location, and B never sees A's log", async () => {
    const email = `only.alice.${Date.now()}@example.com`;
    const customer = await createHomeowner(t.db, { contractorId: alice.contractorId, input: customerInput(email) });
    // Bob's queue run drains Bob's outbox only.
    await drainOutbox(t.db, bob.contractorId, deps);
    expect((await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.entityId, customer.id)))[0].status).toBe('pending');
    await syncAll(alice);
    expect(contactsWithEmail(alice.locationId, email)).toHaveLength(1);
    expect(contactsWithEmail(bob.locationId, email)).toHaveLength(0);
    expect(fake.store.contactsOf(bob.locationId).some((c) => c.email === email)).toBe(false);
    const bobsLog = (await bob.client.get('/api/crm/sync-log?pageSize=100')).json();
    expect(bobsLog.items.some((i: { entityId: string }) => i.entityId === customer.id)).toBe(false);
  });

  it('a contractor without a connection queues nothing', async () => {
    const loner = await makeContractor(t.db);
    await makeCustomer(t.db, loner.contractorId);
    expect(await outboxOf(loner.contractorId)).toEqual([]);
    const client = await signedIn(t.app, loner);
    expect((await client.post('/api/crm/sync/resync')).statusCode).toBe(409);
  });

  it('the log answers bad paging with 400, not 500', async () => {
    expect((await alice.client.get('/api/crm/sync-log?page=0')).statusCode).toBe(400);
    expect((await alice.client.get('/api/crm/sync-log?pageSize=1000')).statusCode).toBe(400);
    expect((await alice.client.get('/api/crm/sync-log?status=exploded')).statusCode).toBe(400);
    expect((await alice.client.post('/api/crm/sync-log/not-a-uuid/retry')).statusCode).toBe(404);
  });
});

describe('on pg-boss', () => {
  it('resync queues every customer; two instances deliver each once', async () => {
    const fresh = await connectTenant(t.db, 'Pecan Fence');
    const customers = [];
    for (let i = 0; i < 5; i++) customers.push(await makeCustomer(t.db, fresh.contractorId, { firstName: `Queued${i}` }));
    // Written before the connection's outbox existed (as for a contractor who connects later): resync sends them.
    await t.db.delete(ghlSyncItems).where(eq(ghlSyncItems.contractorId, fresh.contractorId));
    expect((await fresh.client.post('/api/crm/sync/resync')).json()).toEqual({ customers: 5, quotes: 0 });

    const quiet = { error: () => {}, info: () => {} };
    const bosses = [new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' }), new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' })];
    try {
      for (const boss of bosses) {
        await boss.start();
        await startCrmOutboundQueue(boss, t.database, deps, quiet, { cron: '0 0 1 1 *', tickEverySeconds: 0, pollingIntervalSeconds: 0.5, workers: 2 });
      }
      await Promise.all(bosses.map((b) => crmOutboundTick(b, t.database)));
      for (;;) {
        const rows = await outboxOf(fresh.contractorId);
        if (rows.every((r) => r.status === 'done')) break;
        await sleep(200);
      }
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true }).catch(() => {});
    }
    expect(fake.store.contactsOf(fresh.locationId).map((c) => c.firstName).sort()).toEqual(['Queued0', 'Queued1', 'Queued2', 'Queued3', 'Queued4']);
  }, 120_000);

  it('the log keeps 90 days of finished entries', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    const [gone] = await t.db.insert(ghlSyncItems).values({ contractorId: bob.contractorId, direction: 'in', entity: 'quote', action: 'OpportunityStageUpdate', status: 'done', updatedAt: old, createdAt: old }).returning();
    const [kept] = await t.db.insert(ghlSyncItems).values({ contractorId: bob.contractorId, direction: 'out', entity: 'customer', action: 'contact.upsert', status: 'done' }).returning();
    expect(await purgeOldSyncItems(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ id: ghlSyncItems.id }).from(ghlSyncItems).where(inArray(ghlSyncItems.id, [gone.id, kept.id]));
    expect(left.map((r) => r.id)).toEqual([kept.id]);
  });

  it('a claimed row is not claimed again', async () => {
    await makeCustomer(t.db, bob.contractorId, { firstName: 'Hugo' });
    const first = await claimNextOutbound(t.db, bob.contractorId);
    expect(first).not.toBeNull();
    expect(await claimNextOutbound(t.db, bob.contractorId)).toBeNull();
    expect(await deliverOutbound(t.db, first!, deps)).toBe('done');
  });
});
