// SMS campaigns of one contractor: list (with what is waiting and what went out), create, update, delete.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { notFound } from '../../../../core/errors';
import type { CampaignBody, CampaignTrigger, SmsCampaign } from '../../../../core/crm/campaign.schema';
import type { Db } from '../../../db/connection';
import { ghlSmsCampaigns, ghlSmsSends } from '../../../db/schema/index';

type CampaignRow = typeof ghlSmsCampaigns.$inferSelect;

const campaignNotFound = () => notFound(errorMessage('signedInErrors.crm.campaignNotFound'));

function toCampaign(row: CampaignRow, counts: { pending: number; sent: number }): SmsCampaign {
  return {
    id: row.id,
    name: row.name,
    triggerEvent: row.triggerEvent as CampaignTrigger,
    delayMinutes: row.delayMinutes,
    template: row.template,
    templateEs: row.templateEs,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    ...counts,
  };
}

async function sendCounts(db: Db, campaignIds: string[]) {
  const counts = new Map<string, { pending: number; sent: number }>();
  if (campaignIds.length === 0) return counts;
  const rows = await db
    .select({ campaignId: ghlSmsSends.campaignId, status: ghlSmsSends.status, n: count() })
    .from(ghlSmsSends)
    .where(and(inArray(ghlSmsSends.campaignId, campaignIds), inArray(ghlSmsSends.status, ['scheduled', 'sending', 'sent'])))
    .groupBy(ghlSmsSends.campaignId, ghlSmsSends.status);
  for (const r of rows) {
    const c = counts.get(r.campaignId) ?? { pending: 0, sent: 0 };
    if (r.status === 'sent') c.sent += Number(r.n);
    else c.pending += Number(r.n);
    counts.set(r.campaignId, c);
  }
  return counts;
}

export async function listSmsCampaigns(db: Db, contractorId: string): Promise<SmsCampaign[]> {
  const rows = await db.select().from(ghlSmsCampaigns).where(eq(ghlSmsCampaigns.contractorId, contractorId)).orderBy(asc(ghlSmsCampaigns.createdAt), asc(ghlSmsCampaigns.id));
  const counts = await sendCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toCampaign(r, counts.get(r.id) ?? { pending: 0, sent: 0 }));
}

export async function createSmsCampaign(db: Db, args: { contractorId: string; input: CampaignBody }): Promise<SmsCampaign> {
  const [row] = await db.insert(ghlSmsCampaigns).values({ contractorId: args.contractorId, ...args.input }).returning();
  return toCampaign(row, { pending: 0, sent: 0 });
}

/**
 * Messages already waiting keep their time; their text is rendered from the template as it is when they go out, so a
 * corrected typo reaches them. Pausing the campaign cancels them at send time (sms-campaign-delivery.ts).
 */
export async function updateSmsCampaign(db: Db, args: { contractorId: string; id: string; input: CampaignBody }): Promise<SmsCampaign> {
  const [row] = await db
    .update(ghlSmsCampaigns)
    .set({ ...args.input, updatedAt: new Date() })
    .where(and(eq(ghlSmsCampaigns.id, args.id), eq(ghlSmsCampaigns.contractorId, args.contractorId)))
    .returning();
  if (!row) throw campaignNotFound();
  return toCampaign(row, (await sendCounts(db, [row.id])).get(row.id) ?? { pending: 0, sent: 0 });
}

/** Deleting a campaign drops its waiting messages with it; what was sent stays in sms_logs. */
export async function deleteSmsCampaign(db: Db, args: { contractorId: string; id: string }): Promise<void> {
  const rows = await db
    .delete(ghlSmsCampaigns)
    .where(and(eq(ghlSmsCampaigns.id, args.id), eq(ghlSmsCampaigns.contractorId, args.contractorId)))
    .returning({ id: ghlSmsCampaigns.id });
  if (rows.length === 0) throw campaignNotFound();
}
