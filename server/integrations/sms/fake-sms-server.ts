import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsMessage {
  phone: string;
  message: string;
  key: string;
}

/** A tiny local stand-in for the Textbelt-style SMS API, for tests and local runs. */
export async function startFakeSmsServer(options: { failWith?: string; key?: string } = {}) {
  const received: FakeSmsMessage[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
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
