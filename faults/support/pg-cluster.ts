// A throwaway PostgreSQL 15 server of the fault tests' own (initdb in a temporary folder, its own port), so a test can
// stop, kill and restart it without touching the machine's shared server.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

const BIN = process.env.PG_BIN ?? (fs.existsSync('/usr/lib/postgresql') ? path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin') : '');
const asRoot = process.getuid?.() === 0;

// initdb and pg_ctl refuse to run as root: as root they run as the postgres user.
function run(tool: string, args: string[]): string {
  const cmd = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export interface PgCluster {
  url: string;
  port: number;
  start(): void;
  /** Fast shutdown: the server terminates every session (clients see 57P01) and stops. */
  stop(): void;
  destroy(): void;
}

export async function startPgCluster(): Promise<PgCluster> {
  if (!BIN || !fs.existsSync(path.join(BIN, 'initdb'))) throw new Error('PostgreSQL server binaries not found (set PG_BIN)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'picket-fault-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => void run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']),
    stop: () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* not running */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
