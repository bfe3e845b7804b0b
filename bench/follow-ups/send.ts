// bench/follow-ups/send: 200 due follow-ups sent by email through a mail server that takes 300 ms to accept each
// message (the SMTP sink with latency, fake-latency.ts), the way the tick sends them: FOLLOWUP_CONCURRENCY at once,
// each claimed before it is sent. Reports the wall time of the send (the issue asks for 200 within 60 s), the most
// SMTP connections open at once, and that each follow-up reached the mail server exactly once.
// Usage: node --import tsx bench/follow-ups/send.ts [--target pglite|pg:<new dbname>] [--due 200] [--latency 300] [--concurrency 8]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { defaultFollowUpSettings } from '../../core/follow-ups/follow-up.schema';
import { configurePii, TEST_PII_KEY } from '../../server/db/pii';
import { contractors, followUps, followUpSettings, quotes } from '../../server/db/schema/index';
import { deliverDueFollowUps } from '../../server/features/follow-ups/follow-up-delivery';
import { syncAllFollowUps } from '../../server/features/follow-ups/follow-up-planner';
import { makeCustomer, makeQuote } from '../../server/test/job-fixtures';
import { makeContractor } from '../../server/test/factories';
import { startSmtpSink } from '../../server/test/smtp-sink';
import { SMTP_TIMEOUTS } from '../../server/integrations/mail/mail-transport';
import { openFreshDatabase } from '../support/fresh-database';

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
const target = opt('target', 'pglite');
const due = Number(opt('due', '200'));
const latencyMs = Number(opt('latency', '300'));
const concurrency = Number(opt('concurrency', '8'));
const DAY = 86_400_000;

async function main() {
  configurePii({ key: TEST_PII_KEY });
  const database = await openFreshDatabase(target === 'pglite' ? `pglite:${fs.mkdtempSync(path.join(os.tmpdir(), 'picket-bench-followups-send-'))}` : target);
  const db = database.db;
  const tenants = 10;
  const ids: string[] = [];
  for (let c = 0; c < tenants; c++) {
    const { contractorId } = await makeContractor(db);
    ids.push(contractorId);
    await db.update(contractors).set({ timezone: 'UTC', communicationPreference: 'email' }).where(eq(contractors.id, contractorId));
    await db.insert(followUpSettings).values({ contractorId, ...defaultFollowUpSettings, windowStartHour: 0, windowEndHour: 24 });
  }
  const sentAt = new Date(Date.now() - DAY);
  for (let i = 0; i < due; i++) {
    const contractorId = ids[i % tenants];
    const customer = await makeCustomer(db, contractorId);
    const q = await makeQuote(db, { contractorId, homeownerId: customer.id, status: 'sent' });
    await db.update(quotes).set({ sentAt }).where(eq(quotes.id, q.id));
  }
  await db.delete(followUps);
  const later = new Date(Date.now() + 4 * DAY);
  await syncAllFollowUps(db, later);
  const scheduled = (await db.select({ id: followUps.id }).from(followUps)).length;

  const sink = await startSmtpSink({ latency: { delayMs: latencyMs, jitterMs: 0, errorRate: 0 } });
  const mailer = nodemailer.createTransport({ url: sink.url, ...SMTP_TIMEOUTS });
  const deps = { mailer, sms: null, mailFrom: 'Picket <no-reply@picket.local>', payments: { publicUrl: 'http://127.0.0.1:5000' }, leaseSeconds: 300, concurrency, now: () => later };
  const t0 = performance.now();
  const counts = await deliverDueFollowUps(db, deps, { maxMs: 600_000 });
  const seconds = (performance.now() - t0) / 1000;
  const messageIds = sink.received.map((m) => /Message-ID:\s*(\S+)/i.exec(m.raw)?.[1]);
  console.log(`\n${target}: ${scheduled} due follow-ups (${tenants} contractors), mail server accepting in ${latencyMs} ms, ${concurrency} at once; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
  console.log('| figure | value |\n|---|---:|');
  console.log(`| wall time to send them all | ${seconds.toFixed(1)} s |`);
  console.log(`| outcomes | ${JSON.stringify(counts)} |`);
  console.log(`| messages at the mail server / distinct Message-IDs | ${sink.received.length} / ${new Set(messageIds).size} |`);
  console.log(`| most SMTP connections open at once | ${sink.peakConnections()} |`);
  await sink.close();
  await database.close();
  if (counts.sent !== scheduled || sink.received.length !== scheduled) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
