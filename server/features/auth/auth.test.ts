import { describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();

describe('CSRF (DESIGN §4)', () => {
  it('hands out a token', async () => {
    const res = await new ApiClient(testApp.app).get('/api/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().csrfToken).toBe('string');
  });

  it('rejects a POST without the token with 403 CSRF_INVALID', async () => {
    const res = await new ApiClient(testApp.app).post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CSRF_INVALID', message: 'Invalid CSRF token', key: 'errors.auth.csrfInvalid' });
  });

  it('rejects a wrong token', async () => {
    const client = new ApiClient(testApp.app);
    await client.csrf();
    const res = await client.post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it('accepts the right token', async () => {
    const c = await makeContractor(testApp.db);
    const res = await new ApiClient(testApp.app).login(c.email, c.password);
    expect(res.statusCode).toBe(200);
  });
});

describe('login, me, logout', () => {
  it('answers 401 on /api/auth/me when signed out', async () => {
    const res = await new ApiClient(testApp.app).get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('signs in and returns the current user with an HttpOnly SameSite=Lax cookie', async () => {
    const c = await makeContractor(testApp.db);
    const client = new ApiClient(testApp.app);
    const res = await client.login(c.email.toUpperCase(), c.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: c.email, isAdmin: false, onboardingComplete: true, contractorId: c.contractorId });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/picket_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await client.get('/api/auth/me');
    expect(me.json().id).toBe(res.json().id);
  });

  it('says "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const c = await makeContractor(testApp.db);
    const wrong = await new ApiClient(testApp.app, '10.0.0.2').login(c.email, 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password', key: 'auth.invalidCredentials' });
    const unknown = await new ApiClient(testApp.app, '10.0.0.2').login('nobody@example.test', 'nope-nope');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('admin and incomplete onboarding are reported', async () => {
    const admin = await makeAdmin(testApp.db);
    const a = await new ApiClient(testApp.app).login(admin.email, admin.password);
    expect(a.json()).toMatchObject({ isAdmin: true, onboardingComplete: true });
    const fresh = await makeContractor(testApp.db, { onboardingComplete: false });
    const f = await new ApiClient(testApp.app).login(fresh.email, fresh.password);
    expect(f.json()).toMatchObject({ isAdmin: false, onboardingComplete: false });
  });

  it('ends the session server-side on logout, even if the old cookie is replayed', async () => {
    const c = await makeContractor(testApp.db);
    const client = await signedIn(testApp.app, c);
    const login = await new ApiClient(testApp.app).login(c.email, c.password);
    const stolenCookie = String(login.headers['set-cookie']).split(';')[0];
    const other = new ApiClient(testApp.app);
    await other.raw('GET', '/api/auth/me', undefined, { headers: { cookie: stolenCookie } });
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    // The second session (other login) still works until it logs out itself.
    const replay = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: stolenCookie } });
    expect(replay.statusCode).toBe(200);
    const csrf = await testApp.app.inject({ method: 'GET', url: '/api/csrf-token', headers: { cookie: stolenCookie } });
    const csrfCookie = String(csrf.headers['set-cookie']).split(';')[0];
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `${stolenCookie}; ${csrfCookie}`, 'x-csrf-token': csrf.json().csrfToken } });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: stolenCookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('login throttling (DESIGN §4)', () => {
  it('blocks an account after 10 failures in 15 minutes with 429 and Retry-After, and records it', async () => {
    const c = await makeContractor(testApp.db);
    for (let i = 0; i < 10; i++) {
      const res = await new ApiClient(testApp.app, `10.1.0.${i + 1}`).login(c.email, 'wrong-password');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await new ApiClient(testApp.app, '10.1.1.1').login(c.email, c.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // English stays on the wire; the key and minutes let the page say it in the user's language.
    expect(blocked.json()).toMatchObject({ message: 'Too many failed login attempts. Try again in 15 minutes.', key: 'errors.auth.loginThrottled', params: { minutes: 15 } });
    const audit = await testApp.database.query<{ event_type: string }>(`select event_type from security_audit_events where target_id = $1`, [c.userId]);
    expect(audit.map((a) => a.event_type)).toContain('login_throttled');
    expect(audit.filter((a) => a.event_type === 'login_failed')).toHaveLength(10);
  });

  it('does not count successful logins', async () => {
    const c = await makeContractor(testApp.db);
    for (let i = 0; i < 12; i++) expect((await new ApiClient(testApp.app, '10.3.0.1').login(c.email, c.password)).statusCode).toBe(200);
  });
});

describe('error shapes (DESIGN §4)', () => {
  it('400 with field messages for bad input', async () => {
    const res = await new ApiClient(testApp.app).post('/api/auth/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual(expect.arrayContaining([{ path: 'email', message: 'Please enter a valid email address' }]));
  });

  it('400 for malformed JSON, never a 500 or a stack trace', async () => {
    const client = new ApiClient(testApp.app);
    const token = await client.csrf();
    const res = await client.raw('POST', '/api/auth/login', '{"email": ', { csrf: false, headers: { 'content-type': 'application/json', 'x-csrf-token': token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('400 for wrong types', async () => {
    const res = await new ApiClient(testApp.app).post('/api/auth/login', { email: 42, password: ['x'] });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/stack/i);
  });

  it('JSON 404 for unknown API routes', async () => {
    const res = await new ApiClient(testApp.app).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', key: 'errors.common.notFound' });
  });

  it('403 for a contractor on admin routes, 401 when signed out', async () => {
    expect((await new ApiClient(testApp.app).get('/api/admin/contractors')).statusCode).toBe(401);
    const c = await makeContractor(testApp.db);
    const client = await signedIn(testApp.app, c);
    expect((await client.get('/api/admin/contractors')).statusCode).toBe(403);
  });
});

describe('health, OpenAPI, headers', () => {
  it('GET /api/health answers ok', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI 3 document with the session cookie as default security and public login', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
