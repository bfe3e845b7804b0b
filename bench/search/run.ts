// bench/search run: GET /api/search over HTTP with autocannon (concurrency 10) beside GET /api/health in the same run,
// against a database seeded by bench/search/seed.ts; prints p50/p95/p99 and req/s, then EXPLAIN of every search query.
// Usage: PII_KEY=… node --import tsx bench/search/run.ts --target pg:<dbname>|pglite:<dir> [--rounds 6] [--seconds 5] [--connections 10]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../../server/db/connection';
import { fillPlaceholders } from 'drizzle-orm';
import { candidateParams, candidateShape, candidateTokens, customerCandidatesQuery } from '../../server/features/search/customer-candidates';
import { CANDIDATE_BATCHES, quoteByNumberQuery, quotesOfCustomersQuery } from '../../server/features/search/search.service';
import type { BenchMeta } from './seed';

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const target = opt('target', 'pglite:/tmp/picket-bench-search');
const seconds = Number(opt('seconds', '5'));
const rounds = Number(opt('rounds', '6'));
const connections = Number(opt('connections', '10'));
const port = Number(opt('port', '5621'));
const hasTaskset = spawnSync('which', ['taskset']).status === 0;
const meta: BenchMeta = JSON.parse(fs.readFileSync(path.join('/tmp', `picket-bench-search-${target.replace(/[^a-z0-9]+/gi, '_')}.json`), 'utf8'));
const databaseUrl = target.startsWith('pg:') ? `postgres://postgres@127.0.0.1:5432/${target.slice(3)}` : undefined;
const dataDir = target.startsWith('pglite:') ? target.slice('pglite:'.length) : '/tmp/picket-bench-unused';

/** The query mix: name prefix, surname, full name, email prefix, 4 and 7 phone digits, a quote number. */
function queries(): string[] {
  return meta.samples.flatMap((s) => [s.first3, s.last.toLowerCase(), s.name, s.email.slice(0, 9), s.phone.slice(-4), s.phone.replace(/\D/g, '').slice(3), String(s.quoteNumber)]);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function startServer(): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const args = ['--import', 'tsx', 'server/main.ts'];
  const child = hasTaskset ? spawn('taskset', ['-c', '0', process.execPath, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] }) : spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000);
    const poll = setInterval(async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve(child);
        }
      } catch {
        /* not yet */
      }
    }, 300);
  });
}

async function signIn(): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const t = await fetch(`${base}/api/csrf-token`);
  const csrfCookie = t.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await t.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: csrfCookie }, body: JSON.stringify({ email: meta.email, password: meta.password }) });
  if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
  return [csrfCookie, ...res.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100);

/** utime + stime of these processes, in milliseconds (from /proc; 0 for any that is gone). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* exited */
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

function postgresPids(): number[] {
  if (!databaseUrl) return [];
  return (spawnSync('pgrep', ['-u', 'postgres', 'postgres']).stdout?.toString() ?? '').split('\n').filter(Boolean).map(Number);
}

interface Run {
  rps: number;
  latencies: number[];
  non2xx: number;
  /** CPU per answered request: the server process, and PostgreSQL's backends (PGlite runs inside the server). */
  serverMs: number;
  postgresMs: number;
}

async function load(paths: string[], serverPid: number, cookie?: string): Promise<Run> {
  const latencies: number[] = [];
  const pgPids = postgresPids();
  const before = { server: cpuMs([serverPid]), postgres: cpuMs(pgPids) };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: paths.map((p) => ({ method: 'GET', path: p, headers: cookie ? { cookie } : {} })) },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
  const n = Math.max(latencies.length, 1);
  return {
    rps: result.requests.average,
    latencies,
    non2xx: result.non2xx,
    serverMs: (cpuMs([serverPid]) - before.server) / n,
    postgresMs: (cpuMs(pgPids) - before.postgres) / n,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(runs: Run[]) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    serverMs: median(runs.map((r) => r.serverMs)),
    postgresMs: median(runs.map((r) => r.postgresMs)),
  };
}

/** A parameter as an SQL literal, for EXECUTE of a PREPAREd statement. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return literal(`{${value.map((v) => `"${String(v)}"`).join(',')}}`);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * EXPLAIN (ANALYZE) of each statement exactly as the server runs it: PREPAREd, and with the generic plan forced, which is
 * what PostgreSQL settles on for a prepared statement after five executions (the custom plans are no worse).
 */
async function explain(database: Database) {
  const s = meta.samples[0];
  const { contractorId } = meta;
  const candidates = (q: string) => {
    const tokens = candidateTokens(contractorId, q)!;
    return { query: customerCandidatesQuery(database.db, candidateShape(tokens), 'search').toSQL(), values: candidateParams(contractorId, tokens, CANDIDATE_BATCHES[0]) };
  };
  const someIds = await database.query<{ id: string }>('select id from homeowners where contractor_id = $1 limit 10', [contractorId]);
  const cases: [string, { query: { sql: string; params: unknown[] }; values: Record<string, unknown> }][] = [
    ['customers by name prefix', candidates(s.first3)],
    ['customers by full name', candidates(s.name)],
    ['customers by email prefix', candidates(s.email.slice(0, 9))],
    ['customers by 4 phone digits', candidates(s.phone.slice(-4))],
    ['quote by number', { query: quoteByNumberQuery(database.db).toSQL(), values: { contractorId, number: s.quoteNumber } }],
    ['quotes of matched customers', { query: quotesOfCustomersQuery(database.db).toSQL(), values: { contractorId, customerIds: someIds.map((r) => r.id) } }],
  ];
  await database.query('SET plan_cache_mode = force_generic_plan');
  for (const [i, [name, { query, values }]] of cases.entries()) {
    const params = fillPlaceholders(query.params, values);
    await database.query(`PREPARE bench_${i} AS ${query.sql}`);
    const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE bench_${i}(${params.map(literal).join(', ')})`);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    console.log(`\n-- ${name}${/Seq Scan/.test(text) ? '  ** SEQUENTIAL SCAN **' : ''}\n${text}`);
  }
  await database.query('RESET plan_cache_mode');
}

async function main() {
  // One connection: PREPARE and SET in explain() are per connection.
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  await explain(database);
  await database.close();
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)]);
  const server = await startServer();
  try {
    const cookie = await signIn();
    const searchPaths = queries().map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const check = await fetch(`http://127.0.0.1:${port}${searchPaths[0]}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`search answered ${check.status}`);
    // Warm-up, then rounds of health and search back to back: the machine's speed drifts (other tenants of the host),
    // so each round's ratio compares the two routes under the same conditions, and the median ratio is reported.
    await load(['/api/health'], server.pid!);
    await load(searchPaths, server.pid!, cookie);
    const healthRuns: Run[] = [];
    const searchRuns: Run[] = [];
    for (let i = 0; i < rounds; i++) {
      healthRuns.push(await load(['/api/health'], server.pid!));
      searchRuns.push(await load(searchPaths, server.pid!, cookie));
    }
    const health = summary(healthRuns);
    const search = summary(searchRuns);
    const ms = (v: number) => v.toFixed(2);
    const row = (name: string, r: ReturnType<typeof summary>) =>
      `| ${name} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx} | ${ms(r.serverMs)} | ${databaseUrl ? ms(r.postgresMs) : '—'} |`;
    console.log(`\n${target}: ${meta.customers} customers in the searched tenant, ${meta.totalRows} rows in homeowners; ${rounds} rounds of ${seconds} s per route, ${connections} connections, ${searchPaths.length} distinct queries, taskset=${hasTaskset}, load average ${os.loadavg()[0].toFixed(2)}`);
    console.log('| route | req/s (median round) | p50 ms | p95 ms | p99 ms | non-2xx | server CPU ms/request | PostgreSQL CPU ms/request |\n|---|---|---|---|---|---|---|---|');
    console.log(row('GET /api/health', health));
    console.log(row('GET /api/search', search));
    const ratios = healthRuns.map((h, i) => (searchRuns[i].rps / h.rps) * 100);
    console.log(`\nsearch / health throughput per round: ${ratios.map((r) => `${r.toFixed(1)}%`).join(', ')}; median ${median(ratios).toFixed(1)}%`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
