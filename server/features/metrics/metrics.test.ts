// GET /api/metrics: an admin or the scraper's token reads it; a visitor, a wrong token and a contractor are refused.
// The figures are the queues' own rows: a due follow-up and a pending CRM row show in the depths.
import { describe, expect, it } from 'vitest';
import { followUps, ghlSyncItems } from '../../db/schema/index';
import { signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
const t = useTestApp({ config: () => ({ metricsToken: TOKEN }) });

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/metrics', headers });

describe('GET /api/metrics', () => {
  it('refuses a visitor (401), a wrong token (401) and a contractor (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer not-the-token' })).statusCode).toBe(401);
    const contractor = await signedIn(t.app, await makeContractor(t.db));
    expect((await contractor.get('/api/metrics')).statusCode).toBe(403);
  });

  it("answers the scraper's token and an admin, in Prometheus text, with the queues' depths", async () => {
    const { contractorId } = await makeContractor(t.db);
    await t.db.insert(ghlSyncItems).values({ contractorId, direction: 'out', entity: 'customer', action: 'contact.upsert', status: 'pending', createdAt: new Date(Date.now() - 30_000) });
    await t.db.insert(followUps).values({ contractorId, kind: 'quote_not_opened', subjectKey: `metrics:${contractorId}`, touch: 1, dueAt: new Date(Date.now() - 60_000) });
    await get({ authorization: `Bearer ${TOKEN}` }); // one request in the histogram before the next scrape reads it
    const res = await get({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE picket_queue_depth gauge');
    expect(res.body).toMatch(/^picket_queue_depth\{queue="crm_outbound"\} 1$/m);
    expect(res.body).toMatch(/^picket_queue_depth\{queue="follow_ups"\} 1$/m);
    const lag = Number(/^picket_queue_lag_seconds\{queue="follow_ups"\} ([\d.]+)$/m.exec(res.body)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(59);
    expect(res.body).toMatch(/^picket_http_request_duration_seconds_count\{group="metrics",method="GET",status="2xx"\} [1-9]\d*$/m);
    expect(res.body).toMatch(/^picket_http_request_duration_seconds_count\{group="metrics",method="GET",status="4xx"\} [1-9]\d*$/m);

    const admin = await signedIn(t.app, await makeAdmin(t.db));
    const byAdmin = await admin.get('/api/metrics');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.body).toContain('picket_queue_depth{queue="quickbooks"} 0');
    expect(byAdmin.body).toContain('picket_queue_depth{queue="crm_sms"} 0');
  });
});
