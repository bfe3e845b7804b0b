// Picket customer → QuickBooks Customer, exactly one: an existing link first; then QuickBooks' own customers by email
// (so a bookkeeper's existing customer is linked, not duplicated); then a create whose requestid is the customer's own,
// so a retry after a crash gets QuickBooks' first answer. A clash on the display name (6240) looks the name up: a
// customer who has it is linked (the bookkeeper's, or ours); a name a vendor or employee uses gets a clear suffix.
import { and, eq } from 'drizzle-orm';
import { qboDisplayName } from '../../../core/quickbooks/invoice-lines';
import type { Db } from '../../db/connection';
import { homeowners } from '../../db/schema/index';
import { qboQuoted, type QboClient } from '../../integrations/quickbooks/qbo-client';
import { QboApiError, isQboApiError } from '../../integrations/quickbooks/qbo-errors';
import type { QboCustomer } from '../../integrations/quickbooks/qbo-types';
import { findLink, saveLink, updateLink } from './qbo-links';

/** The name Picket shows for a customer (their full name when no display name was given). */
export const customerNameOf = (h: Pick<typeof homeowners.$inferSelect, 'name' | 'firstName' | 'lastName'> | null) =>
  h ? h.name || [h.firstName, h.lastName].filter(Boolean).join(' ') || null : null;

export interface SyncContext {
  db: Db;
  client: QboClient;
  contractorId: string;
}

/** The suffixes tried, in order, when QuickBooks says a vendor or employee has the name. */
const NAME_SUFFIXES = [undefined, 'customer', 'Picket customer'] as const;

type HomeownerRow = typeof homeowners.$inferSelect;

function customerFields(h: HomeownerRow) {
  return {
    GivenName: h.firstName?.slice(0, 100) || undefined,
    FamilyName: h.lastName?.slice(0, 100) || undefined,
    ...(h.email ? { PrimaryEmailAddr: { Address: h.email } } : {}),
    ...(h.phone ? { PrimaryPhone: { FreeFormNumber: h.phone } } : {}),
    ...(h.address ? { BillAddr: { Line1: h.address.slice(0, 500), City: h.city ?? undefined, CountrySubDivisionCode: h.state ?? undefined, PostalCode: h.zipCode ?? undefined } } : {}),
  };
}

async function loadHomeowner(ctx: SyncContext, homeownerId: string): Promise<HomeownerRow> {
  const [h] = await ctx.db.select().from(homeowners).where(and(eq(homeowners.id, homeownerId), eq(homeowners.contractorId, ctx.contractorId))).limit(1);
  if (!h) throw new QboApiError('invalid', 'The customer is no longer in Picket');
  return h;
}

/** Runs a sparse update with the entity's current SyncToken; a stale one (5010) reads again and retries. */
export async function withFreshSyncToken<T extends { Id: string; SyncToken: string }>(read: () => Promise<T>, write: (current: T) => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const current = await read();
    try {
      return await write(current);
    } catch (error) {
      if (!(isQboApiError(error) && error.kind === 'stale') || attempt >= tries) throw error;
    }
  }
}

/** The QuickBooks customer of a Picket customer, created or linked as needed. */
export async function ensureCustomer(ctx: SyncContext, homeownerId: string): Promise<{ qboId: string; created: boolean }> {
  const { client } = ctx;
  const linked = await findLink(ctx.db, ctx.contractorId, client.realmId, 'customer', homeownerId);
  if (linked) return { qboId: linked.qboId, created: false };
  const h = await loadHomeowner(ctx, homeownerId);
  const name = customerNameOf(h) ?? 'Customer';
  const adopt = async (match: QboCustomer) => {
    const link = await saveLink(ctx.db, { contractorId: ctx.contractorId, realmId: client.realmId, kind: 'customer', localId: homeownerId, qboId: match.Id, syncToken: match.SyncToken, detail: { displayName: match.DisplayName, matched: true } });
    return { qboId: link.qboId, created: false };
  };
  if (h.email) {
    const [byEmail] = await client.query('Customer', `PrimaryEmailAddr = ${qboQuoted(h.email)}`, { max: 1 });
    if (byEmail) return adopt(byEmail);
  }
  for (const [i, suffix] of NAME_SUFFIXES.entries()) {
    const displayName = qboDisplayName(name, suffix);
    try {
      // One requestid per customer and name tried: a retry of the same attempt is answered from QuickBooks' memory.
      const created = await client.create('Customer', { DisplayName: displayName, ...customerFields(h) }, `cu-${homeownerId}${i ? `-${i + 1}` : ''}`);
      const link = await saveLink(ctx.db, { contractorId: ctx.contractorId, realmId: client.realmId, kind: 'customer', localId: homeownerId, qboId: created.Id, syncToken: created.SyncToken, detail: { displayName } });
      return { qboId: link.qboId, created: link.qboId === created.Id };
    } catch (error) {
      if (!(isQboApiError(error) && error.kind === 'duplicate_name') || i === NAME_SUFFIXES.length - 1) throw error;
      // The name is taken: by a customer (the bookkeeper's, or ours from a try whose requestid QuickBooks no longer
      // remembers), which is linked; otherwise by a vendor or employee, and the next name is tried. Searched only on
      // this clash, not before every create (issue 27: one request fewer per new customer).
      if (i === 0) {
        const [byName] = await client.query('Customer', `DisplayName = ${qboQuoted(displayName)}`, { max: 1 });
        if (byName) return adopt(byName);
      }
    }
  }
  throw new QboApiError('invalid', 'No display name QuickBooks accepts');
}

/** A linked customer's details changed in Picket: a sparse update (the display name kept if QuickBooks refuses it). */
export async function updateCustomer(ctx: SyncContext, homeownerId: string): Promise<{ qboId: string | null; updated: boolean }> {
  const link = await findLink(ctx.db, ctx.contractorId, ctx.client.realmId, 'customer', homeownerId);
  if (!link) return { qboId: null, updated: false };
  const h = await loadHomeowner(ctx, homeownerId);
  const fields = customerFields(h);
  const updated = await withFreshSyncToken(
    () => ctx.client.read('Customer', link.qboId),
    (current) => ctx.client.update('Customer', { Id: current.Id, SyncToken: current.SyncToken, ...fields }, `cuu-${homeownerId.slice(0, 8)}-${current.SyncToken}-${Date.now().toString(36)}`.slice(0, 50)),
  );
  await updateLink(ctx.db, link.id, { syncToken: updated.SyncToken });
  return { qboId: updated.Id, updated: true };
}
