// bench/http: the no-I/O route /api/ping through the full production plugin chain (helmet, logging, CSRF hook,
// rate-limit plugin, lazy session: never looked up) against a bare node:http hello-world and Fastify + helmet alone,
// in the same run. BENCH_LOG_LEVEL=warn shows what the request log costs.
// Server and load generator are pinned to different cores with taskset when available.
// Usage: node --import tsx bench/http/run.ts [seconds=10] [connections=50]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const hasTaskset = spawnSync('which', ['taskset']).status === 0;

function startServer(script: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const args = ['--import', 'tsx', script];
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const full = hasTaskset ? ['-c', '0', process.execPath, ...args] : args;
  const child = spawn(cmd, full, { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/ping`);
        if (res.ok) {
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

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-bench-http-'));
  const bare = await startServer('bench/http/bare-server.ts', 5601);
  const fastifyHelmet = await startServer('bench/http/fastify-helmet-server.ts', 5603);
  const full = await startServer('server/main.ts', 5602, { DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  try {
    await load('http://127.0.0.1:5601/api/ping'); // warm-up
    await load('http://127.0.0.1:5602/api/ping');
    await load('http://127.0.0.1:5603/api/ping');
    const b = await load('http://127.0.0.1:5601/api/ping');
    const h = await load('http://127.0.0.1:5603/api/ping');
    const f = await load('http://127.0.0.1:5602/api/ping');
    const row = (name: string, r: autocannon.Result) =>
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx} |`;
    console.log(`\n${seconds}s, ${connections} connections, taskset=${hasTaskset}`);
    console.log('| server | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |\n|---|---|---|---|---|---|');
    console.log(row('bare node:http', b));
    console.log(row('Fastify + helmet only', h));
    console.log(row('Picket /api/ping (full chain)', f));
    console.log(`\nPicket / bare = ${((f.requests.average / b.requests.average) * 100).toFixed(1)}%; Fastify+helmet / bare = ${((h.requests.average / b.requests.average) * 100).toFixed(1)}%`);
  } finally {
    bare.kill('SIGTERM');
    fastifyHelmet.kill('SIGTERM');
    full.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
