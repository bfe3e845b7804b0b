// Request latencies per route group for GET /api/metrics: a Prometheus histogram per group (the first segment after
// /api/, e.g. quotes, homeowners, public, admin; `web` for the pages and files), counted in onResponse. In memory, per
// instance: Prometheus scrapes every instance and sums them.
import type { FastifyInstance } from 'fastify';

export const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Histogram {
  buckets: number[];
  count: number;
  sum: number;
}

const histograms = new Map<string, Histogram>();

/** The group a route belongs to: its path's first segment under /api (the route's pattern, so ids never split it). */
export function routeGroup(routeUrl: string | undefined, url: string): string {
  const path = routeUrl ?? url.split('?')[0];
  const match = /^\/api\/([a-z0-9-]+)/i.exec(path);
  if (match) return match[1].toLowerCase();
  return routeUrl ? 'web' : 'unmatched';
}

export function observeRequest(group: string, method: string, status: number, seconds: number): void {
  const key = `${group}\u0000${method}\u0000${Math.floor(status / 100)}xx`;
  let h = histograms.get(key);
  if (!h) {
    h = { buckets: LATENCY_BUCKETS_S.map(() => 0), count: 0, sum: 0 };
    histograms.set(key, h);
  }
  LATENCY_BUCKETS_S.forEach((le, i) => {
    if (seconds <= le) h.buckets[i] += 1;
  });
  h.count += 1;
  h.sum += seconds;
}

/** The histograms as Prometheus text lines. */
export function requestMetricsText(): string[] {
  const lines = ['# HELP picket_http_request_duration_seconds Time to answer a request, by route group, method and status class.', '# TYPE picket_http_request_duration_seconds histogram'];
  for (const [key, h] of [...histograms.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [group, method, status] = key.split('\u0000');
    const labels = `group="${group}",method="${method}",status="${status}"`;
    LATENCY_BUCKETS_S.forEach((le, i) => lines.push(`picket_http_request_duration_seconds_bucket{${labels},le="${le}"} ${h.buckets[i]}`));
    lines.push(`picket_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
    lines.push(`picket_http_request_duration_seconds_sum{${labels}} ${h.sum.toFixed(6)}`);
    lines.push(`picket_http_request_duration_seconds_count{${labels}} ${h.count}`);
  }
  return lines;
}

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    observeRequest(routeGroup(request.routeOptions.url, request.url), request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}
