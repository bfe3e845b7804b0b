import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../test/api';
import { belongsTo, openDemoTenant, realIdsFor, type DemoTenant, type Role } from '../test/demo-tenant';
import { sampleFor } from '../test/fuzz-inputs';
import { fillPath, label, openApiOperations, type ApiOperation } from '../test/openapi-operations';
import { useTestApp } from '../test/use-test-app';

const testApp = useTestApp();
let tenant: DemoTenant;
const clients = {} as Record<Role, ApiClient>;

beforeAll(async () => {
  tenant = await openDemoTenant(testApp);
  clients.visitor = new ApiClient(testApp.app, '10.42.0.1');
  clients.contractor = await signedIn(testApp.app, tenant.accounts.contractor, '10.42.0.2');
  clients.admin = await signedIn(testApp.app, tenant.accounts.admin, '10.42.0.3');
}, 120_000);

/** A well-formed request as the operation's own role sends it: real ids, the schema's sample body. */
function wellFormed(op: ApiOperation, role: Role) {
  const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, realIdsFor(tenant, op, p, role)[0] ?? 'none'])));
  const body = op.body ? sampleFor(op.body, 'body', tenant.pools, { variant: 0, future: true }) : undefined;
  return { url, body };
}

// Logging out ends the walk's session: it goes last.
const lastly = (op: ApiOperation) => (op.path === '/api/auth/logout' ? 1 : 0);

describe('Cache-Control: no-store on every API answer', () => {
  it('on every operation of the OpenAPI document, as its own role and as a visitor, whatever the status', async () => {
    const operations = (await openApiOperations(testApp.app)).sort((a, b) => lastly(a) - lastly(b));
    const missing: string[] = [];
    const statuses = new Map<number, number>();
    for (const op of operations) {
      for (const role of new Set<Role>([belongsTo(op), 'visitor'])) {
        const { url, body } = wellFormed(op, role);
        const res = await clients[role].raw(op.method, url, op.method === 'GET' ? undefined : (body ?? {}));
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.headers['cache-control'] !== 'no-store') missing.push(`${label(op)} as ${role}: ${res.statusCode} Cache-Control ${res.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
    // The walk read real answers, not only refusals.
    expect(statuses.get(200)).toBeGreaterThan(30);
  });

  it('on the homeowner’s quote API, signed-in answers with customer data, errors and unknown API paths', async () => {
    const [token] = tenant.tokens.get('token')!;
    for (const res of [
      await clients.visitor.get(`/api/public/quotes/${token}`),
      await clients.contractor.get('/api/auth/me'),
      await clients.contractor.get('/api/homeowners'),
      await clients.contractor.get('/api/search?q=ja'),
      await clients.visitor.get('/api/homeowners'),
      await clients.contractor.get('/api/no-such-route'),
    ]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
