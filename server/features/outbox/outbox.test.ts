// Issue 21 item 5: the outbox a contractor and an admin can open. Without SMTP_URL mail waits here; a contractor reads
// only their own (tenant isolation), private links stay masked, and account messages open only on a test install.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmails, outboxEmails, securityAuditEvents } from '../../db/schema/index';
import { ApiClient, makeTestApp, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp({ config: () => ({ publicUrl: 'https://quotes.example.test' }) });
let a: Awaited<ReturnType<typeof makeContractor>>;
let b: Awaited<ReturnType<typeof makeContractor>>;
let contractorA: ApiClient;
let contractorB: ApiClient;
let admin: ApiClient;
let adminId: string;
let sentOutboxId: string;
let link: string;

beforeAll(async () => {
  a = await makeContractor(testApp.db, { businessName: 'Outbox Fence A' });
  b = await makeContractor(testApp.db, { businessName: 'Outbox Fence B' });
  contractorA = await signedIn(testApp.app, a);
  contractorB = await signedIn(testApp.app, b);
  const adminAccount = await makeAdmin(testApp.db);
  adminId = adminAccount.userId;
  admin = await signedIn(testApp.app, adminAccount);
  // Contractor A sends a quote: no mail server, so it waits in A's outbox.
  const customer = (await contractorA.post('/api/homeowners', { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.com', phone: '512-555-0150', address: '5 Live Oak St', city: 'Austin', state: 'TX', zipCode: '78702' })).json();
  const run = { id: 'back', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };
  const quote = (await contractorA.post('/api/quotes', { quoteType: 'layout', homeownerId: customer.id, runs: [run], language: 'es' })).json();
  const sent = await contractorA.post(`/api/quotes/${quote.id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json().delivery).toBe('outbox');
  sentOutboxId = sent.json().quote.outbox[0].id;
  link = sent.json().quote.publicLink.url;
});

describe('the contractor’s outbox', () => {
  it('lists the contractor’s waiting mail and opens it with the private link masked', async () => {
    const page = (await contractorA.get('/api/outbox')).json();
    expect(page.mailServer).toBe(false);
    expect(page.items.map((i: { id: string }) => i.id)).toContain(sentOutboxId);
    expect(page.items.find((i: { id: string }) => i.id === sentOutboxId)).toMatchObject({ status: 'outbox', to: 'l***@example.com' });
    const message = await contractorA.get(`/api/outbox/${sentOutboxId}`);
    expect(message.statusCode, message.body).toBe(200);
    expect(message.json().subject).toBe('Tu cotización de cerca #1001 de Outbox Fence A');
    const token = /\/customer\/quote\/([^/]+)\/view/.exec(link)![1];
    expect(token.length).toBeGreaterThan(16);
    expect(message.json().body).not.toContain(token);
    expect(message.json().body).toContain('[personal quote link]');
  });

  it('masks a private link any writer may have left in a stored body', async () => {
    const [row] = await testApp.db
      .insert(outboxEmails)
      .values({ contractorId: a.contractorId, toAddress: 'h***@example.com', subject: 'Pay', body: 'Pay here: https://x.test/customer/pay/AbCdEfGhIjKlMnOpQrSt and https://x.test/customer/quote/ZyXwVuTsRqPoNmLk/view', status: 'failed', error: 'connect ECONNREFUSED' })
      .returning({ id: outboxEmails.id });
    const body = (await contractorA.get(`/api/outbox/${row.id}`)).json().body as string;
    expect(body).toBe('Pay here: https://x.test/customer/pay/•••••• and https://x.test/customer/quote/••••••/view');
    const listed = (await contractorA.get('/api/outbox')).json().items.find((i: { id: string }) => i.id === row.id);
    expect(listed).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED' });
  });

  it('leaves out mail that was sent', async () => {
    const [row] = await testApp.db.insert(outboxEmails).values({ contractorId: a.contractorId, toAddress: 's***@example.com', subject: 'Sent one', body: 'x', status: 'sent', sentAt: new Date() }).returning({ id: outboxEmails.id });
    expect((await contractorA.get('/api/outbox')).json().items.map((i: { id: string }) => i.id)).not.toContain(row.id);
    expect((await contractorA.get(`/api/outbox/${row.id}`)).statusCode).toBe(404);
  });

  it('tenant isolation: another contractor neither lists nor opens it, and cannot use the admin’s calls', async () => {
    const page = (await contractorB.get('/api/outbox')).json();
    expect(page.items).toEqual([]);
    const other = await contractorB.get(`/api/outbox/${sentOutboxId}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Lucía');
    expect((await contractorB.get('/api/admin/outbox')).statusCode).toBe(403);
    expect((await contractorB.get(`/api/admin/outbox/contractors/${a.contractorId}`)).statusCode).toBe(403);
    expect((await contractorB.get(`/api/admin/outbox/messages/${sentOutboxId}`)).statusCode).toBe(403);
    expect((await new ApiClient(testApp.app).get('/api/outbox')).statusCode).toBe(401);
  });
});

describe('the admin’s outbox', () => {
  let resetId: string;

  beforeAll(async () => {
    // A's owner asked for a reset; with no mail server its delivery failed (server/features/accounts/account-mail.ts).
    const [row] = await testApp.db
      .insert(accountEmails)
      .values({ userId: a.userId, purpose: 'password_reset', language: 'es', status: 'failed', attempts: 5, lastError: 'No mail server is configured (SMTP_URL)' })
      .returning({ id: accountEmails.id });
    resetId = row.id;
  });

  it('counts every contractor’s waiting and failed mail and opens any of them, links masked', async () => {
    const view = (await admin.get('/api/admin/outbox')).json();
    expect(view).toMatchObject({ mailServer: false, accountMailOpens: true });
    expect(view.contractors.find((c: { id: string }) => c.id === a.contractorId)).toMatchObject({ name: 'Outbox Fence A', waiting: 1, failed: 1 });
    expect(view.contractors.find((c: { id: string }) => c.id === b.contractorId)).toBeUndefined();
    const list = (await admin.get(`/api/admin/outbox/contractors/${a.contractorId}`)).json();
    expect(list.items).toHaveLength(2);
    expect((await admin.get(`/api/admin/outbox/contractors/${b.contractorId}`)).json().items).toEqual([]);
    const message = (await admin.get(`/api/admin/outbox/messages/${sentOutboxId}`)).json();
    expect(message.body).not.toContain(/\/customer\/quote\/([^/]+)\/view/.exec(link)![1]);
    expect(message.body).toContain('[personal quote link]');
  });

  it('opens an unsent account message with a working link on a test install, and audits it', async () => {
    const view = (await admin.get('/api/admin/outbox')).json();
    expect(view.accountMail.find((m: { id: string }) => m.id === resetId)).toMatchObject({ purpose: 'password_reset', status: 'failed', contractorId: a.contractorId, contractorName: 'Outbox Fence A', error: 'No mail server is configured (SMTP_URL)' });
    expect(view.accountMail.find((m: { id: string }) => m.id === resetId).to).toMatch(/^c\*\*\*@example\.test$/);
    const opened = await admin.post(`/api/admin/outbox/account-mail/${resetId}/open`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().to).toBe(a.email);
    expect(opened.json().subject).toMatch(/contraseña/);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(opened.json().body)![1];
    const info = await new ApiClient(testApp.app).post('/api/auth/password-link', { token });
    expect(info.json()).toMatchObject({ purpose: 'password_reset', email: a.email });
    const audit = await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.eventType, 'account_mail_opened'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, contractorId: a.contractorId, targetId: a.userId });
    // A contractor can never open account mail.
    expect((await contractorA.post(`/api/admin/outbox/account-mail/${resetId}/open`)).statusCode).toBe(403);
  });

  describe('once a mail server is set, or in production', () => {
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it.each([
      ['a mail server', { smtpUrl: 'smtp://127.0.0.1:9' }],
      ['production', { isProduction: true, nodeEnv: 'production' }],
    ])('with %s nobody opens an account message', async (_what, config) => {
      const app = await makeTestApp(testApp.database, config);
      apps.push(app);
      const adminThere = await signedIn(app, await makeAdmin(testApp.db));
      expect((await adminThere.get('/api/admin/outbox')).json().accountMailOpens).toBe(false);
      const refused = await adminThere.post(`/api/admin/outbox/account-mail/${resetId}/open`);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toMatch(/token=/);
      const [row] = await testApp.db.select().from(accountEmails).where(eq(accountEmails.id, resetId));
      expect(row.status).toBe('failed');
    });
  });

  it('answers not found for an unknown message', async () => {
    expect((await admin.get('/api/admin/outbox/messages/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/outbox/account-mail/00000000-0000-4000-8000-000000000000/open')).statusCode).toBe(404);
  });
});
