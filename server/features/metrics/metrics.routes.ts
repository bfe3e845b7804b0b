// GET /api/metrics (core/metrics/metrics.api.ts): what an operator of many contractors watches, in Prometheus's text
// format. Queue depths and lags are read from the queues' own tables at scrape time (every instance answers the same:
// scrape one, or any behind the load balancer); request latencies are this instance's (server/plugins/request-metrics.ts).
// Every figure here spans tenants, so it is an admin's or the scraper's token's, never a contractor's.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getMetrics } from '../../../core/metrics/metrics.api';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query-rows';
import { registerContract } from '../../http/register-contract';
import { requestMetricsText } from '../../plugins/request-metrics';
import { requireAdmin } from '../../plugins/session';

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** The scraper's token, or else a signed-in admin (401 for a visitor, 403 for anyone else). */
async function authorise(request: FastifyRequest, token: string | undefined): Promise<void> {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer && sameSecret(bearer, token)) return;
  await requireAdmin(request);
}

interface QueueFigures extends Record<string, unknown> {
  queue: string;
  depth: number;
  running: number;
  lag: number | null;
}

/** Each outbox: rows waiting, rows in flight, and how long the oldest due one has waited (its lag). */
async function queueFigures(db: Db): Promise<QueueFigures[]> {
  return queryRows<QueueFigures>(db, sql`
    SELECT 'crm_outbound' AS queue,
           count(*) FILTER (WHERE status = 'pending')::int AS depth,
           count(*) FILTER (WHERE status = 'running')::int AS running,
           extract(epoch FROM now() - min(coalesce(next_attempt_at, created_at)) FILTER (WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())))::float8 AS lag
      FROM ghl_sync_items WHERE direction = 'out' AND status IN ('pending', 'running')
    UNION ALL
    SELECT 'quickbooks', count(*) FILTER (WHERE status = 'pending')::int, count(*) FILTER (WHERE status = 'running')::int,
           extract(epoch FROM now() - min(coalesce(next_attempt_at, created_at)) FILTER (WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())))::float8
      FROM qbo_sync_items WHERE status IN ('pending', 'running')
    UNION ALL
    SELECT 'follow_ups', count(*) FILTER (WHERE status = 'scheduled' AND due_at <= now())::int, count(*) FILTER (WHERE status = 'sending')::int,
           extract(epoch FROM now() - min(due_at) FILTER (WHERE status = 'scheduled' AND due_at <= now()))::float8
      FROM follow_ups WHERE status IN ('scheduled', 'sending')
    UNION ALL
    SELECT 'crm_lead_actions', count(*) FILTER (WHERE status = 'pending')::int, count(*) FILTER (WHERE status = 'running')::int,
           extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8
      FROM ghl_lead_assignments WHERE status IN ('pending', 'running')
    UNION ALL
    SELECT 'crm_sms', count(*) FILTER (WHERE status = 'scheduled' AND send_at <= now())::int, count(*) FILTER (WHERE status = 'sending')::int,
           extract(epoch FROM now() - min(send_at) FILTER (WHERE status = 'scheduled' AND send_at <= now()))::float8
      FROM ghl_sms_sends WHERE status IN ('scheduled', 'sending')`);
}

/** pg-boss's jobs waiting per queue and the oldest one's age; none when this database has no pg-boss schema yet. */
async function bossFigures(db: Db): Promise<{ name: string; waiting: number; active: number; oldest: number | null }[]> {
  const [exists] = await queryRows<{ ok: boolean }>(db, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`);
  if (!exists?.ok) return [];
  return queryRows(db, sql`
    SELECT name,
           count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS waiting,
           count(*) FILTER (WHERE state = 'active')::int AS active,
           extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
      FROM pgboss.job WHERE state IN ('created', 'retry', 'active') GROUP BY name ORDER BY name`);
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

export async function metricsText(db: Db): Promise<string> {
  const queues = await queueFigures(db);
  const boss = await bossFigures(db);
  const lines = [
    '# HELP picket_queue_depth Rows due and waiting in an outbox.',
    '# TYPE picket_queue_depth gauge',
    ...queues.map((q) => `picket_queue_depth{queue="${q.queue}"} ${num(q.depth)}`),
    '# HELP picket_queue_running Rows being sent now (claimed).',
    '# TYPE picket_queue_running gauge',
    ...queues.map((q) => `picket_queue_running{queue="${q.queue}"} ${num(q.running)}`),
    '# HELP picket_queue_lag_seconds How long the oldest due row has waited (0 when none waits).',
    '# TYPE picket_queue_lag_seconds gauge',
    ...queues.map((q) => `picket_queue_lag_seconds{queue="${q.queue}"} ${Math.max(0, num(q.lag)).toFixed(3)}`),
    '# HELP picket_jobs_waiting pg-boss jobs ready to run and not yet taken, per queue.',
    '# TYPE picket_jobs_waiting gauge',
    ...boss.map((b) => `picket_jobs_waiting{name="${b.name}"} ${num(b.waiting)}`),
    '# HELP picket_jobs_active pg-boss jobs running now, per queue.',
    '# TYPE picket_jobs_active gauge',
    ...boss.map((b) => `picket_jobs_active{name="${b.name}"} ${num(b.active)}`),
    '# HELP picket_jobs_oldest_waiting_seconds Age of the oldest ready job not yet taken, per queue.',
    '# TYPE picket_jobs_oldest_waiting_seconds gauge',
    ...boss.map((b) => `picket_jobs_oldest_waiting_seconds{name="${b.name}"} ${Math.max(0, num(b.oldest)).toFixed(3)}`),
    ...requestMetricsText(),
  ];
  return `${lines.join('\n')}\n`;
}

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getMetrics, async (request, reply) => {
    await authorise(request, app.config.metricsToken);
    const text = await metricsText(app.db);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').header('Cache-Control', 'no-store').send(text);
  }, { config: { ownAuthentication: true } });
}
