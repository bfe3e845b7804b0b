// Issue #16 5b: PostgreSQL restarted while the server serves: answers are 503 JSON within a bounded time (no hang, no
// 500), the process survives, and service is back within 10 s of the database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deploymentSecrets, startApp, type AppProcess } from './support/app-process';
import { startPgCluster, type PgCluster } from './support/pg-cluster';
import { report } from './support/report';
import { SessionClient } from './support/session-client';
import { CONTRACTOR, customerBody } from './support/write-stream';

let cluster: PgCluster;
let app: AppProcess | undefined;
beforeAll(async () => {
  cluster = await startPgCluster();
});
afterAll(async () => {
  app?.child.kill('SIGKILL');
  cluster?.destroy();
});

interface Probe {
  at: number;
  ms: number;
  status: number | 'network';
  code?: string;
}

it('answers 503 while PostgreSQL is down and serves again within 10 s of its return', async () => {
  app = await startApp({ DATABASE_URL: cluster.url, ...deploymentSecrets() });
  const client = new SessionClient(app.url);
  await client.signIn(CONTRACTOR.email, CONTRACTOR.password);
  const probes: Probe[] = [];
  let running = true;
  // Four clients: reads and writes of a signed-in contractor, and the health check a load balancer would poll.
  const loop = async (i: number) => {
    for (let n = 0; running; n++) {
      const at = Date.now();
      const call =
        i === 0 ? client.request('GET', '/api/health') : i === 1 ? client.request('GET', '/api/homeowners?pageSize=5') : client.request('POST', '/api/homeowners', customerBody(`pg-${i}-${n}-${at}`));
      try {
        const a = await call;
        probes.push({ at, ms: Date.now() - at, status: a.status, code: (a.body as { code?: string } | null)?.code });
      } catch {
        probes.push({ at, ms: Date.now() - at, status: 'network' });
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const loops = Promise.all([0, 1, 2, 3].map(loop));
  await new Promise((r) => setTimeout(r, 1_000));
  const stoppedAt = Date.now();
  cluster.stop();
  await new Promise((r) => setTimeout(r, 4_000));
  cluster.start();
  const backAt = Date.now();
  // Keep probing until every kind of request has succeeded again.
  const recovered = async () => {
    for (;;) {
      const last = probes.filter((p) => p.at >= backAt);
      if (last.some((p) => p.status === 200) && last.filter((p) => p.status === 201).length > 0 && Date.now() - backAt > 500) return;
      if (Date.now() - backAt > 20_000) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await recovered();
  await new Promise((r) => setTimeout(r, 1_000));
  running = false;
  await loops;

  const during = probes.filter((p) => p.at >= stoppedAt && p.at < backAt);
  const after = probes.filter((p) => p.at >= backAt);
  const firstOk = after.find((p) => p.status === 200 || p.status === 201);
  const statuses = [...new Set(probes.map((p) => p.status))];
  expect(app.child.exitCode, `the server exited; its last words:\n${app.stderr()}`).toBeNull(); // the process survived
  expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]); // never a 500, never a dropped connection
  expect(during.filter((p) => p.status === 503).length).toBeGreaterThan(0);
  expect(during.filter((p) => p.status === 503).every((p) => p.code === 'UNAVAILABLE')).toBe(true);
  const slowest = Math.max(...during.map((p) => p.ms));
  expect(slowest).toBeLessThan(7_000); // bounded: the pool's 5 s connect timeout at worst
  expect(firstOk).toBeDefined();
  const recoverySeconds = (firstOk!.at + firstOk!.ms - backAt) / 1000;
  expect(recoverySeconds).toBeLessThanOrEqual(10);
  // Every route type recovers, not only the health check.
  expect(after.filter((p) => p.status === 201).length).toBeGreaterThan(0);
  report('5b PostgreSQL restart', { downSeconds: (backAt - stoppedAt) / 1000, requestsWhileDown: during.length, answered503: during.filter((p) => p.status === 503).length, slowestAnswerMsWhileDown: slowest, recoverySeconds, statuses });
});
