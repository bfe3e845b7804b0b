// Picket record ↔ QuickBooks entity. A link is written once (ON CONFLICT DO NOTHING): when two workers race, the first
// link wins and the second adopts it, so a Picket record never points at two QuickBooks records.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection';
import { qboLinks, type qboLinkKinds } from '../../db/schema/index';

export type QboLinkKind = (typeof qboLinkKinds)[number];
export type QboLinkRow = typeof qboLinks.$inferSelect;

export async function findLink(db: Db, contractorId: string, realmId: string, kind: QboLinkKind, localId: string): Promise<QboLinkRow | null> {
  const [row] = await db
    .select()
    .from(qboLinks)
    .where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.realmId, realmId), eq(qboLinks.kind, kind), eq(qboLinks.localId, localId)))
    .limit(1);
  return row ?? null;
}

/** The Picket record a QuickBooks entity belongs to (this contractor's company only). */
export async function findLinkByQboId(db: Db, contractorId: string, realmId: string, kind: QboLinkKind, qboId: string): Promise<QboLinkRow[]> {
  return db
    .select()
    .from(qboLinks)
    .where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.realmId, realmId), eq(qboLinks.kind, kind), eq(qboLinks.qboId, qboId)));
}

/** Records the link unless one exists; answers the link that holds (ours or the one that got there first). */
export async function saveLink(
  db: DbOrTx,
  link: { contractorId: string; realmId: string; kind: QboLinkKind; localId: string; qboId: string; syncToken?: string | null; detail?: Record<string, unknown> },
): Promise<QboLinkRow> {
  const [inserted] = await db
    .insert(qboLinks)
    .values({ ...link, syncToken: link.syncToken ?? null, detail: link.detail ?? {} })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  return (await findLink(db, link.contractorId, link.realmId, link.kind, link.localId))!;
}

export async function updateLink(db: Db, id: string, changes: { qboId?: string; syncToken?: string | null; detail?: Record<string, unknown> }) {
  await db.update(qboLinks).set({ ...changes, updatedAt: new Date() }).where(eq(qboLinks.id, id));
}
