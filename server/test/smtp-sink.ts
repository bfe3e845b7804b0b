import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps every message it is sent (SMTP_URL in tests), like startFakeSmsServer for SMS. */
export async function startSmtpSink() {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
