// GoHighLevel's own published webhook examples (vendored in server/integrations/ghl/spec/webhook-examples, from
// GoHighLevel/highlevel-api-docs) signed and posted to the receiver: each is answered without a 5xx, a card dragged to
// a mapped stage moves its quote, and an email's HTML reaches the customer's Messages card as text.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ghlConnections, ghlStatusMappings, homeowners, quotes } from '../../../db/schema/index';
import { FakeWebhookSender, type FakeWebhookEvent } from '../../../integrations/ghl/fake-webhooks';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { htmlToText } from './message-text';

const EXAMPLES = path.join(import.meta.dirname, '../../../integrations/ghl/spec/webhook-examples');

/** The ```json blocks of a vendored event page (its schemas are ```json json_schema and are skipped). */
function examplesOf(event: string): Record<string, unknown>[] {
  const md = fs.readFileSync(path.join(EXAMPLES, `${event}.md`), 'utf8');
  return [...md.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

const fake = new FakeWebhookSender();
const t = useTestApp({ config: () => ({ ghlWebhookPublicKey: fake.publicKeys.ed25519, ghlWebhookRsaPublicKey: fake.publicKeys.rsa }) });

async function tenant(): Promise<{ contractorId: string; client: ApiClient; location: string }> {
  const a = await makeContractor(t.db);
  const location = `loc-${a.contractorId.slice(0, 8)}`;
  await t.db.insert(ghlConnections).values({ contractorId: a.contractorId, locationId: location, accessTokenEncrypted: 'pit-test' });
  return { contractorId: a.contractorId, client: await signedIn(t.app, a), location };
}

const deliver = (event: Record<string, unknown>) => {
  const d = fake.sign(event as FakeWebhookEvent);
  return t.app.inject({ method: 'POST', url: '/api/integrations/ghl/webhook', headers: d.headers, payload: d.body });
};

describe("GoHighLevel's published examples", () => {
  let alice: Awaited<ReturnType<typeof tenant>>;
  beforeAll(async () => {
    alice = await tenant();
  });

  it('are each answered without a server error', async () => {
    const files = fs.readdirSync(EXAMPLES).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      for (const example of examplesOf(file.replace(/\.md$/, ''))) {
        const res = await deliver({ ...example, locationId: alice.location });
        expect(res.statusCode, `${file}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('OpportunityStageUpdate (status "open") to the stage "approved" is mapped to moves the quote to approved', async () => {
    const [example] = examplesOf('OpportunityStageUpdate');
    expect(example).toMatchObject({ type: 'OpportunityStageUpdate', status: 'open' });
    const customer = await makeCustomer(t.db, alice.contractorId);
    const quote = await makeQuote(t.db, { contractorId: alice.contractorId, homeownerId: customer.id, status: 'sent' });
    await t.db.update(quotes).set({ ghlOpportunityId: example.id as string }).where(eq(quotes.id, quote.id));
    await t.db.update(ghlConnections).set({ pipelineId: example.pipelineId as string }).where(eq(ghlConnections.contractorId, alice.contractorId));
    // As the mapping screen suggests it: approved → that stage, won.
    await t.db.insert(ghlStatusMappings).values({ contractorId: alice.contractorId, subject: 'quote', picketStatus: 'approved', pipelineStageId: example.pipelineStageId as string, opportunityStatus: 'won' });
    const res = await deliver({ ...example, locationId: alice.location });
    expect(res.statusCode).toBe(200);
    const [q] = await t.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(q.status).toBe('approved');
  });

  it("an email InboundMessage's HTML body shows as its text on the customer's Messages", async () => {
    const email = examplesOf('InboundMessage').find((e) => e.messageType === 'Email')!;
    expect(email.body).toContain('<div');
    const customer = await makeCustomer(t.db, alice.contractorId);
    await t.db.update(homeowners).set({ ghlContactId: email.contactId as string }).where(eq(homeowners.id, customer.id));
    expect((await deliver({ ...email, locationId: alice.location })).statusCode).toBe(200);
    const res = await alice.client.get(`/api/homeowners/${customer.id}/messages`);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([expect.objectContaining({ direction: 'in', channel: 'Email', body: 'Testing Email Notification' })]);
  });
});

describe('htmlToText', () => {
  it('keeps words and line breaks, drops markup, scripts and styles, decodes entities', () => {
    expect(htmlToText('<p>Hi&nbsp;Dana,</p><p>Gate is 4&#39; wide &amp; <b>black</b>.<br>Thanks</p>')).toBe("Hi Dana,\nGate is 4' wide & black.\nThanks");
    expect(htmlToText('<style>p{color:red}</style><script>alert(1)</script><!-- x --><div>ok</div>')).toBe('ok');
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlToText('cut <a href="')).toBe('cut');
  });
});
