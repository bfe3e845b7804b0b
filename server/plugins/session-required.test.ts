import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../test/api';
import { makeAdmin, makeContractor } from '../test/factories';
import { fillPath, label, openApiOperations, type ApiOperation } from '../test/openapi-operations';
import { useTestApp } from '../test/use-test-app';

const testApp = useTestApp();

// Inputs a visitor may not even send to a private route: each must be answered 401, never a validation message.
const badBodies: { name: string; payload: string; contentType: string }[] = [
  { name: 'a body of the wrong shape', payload: JSON.stringify([{ unexpected: true }]), contentType: 'application/json' },
  { name: 'an object missing every field', payload: '{}', contentType: 'application/json' },
  { name: 'malformed JSON', payload: '{"a": ', contentType: 'application/json' },
  { name: 'text with a NUL byte', payload: JSON.stringify({ name: 'a\u0000b', note: '\ud800' }), contentType: 'application/json' },
  { name: 'a form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];
const badIds = ['not-a-uuid', crypto.randomUUID(), "1' OR '1'='1"];

function urlWithBadQuery(op: ApiOperation, id: string): string {
  const path = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, id])));
  const query = op.queryParams.map((q) => `${encodeURIComponent(q.name)}=%00${'x'.repeat(300)}`).join('&');
  return query ? `${path}?${query}&page=-1` : `${path}?page=-1`;
}

async function visitorRequest(client: ApiClient, op: ApiOperation, url: string, body: (typeof badBodies)[number]) {
  if (op.method === 'GET') return client.raw('GET', url);
  return client.raw(op.method, url, body.payload, { headers: { 'content-type': body.contentType } });
}

describe('authentication before validation (DESIGN §4: 401 not signed in)', () => {
  it('answers 401 to a visitor on every private operation, whatever body, query or ids they send', async () => {
    const operations = await openApiOperations(testApp.app);
    const privateOps = operations.filter((op) => !op.isPublic);
    expect(privateOps.length).toBeGreaterThan(50);
    const visitor = new ApiClient(testApp.app, '10.40.0.1');
    const wrong: string[] = [];
    for (const op of privateOps) {
      for (const [i, body] of badBodies.entries()) {
        const url = urlWithBadQuery(op, badIds[i % badIds.length]!);
        const res = await visitorRequest(visitor, op, url, body);
        const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
        if (res.statusCode !== 401 || json?.code !== 'UNAUTHENTICATED' || typeof json?.message !== 'string') {
          wrong.push(`${label(op)} with ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a session cookie that is not a session', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/homeowners?page=zero', headers: { cookie: 'picket_session=forged-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not signed in' });
  });

  it('leaves unknown API paths to the not-found answer', async () => {
    const res = await new ApiClient(testApp.app, '10.40.0.7').get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('lets visitors reach exactly the operations the document marks `security: []`', async () => {
    const operations = await openApiOperations(testApp.app);
    const visitor = new ApiClient(testApp.app, '10.40.0.2');
    const publicOps = operations.filter((op) => op.isPublic);
    expect(publicOps.map(label)).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'GET /api/public/quotes/{token}', 'POST /api/instant-quote/price']));
    for (const op of publicOps) {
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, 'abcd1234'])));
      const res = op.method === 'GET' ? await visitor.get(url) : await visitor.raw(op.method, url, '{}', { headers: { 'content-type': 'application/json' } });
      expect(res.json().code, `${label(op)} answered ${res.statusCode}`).not.toBe('UNAUTHENTICATED');
    }
    // The document itself is public, so anyone can read which operations are.
    expect((await visitor.get('/api/openapi.json')).statusCode).toBe(200);
  });

  it('checks the CSRF token before the session, for visitors and users alike', async () => {
    const visitor = new ApiClient(testApp.app, '10.40.0.3');
    const res = await visitor.post('/api/homeowners', { firstName: '' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    const c = await makeContractor(testApp.db);
    const contractor = await signedIn(testApp.app, c, '10.40.0.4');
    const signedInWithoutToken = await contractor.post('/api/homeowners', { firstName: '' }, { csrf: false });
    expect(signedInWithoutToken.json().code).toBe('CSRF_INVALID');
  });

  it('leaves role checks to the routes: 403 for the wrong role, 400 for a signed-in user’s bad input', async () => {
    const contractor = await signedIn(testApp.app, await makeContractor(testApp.db), '10.40.0.5');
    const admin = await signedIn(testApp.app, await makeAdmin(testApp.db), '10.40.0.6');
    expect((await contractor.get('/api/admin/contractors')).statusCode).toBe(403);
    expect((await admin.get('/api/homeowners')).statusCode).toBe(403);
    const invalid = await contractor.post('/api/homeowners', { firstName: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION');
  });
});
