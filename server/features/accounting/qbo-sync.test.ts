// Picket → QuickBooks against a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL) and the fake QuickBooks
// over HTTP: one customer, one invoice per milestone and one payment per payment however often (and however many
// workers) deliver them, a crash between QuickBooks' answer and Picket's commit included; 6240, 5010 and 6540
// handled; a 429 storm ridden out without losing an attempt.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeowners, paymentMilestones, payments, qboLinks, qboSyncItems } from '../../db/schema/index';
import { startFakeQbo, type FakeQbo } from '../../integrations/quickbooks/fake-qbo';
import { useTestApp } from '../../test/use-test-app';
import type { QboLinkDetail, QboSyncItemDetail } from '../../../core/quickbooks/qbo-detail.schema';
import { drainQboItems } from './qbo-delivery';
import { QBO_ACTIONS, QBO_INBOUND_SERIAL_KEY } from './qbo-outbox';
import { approvedQuote, connectQboTenant, convertQuoteToJob, itemsOf, qboDeps, qboTestConfig, recordPayment, syncAll, type QboTenant } from '../../test/quickbooks';

let fake: FakeQbo;
const t = useTestApp({
  config: async () => {
    fake = await startFakeQbo({ webhook: { url: null } });
    return qboTestConfig(fake);
  },
});
let alice: QboTenant;
let bob: QboTenant;

beforeAll(async () => {
  alice = await connectQboTenant(t, fake, 'Lone Star Fence');
  bob = await connectQboTenant(t, fake, 'Hill Country Fence');
});
afterAll(() => fake?.close());

const deps = () => qboDeps(t, t.app.config);
const linksOf = (contractorId: string, kind: 'customer' | 'invoice' | 'payment') => t.db.select().from(qboLinks).where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.kind, kind)));
const cents = (n: unknown) => Math.round(Number(n) * 100);

describe('out: customers and invoices', () => {
  it('approving a quote invoices its deposit once: two workers at once, then again, give one customer and one invoice to the cent', async () => {
    const { homeowner, quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Ana', lastName: 'García', email: 'ana.garcia@example.com' });
    const [pending] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === quote.id);
    expect(pending).toMatchObject({ action: 'invoice.create', entity: 'quote', status: 'pending', origin: 'homeowner' });

    // Two workers at once: one claims the row, the other finds other work or none.
    await Promise.all([drainQboItems(t.db, alice.contractorId, deps()), drainQboItems(t.db, alice.contractorId, deps())]);
    const customers = alice.realm.list('Customer').filter((c) => c.DisplayName === 'Ana García');
    expect(customers).toHaveLength(1);
    expect(customers[0].PrimaryEmailAddr).toEqual({ Address: 'ana.garcia@example.com' });
    const invoices = alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`);
    expect(invoices).toHaveLength(1);
    // $1,397.08 deposit: tax $93.58 as Picket computed it, lines the rest, QuickBooks' total equal to Picket's.
    expect(cents(invoices[0].TotalAmt)).toBe(139_708);
    expect(cents((invoices[0].TxnTaxDetail as { TotalTax: number }).TotalTax)).toBe(9_358);
    expect((invoices[0].CustomerRef as { value: string }).value).toBe(customers[0].Id);

    // "Send again": nothing new in QuickBooks.
    const [done] = await t.db.select().from(qboSyncItems).where(eq(qboSyncItems.id, pending.id));
    expect(done).toMatchObject({ status: 'done', qboId: invoices[0].Id, error: null, attempts: 1 });
    expect((await alice.api.post(`/api/integrations/quickbooks/sync-log/${pending.id}/retry`)).json()).toEqual({ status: 'pending' });
    await syncAll(t.db, alice.contractorId, deps());
    expect(alice.realm.list('Customer').filter((c) => c.DisplayName === 'Ana García')).toHaveLength(1);
    expect(alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`)).toHaveLength(1);
    expect((await linksOf(alice.contractorId, 'customer')).filter((l) => l.localId === homeowner.id)).toHaveLength(1);
  });

  it('a crash between QuickBooks answering and Picket committing leaves one customer and one invoice', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Luis', lastName: 'Ortega' });
    let crashes = 0;
    // QuickBooks answers the create, then the worker dies before the answer is stored.
    const crashing: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (init?.method === 'POST' && /\/(customer|invoice)\?/.test(String(input)) && crashes < 2) {
        crashes += 1;
        throw new Error('worker died');
      }
      return res;
    };
    await drainQboItems(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: crashing }));
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: crashing }));
    expect(crashes).toBe(2);
    expect(alice.realm.list('Customer').filter((c) => c.DisplayName === 'Luis Ortega')).toHaveLength(1);
    expect(alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`)).toHaveLength(1);
    const [item] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === quote.id);
    expect(item).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('a crash whose requestids QuickBooks has forgotten still leaves one customer and one invoice (the name and number clashes adopt them), searching only on the clash', async () => {
    const { homeowner, quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Rosa', lastName: 'Medina' });
    // No email: the customer made before the crash can only be found by its name.
    await t.db.update(homeowners).set({ email: null }).where(eq(homeowners.id, homeowner.id));
    let crashes = 0;
    const sent: string[] = [];
    const crashing: typeof fetch = async (input, init) => {
      const query = new URL(String(input)).searchParams.get('query');
      if (query) sent.push(query);
      const res = await fetch(input, init);
      if (init?.method === 'POST' && /\/(customer|invoice)\?/.test(String(input)) && res.ok && crashes < 2) {
        crashes += 1;
        // Made, and the answer is lost and QuickBooks no longer remembers the requestid: a repeat is a new create.
        alice.realm.replies.clear();
        throw new Error('worker died');
      }
      return res;
    };
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: crashing }));
    expect(crashes).toBe(2);
    expect(alice.realm.list('Customer').filter((c) => c.DisplayName === 'Rosa Medina')).toHaveLength(1);
    const invoices = alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`);
    expect(invoices).toHaveLength(1);
    const [item] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === quote.id);
    expect(item).toMatchObject({ status: 'done', qboId: invoices[0].Id });
    // Searched by name and by number only after the clash each crash caused, never before the first create.
    expect(sent.filter((s) => s.includes("DisplayName = 'Rosa Medina'"))).toHaveLength(1);
    expect(sent.filter((s) => s.includes(`DocNumber = 'Q${quote.quoteNumber}-D'`))).toHaveLength(1);
  });

  it('a name a vendor or employee already uses (6240) gets a clear suffix instead of failing', async () => {
    alice.realm.insert('Vendor', { DisplayName: 'Pat Supplier' });
    await approvedQuote(t.db, alice.contractorId, { firstName: 'Pat', lastName: 'Supplier', email: 'pat.s@example.com' });
    await syncAll(t.db, alice.contractorId, deps());
    const [customer] = alice.realm.list('Customer').filter((c) => String(c.DisplayName).startsWith('Pat Supplier'));
    expect(customer.DisplayName).toBe('Pat Supplier (customer)');
    expect(alice.realm.list('Vendor').filter((v) => v.DisplayName === 'Pat Supplier')).toHaveLength(1);
  });

  it('an existing QuickBooks customer with the same email is linked, not duplicated', async () => {
    alice.realm.insert('Customer', { DisplayName: 'Rosa M. (bookkeeper typed)', PrimaryEmailAddr: { Address: 'rosa@example.com' } });
    await approvedQuote(t.db, alice.contractorId, { firstName: 'Rosa', lastName: 'Martínez', email: 'rosa@example.com' });
    await syncAll(t.db, alice.contractorId, deps());
    const rosas = alice.realm.list('Customer').filter((c) => (c.PrimaryEmailAddr as { Address?: string } | undefined)?.Address === 'rosa@example.com');
    expect(rosas).toHaveLength(1);
    expect(alice.realm.list('Invoice').filter((i) => (i.CustomerRef as { value: string }).value === rosas[0].Id)).toHaveLength(1);
  });
});

describe('out: payments', () => {
  it('a payment by hand and a card payment each become one Payment linked to the job deposit invoice', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Marta', lastName: 'Díaz' });
    const job = await convertQuoteToJob(t.db, { contractorId: alice.contractorId, quoteId: quote.id });
    const milestones = await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id));
    const deposit = milestones.find((m) => m.milestoneType === 'deposit')!;
    await recordPayment(t.db, { contractorId: alice.contractorId, jobId: job.id, input: { paymentType: 'job_deposit', jobId: job.id, milestoneId: deposit.id, amountCents: 50_000, paymentDate: '2026-11-20', paymentMethod: 'check', checkNumber: '1042' } });
    await recordPayment(t.db, { contractorId: alice.contractorId, jobId: job.id, idempotencyKey: 'stripe:cs_test_marta', input: { paymentType: 'job_deposit', jobId: job.id, milestoneId: deposit.id, amountCents: 20_000, paymentDate: '2026-11-21', paymentMethod: 'card' } });
    await Promise.all([syncAll(t.db, alice.contractorId, deps()), syncAll(t.db, alice.contractorId, deps())]);

    const [invoice] = alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`);
    const paymentsInQbo = alice.realm.list('Payment').filter((p) => (p.Line as { LinkedTxn: { TxnId: string }[] }[])[0].LinkedTxn[0].TxnId === invoice.Id);
    expect(paymentsInQbo).toHaveLength(2);
    const mapping = (await alice.api.get('/api/integrations/quickbooks/connection')).json().connection.mapping;
    const byCheck = paymentsInQbo.find((p) => p.PaymentRefNum === '1042')!;
    expect(cents(byCheck.TotalAmt)).toBe(50_000);
    expect((byCheck.DepositToAccountRef as { value: string }).value).toBe(mapping.depositAccountId);
    const byCard = paymentsInQbo.find((p) => cents(p.TotalAmt) === 20_000)!;
    expect((byCard.DepositToAccountRef as { value: string }).value).toBe(mapping.clearingAccountId);
    expect(byCard.PrivateNote).toContain('Stripe cs_test_marta');
    expect(cents(invoice.Balance)).toBe(139_708 - 70_000);
    expect(await linksOf(alice.contractorId, 'payment')).toHaveLength(2);
  });

  it('a payment the bookkeeper already deposited is never edited (6540): the entry fails for a person, in QuickBooks\' words', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Deposited', lastName: 'Case' });
    const job = await convertQuoteToJob(t.db, { contractorId: alice.contractorId, quoteId: quote.id });
    const [deposit] = await t.db.select().from(paymentMilestones).where(and(eq(paymentMilestones.jobId, job.id), eq(paymentMilestones.milestoneType, 'deposit')));
    const { payment } = await recordPayment(t.db, { contractorId: alice.contractorId, jobId: job.id, input: { paymentType: 'job_deposit', jobId: job.id, milestoneId: deposit.id, amountCents: 30_000, paymentDate: '2026-11-20', paymentMethod: 'cash' } });
    await syncAll(t.db, alice.contractorId, deps());
    const [link] = (await linksOf(alice.contractorId, 'payment')).filter((l) => l.localId === payment.id);
    alice.realm.deposited.add(link.qboId);
    await t.db.update(payments).set({ amountCents: 31_000 }).where(eq(payments.id, payment.id));
    const [sent] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === payment.id);
    await alice.api.post(`/api/integrations/quickbooks/sync-log/${sent.id}/retry`);
    await syncAll(t.db, alice.contractorId, deps());
    const failed = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === payment.id && r.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].error).toMatch(/Deposited Transaction cannot be changed/);
    expect(failed[0].detail).toMatchObject({ code: '6540', needsPerson: true });
    expect(cents(alice.realm.get('Payment', link.qboId).TotalAmt)).toBe(30_000);
  });
});

describe('out: conflicts and limits', () => {
  it('a stale SyncToken (5010) is read again and retried: the invoice follows a milestone edited in Picket', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Stale', lastName: 'Token' });
    const job = await convertQuoteToJob(t.db, { contractorId: alice.contractorId, quoteId: quote.id });
    const [second] = (await t.db.select().from(paymentMilestones).where(eq(paymentMilestones.jobId, job.id))).filter((m) => m.milestoneType !== 'deposit');
    await alice.api.raw('PATCH', `/api/milestones/${second.id}`, { status: 'invoiced' });
    await syncAll(t.db, alice.contractorId, deps());
    const [link] = (await linksOf(alice.contractorId, 'invoice')).filter((l) => l.localId === second.id);
    expect(link).toBeDefined();
    await t.db.update(paymentMilestones).set({ amountCents: second.amountCents - 100 }).where(eq(paymentMilestones.id, second.id));
    // The bookkeeper saves the invoice in QuickBooks just as Picket sends its update.
    let edits = 0;
    const racing: typeof fetch = async (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/invoice?') && String(init.body).includes('"sparse":true') && edits === 0) {
        edits += 1;
        const current = alice.realm.get('Invoice', link.qboId);
        alice.realm.update('Invoice', { Id: current.Id, SyncToken: current.SyncToken, sparse: true, CustomerMemo: { value: 'Thanks!' } });
      }
      return fetch(input, init);
    };
    const [sent] = (await itemsOf(t.db, alice.contractorId)).filter((r) => r.entityId === second.id);
    await alice.api.post(`/api/integrations/quickbooks/sync-log/${sent.id}/retry`);
    await syncAll(t.db, alice.contractorId, qboDeps(t, t.app.config, { fetchImpl: racing }));
    expect(edits).toBe(1);
    const invoice = alice.realm.get('Invoice', link.qboId);
    expect(cents(invoice.TotalAmt)).toBe(second.amountCents - 100);
    expect(invoice.CustomerMemo).toEqual({ value: 'Thanks!' });
    expect(Number(invoice.SyncToken)).toBe(2);
  });

  it('a 429 storm is ridden out: every invoice arrives once and no attempt is spent on it', async () => {
    const quotes: { id: string; quoteNumber: number }[] = [];
    for (let i = 0; i < 4; i++) quotes.push((await approvedQuote(t.db, bob.contractorId, { firstName: 'Storm', lastName: `Customer${i}` })).quote);
    fake.failNext({ count: 40, status: 429, retryAfterSeconds: 0, realmId: bob.realm.id });
    await syncAll(t.db, bob.contractorId, deps(), 200);
    for (const q of quotes) expect(bob.realm.list('Invoice').filter((i) => i.DocNumber === `Q${q.quoteNumber}-D`)).toHaveLength(1);
    const rows = (await itemsOf(t.db, bob.contractorId)).filter((r) => quotes.some((q) => q.id === r.entityId));
    expect(rows.every((r) => r.status === 'done' && r.attempts <= 1)).toBe(true);
    expect(fake.requests.filter((r) => r.realmId === bob.realm.id && r.status === 429).length).toBe(40);
  });
});

describe('stored details (issue 20)', () => {
  it('an odd detail on a sync row or a link stops neither the worker nor the sync log; an amount stored as text is not trusted but sent again', async () => {
    const { quote } = await approvedQuote(t.db, alice.contractorId, { firstName: 'Odd', lastName: 'Rows' });
    await syncAll(t.db, alice.contractorId, deps());
    const [link] = (await linksOf(alice.contractorId, 'invoice')).filter((l) => l.localId === quote.id);
    expect(link.detail).toMatchObject({ docNumber: `Q${quote.quoteNumber}-D`, totalCents: 139_708 });
    // Hand edits readJsonb meets: the amount QuickBooks has as text (beside a key no build wrote); a sync row's detail
    // that is not an object, on an inbound read waiting and on a failed send.
    await t.db.update(qboLinks).set({ detail: { ...link.detail, totalCents: '139708', note: 'kept' } as unknown as QboLinkDetail }).where(eq(qboLinks.id, link.id));
    const [inbound] = await t.db.insert(qboSyncItems).values({
      contractorId: alice.contractorId, direction: 'in', entity: 'Invoice', qboId: link.qboId, action: QBO_ACTIONS.inbound, status: 'pending', origin: 'webhook',
      detail: 'not an object' as unknown as QboSyncItemDetail, serialKey: QBO_INBOUND_SERIAL_KEY,
    }).returning();
    const [failed] = await t.db.insert(qboSyncItems).values({
      contractorId: alice.contractorId, direction: 'out', entity: 'quote', entityId: quote.id, action: QBO_ACTIONS.invoiceCreate, status: 'failed', origin: 'contractor',
      detail: [1, 2] as unknown as QboSyncItemDetail, error: 'Something QuickBooks said',
    }).returning();

    const log = await alice.api.get('/api/integrations/quickbooks/sync-log?pageSize=100');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().items as { id: string; detail: Record<string, unknown> }[];
    expect(entries.find((e) => e.id === failed.id)?.detail).toEqual({});
    expect(entries.find((e) => e.id === inbound.id)?.detail).toEqual({});

    // The worker reads the inbound row (no operation: the invoice is read as it is) and the retried send.
    expect((await alice.api.post(`/api/integrations/quickbooks/sync-log/${failed.id}/retry`)).json()).toEqual({ status: 'pending' });
    await syncAll(t.db, alice.contractorId, deps());
    const rows = await itemsOf(t.db, alice.contractorId);
    expect(rows.find((r) => r.id === inbound.id)).toMatchObject({ status: 'skipped', detail: { reason: 'no_change_for_picket' } });
    const retried = rows.filter((r) => r.entityId === quote.id && r.origin === 'resend');
    expect(retried).toMatchObject([{ status: 'done', detail: { cause: 'retry', totalCents: 139_708 } }]);
    // The amount was not trusted: the invoice was updated to Picket's (the same) and the link holds it as a number again.
    const [after] = await t.db.select().from(qboLinks).where(eq(qboLinks.id, link.id));
    expect(after.detail).toEqual({ ...link.detail, totalCents: 139_708, note: 'kept' });
    expect(alice.realm.list('Invoice').filter((i) => i.DocNumber === `Q${quote.quoteNumber}-D`)).toHaveLength(1);
    expect(cents(alice.realm.get('Invoice', link.qboId).TotalAmt)).toBe(139_708);
  });
});
