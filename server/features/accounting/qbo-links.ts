// Picket record ↔ QuickBooks entity. A link is written once (ON CONFLICT DO NOTHING): when two workers race, the first
// link wins and the second adopts it, so a Picket record never points at two QuickBooks records.
import { and, eq } from 'drizzle-orm';
import { qboLinkDetailSchema, type QboLinkDetail } from '../../../core/quickbooks/qbo-detail.schema';
import type { Db, DbOrTx } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { qboLinks, type qboLinkKinds } from '../../db/schema/index';

export type QboLinkKind = (typeof qboLinkKinds)[number];
/** A link with its detail read (never null: a link saved without one reads as {}). */
export type QboLinkRow = Omit<typeof qboLinks.$inferSelect, 'detail'> & { detail: QboLinkDetail };

/**
 * A link's detail: what was sent, which the money decisions read (the amount QuickBooks has, voided, from QuickBooks).
 * A key that does not hold its type reads as absent (so an amount is sent again); one that is not an object reads as {}.
 */
export const qboLinkDetailOf = (detail: unknown): QboLinkDetail => readJsonb(qboLinkDetailSchema, detail ?? {}, 'qbo_links.detail', { orElse: {} });
const read = (row: typeof qboLinks.$inferSelect): QboLinkRow => ({ ...row, detail: qboLinkDetailOf(row.detail) });

export async function findLink(db: Db, contractorId: string, realmId: string, kind: QboLinkKind, localId: string): Promise<QboLinkRow | null> {
  const [row] = await db
    .select()
    .from(qboLinks)
    .where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.realmId, realmId), eq(qboLinks.kind, kind), eq(qboLinks.localId, localId)))
    .limit(1);
  return row ? read(row) : null;
}

/** The Picket record a QuickBooks entity belongs to (this contractor's company only). */
export async function findLinkByQboId(db: Db, contractorId: string, realmId: string, kind: QboLinkKind, qboId: string): Promise<QboLinkRow[]> {
  const rows = await db
    .select()
    .from(qboLinks)
    .where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.realmId, realmId), eq(qboLinks.kind, kind), eq(qboLinks.qboId, qboId)));
  return rows.map(read);
}

/** Records the link unless one exists; answers the link that holds (ours or the one that got there first). */
export async function saveLink(
  db: DbOrTx,
  link: { contractorId: string; realmId: string; kind: QboLinkKind; localId: string; qboId: string; syncToken?: string | null; detail?: QboLinkDetail },
): Promise<QboLinkRow> {
  const [inserted] = await db
    .insert(qboLinks)
    .values({ ...link, syncToken: link.syncToken ?? null, detail: link.detail ?? {} })
    .onConflictDoNothing()
    .returning();
  if (inserted) return read(inserted);
  return (await findLink(db, link.contractorId, link.realmId, link.kind, link.localId))!;
}

export async function updateLink(db: Db, id: string, changes: { qboId?: string; syncToken?: string | null; detail?: QboLinkDetail }) {
  await db.update(qboLinks).set({ ...changes, updatedAt: new Date() }).where(eq(qboLinks.id, id));
}
