// GET /api/metrics: the service's numbers in Prometheus's text format (issue 28; docs/operations.md "What to watch").
// Open to a signed-in admin or to a scraper with METRICS_TOKEN as its bearer token; a visitor gets 401, a contractor
// 403. Not public: the route checks the token or the session itself (config `ownAuthentication`).
import { z } from 'zod';
import { defineContract } from '../api/contract';

export const getMetrics = defineContract({
  method: 'GET',
  path: '/api/metrics',
  response: z.string().describe('text/plain; version=0.0.4'),
  tags: ['health'],
  summary: 'Queue depths and lags, request latencies per route group (Prometheus text format); admins or METRICS_TOKEN',
});
