// Issue #16 5a: kill -9 of the server during a stream of writes; after restart every acknowledged write is there and
// nothing is half-written. On a PostgreSQL server of the test's own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deploymentSecrets, killHard, startApp, type AppProcess } from './support/app-process';
import { startPgCluster, type PgCluster } from './support/pg-cluster';
import { SessionClient } from './support/session-client';
import { acknowledgedCount, verifyWrites } from './support/verify';
import { CONTRACTOR, emptyOutcome, makeJob, streamWrites } from './support/write-stream';
import { report, waitUntil } from './support/report';

let cluster: PgCluster;
let app: AppProcess | undefined;
beforeAll(async () => {
  cluster = await startPgCluster();
});
afterAll(async () => {
  app?.child.kill('SIGKILL');
  cluster?.destroy();
});

it('keeps every acknowledged write through two kill -9 of the server under load', async () => {
  const env = { DATABASE_URL: cluster.url, ...deploymentSecrets() };
  app = await startApp(env);
  const client = new SessionClient(app.url);
  await client.signIn(CONTRACTOR.email, CONTRACTOR.password);
  const jobIds = [await makeJob(client), await makeJob(client)];
  const totals = { acknowledged: 0, refused: 0 };
  for (let round = 1; round <= 2; round++) {
    const stop = new AbortController();
    const live = emptyOutcome();
    const stream = streamWrites(() => client, jobIds, { workers: 8, signal: stop.signal, into: live });
    // Let writes pile up (a number of them, however loaded the machine), then pull the plug mid-stream.
    const started = Date.now();
    await waitUntil(() => acknowledgedCount(live.acknowledged) >= 40, 90_000, '40 acknowledged writes');
    await killHard(app);
    stop.abort();
    const outcome = await stream;
    const restartedAt = Date.now();
    app = await startApp(env);
    client.baseUrl = app.url;
    const verdict = await verifyWrites({ url: cluster.url }, outcome.acknowledged, jobIds);
    expect(verdict.missing).toEqual({ customers: [], quotes: [], payments: [] });
    expect(verdict.halfWritten).toEqual([]);
    expect(acknowledgedCount(outcome.acknowledged)).toBeGreaterThan(20);
    totals.acknowledged += acknowledgedCount(outcome.acknowledged);
    totals.refused += Object.values(outcome.refused).reduce((a, b) => a + b, 0);
    report('5a kill -9 under writes', { round, streamSeconds: (restartedAt - started) / 1000, acknowledged: acknowledgedCount(outcome.acknowledged), refused: outcome.refused, missing: 0, halfWritten: 0, restartSeconds: (Date.now() - restartedAt) / 1000 });
  }
  // The server still works after the crashes: the session survived, a read sees the writes.
  const list = await client.json<{ total: number }>('GET', '/api/homeowners?pageSize=1');
  expect(list.total).toBeGreaterThan(0);
});
