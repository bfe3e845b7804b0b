import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountEmails, passwordTokens, securityAuditEvents, users } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { deliverAccountEmail, deliverDueAccountEmails, queueAccountEmail, type AccountMailer } from './account-mail';
import { RESET_MAILS_PER_HOUR } from './password-reset';

const testApp = useTestApp();

type Sent = { to: string; subject: string; text: string };
let outbox: Sent[] = [];
const mailer: AccountMailer = {
  transport: { sendMail: async (m) => (outbox.push(m as Sent), {} as never) },
  from: 'Picket <no-reply@picket.test>',
  publicUrl: 'https://app.picket.test',
};
beforeAll(() => {
  outbox = [];
});

const mailsTo = (to: string) => outbox.filter((m) => m.to === to);
const tokenIn = (m: Sent) => /\/set-password(?:\?lang=es)?#token=([A-Za-z0-9_-]{43})/.exec(m.text)![1];
const visitor = () => new ApiClient(testApp.app, `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

describe('forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const account = await makeContractor(testApp.db);
    const known = await visitor().post('/api/auth/password-reset', { email: account.email.toUpperCase() });
    const unknown = await visitor().post('/api/auth/password-reset', { email: `nobody-${account.email}` });
    expect([known.statusCode, known.body]).toEqual([202, '{"ok":true}']);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    await deliverDueAccountEmails(testApp.db, mailer);
    expect(mailsTo(account.email)).toHaveLength(1);
    expect(mailsTo(`nobody-${account.email}`)).toHaveLength(0);
    expect(mailsTo(account.email)[0].subject).toBe('Reset your Picket password');
    // Both requests did the same writes: one intent row each, the unknown one skipped without a user.
    const rows = await testApp.db.select().from(accountEmails);
    expect(rows.filter((r) => r.userId === null && r.status === 'skipped').length).toBeGreaterThanOrEqual(1);
  });

  it('a reset link sets the password once, ends every session of the user and signs this browser in', async () => {
    const account = await makeContractor(testApp.db);
    const elsewhere = await signedIn(testApp.app, account);
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(200);

    await visitor().post('/api/auth/password-reset', { email: account.email, language: 'es' });
    await deliverDueAccountEmails(testApp.db, mailer);
    const mail = mailsTo(account.email).at(-1)!;
    expect(mail.subject).toBe('Restablece tu contraseña de Picket');
    expect(mail.text).toContain('https://app.picket.test/set-password?lang=es#token=');
    const token = tokenIn(mail);

    const browser = visitor();
    const info = await browser.post('/api/auth/password-link', { token });
    expect(info.json()).toEqual({ purpose: 'password_reset', email: account.email, firstName: 'Casey' });
    const tooShort = await browser.post('/api/auth/set-password', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors[0].message).toBe('Password must be at least 10 characters');

    const set = await browser.post('/api/auth/set-password', { token, password: 'a-brand-new-password' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ email: account.email, isAdmin: false });
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(401);

    const again = await visitor().post('/api/auth/set-password', { token, password: 'another-new-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is invalid or has expired. Ask for a new one.');
    expect((await visitor().login(account.email, account.password)).statusCode).toBe(401);
    expect((await visitor().login(account.email, 'a-brand-new-password')).statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email));
    const audit = await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.targetId, user.id));
    expect(audit.map((a) => a.eventType)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset_completed']));
  });

  it('an expired link, an unknown one and a malformed one answer alike', async () => {
    const account = await makeContractor(testApp.db);
    await visitor().post('/api/auth/password-reset', { email: account.email });
    await deliverDueAccountEmails(testApp.db, mailer);
    const expired = tokenIn(mailsTo(account.email).at(-1)!);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email));
    const [issued] = await testApp.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(issued.expiresAt.getTime() - issued.createdAt.getTime()).toBe(60 * 60 * 1000);
    // An hour and a second later.
    await testApp.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordTokens.id, issued.id));
    const answers = await Promise.all(
      [expired, 'A'.repeat(43), 'not a token'].map(async (token) => (await visitor().post('/api/auth/set-password', { token, password: 'long-enough-password' })).json()),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].message).toBe('This link is invalid or has expired. Ask for a new one.');
    expect((await visitor().post('/api/auth/password-link', { token: expired })).statusCode).toBe(400);
    expect(issued.tokenHash).not.toContain(expired);
    expect(issued.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`mails one address at most ${RESET_MAILS_PER_HOUR} times an hour, answering alike past that`, async () => {
    const account = await makeContractor(testApp.db);
    const before = mailsTo(account.email).length;
    for (let i = 0; i <= RESET_MAILS_PER_HOUR; i++) expect((await visitor().post('/api/auth/password-reset', { email: account.email })).statusCode).toBe(202);
    await deliverDueAccountEmails(testApp.db, mailer);
    expect(mailsTo(account.email).length - before).toBe(RESET_MAILS_PER_HOUR);
  });

  it('rejects a malformed address with the schema message', async () => {
    const res = await visitor().post('/api/auth/password-reset', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Please enter a valid email address');
  });
});

describe('account mail delivery', () => {
  it('two senders racing for one mail send it once', async () => {
    const account = await makeContractor(testApp.db);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email));
    const id = await testApp.db.transaction((tx) => queueAccountEmail(tx, { userId: user.id, purpose: 'password_reset' }));
    const outcomes = await Promise.all([deliverAccountEmail(testApp.db, mailer, id), deliverAccountEmail(testApp.db, mailer, id)]);
    expect(outcomes.sort()).toEqual(['not_due', 'sent']);
    expect(mailsTo(account.email)).toHaveLength(1);
  });

  it('a failed send is retried later with a new link, and gives up after five tries', async () => {
    const account = await makeContractor(testApp.db);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email));
    const id = await testApp.db.transaction((tx) => queueAccountEmail(tx, { userId: user.id, purpose: 'password_reset' }));
    const broken: AccountMailer = { ...mailer, transport: { sendMail: async () => Promise.reject(new Error('421 try later')) } };
    expect(await deliverAccountEmail(testApp.db, broken, id)).toBe('failed');
    expect(await deliverAccountEmail(testApp.db, mailer, id)).toBe('not_due');
    const [row] = await testApp.db.select().from(accountEmails).where(eq(accountEmails.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: '421 try later' });
    expect(await deliverAccountEmail(testApp.db, mailer, id, new Date(Date.now() + 2 * 60_000))).toBe('sent');
  });

  it('without a mail server the row says why and the link is handed to the developer', async () => {
    const account = await makeContractor(testApp.db);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, account.email));
    const id = await testApp.db.transaction((tx) => queueAccountEmail(tx, { userId: user.id, purpose: 'password_reset' }));
    const printed: string[] = [];
    expect(await deliverAccountEmail(testApp.db, { ...mailer, transport: null, onUndeliverable: (m) => printed.push(m.text) }, id)).toBe('failed');
    expect(printed[0]).toContain('/set-password#token=');
    const [row] = await testApp.db.select().from(accountEmails).where(eq(accountEmails.id, id));
    expect(row).toMatchObject({ status: 'failed', lastError: 'No mail server is configured (SMTP_URL)', attempts: 5 });
  });
});
