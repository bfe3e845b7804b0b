// Issue #16 5f: two instances behind a real load balancer (nginx) sharing PostgreSQL and Redis: a session, a CSRF token
// and a rate-limit budget work across both, a logout on one is seen by the other, and killing one instance under load
// loses no acknowledged write.
import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentSecrets, killHard, startApp, type AppProcess } from './support/app-process';
import { startNginx, type LoadBalancer } from './support/nginx';
import { startPgCluster, type PgCluster } from './support/pg-cluster';
import { report, waitUntil } from './support/report';
import { SessionClient } from './support/session-client';
import { acknowledgedCount, verifyWrites } from './support/verify';
import { CONTRACTOR, emptyOutcome, makeJob, streamWrites } from './support/write-stream';

// A Redis database of this test's own on the machine's server, emptied first.
const REDIS_URL = process.env.FAULT_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

let cluster: PgCluster;
let a: AppProcess;
let b: AppProcess;
let lb: LoadBalancer;

beforeAll(async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
  cluster = await startPgCluster();
  const env = { DATABASE_URL: cluster.url, REDIS_URL, ...deploymentSecrets() };
  a = await startApp(env); // migrates and seeds first
  b = await startApp(env);
  lb = await startNginx([a.url, b.url]);
});

afterAll(async () => {
  await lb?.stop();
  a?.child.kill('SIGKILL');
  b?.child.kill('SIGKILL');
  cluster?.destroy();
});

describe('two instances behind nginx', () => {
  it('share the session and the CSRF token: signed in and writing on A, the same cookies work on B', async () => {
    const onA = new SessionClient(a.url);
    await onA.signIn(CONTRACTOR.email, CONTRACTOR.password); // CSRF token and session cookie issued by A
    const onB = onA.against(b.url);
    expect((await onB.request('GET', '/api/auth/me')).status).toBe(200);
    const created = await onB.request<{ id: string }>('POST', '/api/homeowners', { firstName: 'Across', lastName: 'Instances', email: `across-${crypto.randomBytes(3).toString('hex')}@example.com`, phone: '512-555-0199', address: '1 Balance Way', city: 'Austin', state: 'TX', zipCode: '78701', allowDuplicate: true });
    expect(created.status).toBe(201);
    expect((await onA.request('GET', `/api/homeowners/${created.body.id}`)).status).toBe(200);
  });

  it('share one rate-limit budget: the public registration form allows 10 an hour whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const target = i % 2 === 0 ? a.url : b.url;
      const client = new SessionClient(target);
      const { body } = await client.request<{ csrfToken: string }>('GET', '/api/csrf-token');
      const res = await client.request('POST', '/api/registration-requests', { firstName: 'Rate', lastName: `Limit ${i}`, companyName: 'Budget Fences', email: `budget-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`, phone: '512-555-0100' }, { 'x-csrf-token': body.csrfToken });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a logout on A ends the session on B at once (B had it cached)', async () => {
    const onA = new SessionClient(a.url);
    await onA.signIn(CONTRACTOR.email, CONTRACTOR.password);
    const onB = onA.against(b.url);
    expect((await onB.request('GET', '/api/auth/me')).status).toBe(200); // now in B's session cache
    const started = Date.now();
    expect((await onA.request('POST', '/api/auth/logout')).status).toBeLessThan(300);
    await waitUntil(async () => (await onB.request('GET', '/api/auth/me')).status === 401, 5_000, 'B to see the logout');
    report('5f logout seen across instances', { milliseconds: Date.now() - started });
  });

  it('loses no acknowledged write when one instance is killed under load', async () => {
    const viaLb = new SessionClient(lb.url);
    await viaLb.signIn(CONTRACTOR.email, CONTRACTOR.password);
    const jobIds = [await makeJob(viaLb), await makeJob(viaLb)];
    const stop = new AbortController();
    const live = emptyOutcome();
    const stream = streamWrites(() => viaLb, jobIds, { workers: 8, signal: stop.signal, into: live });
    // Counts, not times: writes through both instances, then A killed, then writes through the survivor.
    await waitUntil(() => acknowledgedCount(live.acknowledged) >= 30, 90_000, '30 acknowledged writes');
    const killedAt = Date.now();
    await killHard(a);
    const servedAfterKill = () => live.attempts.filter((t) => t.start > killedAt + 500 && (t.outcome === 201 || t.outcome === 200)).length;
    await waitUntil(() => servedAfterKill() >= 30, 90_000, '30 writes served by the survivor');
    stop.abort();
    const outcome = await stream;
    const afterKill = outcome.attempts.filter((t) => t.start > killedAt + 500);
    const verdict = await verifyWrites({ url: cluster.url }, outcome.acknowledged, jobIds);
    expect(verdict.missing).toEqual({ customers: [], quotes: [], payments: [] });
    expect(verdict.halfWritten).toEqual([]);
    // Service went on through the survivor.
    expect(afterKill.filter((t) => t.outcome === 201 || t.outcome === 200).length).toBeGreaterThan(10);
    report('5f one of two instances killed under load', {
      acknowledged: acknowledgedCount(outcome.acknowledged),
      refused: outcome.refused,
      acknowledgedAfterKill: afterKill.filter((t) => t.outcome === 201 || t.outcome === 200).length,
      missing: 0,
      halfWritten: 0,
    });
  });
});
