// The rows of each exported table, read in keyset pages of PAGE rows by id (not created_at: a bulk insert gives many
// rows one timestamp, and JavaScript dates drop PostgreSQL's microseconds) so memory stays flat whatever the tenant's
// size; every query is scoped by contractor_id.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { centsToDollars, type ExportTable } from '../../../core/imports/export-headers';
import type { Db } from '../../db/connection';
import { homeowners, jobs, paymentMilestones, payments, quotes } from '../../db/schema/index';

const PAGE = 500;
type Cell = string | number | null;
const iso = (d: Date | null) => (d ? d.toISOString() : '');
const yes = (b: boolean) => (b ? 'yes' : '');

interface Keyed {
  table: PgTable & { id: PgColumn; contractorId: PgColumn };
  row: (r: never) => Cell[];
}

const SPECS: Record<ExportTable, Keyed> = {
  customers: {
    table: homeowners,
    row: (r: typeof homeowners.$inferSelect) => [r.id, r.firstName, r.lastName, r.email, r.phone, r.address, r.city, r.state, r.zipCode, r.notes, r.tags.join(', '), yes(Boolean(r.archivedAt)), yes(Boolean(r.importBatchId)), iso(r.createdAt)],
  } as Keyed,
  quotes: {
    table: quotes,
    row: (r: typeof quotes.$inferSelect) => [r.id, r.quoteNumber, r.homeownerId, r.status, r.title, r.linearFeet, r.gates, r.fenceType, centsToDollars(r.totalCents), centsToDollars(r.depositCents), iso(r.createdAt), iso(r.sentAt), yes(Boolean(r.importBatchId))],
  } as Keyed,
  jobs: {
    table: jobs,
    row: (r: typeof jobs.$inferSelect) => [r.id, r.jobNumber, r.homeownerId, r.quoteId, r.name, r.status, r.scheduledDate, centsToDollars(r.totalCents), centsToDollars(r.paidCents), iso(r.createdAt), iso(r.completedAt), yes(Boolean(r.importBatchId))],
  } as Keyed,
  milestones: {
    table: paymentMilestones,
    row: (r: typeof paymentMilestones.$inferSelect) => [r.id, r.jobId, r.name, centsToDollars(r.amountCents), r.status, r.dueDate, r.paidDate, r.sequenceOrder],
  } as Keyed,
  payments: {
    table: payments,
    row: (r: typeof payments.$inferSelect) => [r.id, r.jobId, r.milestoneId, r.quoteId, centsToDollars(r.amountCents), r.paymentType, r.paymentMethod, r.paymentDate],
  } as Keyed,
};

/** One table's rows, page by page, as CSV cells. */
export async function* exportRows(db: Db, contractorId: string, table: ExportTable): AsyncGenerator<Cell[][]> {
  const { table: t, row } = SPECS[table];
  let after: string | null = null;
  for (;;) {
    const rows = (await db
      .select()
      .from(t)
      .where(and(eq(t.contractorId, contractorId), after ? gt(t.id, after) : undefined))
      .orderBy(asc(t.id))
      .limit(PAGE)) as { id: string }[];
    if (rows.length === 0) return;
    yield rows.map((r) => row(r as never));
    after = rows[rows.length - 1].id;
    if (rows.length < PAGE) return;
  }
}

/** The quotes' drawings, page by page (quote number and SVG). */
export async function* exportDrawings(db: Db, contractorId: string): AsyncGenerator<{ quoteNumber: number; svg: string }[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ quoteNumber: quotes.quoteNumber, svg: quotes.diagramSvg })
      .from(quotes)
      .where(and(eq(quotes.contractorId, contractorId), gt(quotes.quoteNumber, after)))
      .orderBy(asc(quotes.quoteNumber))
      .limit(100);
    if (rows.length === 0) return;
    yield rows.filter((r): r is { quoteNumber: number; svg: string } => Boolean(r.svg));
    after = rows[rows.length - 1].quoteNumber;
  }
}
