// SMS campaigns against a real database: the API (SPEC §5 messages, tenant isolation), scheduling from domain events,
// and sending: cancelled when the trigger no longer holds, do-not-disturb skipped, the homeowner's language, once only.
import { and, count, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { ghlSmsSends, homeowners, quotes, smsLogs } from '../../../db/schema/index';
import { signedIn, type ApiClient } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { pgBossDb } from '../../../queue/boss';
import { transitionQuote } from '../../quotes/quotes.service';
import { crmInboundTick, startCrmInboundQueue } from '../inbound/crm-inbound-queue';
import { deliverScheduledSms, type CrmMessenger } from './sms-campaign-delivery';
import { DAY_MS } from '../../../../core/dates';

const t = useTestApp();

let alice: { contractorId: string; client: ApiClient };
let bob: { contractorId: string; client: ApiClient };

beforeAll(async () => {
  const a = await makeContractor(t.db, { businessName: 'Lone Star Fence' });
  const b = await makeContractor(t.db);
  alice = { contractorId: a.contractorId, client: await signedIn(t.app, a) };
  bob = { contractorId: b.contractorId, client: await signedIn(t.app, b) };
});

/** A messenger that records what it was asked to send. */
function recordingMessenger(options: { dnd?: boolean; failWith?: unknown } = {}) {
  const sent: { contactId: string; message: string }[] = [];
  const messenger: CrmMessenger = {
    contactDoNotDisturb: async () => options.dnd ?? false,
    sendSms: async (input) => {
      if (options.failWith) throw options.failWith;
      sent.push(input);
      return { messageId: `msg_${sent.length}` };
    },
  };
  return { sent, deps: { messengerFor: async () => messenger, publicUrl: 'https://picket.example' } };
}

async function campaign(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/crm/sms-campaigns', { name: 'Follow up', triggerEvent: 'quote_sent', delayMinutes: 3 * 1440, template: 'Hi {{first_name}}, any questions about quote #{{quote_number}}? {{quote_link}}', ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function sentQuote(contractorId: string, options: { language?: 'en' | 'es'; contactId?: string | null } = {}) {
  const customer = await makeCustomer(t.db, contractorId, { firstName: 'Marta' });
  if (options.contactId !== null) await t.db.update(homeowners).set({ ghlContactId: options.contactId ?? `ct_${customer.id.slice(0, 8)}` }).where(eq(homeowners.id, customer.id));
  const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'draft', totalCents: 482_500 });
  if (options.language) await t.db.update(quotes).set({ language: options.language }).where(eq(quotes.id, quote.id));
  await transitionQuote(t.db, { contractorId, quoteId: quote.id, status: 'sent' });
  return { customer, quote };
}

async function sendsOf(quoteId: string) {
  return t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.quoteId, quoteId));
}

describe('the campaigns API', () => {
  it('answers bad input with the SPEC §5 messages', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await alice.client.post('/api/crm/sms-campaigns', { name: 'x', triggerEvent: 'quote_sent', delayMinutes: 0, template: 'Hi', ...body });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ delayMinutes: 43_201 })).toBe('Trigger delay cannot exceed 30 days');
    expect(await bad({ template: 'x'.repeat(1601) })).toBe('Message too long for SMS');
    expect(await bad({ name: '' })).toBe('Name is required');
    expect(await bad({ name: 'x'.repeat(101) })).toBe('Name must be 100 characters or less');
  });

  it("lists only the contractor's own campaigns; another's is 404 to change or delete", async () => {
    const mine = await campaign(alice.client, { name: 'Mine' });
    expect((await bob.client.get('/api/crm/sms-campaigns')).json().campaigns).toEqual([]);
    const update = await bob.client.put(`/api/crm/sms-campaigns/${mine.id}`, { name: 'Stolen', triggerEvent: 'quote_sent', delayMinutes: 0, template: 'x' });
    expect(update.statusCode).toBe(404);
    expect((await bob.client.delete(`/api/crm/sms-campaigns/${mine.id}`)).statusCode).toBe(404);
    expect((await bob.client.delete('/api/crm/sms-campaigns/not-a-uuid')).statusCode).toBe(404);
    expect((await alice.client.delete(`/api/crm/sms-campaigns/${mine.id}`)).statusCode).toBe(204);
  });
});

describe('scheduling and sending', () => {
  it('a sent quote schedules one message per campaign at its delay, never twice', async () => {
    const c = await campaign(alice.client, { name: 'Three days after' });
    const before = Date.now();
    const { quote } = await sentQuote(alice.contractorId);
    const rows = (await sendsOf(quote.id)).filter((r) => r.campaignId === c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].sendAt.getTime()).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(rows[0].status).toBe('scheduled');
    // Not due yet: nothing is claimed.
    expect(await deliverScheduledSms(t.db, rows[0].id, recordingMessenger().deps)).toBe('not_due');
    expect((await sendsOf(quote.id)).filter((r) => r.campaignId === c.id)).toHaveLength(1);
    await t.db.delete(ghlSmsSends).where(eq(ghlSmsSends.campaignId, c.id));
    await alice.client.delete(`/api/crm/sms-campaigns/${c.id}`);
  });

  it('is cancelled when the homeowner approved before it was due', async () => {
    const c = await campaign(alice.client, { name: 'Nudge' });
    const { quote } = await sentQuote(alice.contractorId);
    await transitionQuote(t.db, { contractorId: alice.contractorId, quoteId: quote.id, status: 'approved' }); // day 2
    const [row] = (await sendsOf(quote.id)).filter((r) => r.campaignId === c.id);
    const { sent, deps } = recordingMessenger();
    expect(await deliverScheduledSms(t.db, row.id, { ...deps, now: () => new Date(Date.now() + 3 * DAY_MS + 60_000) })).toBe('cancelled');
    expect(sent).toEqual([]);
    const [after] = await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.id, row.id));
    expect(after).toMatchObject({ status: 'cancelled', reason: 'trigger_gone', smsLogId: null });
    await alice.client.delete(`/api/crm/sms-campaigns/${c.id}`);
  });

  it('sends in the homeowner language, logs it in sms_logs, and two workers send it once', async () => {
    const c = await campaign(alice.client, { name: 'Bilingual', delayMinutes: 0, templateEs: 'Hola {{first_name}}, su cotización #{{quote_number}} de {{business_name}}: {{amount}}' });
    const { quote, customer } = await sentQuote(alice.contractorId, { language: 'es' });
    const [row] = (await sendsOf(quote.id)).filter((r) => r.campaignId === c.id);
    const { sent, deps } = recordingMessenger();
    const outcomes = await Promise.all([deliverScheduledSms(t.db, row.id, deps), deliverScheduledSms(t.db, row.id, deps)]);
    expect(outcomes.sort()).toEqual(['sent', 'taken']);
    expect(sent).toEqual([{ contactId: `ct_${customer.id.slice(0, 8)}`, message: `Hola Marta, su cotización #${quote.quoteNumber} de Lone Star Fence: $4,825.00` }]);
    const [log] = await t.db.select().from(smsLogs).where(eq(smsLogs.homeownerId, customer.id));
    expect(log).toMatchObject({ status: 'sent', providerMessageId: 'msg_1', message: sent[0].message, contractorId: alice.contractorId });
    // The customer's page shows the text Picket sent.
    const page = await alice.client.get(`/api/homeowners/${customer.id}/messages`);
    expect(page.json().messages).toEqual([expect.objectContaining({ direction: 'out', body: sent[0].message, status: 'sent' })]);
    await alice.client.delete(`/api/crm/sms-campaigns/${c.id}`);
  });

  it('skips a do-not-disturb contact and a customer not in the CRM; retries a busy CRM', async () => {
    const c = await campaign(alice.client, { name: 'Now', delayMinutes: 0 });
    const dnd = await sentQuote(alice.contractorId);
    const [dndRow] = (await sendsOf(dnd.quote.id)).filter((r) => r.campaignId === c.id);
    const quiet = recordingMessenger({ dnd: true });
    expect(await deliverScheduledSms(t.db, dndRow.id, quiet.deps)).toBe('skipped');
    expect(quiet.sent).toEqual([]);
    expect((await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.id, dndRow.id)))[0].reason).toBe('dnd');

    const unsynced = await sentQuote(alice.contractorId, { contactId: null });
    const [unsyncedRow] = (await sendsOf(unsynced.quote.id)).filter((r) => r.campaignId === c.id);
    expect(await deliverScheduledSms(t.db, unsyncedRow.id, recordingMessenger().deps)).toBe('skipped');

    const busy = await sentQuote(alice.contractorId);
    const [busyRow] = (await sendsOf(busy.quote.id)).filter((r) => r.campaignId === c.id);
    const rateLimited = Object.assign(new Error('429'), { kind: 'rate_limited', retryable: true });
    expect(await deliverScheduledSms(t.db, busyRow.id, recordingMessenger({ failWith: rateLimited }).deps)).toBe('retry');
    expect((await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.id, busyRow.id)))[0]).toMatchObject({ status: 'scheduled', reason: 'rate_limited', attempts: 1 });
    const ok = recordingMessenger();
    expect(await deliverScheduledSms(t.db, busyRow.id, ok.deps)).toBe('sent');
    expect(ok.sent).toHaveLength(1);
    await alice.client.delete(`/api/crm/sms-campaigns/${c.id}`);
  });

  it('on pg-boss with two instances: the message due now goes out exactly once', async () => {
    const c = await campaign(alice.client, { name: 'Queued', delayMinutes: 0 });
    const { quote, customer } = await sentQuote(alice.contractorId);
    const sent: string[] = [];
    let resolveSent!: () => void;
    const firstSend = new Promise<void>((r) => (resolveSent = r));
    const messenger: CrmMessenger = {
      contactDoNotDisturb: async () => false,
      sendSms: async ({ message }) => {
        sent.push(message);
        resolveSent();
        return { messageId: 'm' };
      },
    };
    const deps = { messengerFor: async () => messenger, leadActionsFor: async () => null, publicUrl: 'https://picket.example' };
    const quiet = { error: () => {}, info: () => {} };
    const bosses = [new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' }), new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' })];
    try {
      for (const boss of bosses) {
        await boss.start();
        // The cron is never reached in the test: both instances tick by hand.
        await startCrmInboundQueue(boss, t.database, deps, quiet, { cron: '0 0 1 1 *', pollingIntervalSeconds: 0.5 });
      }
      await Promise.all(bosses.map((b) => crmInboundTick(b, t.database)));
      await firstSend;
      // Let both workers drain whatever the two ticks queued before counting.
      for (const boss of bosses) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      const rows = (await sendsOf(quote.id)).filter((r) => r.campaignId === c.id);
      expect(rows.map((r) => r.status)).toEqual(['sent']);
      expect(sent).toHaveLength(1);
      const [logs] = await t.db.select({ n: count() }).from(smsLogs).where(and(eq(smsLogs.contractorId, alice.contractorId), eq(smsLogs.homeownerId, customer.id)));
      expect(Number(logs.n)).toBe(1);
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: false, wait: true }).catch(() => {});
    }
  }, 120_000);
});
