import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeRoundTrip, NO_LATENCY, type FakeLatency } from '../fake-latency';

export interface FakeSmsMessage {
  phone: string;
  message: string;
  key: string;
}

/**
 * A tiny local stand-in for the Textbelt-style SMS API, for tests and local runs. `latency`: each answer's round trip
 * and the share that fail ({success:false} before anything is sent; fake-latency.ts, FAKE_SMS_* in the environment).
 */
export async function startFakeSmsServer(options: { failWith?: string; key?: string; latency?: FakeLatency } = {}) {
  const received: FakeSmsMessage[] = [];
  const latency = options.latency ?? NO_LATENCY;
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      res.setHeader('content-type', 'application/json');
      let body: FakeSmsMessage;
      try {
        body = JSON.parse(raw);
      } catch {
        res.statusCode = 400;
        return res.end(JSON.stringify({ success: false, error: 'Invalid JSON' }));
      }
      if (options.key && body.key !== options.key) return res.end(JSON.stringify({ success: false, error: 'Invalid API key' }));
      if (options.failWith) return res.end(JSON.stringify({ success: false, error: options.failWith }));
      if ((await fakeRoundTrip(latency)).fail) {
        res.statusCode = 503;
        return res.end(JSON.stringify({ success: false, error: 'Service temporarily unavailable (fake error rate)' }));
      }
      received.push(body);
      res.end(JSON.stringify({ success: true, textId: `fake-${++counter}`, quotaRemaining: 100 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/text`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
