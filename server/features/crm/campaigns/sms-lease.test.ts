// Campaign texts on the shared outbound lanes (server/db/outbound-lanes.ts, issue 28), against a real database (PGlite,
// and PostgreSQL with TEST_DATABASE_URL): a claim holds a ticket and a lease; a worker that stops (its instance died)
// leaves a row the tick's reaper gives back once the lease has run out; the next claim completes it and exactly one
// text reaches the CRM; the old claim's outcome, arriving late, is dropped. A live lease is renewed while a slow call
// is out, so the row stays with its worker.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ghlSmsSends, homeowners, smsLogs } from '../../../db/schema/index';
import { signedIn } from '../../../test/api';
import { makeContractor } from '../../../test/factories';
import { makeCustomer, makeQuote } from '../../../test/job-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { transitionQuote } from '../../quotes/quotes.service';
import { deliverScheduledSms, markEnqueued, reapExpiredSends, recoverStalledSends, SMS_LEASE_MS, type CrmMessenger, type SmsDeliveryDeps } from './sms-campaign-delivery';
import { scheduleCampaignMessages } from './sms-campaign-triggers';

const t = useTestApp();
let contractorId: string;

beforeAll(async () => {
  const account = await makeContractor(t.db, { businessName: 'Llano Fence' });
  contractorId = account.contractorId;
  const client = await signedIn(t.app, account);
  const res = await client.post('/api/crm/sms-campaigns', { name: 'At once', triggerEvent: 'quote_sent', delayMinutes: 0, template: 'Hi {{first_name}}, quote #{{quote_number}} is ready' });
  expect(res.statusCode, res.body).toBe(201);
});

/** One text due now: a customer in the CRM and a quote just sent. */
async function dueSend(firstName: string) {
  const customer = await makeCustomer(t.db, contractorId, { firstName, phone: '512-555-0188' });
  await t.db.update(homeowners).set({ ghlContactId: `ct_${customer.id.slice(0, 8)}` }).where(eq(homeowners.id, customer.id));
  const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'draft', totalCents: 310_000 });
  await transitionQuote(t.db, { contractorId, quoteId: quote.id, status: 'sent' });
  const [row] = await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.quoteId, quote.id));
  return { id: row.id, homeownerId: customer.id };
}

/** The fake CRM: counts the texts it accepted; `hold` makes a step wait (after answering, for sendSms) until released. */
function fakeCrm(hold: { dnd?: Promise<void>; afterSend?: Promise<void> } = {}) {
  const texts: string[] = [];
  let reached!: () => void;
  const reachedHold = new Promise<void>((r) => (reached = r));
  const messenger: CrmMessenger = {
    contactDoNotDisturb: async () => {
      if (hold.dnd) {
        reached();
        await hold.dnd;
      }
      return false;
    },
    sendSms: async (input) => {
      texts.push(input.message);
      if (hold.afterSend) {
        reached();
        await hold.afterSend;
      }
      return { messageId: `msg_${texts.length}` };
    },
  };
  const deps: SmsDeliveryDeps = { messengerFor: async () => messenger, publicUrl: 'https://picket.example' };
  return { texts, reachedHold, deps };
}

function gate() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return { released, release };
}

const rowOf = async (id: string) => (await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.id, id)))[0];
const expireLease = (id: string) => t.db.update(ghlSmsSends).set({ updatedAt: new Date(Date.now() - SMS_LEASE_MS - 1_000) }).where(eq(ghlSmsSends.id, id));

describe('a campaign text whose worker stops', () => {
  it('before the CRM call: the reaper gives it back, the next claim sends it once, the late outcome is dropped', async () => {
    const send = await dueSend('Abril');
    const hold = gate();
    const old = fakeCrm({ dnd: hold.released });
    // The old worker claims the row and stops in the do-not-disturb check (right before sending).
    const late = deliverScheduledSms(t.db, send.id, old.deps);
    await old.reachedHold;
    const claimed = await rowOf(send.id);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1, handedOverAt: null });
    expect(claimed.claimToken).toEqual(expect.any(String));

    // A live lease keeps it with its worker: the reaper leaves it alone and another job finds it taken.
    const fresh = fakeCrm();
    expect(await reapExpiredSends(t.db)).toBe(0);
    expect(await deliverScheduledSms(t.db, send.id, fresh.deps)).toBe('taken');

    // The lease runs out (nothing renews it): the reaper gives the row back, to be queued again.
    await expireLease(send.id);
    expect(await reapExpiredSends(t.db)).toBe(1);
    expect(await rowOf(send.id)).toMatchObject({ status: 'scheduled', reason: 'interrupted', claimToken: null, enqueuedAt: null });

    // The next claim (a new ticket) sends it; the old worker then wakes and its outcome is dropped: no second text.
    expect(await deliverScheduledSms(t.db, send.id, fresh.deps)).toBe('sent');
    hold.release();
    expect(await late).toBe('taken');
    expect(fresh.texts).toHaveLength(1);
    expect(old.texts).toHaveLength(0);
    const done = await rowOf(send.id);
    expect(done).toMatchObject({ status: 'sent', attempts: 2, claimToken: null, reason: null });
    expect(await t.db.select().from(smsLogs).where(eq(smsLogs.homeownerId, send.homeownerId))).toEqual([expect.objectContaining({ id: done.smsLogId, status: 'sent', providerMessageId: 'msg_1' })]);
    expect(await reapExpiredSends(t.db)).toBe(0);
    expect(await rowOf(send.id)).toEqual(done);
  });

  it('after the CRM answered: the next claim completes it without texting again, and the late "sent" is dropped', async () => {
    const send = await dueSend('Bruno');
    const hold = gate();
    const crm = fakeCrm({ afterSend: hold.released });
    const late = deliverScheduledSms(t.db, send.id, crm.deps);
    await crm.reachedHold;
    expect(crm.texts).toHaveLength(1);
    const old = await rowOf(send.id);
    expect(old).toMatchObject({ status: 'sending', handedOverAt: expect.any(Date) });

    await expireLease(send.id);
    expect(await reapExpiredSends(t.db)).toBe(1);
    // The new claim sees the text was handed over under an earlier claim: at most once, so it is not sent again.
    expect(await deliverScheduledSms(t.db, send.id, crm.deps)).toBe('failed');
    expect(crm.texts).toHaveLength(1);
    const done = await rowOf(send.id);
    expect(done).toMatchObject({ status: 'failed', reason: 'interrupted', attempts: 2, claimToken: null });

    hold.release();
    expect(await late).toBe('taken');
    expect(await rowOf(send.id)).toEqual(done);
    expect(await t.db.select().from(smsLogs).where(eq(smsLogs.homeownerId, send.homeownerId))).toHaveLength(0);
  });

  it('a slow call renews its lease, so the reaper leaves it with its worker', async () => {
    const send = await dueSend('Celia');
    const leaseMs = 600;
    const crm = fakeCrm({ afterSend: new Promise((r) => setTimeout(r, leaseMs * 2)) });
    let reaped = 0;
    const reaper = setInterval(() => void reapExpiredSends(t.db, new Date(), leaseMs).then((n) => (reaped += n)), 50);
    try {
      expect(await deliverScheduledSms(t.db, send.id, { ...crm.deps, leaseMs })).toBe('sent');
    } finally {
      clearInterval(reaper);
    }
    expect(reaped).toBe(0);
    expect(crm.texts).toHaveLength(1);
    expect(await rowOf(send.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a row left sending from before claims had tickets is failed as interrupted, never sent again', async () => {
    const send = await dueSend('Dario');
    await t.db.update(ghlSmsSends).set({ status: 'sending', attempts: 1, claimToken: null, updatedAt: new Date(Date.now() - SMS_LEASE_MS - 1_000) }).where(eq(ghlSmsSends.id, send.id));
    expect(await reapExpiredSends(t.db)).toBe(1);
    expect(await rowOf(send.id)).toMatchObject({ status: 'failed', reason: 'interrupted' });
    const crm = fakeCrm();
    expect(await deliverScheduledSms(t.db, send.id, crm.deps)).toBe('taken');
    expect(crm.texts).toHaveLength(0);
  });
});

describe("a text's times on one clock (issue 20)", () => {
  it("the trigger's clock writes its send time and its last change, so the recovery, on the same clock, hands it over again", async () => {
    // A trigger whose clock reads three hours before the database's (a test's clock, or an app host that drifted): the
    // row's send_at and updated_at are both its time. Before, updated_at was the database's now(), and the recovery saw
    // a text two hours past due that had "just" changed, so a lost job's text was never handed over again.
    const customer = await makeCustomer(t.db, contractorId, { firstName: 'Clara', phone: '512-555-0190' });
    const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'sent', totalCents: 120_000 });
    const then = new Date(Date.now() - 3 * 3600_000);
    expect(await scheduleCampaignMessages(t.db, { type: 'quote.status_changed', contractorId, origin: 'contractor', quoteId: quote.id, from: 'draft', to: 'sent' }, then)).toBe(1);
    const [row] = await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.quoteId, quote.id));
    expect(row).toMatchObject({ sendAt: then, updatedAt: then, createdAt: then });

    // Handed to the queue, whose job was then lost: three hours on (by the same clock) the recovery hands it over again.
    await markEnqueued(t.db, [row.id]);
    await recoverStalledSends(t.db, new Date(then.getTime() + 3 * 3600_000));
    expect(await rowOf(row.id)).toMatchObject({ status: 'scheduled', enqueuedAt: null });
  });

  it('a text scheduled at once is due to a claim in the same millisecond', async () => {
    const customer = await makeCustomer(t.db, contractorId, { firstName: 'Mila', phone: '512-555-0191' });
    await t.db.update(homeowners).set({ ghlContactId: `ct_${customer.id.slice(0, 8)}` }).where(eq(homeowners.id, customer.id));
    const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'sent', totalCents: 120_000 });
    const at = new Date();
    expect(await scheduleCampaignMessages(t.db, { type: 'quote.status_changed', contractorId, origin: 'contractor', quoteId: quote.id, from: 'draft', to: 'sent' }, at)).toBe(1);
    const [row] = await t.db.select().from(ghlSmsSends).where(eq(ghlSmsSends.quoteId, quote.id));
    const crm = fakeCrm();
    expect(await deliverScheduledSms(t.db, row.id, { ...crm.deps, now: () => at })).toBe('sent');
    expect(crm.texts).toHaveLength(1);
  });
});
