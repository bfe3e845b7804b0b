// The fake CRM in a process of its own (fake-main.ts), for proofs about timing: in the test's own process the fake
// would share an event loop with the client and the embedded database, and a busy loop bunches arrivals.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeRequestRecord } from './fake-ghl';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fake-main.ts');

export interface FakeGhlProcess {
  url: string;
  createLocation(name: string): Promise<{ location: { id: string; name: string }; token: string }>;
  requests(locationId: string, windowMs?: number): Promise<{ requests: FakeRequestRecord[]; maxInWindow: number; maxInFlight: number }>;
  stop(): Promise<void>;
}

export async function startFakeGhlProcess(env: Record<string, string> = {}): Promise<FakeGhlProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, FAKE_GHL_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The fake CRM exited (${code}) before listening`)));
  });
  child.stdout.resume();
  const json = async <T>(res: Response) => {
    if (!res.ok) throw new Error(`fake CRM answered ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    url,
    createLocation: (name) =>
      fetch(`${url}/_fake/locations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) }).then((r) => json(r)),
    requests: (locationId, windowMs) => fetch(`${url}/_fake/locations/${locationId}/requests${windowMs ? `?windowMs=${windowMs}` : ''}`).then((r) => json(r)),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
