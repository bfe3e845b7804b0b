// Issue #16 5c: SIGTERM under load on the embedded database: requests the server took finish, new ones get 503 (or find
// the port closed), PGlite is closed cleanly, the process exits within 10 s, and every acknowledged write is on disk.
// A connection still waiting in the kernel's accept queue when the port closes is reset by the kernel: such a request
// was never taken, and the test proves it (no row without its answer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startApp, type AppProcess } from './support/app-process';
import { report, waitUntil } from './support/report';
import { SessionClient } from './support/session-client';
import { acknowledgedCount, verifyWrites } from './support/verify';
import { CONTRACTOR, emptyOutcome, makeJob, streamWrites } from './support/write-stream';

let app: AppProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-fault-sigterm-'));
afterAll(() => {
  app?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('drains and exits cleanly on SIGTERM while writes stream in', async () => {
  app = await startApp({ DATA_DIR: dataDir });
  const client = new SessionClient(app.url);
  await client.signIn(CONTRACTOR.email, CONTRACTOR.password);
  const jobIds = [await makeJob(client)];
  const stop = new AbortController();
  const streamStart = new Date(); // the server shares this clock: rows of the stream are created after it
  const live = emptyOutcome();
  const stream = streamWrites(() => client, jobIds, { workers: 8, signal: stop.signal, into: live });
  await waitUntil(() => acknowledgedCount(live.acknowledged) >= 30, 90_000, '30 acknowledged writes');
  const termAt = Date.now();
  app.child.kill('SIGTERM');
  const exit = await app.exited;
  const exitSeconds = (Date.now() - termAt) / 1000;
  stop.abort();
  const outcome = await stream;

  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitSeconds).toBeLessThanOrEqual(10);
  expect(fs.existsSync(path.join(dataDir, 'picket.lock'))).toBe(false); // the database was closed, not abandoned
  const inFlight = outcome.attempts.filter((a) => a.start < termAt && a.end >= termAt);
  const after = outcome.attempts.filter((a) => a.start >= termAt);
  // Answers are successes or 503 (never a 500); anything else is a connection the server never took.
  const answers = outcome.attempts.filter((a) => typeof a.outcome === 'number');
  expect(answers.filter((a) => a.outcome !== 503 && (a.outcome as number) >= 300)).toEqual([]);
  expect(after.filter((a) => a.outcome === 503).length + after.filter((a) => a.outcome === 'ECONNREFUSED').length).toBeGreaterThan(0);
  // Everything acknowledged is on disk, whole, and nothing was written whose answer was lost: a request the server took
  // was answered.
  const verdict = await verifyWrites({ pgliteDir: path.join(dataDir, 'pgdata') }, outcome.acknowledged, jobIds, streamStart);
  expect(verdict.missing).toEqual({ customers: [], quotes: [], payments: [] });
  expect(verdict.halfWritten).toEqual([]);
  expect(verdict.unanswered).toEqual([]);
  report('5c SIGTERM under load (PGlite)', {
    exitSeconds,
    acknowledged: acknowledgedCount(outcome.acknowledged),
    inFlightAtSignal: inFlight.length,
    inFlightAnswered: inFlight.filter((a) => typeof a.outcome === 'number').length,
    afterSignal: after.reduce<Record<string, number>>((m, a) => ((m[String(a.outcome)] = (m[String(a.outcome)] ?? 0) + 1), m), {}),
  });
});
