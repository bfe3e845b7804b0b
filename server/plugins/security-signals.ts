// Abuse signals for the security alert rules (issue 13): CSRF failures, unknown homeowner-quote tokens (token guessing)
// and requests a route's rate limit refused, one rate_limit_events row each, per client IP. Written after the response
// has gone out, so an unknown token answers exactly as fast as a revoked one (DESIGN §3: they answer alike).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitEvents } from '../db/schema/index';

type Signal = 'csrf_failed' | 'quote_token_unknown' | 'request_throttled';

const noted = new WeakMap<FastifyRequest, Signal[]>();

/** Marks the request; the row is written once the answer is sent. */
export function noteSecuritySignal(request: FastifyRequest, signal: Signal): void {
  noted.set(request, [...(noted.get(request) ?? []), signal]);
}

// The public quote routes: a 404 there is a token nobody holds (unknown, revoked and expired answer alike).
const QUOTE_TOKEN_ROUTE = '/api/public/quotes/:token';
// The login throttle writes its own rows (login-throttle.ts).
const LOGIN_ROUTE = '/api/auth/login';

/**
 * Past what any rule counts, a flood from one address adds nothing but writes: each instance keeps at most this many
 * rows per address and signal per minute. An in-memory cap only drops rows the database would not need.
 */
const ROWS_PER_MINUTE = 60;
const MAX_TRACKED = 10_000;

class PerMinuteCap {
  private counts = new Map<string, { minute: number; n: number }>();

  take(key: string, now = Date.now()): boolean {
    const minute = Math.floor(now / 60_000);
    const entry = this.counts.get(key);
    if (!entry || entry.minute !== minute) {
      if (this.counts.size >= MAX_TRACKED) this.counts.clear();
      this.counts.set(key, { minute, n: 1 });
      return true;
    }
    entry.n++;
    return entry.n <= ROWS_PER_MINUTE;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every signal row of answered requests is written (tests; shutdown). */
    securitySignalsSettled(): Promise<void>;
  }
}

export function registerSecuritySignals(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  const cap = new PerMinuteCap();
  app.addHook('onResponse', async (request, reply) => {
    const signals = [...(noted.get(request) ?? [])];
    const route = request.routeOptions.url ?? null;
    if (reply.statusCode === 404 && route?.startsWith(QUOTE_TOKEN_ROUTE)) signals.push('quote_token_unknown');
    if (reply.statusCode === 429 && route !== LOGIN_ROUTE) signals.push('request_throttled');
    const ip = request.ip;
    const rows = signals
      .filter((signal) => cap.take(`${signal}|${ip}`))
      .map((action) => ({ key: `ip:${ip}`, action, ip, route, blocked: action === 'request_throttled' }));
    if (rows.length === 0) return;
    const write = app.db
      .insert(rateLimitEvents)
      .values(rows)
      .then(
        () => undefined,
        (error: unknown) => request.log.warn({ err: error }, 'security signal not recorded'),
      );
    pending.add(write);
    void write.finally(() => pending.delete(write));
  });
  const settled = async () => {
    await Promise.all([...pending]);
  };
  app.decorate('securitySignalsSettled', settled);
  app.addHook('onClose', settled);
}
