// Round trips and failures for the local fakes (GoHighLevel, Stripe, the SMS provider, the SMTP sink), so benchmarks
// and tests see what a real service does: an answer after `delayMs` (± `jitterMs`), and now and then a failure the
// client must ride out (`errorRate`, 0–1: a 500 from the HTTP fakes, a 451 from the SMTP sink). All zero by default.
// From the environment with a prefix per fake (docs/operations.md "Fakes with latency"):
//   {PREFIX}_DELAY_MS, {PREFIX}_JITTER_MS, {PREFIX}_ERROR_RATE, e.g. FAKE_GHL_DELAY_MS=200.
export interface FakeLatency {
  delayMs: number;
  jitterMs: number;
  errorRate: number;
}

export const NO_LATENCY: FakeLatency = { delayMs: 0, jitterMs: 0, errorRate: 0 };

const numberFrom = (raw: string | undefined, name: string, min: number, max: number): number => {
  if (raw === undefined || raw.trim() === '') return 0;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
  return n;
};

/** Reads {prefix}_DELAY_MS, {prefix}_JITTER_MS and {prefix}_ERROR_RATE; a bad value stops the fake with its name. */
export function fakeLatencyFromEnv(prefix: string, env: Record<string, string | undefined> = process.env): FakeLatency {
  return {
    delayMs: numberFrom(env[`${prefix}_DELAY_MS`], `${prefix}_DELAY_MS`, 0, 600_000),
    jitterMs: numberFrom(env[`${prefix}_JITTER_MS`], `${prefix}_JITTER_MS`, 0, 600_000),
    errorRate: numberFrom(env[`${prefix}_ERROR_RATE`], `${prefix}_ERROR_RATE`, 0, 1),
  };
}

/** This answer's delay: delayMs, spread evenly over ± jitterMs, never below zero. */
export function fakeDelayMs(latency: FakeLatency, random: () => number = Math.random): number {
  if (latency.delayMs <= 0 && latency.jitterMs <= 0) return 0;
  return Math.max(0, Math.round(latency.delayMs + (random() * 2 - 1) * latency.jitterMs));
}

/** Waits this answer's delay, then says whether it fails (the error rate's draw). */
export async function fakeRoundTrip(latency: FakeLatency, random: () => number = Math.random): Promise<{ fail: boolean }> {
  const ms = fakeDelayMs(latency, random);
  if (ms > 0) await new Promise<void>((resolve) => setTimeout(resolve, ms));
  return { fail: latency.errorRate > 0 && random() < latency.errorRate };
}
