// Issue 13 item 2: every action of the audit vocabulary that exists writes its event — who, what, when, from where —
// and no row carries an email, name or phone in clear.
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { configurePii, emailFingerprint, TEST_PII_KEY } from '../../db/pii';
import { securityAuditEvents } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { deliverDueAccountEmails, type AccountMailer } from '../accounts/account-mail';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { rotatePiiKey } from './pii-key-rotation';

const testApp = useTestApp();
afterAll(() => configurePii({ key: TEST_PII_KEY }));

let ipCounter = 0;
/** Each test from its own address, so throttle counters and the filter below never see another test's rows. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function eventsFrom(ip: string) {
  return testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.ip, ip)).orderBy(desc(securityAuditEvents.createdAt));
}

async function lastEvent(action: string, where: { targetId?: string; ip?: string }) {
  const conditions = [eq(securityAuditEvents.eventType, action)];
  if (where.targetId) conditions.push(eq(securityAuditEvents.targetId, where.targetId));
  if (where.ip) conditions.push(eq(securityAuditEvents.ip, where.ip));
  const [row] = await testApp.db.select().from(securityAuditEvents).where(and(...conditions)).orderBy(desc(securityAuditEvents.createdAt)).limit(1);
  expect(row, `${action} event`).toBeDefined();
  return row!;
}

function expectNoPii(row: object, ...plain: string[]) {
  const text = JSON.stringify(row).toLowerCase();
  for (const value of plain) expect(text).not.toContain(value.toLowerCase());
}

describe('sign-in and sign-out', () => {
  it('login_success: the user, their tenant, the IP and agent; the email masked and fingerprinted only', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    const client = new ApiClient(testApp.app, ip);
    expect((await client.login(c.email, c.password)).statusCode).toBe(200);
    const row = await lastEvent('login_success', { ip });
    expect(row).toMatchObject({ actorUserId: c.userId, contractorId: c.contractorId, targetType: 'user', targetId: c.userId, ip, emailHash: emailFingerprint(c.email) });
    expect(row.emailMasked).toMatch(/^c\*\*\*@e\*\*\*\.test$/);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expectNoPii(row, c.email, 'Casey', 'Builder');
  });

  it('login_failed: no actor, the account targeted when it exists, the attempted email masked when it does not', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    await new ApiClient(testApp.app, ip).login(c.email, 'wrong-password');
    await new ApiClient(testApp.app, ip).login('ghost.user@example.test', 'wrong-password');
    const [ghost, known] = await eventsFrom(ip);
    expect(known).toMatchObject({ eventType: 'login_failed', actorUserId: null, targetId: c.userId, contractorId: c.contractorId });
    expect(ghost).toMatchObject({ eventType: 'login_failed', actorUserId: null, targetId: null, emailMasked: 'g***@e***.test', emailHash: emailFingerprint('ghost.user@example.test') });
    expectNoPii([ghost, known], c.email, 'ghost.user');
  });

  it('login_throttled: an attempt refused by the throttle is recorded, and the counters hold no email in clear', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await new ApiClient(testApp.app, ip).login(c.email, 'wrong-password');
    const refused = await new ApiClient(testApp.app, ip).login(c.email, c.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const row = await lastEvent('login_throttled', { ip });
    expect(row).toMatchObject({ targetId: c.userId, contractorId: c.contractorId, actorUserId: null });
    const counters = await testApp.database.query<{ key: string; account_masked: string }>('select key, account_masked from rate_limit_events where ip = $1', [ip]);
    expect(counters.length).toBeGreaterThanOrEqual(20);
    expectNoPii(counters, c.email);
  });

  it('an attempt on a deactivated tenant is flagged for the alert rule', async () => {
    const admin = await signedIn(testApp.app, await makeAdmin(testApp.db));
    const c = await makeContractor(testApp.db);
    await admin.patch(`/api/admin/contractors/${c.contractorId}`, { isActive: false });
    const ip = freshIp();
    await new ApiClient(testApp.app, ip).login(c.email, c.password);
    expect((await lastEvent('login_success', { ip })).details).toEqual({ deactivatedAccount: true });
  });

  it('logout: the user who signed out, from where', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    const client = await signedIn(testApp.app, c, ip);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await lastEvent('logout', { ip })).toMatchObject({ actorUserId: c.userId, contractorId: c.contractorId, emailHash: emailFingerprint(c.email) });
  });
});

describe('admin actions', () => {
  it('contractor_created: the admin, the new tenant, the admin IP', async () => {
    const a = await makeAdmin(testApp.db);
    const ip = freshIp();
    const admin = await signedIn(testApp.app, a, ip);
    const email = `new-${crypto.randomBytes(3).toString('hex')}@example.test`;
    const res = await admin.post('/api/admin/contractors', { email, firstName: 'Robin', lastName: 'Post', businessName: 'Post & Rail', password: 'long-enough-password' });
    expect(res.statusCode).toBe(201);
    const row = await lastEvent('contractor_created', { ip });
    expect(row).toMatchObject({ actorUserId: a.userId, contractorId: res.json().contractorId, targetType: 'contractor', targetId: res.json().contractorId, emailHash: emailFingerprint(a.email) });
    expectNoPii(row, email, 'Robin', a.email);
  });

  it('contractor_deactivated and contractor_activated', async () => {
    const a = await makeAdmin(testApp.db);
    const ip = freshIp();
    const admin = await signedIn(testApp.app, a, ip);
    const c = await makeContractor(testApp.db);
    await admin.patch(`/api/admin/contractors/${c.contractorId}`, { isActive: false });
    expect(await lastEvent('contractor_deactivated', { targetId: c.contractorId })).toMatchObject({ actorUserId: a.userId, contractorId: c.contractorId, ip });
    await admin.patch(`/api/admin/contractors/${c.contractorId}`, { isActive: true });
    expect(await lastEvent('contractor_activated', { targetId: c.contractorId })).toMatchObject({ actorUserId: a.userId, contractorId: c.contractorId, ip });
  });

  it('nothing is recorded when the contractor does not exist', async () => {
    const ip = freshIp();
    const admin = await signedIn(testApp.app, await makeAdmin(testApp.db), ip);
    const res = await admin.patch(`/api/admin/contractors/${crypto.randomUUID()}`, { isActive: false });
    expect(res.statusCode).toBe(404);
    expect((await eventsFrom(ip)).map((e) => e.eventType)).toEqual(['login_success']);
  });
});

describe('contractor and operations', () => {
  it('quote_link_revoked: the contractor user, the quote, the IP', async () => {
    const c = await makeContractor(testApp.db);
    await seedDemoCatalogue(testApp.db, c.contractorId);
    const ip = freshIp();
    const client = await signedIn(testApp.app, c, ip);
    const customer = (await client.post('/api/homeowners', { firstName: 'Dana', lastName: 'Reyes', email: 'dana.r@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' })).json();
    const catalogue = (await client.get('/api/catalogue')).json();
    const item = catalogue.hardware[0];
    const quote = (await client.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: item.id, quantity: 1 }] })).json();
    await client.post(`/api/quotes/${quote.id}/link`, {});
    expect((await client.delete(`/api/quotes/${quote.id}/link`)).statusCode).toBe(200);
    const row = await lastEvent('quote_link_revoked', { targetId: quote.id });
    expect(row).toMatchObject({ actorUserId: c.userId, contractorId: c.contractorId, targetType: 'quote', ip });
    expectNoPii(row, 'Dana', 'Reyes', 'dana.r', '555-0199', 'Cedar');
  });

  it('pii_key_rotated: the new key id and row counts, written by the rotation itself', async () => {
    const newKey = crypto.randomBytes(32).toString('base64');
    configurePii({ key: newKey, previousKeys: [TEST_PII_KEY] });
    const result = await rotatePiiKey(testApp.db);
    const row = await lastEvent('pii_key_rotated', { targetId: result.keyId });
    expect(row).toMatchObject({ actorUserId: null, ip: null, userAgent: 'scripts/rotate-pii-key.ts', targetType: 'pii_key' });
    expect(row.details).toMatchObject({ keyId: result.keyId, customers: result.customers });
    configurePii({ key: TEST_PII_KEY });
  });
});

describe('passwords', () => {
  type Sent = { to: string; subject: string; text: string };
  const outbox: Sent[] = [];
  const mailer: AccountMailer = { transport: { sendMail: async (m) => (outbox.push(m as Sent), {} as never) }, from: 'x@picket.test', publicUrl: 'https://app.picket.test' };
  const tokenFor = async (email: string) => {
    await deliverDueAccountEmails(testApp.db, mailer);
    const mail = outbox.filter((m) => m.to === email).at(-1);
    expect(mail, `mail to ${email}`).toBeDefined();
    return /#token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
  };

  it('password_reset_requested: recorded alike for an account and an unknown address, both masked', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    const ghost = `ghost-${crypto.randomBytes(3).toString('hex')}@example.test`;
    await new ApiClient(testApp.app, ip).post('/api/auth/password-reset', { email: c.email });
    await new ApiClient(testApp.app, ip).post('/api/auth/password-reset', { email: ghost });
    const [unknown, known] = await eventsFrom(ip);
    expect(known).toMatchObject({ eventType: 'password_reset_requested', actorUserId: null, contractorId: c.contractorId, targetType: 'user', targetId: c.userId, emailHash: emailFingerprint(c.email) });
    expect(unknown).toMatchObject({ eventType: 'password_reset_requested', actorUserId: null, contractorId: null, targetId: null, emailHash: emailFingerprint(ghost) });
    expectNoPii([known, unknown], c.email, ghost);
  });

  it('password_reset_completed: the user who chose the new password, from where, and the sessions it ended', async () => {
    const c = await makeContractor(testApp.db);
    await signedIn(testApp.app, c);
    await new ApiClient(testApp.app, freshIp()).post('/api/auth/password-reset', { email: c.email });
    const ip = freshIp();
    const set = await new ApiClient(testApp.app, ip).post('/api/auth/set-password', { token: await tokenFor(c.email), password: 'a-brand-new-password' });
    expect(set.statusCode, set.body).toBe(200);
    const row = await lastEvent('password_reset_completed', { ip });
    expect(row).toMatchObject({ actorUserId: c.userId, contractorId: c.contractorId, targetType: 'user', targetId: c.userId, details: { endedSessions: 1 } });
    expectNoPii(row, c.email);
  });

  it('password_changed: the user, from where; the other sessions end, this one stays; a wrong current password changes nothing', async () => {
    const c = await makeContractor(testApp.db);
    const elsewhere = await signedIn(testApp.app, c);
    const ip = freshIp();
    const client = await signedIn(testApp.app, c, ip);
    expect((await new ApiClient(testApp.app).post('/api/auth/change-password', { currentPassword: c.password, newPassword: 'another-long-password' })).statusCode).toBe(401);
    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'another-long-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ path: 'currentPassword', message: 'Current password is incorrect' })]);
    const short = await client.post('/api/auth/change-password', { currentPassword: c.password, newPassword: 'short' });
    expect(short.json().errors).toEqual([expect.objectContaining({ path: 'newPassword', message: 'Password must be at least 10 characters' })]);
    expect((await eventsFrom(ip)).map((e) => e.eventType)).toEqual(['login_success']);

    const ok = await client.post('/api/auth/change-password', { currentPassword: c.password, newPassword: 'another-long-password' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, endedSessions: 1 });
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(401);
    expect((await new ApiClient(testApp.app, freshIp()).login(c.email, 'another-long-password')).statusCode).toBe(200);
    const row = await lastEvent('password_changed', { ip });
    expect(row).toMatchObject({ actorUserId: c.userId, contractorId: c.contractorId, targetType: 'user', targetId: c.userId, details: { endedSessions: 1 } });
    expectNoPii(row, c.email, 'another-long-password', c.password);
  });

  it('password_reset_link_sent: the admin who sent a contractor a reset link', async () => {
    const a = await makeAdmin(testApp.db);
    const ip = freshIp();
    const admin = await signedIn(testApp.app, a, ip);
    const c = await makeContractor(testApp.db);
    expect((await admin.post(`/api/admin/contractors/${c.contractorId}/password-reset`)).statusCode).toBe(202);
    expect(await lastEvent('password_reset_link_sent', { ip })).toMatchObject({ actorUserId: a.userId, contractorId: c.contractorId, targetType: 'user', targetId: c.userId });
  });
});

describe('registration requests and invitations', () => {
  type Sent = { to: string; subject: string; text: string };
  const outbox: Sent[] = [];
  const mailer: AccountMailer = { transport: { sendMail: async (m) => (outbox.push(m as Sent), {} as never) }, from: 'x@picket.test', publicUrl: 'https://app.picket.test' };
  async function register() {
    const email = `applicant-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const res = await new ApiClient(testApp.app, freshIp()).post('/api/registration-requests', {
      firstName: 'Rita', lastName: 'Post', companyName: `Post & Rail ${crypto.randomBytes(3).toString('hex')}`, email, phone: '512-555-0101', contractorType: 'residential',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, email };
  }

  it('registration_approved and invitation_sent by the admin; invitation_accepted by the invited person', async () => {
    const a = await makeAdmin(testApp.db);
    const ip = freshIp();
    const admin = await signedIn(testApp.app, a, ip);
    const request = await register();
    const approved = await admin.post(`/api/admin/registration-requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const { contractorId } = approved.json();
    expect(await lastEvent('registration_approved', { ip })).toMatchObject({ actorUserId: a.userId, contractorId, targetType: 'registration_request', targetId: request.id });
    const invited = await lastEvent('invitation_sent', { ip });
    expect(invited).toMatchObject({ actorUserId: a.userId, contractorId, targetType: 'user' });

    await deliverDueAccountEmails(testApp.db, mailer);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(outbox.find((m) => m.to === request.email)!.text)![1];
    const inviteeIp = freshIp();
    expect((await new ApiClient(testApp.app, inviteeIp).post('/api/auth/set-password', { token, password: 'my-first-password' })).statusCode).toBe(200);
    const accepted = await lastEvent('invitation_accepted', { ip: inviteeIp });
    expect(accepted).toMatchObject({ actorUserId: invited.targetId, contractorId, targetType: 'user', targetId: invited.targetId });
    expectNoPii([accepted, invited], request.email, 'Rita');
  });

  it('registration_rejected: the admin and the request; the note stays with the request, not in the trail', async () => {
    const a = await makeAdmin(testApp.db);
    const ip = freshIp();
    const admin = await signedIn(testApp.app, a, ip);
    const request = await register();
    expect((await admin.post(`/api/admin/registration-requests/${request.id}/reject`, { note: 'Outside our service area' })).statusCode).toBe(200);
    const row = await lastEvent('registration_rejected', { ip });
    expect(row).toMatchObject({ actorUserId: a.userId, targetType: 'registration_request', targetId: request.id });
    expectNoPii(row, request.email, 'Rita', 'Outside our service area');
  });
});
