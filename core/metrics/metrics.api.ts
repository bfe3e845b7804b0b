// GET /api/metrics: the service's numbers in Prometheus's text format (issue 28; docs/operations.md "What to watch").
// Open to a signed-in admin or to a scraper with METRICS_TOKEN as its bearer token; a visitor gets 401, a contractor
// 403. Marked public so the session check lets a token-only scraper reach the route; the route checks both itself.
import { z } from 'zod';
import { defineContract } from '../api/contract';

export const getMetrics = defineContract({
  method: 'GET',
  path: '/api/metrics',
  response: z.string().describe('text/plain; version=0.0.4'),
  public: true,
  tags: ['health'],
  summary: 'Queue depths and lags, request latencies per route group (Prometheus text format); admins or METRICS_TOKEN',
});
