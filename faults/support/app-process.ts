// The real server as a separate process (node --import tsx server/main.ts), so a test can kill -9 it, send SIGTERM,
// or run two of them, exactly as production would see it.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr (for failure messages). */
  stderr(): string;
  /** Resolves with the exit code (or the signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Secrets every instance of one deployment shares (sessions, CSRF, PII ciphertext). */
export function deploymentSecrets() {
  return { SESSION_SECRET: crypto.randomBytes(32).toString('hex'), PII_KEY: crypto.randomBytes(32).toString('base64') };
}

export async function startApp(env: Record<string, string>, options: { port?: number; timeoutMs?: number } = {}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'picket-fault-app-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', WEB_DIST: path.join(dataDir, 'no-web'), ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, child, exited, stderr: () => stderr };
}

export async function killHard(app: AppProcess): Promise<void> {
  app.child.kill('SIGKILL');
  await app.exited;
}
