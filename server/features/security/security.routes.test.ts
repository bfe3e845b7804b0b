// Issue 13 item 1: the admin's security API — who may call it, filters and keyset pages of the audit trail and the
// rate-limit events, the overview, the abuse signals, and alert rules that fire once per burst.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityAuditEvents } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let admin: ApiClient;
let adminUser: Awaited<ReturnType<typeof makeAdmin>>;

beforeAll(async () => {
  adminUser = await makeAdmin(testApp.db);
  admin = await signedIn(testApp.app, adminUser, '203.0.113.250');
});

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

async function failLogins(email: string, times: number, ip: string | (() => string)) {
  for (let i = 0; i < times; i++) await new ApiClient(testApp.app, typeof ip === 'string' ? ip : ip()).login(email, 'wrong-password');
}

const evaluate = async () => {
  const res = await admin.post('/api/admin/security-alerts/evaluate');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { raised: number; updated: number };
};

async function alertsWhere(match: (a: Record<string, unknown>) => boolean, status = 'unresolved') {
  const res = await admin.get(`/api/admin/security-alerts?status=${status}`);
  expect(res.statusCode).toBe(200);
  return (res.json().alerts as Record<string, unknown>[]).filter(match);
}

describe('admins only', () => {
  const reads = ['/api/admin/security', '/api/admin/audit-events', '/api/admin/rate-limit-events', '/api/admin/security-alerts'];
  const writes = ['/api/admin/security-alerts/evaluate', `/api/admin/security-alerts/${crypto.randomUUID()}/acknowledge`, `/api/admin/security-alerts/${crypto.randomUUID()}/resolve`];

  it.each(reads)('GET %s: visitor 401, contractor 403, admin 200', async (url) => {
    expect((await new ApiClient(testApp.app).get(url)).statusCode).toBe(401);
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db));
    const forbidden = await contractor.get(url);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Admins only');
    expect((await admin.get(url)).statusCode).toBe(200);
  });

  it.each(writes)('POST %s: visitor 401, contractor 403', async (url) => {
    expect((await new ApiClient(testApp.app).post(url, { note: 'x' })).statusCode).toBe(401);
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db));
    expect((await contractor.post(url, { note: 'x' })).statusCode).toBe(403);
  });
});

describe('audit events list', () => {
  it('filters by type, account, tenant, IP and dates on the server, and shows no email in clear', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    await signedIn(testApp.app, c, ip);
    await failLogins(c.email, 2, ip);
    const byIp = (await admin.get(`/api/admin/audit-events?ip=${ip}`)).json();
    expect(byIp.events.map((e: { action: string }) => e.action)).toEqual(['login_failed', 'login_failed', 'login_success']);
    expect(JSON.stringify(byIp)).not.toContain(c.email);
    expect(byIp.events[2]).toMatchObject({ actorUserId: c.userId, actorRole: 'contractor', account: 'c***@e***.test', contractor: { id: c.contractorId }, ip });

    const byType = (await admin.get(`/api/admin/audit-events?ip=${ip}&type=login_success`)).json();
    expect(byType.events).toHaveLength(1);
    const byAccount = (await admin.get(`/api/admin/audit-events?account=${encodeURIComponent(c.email.toUpperCase())}`)).json();
    expect(byAccount.events).toHaveLength(3);
    const byTenant = (await admin.get(`/api/admin/audit-events?contractorId=${c.contractorId}&type=login_failed`)).json();
    expect(byTenant.events).toHaveLength(2);
    const byActor = (await admin.get(`/api/admin/audit-events?actor=${c.userId}`)).json();
    expect(byActor.events.map((e: { action: string }) => e.action)).toEqual(['login_success']);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await admin.get(`/api/admin/audit-events?ip=${ip}&from=${encodeURIComponent(future)}`)).json().events).toHaveLength(0);
    expect((await admin.get(`/api/admin/audit-events?ip=${ip}&to=${encodeURIComponent(future)}`)).json().events).toHaveLength(3);
  });

  it('pages with a keyset cursor: every row once, in order, even when rows share a timestamp', async () => {
    const ip = freshIp();
    const at = new Date();
    const rows = Array.from({ length: 7 }, () => ({ eventType: 'logout', ip, createdAt: at }));
    await testApp.db.insert(securityAuditEvents).values(rows);
    await testApp.db.insert(securityAuditEvents).values({ eventType: 'logout', ip, createdAt: new Date(at.getTime() - 1000) });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { events: { id: string }[]; nextCursor: string | null } = (await admin.get(`/api/admin/audit-events?ip=${ip}&limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...page.events.map((e: { id: string }) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(8);
    const all = (await admin.get(`/api/admin/audit-events?ip=${ip}`)).json();
    expect(all.events.map((e: { id: string }) => e.id)).toEqual(seen);
  });

  it.each([
    ['type=not_an_action', 'type'],
    ['ip=10.0.0', 'ip'],
    ['account=not-an-email', 'account'],
    ['contractorId=42', 'contractorId'],
    ['from=yesterday', 'from'],
    ['limit=1000', 'limit'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ])('answers 400 for %s', async (qs, path) => {
    const res = await admin.get(`/api/admin/audit-events?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.path ?? path).toBe(path);
  });
});

describe('rate-limit events and signals', () => {
  it('failed sign-ins count against the IP and the account; the account is masked, never in clear', async () => {
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    await failLogins(c.email, 1, ip);
    const res = (await admin.get(`/api/admin/rate-limit-events?ip=${ip}`)).json();
    expect(res.events.map((e: { counter: string }) => e.counter).sort()).toEqual(['account', 'ip']);
    expect(res.events[0]).toMatchObject({ action: 'login_failed', ip, account: 'c***@e***.test', contractor: { id: c.contractorId }, blocked: false });
    expect(JSON.stringify(res)).not.toContain(c.email);
    const byAccount = (await admin.get(`/api/admin/rate-limit-events?account=${encodeURIComponent(c.email)}`)).json();
    expect(byAccount.events).toHaveLength(1);
    expect(byAccount.events[0].counter).toBe('account');
  });

  it('records CSRF failures, unknown homeowner-quote tokens and requests refused by a route limit, per IP', async () => {
    const ip = freshIp();
    const visitor = new ApiClient(testApp.app, ip);
    expect((await visitor.post('/api/auth/logout', {}, { csrf: false })).statusCode).toBe(403);
    expect((await visitor.get(`/api/public/quotes/${crypto.randomBytes(24).toString('base64url')}`)).statusCode).toBe(404);
    const request = { firstName: 'Pat', lastName: 'Post', companyName: 'Post Co', email: 'pat@example.test', phone: '512-555-0100' };
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i++) status = (await visitor.post('/api/registration-requests', request)).statusCode;
    expect(status).toBe(429);
    await testApp.app.securitySignalsSettled();
    const res = (await admin.get(`/api/admin/rate-limit-events?ip=${ip}`)).json();
    const byAction = Object.fromEntries(res.events.map((e: { action: string }) => [e.action, e]));
    expect(Object.keys(byAction).sort()).toEqual(['csrf_failed', 'quote_token_unknown', 'request_throttled']);
    expect(byAction.quote_token_unknown).toMatchObject({ route: '/api/public/quotes/:token', counter: 'ip', blocked: false });
    expect(byAction.request_throttled).toMatchObject({ route: '/api/registration-requests', blocked: true });
    expect((await admin.get(`/api/admin/rate-limit-events?ip=${ip}&type=csrf_failed`)).json().events).toHaveLength(1);
  });
});

describe('overview', () => {
  it('counts failed sign-ins of the last day and lists who the login throttle refuses now', async () => {
    const before = (await admin.get('/api/admin/security')).json();
    const c = await makeContractor(testApp.db);
    const ip = freshIp();
    await failLogins(c.email, 10, ip);
    const after = (await admin.get('/api/admin/security')).json();
    expect(after.failedLogins24h - before.failedLogins24h).toBe(10);
    // Ten failures lock the account; the address (its bar is 100, login-throttle.ts) is not refused for one account's.
    const mine = after.throttledNow.filter((t: { ip: string | null; account: string | null; failures: number }) => t.ip === ip || (t.account === 'c***@e***.test' && t.failures === 10));
    expect(mine.map((t: { counter: string }) => t.counter).sort()).toEqual(['account']);
    expect(new Date(mine[0].until).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(after)).not.toContain(c.email);
  });
});

describe('alert rules fire once per burst; acknowledge and resolve', () => {
  it('many failed sign-ins from one IP: one alert however often the job runs; resolved, the same burst stays quiet; a new burst raises a new one', async () => {
    const ip = freshIp();
    await failLogins(`nobody-${ip}@example.test`, 10, ip);
    await evaluate();
    await evaluate();
    const [alert] = await alertsWhere((a) => a.type === 'failed_logins_ip' && a.ip === ip);
    expect(alert).toMatchObject({ severity: 'high', status: 'open', eventCount: 10, threshold: 10 });
    expect(await alertsWhere((a) => a.type === 'failed_logins_ip' && a.ip === ip)).toHaveLength(1);

    await failLogins(`nobody-${ip}@example.test`, 2, ip); // the burst goes on: the same alert counts it
    await evaluate();
    const [grown] = await alertsWhere((a) => a.id === alert.id);
    expect(grown.eventCount).toBe(12);

    const resolved = await admin.post(`/api/admin/security-alerts/${alert.id}/resolve`, { note: 'Blocked at the firewall' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolutionNote: 'Blocked at the firewall' });
    await evaluate();
    expect(await alertsWhere((a) => a.type === 'failed_logins_ip' && a.ip === ip)).toHaveLength(0);

    await failLogins(`nobody-${ip}@example.test`, 10, ip);
    await evaluate();
    const [again] = await alertsWhere((a) => a.type === 'failed_logins_ip' && a.ip === ip);
    expect(again.id).not.toBe(alert.id);
    expect(again.eventCount).toBe(10);
  });

  it('nine failures raise nothing', async () => {
    const ip = freshIp();
    await failLogins(`almost-${ip}@example.test`, 9, ip);
    await evaluate();
    expect(await alertsWhere((a) => a.ip === ip)).toHaveLength(0);
  });

  it('many failed sign-ins on one account from many IPs: one alert naming the account masked', async () => {
    const c = await makeContractor(testApp.db);
    await failLogins(c.email, 10, freshIp);
    await evaluate();
    const alerts = await alertsWhere((a) => a.type === 'failed_logins_account' && (a.contractor as { id: string } | null)?.id === c.contractorId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ account: 'c***@e***.test', eventCount: 10, ip: null });
  });

  it('a sign-in to a deactivated account: acknowledged with a note, audited once; a retry is a replay, another acknowledgement a conflict', async () => {
    const c = await makeContractor(testApp.db);
    expect((await admin.patch(`/api/admin/contractors/${c.contractorId}`, { isActive: false })).statusCode).toBe(200);
    const ip = freshIp();
    await new ApiClient(testApp.app, ip).login(c.email, c.password);
    await evaluate();
    await evaluate();
    const mine = () => alertsWhere((a) => a.type === 'deactivated_account_login' && (a.contractor as { id: string } | null)?.id === c.contractorId);
    const [alert] = await mine();
    expect(await mine()).toHaveLength(1);
    expect(alert).toMatchObject({ severity: 'medium', status: 'open', eventCount: 1, account: 'c***@e***.test', contractor: { id: c.contractorId } });

    expect((await admin.post(`/api/admin/security-alerts/${alert.id}/acknowledge`, { note: '  ' })).statusCode).toBe(400);
    const ack = await admin.post(`/api/admin/security-alerts/${alert.id}/acknowledge`, { note: 'Calling the owner' });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ status: 'acknowledged', acknowledgeNote: 'Calling the owner' });
    // A retry (same admin, same note) is answered alike and writes nothing; another note is told it has moved on.
    const retry = await admin.post(`/api/admin/security-alerts/${alert.id}/acknowledge`, { note: 'Calling the owner' });
    expect([retry.statusCode, retry.json()]).toEqual([200, ack.json()]);
    const twice = await admin.post(`/api/admin/security-alerts/${alert.id}/acknowledge`, { note: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This alert has already been acknowledged.');
    const audit = (await admin.get(`/api/admin/audit-events?type=security_alert_acknowledged&contractorId=${c.contractorId}`)).json();
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({ actorUserId: adminUser.userId, targetType: 'security_alert', targetId: alert.id, details: { alertType: 'deactivated_account_login' } });

    const resolved = await admin.post(`/api/admin/security-alerts/${alert.id}/resolve`, { note: 'Owner confirmed it was them' });
    expect(resolved.json()).toMatchObject({ status: 'resolved', acknowledgeNote: 'Calling the owner' });
    expect((await admin.post(`/api/admin/security-alerts/${alert.id}/resolve`, { note: 'Owner confirmed it was them' })).json()).toEqual(resolved.json());
    const otherAdmin = await signedIn(testApp.app, await makeAdmin(testApp.db));
    expect((await otherAdmin.post(`/api/admin/security-alerts/${alert.id}/resolve`, { note: 'Owner confirmed it was them' })).statusCode).toBe(409);
    expect((await otherAdmin.post(`/api/admin/security-alerts/${alert.id}/acknowledge`, { note: 'late' })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/security-alerts/${alert.id}/resolve`, { note: 'again' })).json().message).toBe('This alert has already been resolved.');
    expect((await admin.get(`/api/admin/audit-events?type=security_alert_resolved&contractorId=${c.contractorId}`)).json().events).toHaveLength(1);
    expect((await alertsWhere((a) => a.id === alert.id, 'resolved'))).toHaveLength(1);
  });

  it('repeated CSRF failures and unknown quote tokens from one IP', async () => {
    const ip = freshIp();
    const visitor = new ApiClient(testApp.app, ip);
    for (let i = 0; i < 10; i++) await visitor.post('/api/auth/logout', {}, { csrf: false });
    for (let i = 0; i < 20; i++) await visitor.get(`/api/public/quotes/${crypto.randomBytes(24).toString('base64url')}`);
    await testApp.app.securitySignalsSettled();
    await evaluate();
    const alerts = await alertsWhere((a) => a.ip === ip);
    expect(alerts.map((a) => [a.type, a.eventCount]).sort()).toEqual([
      ['csrf_failures_ip', 10],
      ['quote_token_guessing_ip', 20],
    ]);
  });

  it('an unknown alert is 404, a malformed id too', async () => {
    expect((await admin.post(`/api/admin/security-alerts/${crypto.randomUUID()}/acknowledge`, { note: 'x' })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/security-alerts/not-an-id/resolve', { note: 'x' })).statusCode).toBe(404);
  });
});

describe('malformed input is a 4xx, never a 5xx', () => {
  const nasty = ['%00', 'a%00b', '%ED%A0%80', 'x'.repeat(5000), '%5B%5D', '1%27%20OR%201%3D1'];
  const params = ['type', 'ip', 'account', 'contractorId', 'from', 'to', 'cursor', 'limit', 'blocked', 'status'];

  it.each(['/api/admin/audit-events', '/api/admin/rate-limit-events', '/api/admin/security-alerts'])('GET %s', async (url) => {
    for (const param of params) {
      for (const value of nasty) {
        const res = await admin.get(`${url}?${param}=${value}`);
        expect(res.statusCode, `${param}=${value.slice(0, 20)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('POST acknowledge/resolve with odd ids and bodies', async () => {
    for (const id of ['%00', 'x'.repeat(300), '..%2F..', crypto.randomUUID()]) {
      for (const body of [{}, { note: 'a\u0000b' }, { note: '\ud800' }, { note: ['x'] }, { note: 'x'.repeat(100_000) }]) {
        const res = await admin.post(`/api/admin/security-alerts/${id}/acknowledge`, body);
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      }
    }
  });
});
