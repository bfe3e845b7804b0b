// The fake QuickBooks in a process of its own (server/integrations/quickbooks/fake-qbo-main.ts), so its clock and event
// loop are not the benchmark's: bench/quickbooks/sync.ts and bench/scale/run.ts. `env` sets its FAKE_QBO_* options
// (window, latency); the port is any free one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/integrations/quickbooks/fake-qbo-main.ts');

interface FakeQboProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startFakeQboProcess(env: Record<string, string> = {}): Promise<FakeQboProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: { ...process.env, FAKE_QBO_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`fake QuickBooks exited (${code})`)));
  });
  child.stdout.resume();
  return { url, pid: child.pid!, stop: () => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM')))) };
}
