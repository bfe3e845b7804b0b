// bench/pricing: (1) priceLayoutQuote on a 200-run layout, µs per call; (2) GET /api/public/quotes/{token} (the API behind
// /customer/quote/{token}/view: token lookup, view counters written, view model) beside GET /api/health, through the full app.
// Usage: node --import tsx bench/pricing/run.ts [seconds=10] [connections=20]   (DATABASE_URL=postgres://… for PostgreSQL;
// BENCH_PORT=… for the server's port, default 5611)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultContractorRates } from '../../core/quotes/contractor-rates';
import { priceLayoutQuote } from '../../core/quotes/price-layout-quote';
import type { PricingRun } from '../../core/quotes/pricing.types';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const port = Number(process.env.BENCH_PORT ?? 5611);
const base = `http://127.0.0.1:${port}`;
const hasTaskset = spawnSync('which', ['taskset']).status === 0;

function layoutRuns(n: number): PricingRun[] {
  const types = ['vinyl', 'cedar', 'chain'] as const;
  return Array.from({ length: n }, (_, i) => ({
    id: `r${i}`, label: `Side ${i + 1}`, fenceType: types[i % 3], style: i % 2 ? 'privacy' : undefined, heightFt: [4, 5, 6, 8][i % 4],
    fenceFeet: 20 + ((i * 7.3) % 80), posts: { end: i % 2, corner: 1, line: 3 + (i % 9), gate: i % 5 === 0 ? 2 : 0 },
    gates: i % 5 === 0 ? [{ kind: i % 10 === 0 ? 'double' : 'single', widthFt: 4 }] : [], removalFeet: i % 3 === 0 ? 30 : 0,
  }));
}

/** Wall and CPU time per call: on a shared, loaded machine the CPU time is the fairer figure. */
function benchPricing() {
  const runs = layoutRuns(200);
  const input = { runs, rates: defaultContractorRates, adjustments: [{ label: 'Spring', kind: 'discount' as const, mode: 'percent' as const, value: 5 }], shippingMiles: 30, taxRatePercent: 8.25 };
  for (let i = 0; i < 50; i++) priceLayoutQuote(input); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let b = 0; b < 5; b++) {
    const n = 40;
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) priceLayoutQuote(input);
    wall.push(Number(process.hrtime.bigint() - t0) / 1000 / n);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / n);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const q = priceLayoutQuote(input);
  return { runs: runs.length, lines: q.lines.length, wallUs: wall[2], cpuUs: cpu[2], minCpuUs: cpu[0] };
}

function startServer(dataDir: string): Promise<ChildProcess> {
  const args = ['--import', 'tsx', 'server/main.ts'];
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const full = hasTaskset ? ['-c', '0', process.execPath, ...args] : args;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  const child = spawn(cmd, full, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000);
    const poll = setInterval(async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve(child);
        }
      } catch {
        /* not yet */
      }
    }, 250);
  });
}

/** Signs in as the demo contractor and returns the token of a sent quote's public link. */
async function publicToken(): Promise<string> {
  let cookie = '';
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) cookie = [cookie, c.split(';')[0]].filter(Boolean).join('; ');
  };
  const csrfRes = await fetch(`${base}/api/csrf-token`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const headers = () => ({ 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie });
  keep(await fetch(`${base}/api/auth/login`, { method: 'POST', headers: headers(), body: JSON.stringify({ email: 'contractor@example.com', password: 'demo-contractor-password' }) }));
  const list = (await (await fetch(`${base}/api/quotes?status=sent`, { headers: headers() })).json()) as { quotes: { id: string }[] };
  const { url } = (await (await fetch(`${base}/api/quotes/${list.quotes[0].id}/link`, { method: 'POST', headers: headers(), body: '{}' })).json()) as { url: string };
  return new URL(url).pathname.split('/')[3];
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return Number.NaN;
  }
}

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const pricing = benchPricing();
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(`priceLayoutQuote, ${pricing.runs} runs (${pricing.lines} lines): median ${pricing.cpuUs.toFixed(0)} µs CPU/call (best batch ${pricing.minCpuUs.toFixed(0)}), ${pricing.wallUs.toFixed(0)} µs wall/call`);
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-bench-pricing-'));
  const server = await startServer(dataDir);
  try {
    const token = await publicToken();
    await load(`${base}/api/health`); // warm-up
    await load(`${base}/api/public/quotes/${token}`);
    // The server's CPU per answered request: on this shared machine a steadier figure than req/s.
    const measured = async (url: string) => {
      const c0 = cpuMsOf(server.pid);
      const r = await load(url);
      return { r, cpuMs: (cpuMsOf(server.pid) - c0) / r.requests.total };
    };
    const health = await measured(`${base}/api/health`);
    const view = await measured(`${base}/api/public/quotes/${token}`);
    const row = (name: string, { r, cpuMs }: { r: autocannon.Result; cpuMs: number }) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   server CPU ${cpuMs.toFixed(2)} ms/req   non-2xx ${r.non2xx}`;
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each`);
    console.log(row('GET /api/health', health));
    console.log(row('GET /api/public/quotes/{token}', view));
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
