// The CRM ids on Picket rows (homeowners.ghl_contact_id, quotes.ghl_opportunity_id), as inbound sync reads them.
// A contact id is not unique: the CRM merges customers that share an email or phone, which Picket allows as duplicates.
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { homeowners, quotes } from '../../../db/schema/index';

/** The customers synced to a contact, active ones first, oldest first (the first is the contact's "own" customer). */
export async function homeownerIdsForContact(db: Db, contractorId: string, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ id: homeowners.id })
    .from(homeowners)
    .where(and(eq(homeowners.contractorId, contractorId), eq(homeowners.ghlContactId, contactId)))
    .orderBy(sql`${homeowners.archivedAt} is not null`, asc(homeowners.createdAt), asc(homeowners.id))
    .limit(20);
  return rows.map((r) => r.id);
}

/** Records a customer's contact id when it has none (a link written by outbound sync first is kept). No domain event. */
export async function linkContact(db: Db, link: { contractorId: string; homeownerId: string; contactId: string }): Promise<void> {
  await db
    .update(homeowners)
    .set({ ghlContactId: link.contactId })
    .where(and(eq(homeowners.id, link.homeownerId), eq(homeowners.contractorId, link.contractorId), isNull(homeowners.ghlContactId)));
}

export async function contactIdForHomeowner(db: Db, contractorId: string, homeownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ contactId: homeowners.ghlContactId })
    .from(homeowners)
    .where(and(eq(homeowners.id, homeownerId), eq(homeowners.contractorId, contractorId)))
    .limit(1);
  return row?.contactId ?? null;
}

/**
 * The quote an opportunity stands for. Several quotes may share one (the CRM reuses a contact's open deal): the newest
 * that is not lost follows the CRM, else the newest at all (so a refused move is still logged against a quote).
 */
export async function quoteForOpportunity(db: Db, contractorId: string, opportunityId: string) {
  const scope = and(eq(quotes.contractorId, contractorId), eq(quotes.ghlOpportunityId, opportunityId));
  const pick = { id: quotes.id, status: quotes.status };
  const [open] = await db.select(pick).from(quotes).where(and(scope, ne(quotes.status, 'lost'))).orderBy(desc(quotes.createdAt)).limit(1);
  if (open) return open;
  const [any] = await db.select(pick).from(quotes).where(scope).orderBy(desc(quotes.createdAt)).limit(1);
  return any ?? null;
}
