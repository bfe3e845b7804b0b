// Issue 21 item 5: reading the outbox (outbox_emails: mail to homeowners and contractors that waits or failed).
// Every contractor read filters on contractor_id; an admin reads any contractor's. Bodies were stored with private
// links replaced by placeholders; maskPrivateLinks hides any that a writer might still have left in.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { maskPrivateLinks, outboxStatuses, type AccountOutboxItem, type AdminOutbox, type OutboxItem, type OutboxMessage } from '../../../core/outbox/outbox.schema';
import type { Db } from '../../db/connection';
import { accountEmails, contractors, outboxEmails, users } from '../../db/schema/index';

const LIST_LIMIT = 200;
const waitingOrFailed = inArray(outboxEmails.status, [...outboxStatuses]);

type Row = typeof outboxEmails.$inferSelect;
const itemOf = (r: Row): OutboxItem => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  status: r.status as OutboxItem['status'],
  error: r.error,
  createdAt: r.createdAt.toISOString(),
});

/** One contractor's waiting and failed mail, newest first. */
export async function listOutboxFor(db: Db, contractorId: string): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.contractorId, contractorId), waitingOrFailed))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(itemOf);
}

/** One message; with a contractorId, only that contractor's (another's answers not found, like a missing one). */
export async function getOutboxMessage(db: Db, args: { id: string; contractorId: string | null }): Promise<OutboxMessage> {
  const [row] = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.id, args.id), waitingOrFailed, args.contractorId ? eq(outboxEmails.contractorId, args.contractorId) : isNotNull(outboxEmails.contractorId)))
    .limit(1);
  if (!row) throw notFound(errorMessage('signedInErrors.outbox.notFound'));
  return { ...itemOf(row), body: maskPrivateLinks(row.body) };
}

const maskAddress = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');

/** The admin's view: waiting/failed mail counted per contractor, and account mail not sent. */
export async function adminOutbox(db: Db, args: { mailServer: boolean; accountMailOpens: boolean }): Promise<AdminOutbox> {
  const counts = await db
    .select({
      id: contractors.id,
      name: sql<string>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name}, '')`,
      waiting: sql<number>`count(*) filter (where ${outboxEmails.status} <> 'failed')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outboxEmails.status} = 'failed')`.mapWith(Number),
      total: count(),
    })
    .from(outboxEmails)
    .innerJoin(contractors, eq(contractors.id, outboxEmails.contractorId))
    .where(waitingOrFailed)
    .groupBy(contractors.id)
    .orderBy(desc(count()));
  const account = await db
    .select({
      id: accountEmails.id,
      email: users.email,
      purpose: accountEmails.purpose,
      status: accountEmails.status,
      error: accountEmails.lastError,
      contractorId: users.contractorId,
      contractorName: sql<string | null>`coalesce(nullif(${contractors.businessName}, ''), ${contractors.name})`,
      createdAt: accountEmails.createdAt,
    })
    .from(accountEmails)
    .innerJoin(users, eq(users.id, accountEmails.userId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(inArray(accountEmails.status, ['queued', 'sending', 'failed']))
    .orderBy(desc(accountEmails.createdAt))
    .limit(LIST_LIMIT);
  const accountMail: AccountOutboxItem[] = account.map((a) => ({
    id: a.id,
    to: maskAddress(a.email),
    purpose: a.purpose,
    status: a.status as AccountOutboxItem['status'],
    error: a.error,
    contractorId: a.contractorId,
    contractorName: a.contractorName,
    createdAt: a.createdAt.toISOString(),
  }));
  return {
    mailServer: args.mailServer,
    accountMailOpens: args.accountMailOpens,
    contractors: counts.map(({ id, name, waiting, failed }) => ({ id, name, waiting, failed })),
    accountMail,
  };
}
