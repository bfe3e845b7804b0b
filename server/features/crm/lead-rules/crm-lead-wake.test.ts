// Issue 28 item 2: a new lead's rule actions start from the webhook, not from the minute's tick. The queue's cron is
// set to once a year here, so only the webhook's wake (queue/wake.ts) can queue the lead's job; the test waits for the
// actions to reach the CRM and asserts they did, never how fast (that is a benchmark figure).
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ghlConnections, ghlLeadAssignments } from '../../../db/schema/index';
import { FakeWebhookSender } from '../../../integrations/ghl/fake-webhooks';
import { signedIn } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { pgBossDb } from '../../../queue/boss';
import { startCrmInboundQueue } from '../inbound/crm-inbound-queue';
import type { CrmLeadActions } from './lead-assignment-delivery';

const fake = new FakeWebhookSender();
const t = useTestApp({ config: () => ({ ghlWebhookPublicKey: fake.publicKeys.ed25519, ghlWebhookRsaPublicKey: fake.publicKeys.rsa }) });
const tagged: { contactId: string; tags: string[] }[] = [];
const actions: CrmLeadActions = {
  assignContact: async () => {},
  addContactTags: async (contactId, tags) => {
    tagged.push({ contactId, tags });
  },
  openOpportunity: async () => {},
};
let boss: PgBoss;
let stopWake: () => void;

beforeAll(async () => {
  boss = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
  await boss.start();
  const quiet = { error: () => {}, info: () => {} };
  const queue = await startCrmInboundQueue(boss, t.database, { messengerFor: async () => null, leadActionsFor: async () => actions, publicUrl: 'https://picket.example' }, quiet, {
    cron: '0 0 1 1 *',
    pollingIntervalSeconds: 30,
  });
  stopWake = queue.stop;
});
afterAll(async () => {
  stopWake?.();
  await boss?.stop({ graceful: false, wait: true }).catch(() => {});
});

it("a new lead's rule actions are queued by its webhook and run, with no tick", async () => {
  const account = await makeContractor(t.db);
  const location = `loc-wake-${account.contractorId.slice(0, 8)}`;
  await t.db.insert(ghlConnections).values({ contractorId: account.contractorId, locationId: location, accessTokenEncrypted: 'pit-test' });
  const client = await signedIn(t.app, account);
  const rule = await client.post('/api/crm/lead-rules', { name: 'Everyone', priority: 10, conditions: {}, actions: { addTags: ['picket-lead'] } });
  expect(rule.statusCode, rule.body).toBe(201);

  const contactId = `ct_wake_${Date.now()}`;
  const delivery = fake.sign({ type: 'ContactCreate', locationId: location, id: contactId, firstName: 'Rosa', lastName: 'Diaz', email: `rosa.wake.${Date.now()}@example.com`, postalCode: '78704' });
  const res = await t.app.inject({ method: 'POST', url: '/api/integrations/ghl/webhook', headers: delivery.headers, payload: delivery.body });
  expect(res.statusCode, res.body).toBe(200);

  // The workers poll every 30 s and the cron is yearly: only the wake's job and its notifyWorker get here.
  for (let i = 0; i < 300 && !tagged.some((x) => x.contactId === contactId); i++) await new Promise((r) => setTimeout(r, 100));
  expect(tagged.filter((x) => x.contactId === contactId)).toEqual([{ contactId, tags: ['picket-lead'] }]);
  const [assignment] = await t.db.select().from(ghlLeadAssignments).where(eq(ghlLeadAssignments.contactId, contactId));
  expect(assignment).toMatchObject({ status: 'done', ruleName: 'Everyone' });
}, 120_000);
