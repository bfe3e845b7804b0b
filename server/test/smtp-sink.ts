import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { fakeRoundTrip, NO_LATENCY, type FakeLatency } from '../integrations/fake-latency';

export interface SunkMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps every message it is sent (SMTP_URL in tests), like startFakeSmsServer for SMS.
 * `latency` (fake-latency.ts): how long it takes to accept a message after its data, and the share it turns away with
 * a 451 (a temporary failure; the message is not kept). `maxConnections` refuses connections past a server's limit.
 */
export async function startSmtpSink(options: { latency?: FakeLatency; maxConnections?: number } = {}) {
  const received: SunkMail[] = [];
  const latency = options.latency ?? NO_LATENCY;
  let open = 0;
  let peakConnections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: options.maxConnections,
    onConnect(_session, callback) {
      open += 1;
      peakConnections = Math.max(peakConnections, open);
      callback();
    },
    onClose() {
      open = Math.max(0, open - 1);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        void fakeRoundTrip(latency).then(({ fail }) => {
          if (fail) return callback(Object.assign(new Error('Temporary failure, try again later (fake error rate)'), { responseCode: 451 }));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Most connections open at once so far. */
    peakConnections: () => peakConnections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
