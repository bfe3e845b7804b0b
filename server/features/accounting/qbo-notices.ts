// What the books have to tell the contractor outside Settings: the bell's "Reconnect QuickBooks" (a lost grant, unread
// until the contractor reconnects or reads it), and on a job, an invoice the bookkeeper voided or deleted in
// QuickBooks (recorded on the milestone's link by the inbound side, qbo-inbound.ts).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { QboAlert, QboJobNotice } from '../../../core/quickbooks/quickbooks.schema';
import type { Db } from '../../db/connection';
import { jobs, notifications, paymentMilestones, qboConnections, qboLinks } from '../../db/schema/index';
import { qboLinkDetailOf } from './qbo-links';

export async function listQboAlerts(db: Db, contractorId: string): Promise<QboAlert[]> {
  const rows = await db
    .select({ id: notifications.id, createdAt: notifications.createdAt, companyName: qboConnections.companyName })
    .from(notifications)
    .leftJoin(qboConnections, eq(qboConnections.contractorId, notifications.contractorId))
    .where(and(eq(notifications.contractorId, contractorId), eq(notifications.type, 'accounting_reconnect'), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(20);
  return rows.map((r) => ({ id: r.id, type: 'accounting_reconnect' as const, timestamp: r.createdAt.toISOString(), companyName: r.companyName ?? null }));
}

/** The job's invoices that QuickBooks no longer counts (voided or deleted there), in the milestones' order. */
export async function listQboJobNotices(db: Db, contractorId: string, jobId: string): Promise<QboJobNotice[]> {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).limit(1);
  if (!job) throw notFound(errorMessage('signedInErrors.jobs.notFound'));
  const milestones = await db
    .select({ id: paymentMilestones.id, name: paymentMilestones.name, order: paymentMilestones.sequenceOrder })
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.jobId, jobId), eq(paymentMilestones.contractorId, contractorId)));
  if (milestones.length === 0) return [];
  const links = await db
    .select({ localId: qboLinks.localId, detail: qboLinks.detail })
    .from(qboLinks)
    .where(and(eq(qboLinks.contractorId, contractorId), eq(qboLinks.kind, 'invoice'), inArray(qboLinks.localId, milestones.map((m) => m.id))));
  const byMilestone = new Map(links.map((l) => [l.localId, qboLinkDetailOf(l.detail)]));
  return milestones
    .sort((a, b) => a.order - b.order)
    .flatMap((m) => {
      const d = byMilestone.get(m.id);
      if (!d || !(d.voided || d.deleted)) return [];
      return [{ milestoneId: m.id, milestoneName: m.name, docNumber: d.docNumber ?? null, state: d.deleted ? ('deleted' as const) : ('voided' as const), at: d.changedInQboAt ?? null }];
    });
}
