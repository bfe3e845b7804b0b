// Runs the fault tests (faults/: kill -9, PostgreSQL restart, SIGTERM, a queue job killed mid-send, two instances
// behind nginx). They need the
// PostgreSQL server binaries (initdb, pg_ctl), nginx and a Redis at 127.0.0.1:6379. In CI a missing piece fails the
// run; on a laptop without them the run is skipped with a notice.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const pgBin = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
const nginx = fs.existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');
const redis = await new Promise((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
const missing = [!pgBin && 'PostgreSQL server binaries (/usr/lib/postgresql/*/bin)', !nginx && 'nginx', !redis && 'Redis at 127.0.0.1:6379'].filter(Boolean);
if (missing.length) {
  if (process.env.CI) {
    console.error(`Fault tests need: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.warn(`Skipping the fault tests; missing: ${missing.join(', ')}`);
  process.exit(0);
}
console.log('== fault tests (real processes: kill -9, PostgreSQL restart, SIGTERM, a queue job killed mid-send, two instances behind nginx)');
const result = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.faults.config.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
