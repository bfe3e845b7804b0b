// The browser tests' web server: an SMTP sink on an ephemeral port, then the real server (dist/server/main.js) in this same
// process with SMTP_URL pointing at it. Every message is parsed and written as one JSON file into E2E_MAIL_DIR, which
// the test workers read (e2e/support/mail.ts); files, not memory, because the workers are other processes.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { fakeRoundTrip, fakeLatencyFromEnv } from '../../server/integrations/fake-latency';

export interface SunkMailFile {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files (issue 24: a purchase order's PDF): name, type and size, not the bytes. */
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR must be set (playwright.config.ts sets it)');
fs.mkdirSync(mailDir, { recursive: true });
let sequence = 0;
// FAKE_SMTP_DELAY_MS / FAKE_SMTP_JITTER_MS / FAKE_SMTP_ERROR_RATE: a real mail server's acceptance time and its 451s.
const latency = fakeLatencyFromEnv('FAKE_SMTP');

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // Mail to @bounce.example.test is refused (550), so a test can see how Picket shows mail that failed to send.
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith('@bounce.example.test')) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then(async (parsed) => {
        if ((await fakeRoundTrip(latency)).fail) return callback(Object.assign(new Error('Temporary failure, try again later (fake error rate)'), { responseCode: 451 }));
        const mail: SunkMailFile = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: (parsed.attachments ?? []).map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size })),
          receivedAt: new Date().toISOString(),
        };
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const name = `${Date.now()}-${String(++sequence).padStart(6, '0')}.json`;
        const tmp = path.join(mailDir, `.${name}.tmp`);
        fs.writeFileSync(tmp, JSON.stringify(mail));
        fs.renameSync(tmp, path.join(mailDir, name));
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
// On PostgreSQL (playwright.config.ts: E2E_PG_URL), a fresh database of the run's own; the server migrates and seeds it.
const database = process.env.PICKET_E2E_DATABASE;
if (process.env.E2E_PG_URL && database) {
  const admin = new pg.Client({ connectionString: process.env.E2E_PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(process.env.E2E_PG_URL);
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
// The server as `npm start` runs it: the JavaScript `npm run build` wrote (dist/server), not the TypeScript source.
await import(pathToFileURL(path.resolve('dist/server/main.js')).href);
