// Settings → CRM mappings through the API, against the fake CRM in-process and a real database (PGlite; PostgreSQL
// with TEST_DATABASE_URL): pickers read live from the CRM, status mappings replaced as a set, custom field mappings
// with SPEC §5's format rule limit, the CRM's failures in words, and each contractor's mappings their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyMappableStatus } from '../../../../core/crm/status-mapping.schema';
import { ghlConnections, ghlCustomFieldMappings, ghlStatusMappings, ghlSyncItems } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import type { GhlPipeline } from '../../../integrations/ghl/ghl-types';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';

let fake: FakeGhl;
const t = useTestApp({
  config: async () => {
    fake = await startFakeGhl();
    return { ghlApiUrl: fake.url };
  },
});
afterAll(async () => {
  await fake?.close();
});

interface Tenant {
  contractorId: string;
  client: ApiClient;
  locationId: string;
}

/** A contractor signed in, with a private-integration connection to a location of their own on the fake. */
async function connectedContractor(name: string): Promise<Tenant> {
  const account = await makeContractor(t.db);
  const { location, token } = fake.createLocation({ name });
  await t.db.insert(ghlConnections).values({ contractorId: account.contractorId, locationId: location.id, locationName: name, accessTokenEncrypted: token });
  return { contractorId: account.contractorId, client: await signedIn(t.app, account), locationId: location.id };
}

let alice: Tenant;
let bob: Tenant;
beforeAll(async () => {
  alice = await connectedContractor('Alice Fence Co');
  bob = await connectedContractor('Bob Fencing');
});

const sales = (tenant: Tenant): GhlPipeline => fake.store.pipelines.get(tenant.locationId)!.find((p) => p.name === 'Fence Sales')!;
const stage = (pipeline: GhlPipeline, name: string) => pipeline.stages.find((s) => s.name === name)!.id;

/** Every status decided: the sales pipeline's stages for the quote's path, the rest "Not synced". */
function fullSet(tenant: Tenant) {
  const p = sales(tenant);
  const chosen: Record<string, { pipelineStageId: string | null; opportunityStatus: string }> = {
    'quote:sent': { pipelineStageId: stage(p, 'Estimate Sent'), opportunityStatus: 'open' },
    'quote:viewed': { pipelineStageId: stage(p, 'Estimate Viewed'), opportunityStatus: 'open' },
    'quote:approved': { pipelineStageId: stage(p, 'Won - Approved'), opportunityStatus: 'won' },
    'quote:lost': { pipelineStageId: null, opportunityStatus: 'lost' },
    'job:scheduled': { pipelineStageId: stage(p, 'Install Scheduled'), opportunityStatus: 'won' },
    'job:completed': { pipelineStageId: stage(p, 'Installed'), opportunityStatus: 'won' },
    'job:cancelled': { pipelineStageId: null, opportunityStatus: 'abandoned' },
  };
  return {
    pipelineId: p.id,
    mappings: everyMappableStatus().map((s) => ({ ...s, ...(chosen[`${s.subject}:${s.picketStatus}`] ?? { pipelineStageId: null, opportunityStatus: null }) })),
  };
}

const sorted = <T extends { subject: string; picketStatus: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.subject}:${a.picketStatus}`.localeCompare(`${b.subject}:${b.picketStatus}`));

describe('the pickers read the CRM', () => {
  it("lists the connected location's pipelines with their stages in board order", async () => {
    const res = await alice.client.get('/api/crm/pipelines');
    expect(res.statusCode).toBe(200);
    const pipelines = res.json().pipelines as { id: string; name: string; stages: { name: string }[] }[];
    expect(pipelines.map((p) => p.name)).toEqual(['Fence Sales', 'Repairs']);
    expect(pipelines[0].stages.map((s) => s.name)).toEqual(['New Lead', 'Estimate Sent', 'Estimate Viewed', 'Won - Approved', 'Install Scheduled', 'Installed', 'Lost']);
    expect(pipelines[0].id).toBe(sales(alice).id);
  });

  it('lists contact and opportunity custom fields', async () => {
    const res = await alice.client.get('/api/crm/custom-fields');
    expect(res.statusCode).toBe(200);
    const fields = res.json().customFields as { name: string; model: string }[];
    expect(fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Fence Type', model: 'contact' }), expect.objectContaining({ name: 'Linear Feet', model: 'opportunity' })]));
  });

  it('says "Connect GoHighLevel first" to a contractor with no connection', async () => {
    const account = await makeContractor(t.db);
    const client = await signedIn(t.app, account);
    for (const path of ['/api/crm/pipelines', '/api/crm/custom-fields']) {
      const res = await client.get(path);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'Connect GoHighLevel first', key: 'signedInErrors.crm.notConnected' });
    }
  });

  it('a CRM that fails answers 503 in words, and a refused token asks to reconnect', async () => {
    fake.failNext({ count: 10, status: 503, locationId: alice.locationId });
    const down = await alice.client.get('/api/crm/pipelines');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: 'GoHighLevel could not be reached. Try again in a moment.', key: 'signedInErrors.crm.unreachable' });
    fake.failNext({ count: 0, status: 503 });

    const revoked = await makeContractor(t.db);
    const { location } = fake.createLocation({ name: 'Revoked Fence' });
    await t.db.insert(ghlConnections).values({ contractorId: revoked.contractorId, locationId: location.id, accessTokenEncrypted: 'pit-revoked' });
    const res = await (await signedIn(t.app, revoked)).get('/api/crm/custom-fields');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'crm.mappingErrors.reconnect' });
  });
});

describe('status mappings', () => {
  it('round trip: every status saved as chosen, the pipeline on the connection, replaced whole by the next save', async () => {
    const tenant = await connectedContractor('Round Trip Fence');
    expect((await tenant.client.get('/api/crm/status-mappings')).json()).toEqual({ pipelineId: null, mappings: [] });

    const set = fullSet(tenant);
    const saved = await tenant.client.put('/api/crm/status-mappings', set);
    expect(saved.statusCode).toBe(200);
    const read = (await tenant.client.get('/api/crm/status-mappings')).json();
    expect(read.pipelineId).toBe(set.pipelineId);
    expect(sorted(read.mappings)).toEqual(sorted(set.mappings));
    const [connection] = await t.db.select().from(ghlConnections).where(eq(ghlConnections.contractorId, tenant.contractorId));
    expect(connection.pipelineId).toBe(set.pipelineId);

    // The next save replaces the set: nothing of the first is left behind.
    const allOff = { pipelineId: null, mappings: everyMappableStatus().map((s) => ({ ...s, pipelineStageId: null, opportunityStatus: null })) };
    expect((await tenant.client.put('/api/crm/status-mappings', allOff)).statusCode).toBe(200);
    const after = await t.db.select().from(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, tenant.contractorId));
    expect(after).toHaveLength(everyMappableStatus().length);
    expect(after.every((m) => m.opportunityStatus === null && m.pipelineStageId === null)).toBe(true);
  });

  it('answers bad sets with their messages and writes nothing', async () => {
    const tenant = await connectedContractor('Strict Fence');
    const put = async (body: unknown) => {
      const res = await tenant.client.put('/api/crm/status-mappings', body);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    const set = fullSet(tenant);
    expect((await put({ ...set, mappings: set.mappings.slice(1) })).message).toBe('Choose a stage or Not synced for every status');
    expect((await put({ ...set, pipelineId: null })).message).toBe('Choose a pipeline');
    expect((await put({ ...set, mappings: set.mappings.map((m, i) => (i === 1 ? { ...m, opportunityStatus: 'closed' } : m)) })).message).toBe('Choose open, won, lost or abandoned');

    // Checked against the CRM: a stage of another pipeline, a pipeline the location does not have.
    const repairs = fake.store.pipelines.get(tenant.locationId)!.find((p) => p.name === 'Repairs')!;
    const wrongStage = await put({ ...set, mappings: set.mappings.map((m) => (m.picketStatus === 'approved' ? { ...m, pipelineStageId: repairs.stages[0].id } : m)) });
    expect(wrongStage).toMatchObject({ message: 'This stage is not in the chosen pipeline. Choose another.', key: 'crm.mappingErrors.stageGone' });
    expect(wrongStage.errors[0].path).toMatch(/^mappings\.\d+\.pipelineStageId$/);
    expect(await put({ ...set, pipelineId: sales(alice).id })).toMatchObject({ message: 'This pipeline is not in GoHighLevel any more. Choose another.', errors: [{ path: 'pipelineId' }] });

    expect(await t.db.select().from(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, tenant.contractorId))).toEqual([]);
  });

  it('issue 21: saving the mappings queues again the quotes skipped for want of them, and only those', async () => {
    const tenant = await connectedContractor('Skipped At Connect Fence');
    const customer = await makeCustomer(t.db, tenant.contractorId);
    const waiting = await makeQuote(t.db, { contractorId: tenant.contractorId, homeownerId: customer.id, status: 'sent' });
    const synced = await makeQuote(t.db, { contractorId: tenant.contractorId, homeownerId: customer.id, status: 'sent' });
    const archived = await makeQuote(t.db, { contractorId: tenant.contractorId, homeownerId: customer.id, status: 'sent' });
    const row = (entityId: string, status: 'skipped' | 'done', reason: string | null, createdAt: Date) => ({
      contractorId: tenant.contractorId, direction: 'out' as const, entity: 'quote', entityId, action: 'opportunity.upsert', status, detail: reason ? { reason } : {}, createdAt,
    });
    const before = new Date(Date.now() - 60_000);
    await t.db.delete(ghlSyncItems).where(eq(ghlSyncItems.contractorId, tenant.contractorId));
    await t.db.insert(ghlSyncItems).values([
      row(waiting.id, 'skipped', 'no_pipeline', before),
      row(synced.id, 'skipped', 'no_pipeline', before),
      row(synced.id, 'done', null, new Date()),
      row(archived.id, 'skipped', 'customer_archived', before),
    ]);

    expect((await tenant.client.put('/api/crm/status-mappings', fullSet(tenant))).statusCode).toBe(200);
    const pending = await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.contractorId, tenant.contractorId));
    expect(pending.filter((r) => r.status === 'pending').map((r) => [r.entityId, r.action, r.detail])).toEqual([[waiting.id, 'opportunity.upsert', { cause: 'mappings_saved' }]]);
    // Saved again while it waits: still one delivery.
    expect((await tenant.client.put('/api/crm/status-mappings', fullSet(tenant))).statusCode).toBe(200);
    expect((await t.db.select().from(ghlSyncItems).where(eq(ghlSyncItems.contractorId, tenant.contractorId))).filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('two saves at once: both answer, and one whole set is kept', async () => {
    const tenant = await connectedContractor('Racing Fence');
    const set = fullSet(tenant);
    const other = { ...set, mappings: set.mappings.map((m) => (m.picketStatus === 'draft' && m.subject === 'quote' ? { ...m, pipelineStageId: stage(sales(tenant), 'New Lead'), opportunityStatus: 'open' } : m)) };
    const answers = await Promise.all([tenant.client.put('/api/crm/status-mappings', set), tenant.client.put('/api/crm/status-mappings', other)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, tenant.contractorId));
    expect(rows).toHaveLength(everyMappableStatus().length);
  });
});

describe('custom field mappings', () => {
  const crmField = (tenant: Tenant, name: string) => fake.store.customFields.get(tenant.locationId)!.find((f) => f.name === name)!;

  it('maps a Picket field to a CRM field with a format rule; the name and model come from the CRM', async () => {
    const tenant = await connectedContractor('Fields Fence');
    const total = crmField(tenant, 'Latest Quote Total');
    const created = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.total', ghlFieldId: total.id, formatRule: 'money' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ picketField: 'quote.total', ghlFieldId: total.id, ghlFieldName: 'Latest Quote Total', ghlFieldModel: 'contact', formatRule: 'money' });

    const feet = crmField(tenant, 'Linear Feet');
    const edited = await tenant.client.put(`/api/crm/field-mappings/${created.json().id}`, { picketField: 'quote.linearFeet', ghlFieldId: feet.id, formatRule: '' });
    expect(edited.json()).toMatchObject({ picketField: 'quote.linearFeet', ghlFieldName: 'Linear Feet', ghlFieldModel: 'opportunity', formatRule: null });
    const list = (await tenant.client.get('/api/crm/field-mappings')).json().mappings;
    expect(list).toHaveLength(1);
    expect((await tenant.client.delete(`/api/crm/field-mappings/${created.json().id}`)).statusCode).toBe(204);
    expect((await tenant.client.get('/api/crm/field-mappings')).json().mappings).toEqual([]);
  });

  it('SPEC §5: a format rule over 500 characters is refused in words; a rule that does not parse says why', async () => {
    const tenant = await connectedContractor('Rules Fence');
    const ghlFieldId = crmField(tenant, 'Fence Type').id;
    const tooLong = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.fenceType', ghlFieldId, formatRule: `{value}${' '.repeat(494)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Format rule must be 500 characters or less', errors: [{ path: 'formatRule' }] });
    const unknown = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.fenceType', ghlFieldId, formatRule: 'shout' });
    expect(unknown.json().message).toBe('Unknown format: use money, number, date, upper, lower, title, trim, truncate or default');
    const noField = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.secret', ghlFieldId, formatRule: null });
    expect(noField.json().message).toBe('Choose a Picket field');
    const exactly500 = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.fenceType', ghlFieldId, formatRule: `{value|title}${' '.repeat(487)}` });
    expect(exactly500.statusCode).toBe(201);
  });

  it('one CRM field takes one Picket field; a field the CRM no longer has is refused', async () => {
    const tenant = await connectedContractor('Once Fence');
    const ghlFieldId = crmField(tenant, 'Quote Link').id;
    expect((await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.link', ghlFieldId })).statusCode).toBe(201);
    const again = await tenant.client.post('/api/crm/field-mappings', { picketField: 'customer.email', ghlFieldId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This GoHighLevel field is already mapped', errors: [{ path: 'ghlFieldId' }] });

    const other = (await tenant.client.post('/api/crm/field-mappings', { picketField: 'customer.city', ghlFieldId: crmField(tenant, 'Fence Type').id })).json();
    expect((await tenant.client.put(`/api/crm/field-mappings/${other.id}`, { picketField: 'customer.city', ghlFieldId })).statusCode).toBe(409);

    const gone = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.link', ghlFieldId: 'fld_not_in_crm' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ key: 'crm.mappingErrors.fieldGone', errors: [{ path: 'ghlFieldId' }] });
    // A field of another location is not this location's.
    const foreign = await tenant.client.post('/api/crm/field-mappings', { picketField: 'quote.link', ghlFieldId: crmField(alice, 'Install Date').id });
    expect(foreign.json().key).toBe('crm.mappingErrors.fieldGone');
  });
});

describe('tenant isolation', () => {
  it("B never reads or changes A's mappings", async () => {
    const aSet = fullSet(alice);
    expect((await alice.client.put('/api/crm/status-mappings', aSet)).statusCode).toBe(200);
    const aField = (await alice.client.post('/api/crm/field-mappings', { picketField: 'quote.fenceType', ghlFieldId: fake.store.customFields.get(alice.locationId)![0].id, formatRule: 'title' })).json();

    expect((await bob.client.get('/api/crm/status-mappings')).json()).toEqual({ pipelineId: null, mappings: [] });
    expect((await bob.client.get('/api/crm/field-mappings')).json().mappings).toEqual([]);
    // B's pickers are B's location: A's pipeline is not among them, and B cannot save it.
    expect((await bob.client.get('/api/crm/pipelines')).json().pipelines.map((p: { id: string }) => p.id)).not.toContain(aSet.pipelineId);
    expect((await bob.client.put('/api/crm/status-mappings', aSet)).statusCode).toBe(400);
    expect((await bob.client.put('/api/crm/status-mappings', fullSet(bob))).statusCode).toBe(200);
    expect((await bob.client.put(`/api/crm/field-mappings/${aField.id}`, { picketField: 'customer.city', ghlFieldId: aField.ghlFieldId })).statusCode).toBe(404);
    expect((await bob.client.delete(`/api/crm/field-mappings/${aField.id}`)).statusCode).toBe(404);

    const aRead = (await alice.client.get('/api/crm/status-mappings')).json();
    expect(aRead.pipelineId).toBe(aSet.pipelineId);
    expect(sorted(aRead.mappings)).toEqual(sorted(aSet.mappings));
    const [aRow] = await t.db.select().from(ghlCustomFieldMappings).where(eq(ghlCustomFieldMappings.id, aField.id));
    expect(aRow).toMatchObject({ contractorId: alice.contractorId, localField: 'quote.fenceType', formatRule: 'title' });
  });
});
