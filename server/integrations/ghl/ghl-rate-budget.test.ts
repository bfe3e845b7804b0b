import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/use-test-app';
import { startFakeGhl, type FakeGhl } from './fake-ghl';
import { startFakeGhlProcess, type FakeGhlProcess } from './fake-process';
import { createGhlClient } from './ghl-client';
import { PostgresGhlRateBudget } from './ghl-rate-budget';

// The budget lives in the database, so two app instances (two budget objects here) share it.
const t = useTestDb();
let fake: FakeGhl;
let remote: FakeGhlProcess;
beforeAll(async () => {
  // A scaled-down limit (10 per second) so the proofs take seconds, not minutes; the budget learns it from the headers.
  const rateLimit = { max: 10, intervalMs: 1000, daily: 1000 };
  fake = await startFakeGhl({ rateLimit });
  // The timing proof talks to a fake in its own process, as the real CRM is (see fake-process.ts).
  remote = await startFakeGhlProcess({ FAKE_GHL_RATE_MAX: '10', FAKE_GHL_RATE_INTERVAL_MS: '1000' });
});
afterAll(async () => {
  await fake.close();
  await remote.stop();
});

describe('PostgreSQL request budget', () => {
  it('two instances together never exceed the location’s limit in any window, and no request is refused', async () => {
    const { location, token } = await remote.createLocation('Shared budget');
    // Slots are spaced interval / (max × safety): a send may reach the fake late by 10 spacings minus the window before an
    // 11th shares its window. In a 1 s window the usual 5 % margin leaves ~50 ms, less than a busy test machine's jitter
    // (0.85 left 176 ms, and a send stalled longer than that on a loaded CI machine, beside the browser tests); 0.6
    // leaves 667 ms. Two instances that did not share the budget would still send 12 a second between them and fail.
    const instanceA = new PostgresGhlRateBudget(t.db, { maxPerInterval: 10, intervalMs: 1000, safety: 0.6 });
    const instanceB = new PostgresGhlRateBudget(t.db, { maxPerInterval: 10, intervalMs: 1000, safety: 0.6 });
    const clientA = createGhlClient({ baseUrl: remote.url, accessToken: token, locationId: location.id, budget: instanceA, max429Retries: 0 });
    const clientB = createGhlClient({ baseUrl: remote.url, accessToken: token, locationId: location.id, budget: instanceB, max429Retries: 0 });
    // Each instance runs three sync workers, each sending its calls one after another (as the queue does).
    const worker = async (client: typeof clientA) => {
      for (let i = 0; i < 5; i++) await client.getLocation();
    };
    await Promise.all([worker(clientA), worker(clientA), worker(clientA), worker(clientB), worker(clientB), worker(clientB)]);
    const { requests, maxInWindow } = await remote.requests(location.id, 1000);
    expect(requests).toHaveLength(30);
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(maxInWindow).toBeLessThanOrEqual(10);
  });

  it('a 429 pushes every instance back by Retry-After', async () => {
    const { location, token } = fake.createLocation({ name: 'Pushed back' });
    const a = new PostgresGhlRateBudget(t.db, { maxPerInterval: 10, intervalMs: 1000 });
    const b = new PostgresGhlRateBudget(t.db, { maxPerInterval: 10, intervalMs: 1000 });
    const clientA = createGhlClient({ baseUrl: fake.url, accessToken: token, locationId: location.id, budget: a });
    fake.failNext({ count: 1, status: 429, retryAfterSeconds: 1, locationId: location.id });
    await clientA.getLocation();
    const refusedAt = fake.requests.find((r) => r.locationId === location.id && r.status === 429)!.at;
    // Instance B has seen no 429 itself, yet waits for the slot after the back-off.
    const started = Date.now();
    await b.acquire(location.id);
    expect(Date.now()).toBeGreaterThanOrEqual(refusedAt + 900);
    expect(Date.now() - started).toBeGreaterThanOrEqual(0);
  });

  it('stops for the day when the daily budget is spent', async () => {
    const budget = new PostgresGhlRateBudget(t.db, { maxPerInterval: 1000, intervalMs: 1000, dailyLimit: 3 });
    for (let i = 0; i < 3; i++) await budget.acquire('daily-location');
    await expect(budget.acquire('daily-location')).rejects.toMatchObject({ kind: 'rate_limited', retryable: true });
  });
});
