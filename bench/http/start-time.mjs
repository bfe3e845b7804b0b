// Usage: node bench/http/start-time.mjs <label> <command…>   e.g. `node bench/http/start-time.mjs built node dist/server/main.js`
// (issue 20). Fresh DATA_DIR (so PGlite creates and migrates its database), no demo seed, production mode.
// Starts the server command, measures ms until /api/health answers 200, then RSS of the process (from /proc), then stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const [,, label, ...cmd] = process.argv;
const port = 5230 + Math.floor(Math.random() * 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-start-'));
const t0 = performance.now();
const child = spawn(cmd[0], cmd.slice(1), { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', SESSION_SECRET: 'measure-secret-measure-secret-measure-secret', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
let ms;
for (;;) {
  try { const r = await fetch(`http://127.0.0.1:${port}/api/health`); if (r.ok) { ms = performance.now() - t0; break; } } catch { /* not answering yet */ }
  await new Promise((r) => setTimeout(r, 50));
}
await new Promise((r) => setTimeout(r, 2000));
const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
const rss = Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
const hwm = Number(status.match(/VmHWM:\s+(\d+)/)[1]) / 1024;
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`${label}\tready_ms=${ms.toFixed(0)}\trss_mb=${rss.toFixed(0)}\tpeak_rss_mb=${hwm.toFixed(0)}\tload=${os.loadavg()[0].toFixed(1)}`);
