// bench/follow-ups/tick: what a full planning of every sent quote and unpaid milestone costs (syncAllFollowUps: the
// backfill after rows are loaded by SQL, and per contractor the daily sweep; since issue 28 no longer the minute
// tick, which sends only what is due) (first run: schedules them; later runs: nothing changed), then sending due ones
// with the channels logged (no SMTP/SMS: the database work of a send, not the network's).
// Usage: node --import tsx bench/follow-ups/tick.ts [--target pglite|pg:<new dbname>] [--quotes 2000] [--jobs 300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { configurePii, TEST_PII_KEY } from '../../server/db/pii';
import { defaultFollowUpSettings } from '../../core/follow-ups/follow-up.schema';
import { contractors, followUps, followUpSettings, paymentMilestones, quotes } from '../../server/db/schema/index';
import { deliverDueFollowUps } from '../../server/features/follow-ups/follow-up-delivery';
import { syncAllFollowUps } from '../../server/features/follow-ups/follow-up-planner';
import { makeCustomer, makeQuote } from '../../server/test/job-fixtures';
import { convertQuoteToJob } from '../../server/features/jobs/jobs.service';
import { makeContractor } from '../../server/test/factories';
import { openFreshDatabase } from '../support/fresh-database';

const argv = process.argv.slice(2);
const opt = (k: string, d: string) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : d);
// `pglite` alone: a PGlite in a new temporary folder.
const target = opt('target', 'pglite');
const quoteCount = Number(opt('quotes', '2000'));
const jobCount = Number(opt('jobs', '300'));
const DAY = 86_400_000;

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  console.log(`${label}: ${(performance.now() - t0).toFixed(0)} ms`);
  return result;
}

async function main() {
  configurePii({ key: TEST_PII_KEY });
  const database = await openFreshDatabase(target === 'pglite' ? `pglite:${fs.mkdtempSync(path.join(os.tmpdir(), 'picket-bench-followups-'))}` : target);
  const db = database.db;
  const { contractorId } = await makeContractor(db);
  await db.update(contractors).set({ timezone: 'UTC' }).where(eq(contractors.id, contractorId));
  // Sending hours all day, so the sends below never wait for the morning.
  await db.insert(followUpSettings).values({ contractorId, ...defaultFollowUpSettings, windowStartHour: 0, windowEndHour: 24 });
  const customers = [];
  for (let i = 0; i < 50; i++) customers.push(await makeCustomer(db, contractorId));
  const sentAt = new Date(Date.now() - DAY);
  for (let i = 0; i < quoteCount; i++) {
    const q = await makeQuote(db, { contractorId, homeownerId: customers[i % customers.length].id, status: 'sent' });
    await db.update(quotes).set({ sentAt }).where(eq(quotes.id, q.id));
  }
  const due = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  for (let i = 0; i < jobCount; i++) {
    const q = await makeQuote(db, { contractorId, homeownerId: customers[i % customers.length].id, status: 'approved' });
    const job = await convertQuoteToJob(db, { contractorId, quoteId: q.id });
    await db.update(paymentMilestones).set({ dueDate: due }).where(eq(paymentMilestones.jobId, job.id));
  }
  await db.delete(followUps); // the seed's events planned some; measure the tick from nothing
  const milestones = (await db.select({ id: paymentMilestones.id }).from(paymentMilestones)).length;
  console.log(`target ${target}: ${quoteCount} sent quotes, ${jobCount} jobs with ${milestones} unpaid milestones`);

  await timed('full planning, first run (schedules everything)', () => syncAllFollowUps(db));
  const rows = (await db.select({ id: followUps.id }).from(followUps)).length;
  console.log(`  ${rows} follow-ups scheduled`);
  for (let i = 1; i <= 3; i++) await timed(`full planning, run ${i + 1} (nothing changed)`, () => syncAllFollowUps(db));

  const later = Date.now() + 4 * DAY;
  const deps = { mailer: null, sms: null, mailFrom: 'Picket <no-reply@picket.local>', payments: { publicUrl: 'http://127.0.0.1:5000' }, leaseSeconds: 300, now: () => new Date(later) };
  const counts = await timed('sending 200 due follow-ups (email + SMS logged, no network)', () => deliverDueFollowUps(db, deps));
  console.log(`  ${JSON.stringify(counts)}`);
  const sent = await db.select({ id: followUps.id }).from(followUps).where(inArray(followUps.status, ['sent']));
  console.log(`  ${sent.length} sent`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
