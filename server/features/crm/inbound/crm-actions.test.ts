// The inbound queue's CRM actions through a stored connection against the fake CRM: texts go out as SMS through the
// conversations API, do-not-disturb is read from the contact, a routed lead's actions land once however often they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config';
import { ghlSetupFrom, type GhlSetup } from '../../../integrations/clients';
import { ghlConnections } from '../../../db/schema/index';
import { startFakeGhl, type FakeGhl } from '../../../integrations/ghl/fake-ghl';
import { makeContractor } from '../../../test/factories';
import { useTestDb } from '../../../test/use-test-app';
import { contactBlocksSms, crmLeadActionsFor, crmMessengerFor } from './crm-actions';

const t = useTestDb();
let fake: FakeGhl;
let ghl: GhlSetup;

beforeAll(async () => {
  fake = await startFakeGhl();
  ghl = ghlSetupFrom(testConfig({ ghlApiUrl: fake.url }));
});
afterAll(async () => {
  await fake?.close();
});

async function connected() {
  const { contractorId } = await makeContractor(t.db);
  const { location, token } = fake.createLocation({ name: 'Action Fencing' });
  await t.db.insert(ghlConnections).values({ contractorId, locationId: location.id, accessTokenEncrypted: token });
  return { contractorId, locationId: location.id };
}

describe('contactBlocksSms', () => {
  it('is on for do-not-disturb everywhere or on SMS, off otherwise', () => {
    expect(contactBlocksSms({ dnd: true })).toBe(true);
    expect(contactBlocksSms({ dnd: false, dndSettings: { SMS: { status: 'active' } } })).toBe(true);
    expect(contactBlocksSms({ dnd: false, dndSettings: { Email: { status: 'active' }, SMS: { status: 'inactive' } } })).toBe(false);
    expect(contactBlocksSms({})).toBe(false);
  });

  it('blocks a homeowner who opted out of texts permanently, on SMS only', () => {
    expect(contactBlocksSms({ dnd: false, dndSettings: { SMS: { status: 'permanent' } } })).toBe(true);
    expect(contactBlocksSms({ dndSettings: { SMS: { status: 'permanent', message: 'STOP' } } })).toBe(true);
    expect(contactBlocksSms({ dnd: false, dndSettings: { Email: { status: 'permanent' }, SMS: { status: 'inactive' } } })).toBe(false);
    expect(contactBlocksSms({ dnd: false, dndSettings: { Call: { status: 'permanent' } } })).toBe(false);
  });
});

describe('crmMessengerFor', () => {
  it('is null without a connection', async () => {
    const { contractorId } = await makeContractor(t.db);
    expect(await crmMessengerFor(ghl)(t.db, contractorId)).toBeNull();
  });

  it('sends an SMS through the conversations API and reads do-not-disturb from the contact', async () => {
    const { contractorId, locationId } = await connected();
    const contact = fake.store.createContact(locationId, { firstName: 'Rosa', phone: '+15125550101' });
    const quiet = fake.store.createContact(locationId, { firstName: 'Ana', phone: '+15125550102' });
    quiet.dnd = true;
    const optedOut = fake.store.createContact(locationId, { firstName: 'Eva', phone: '+15125550104' });
    optedOut.dndSettings = { SMS: { status: 'permanent', message: 'Replied STOP' } };
    const messenger = (await crmMessengerFor(ghl)(t.db, contractorId))!;
    expect(await messenger.contactDoNotDisturb(contact.id)).toBe(false);
    expect(await messenger.contactDoNotDisturb(quiet.id)).toBe(true);
    expect(await messenger.contactDoNotDisturb(optedOut.id)).toBe(true);
    const sent = await messenger.sendSms({ contactId: contact.id, message: 'Your quote is ready' });
    expect(sent.messageId).toBeTruthy();
    const messages = fake.store.messages.filter((m) => m.locationId === locationId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ contactId: contact.id, type: 'SMS', direction: 'outbound', message: 'Your quote is ready' });
  });
});

describe('crmLeadActionsFor', () => {
  it('assigns, tags and opens one opportunity in the pipeline, even when run twice', async () => {
    const { contractorId, locationId } = await connected();
    const contact = fake.store.createContact(locationId, { firstName: 'Luis', phone: '+15125550103', tags: ['facebook'] });
    const [user] = fake.store.users.get(locationId)!;
    const [pipeline] = fake.store.pipelines.get(locationId)!;
    const actions = (await crmLeadActionsFor(ghl)(t.db, contractorId))!;
    for (let run = 0; run < 2; run++) {
      await actions.assignContact(contact.id, user.id);
      await actions.addContactTags(contact.id, ['north-austin']);
      await actions.openOpportunity({ contactId: contact.id, pipelineId: pipeline.id, stageId: pipeline.stages[0].id, name: 'Luis', assignedTo: user.id });
    }
    const stored = fake.store.contacts.get(contact.id)!;
    expect(stored.assignedTo).toBe(user.id);
    expect(stored.tags).toEqual(['facebook', 'north-austin']);
    const opportunities = fake.store.opportunitiesOf(locationId).filter((o) => o.contactId === contact.id);
    expect(opportunities).toHaveLength(1);
    expect(opportunities[0]).toMatchObject({ pipelineId: pipeline.id, pipelineStageId: pipeline.stages[0].id, status: 'open', assignedTo: user.id });
  });
});
