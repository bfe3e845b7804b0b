// Account closure (issue 26): export first, then close. Closing signs everyone out, stops the account, and makes every
// homeowner's personal data unreadable in one transaction; the housekeeping run deletes the tenant's rows once the grace
// period (ACCOUNT_PURGE_DAYS) has passed. Both steps are audited. What is kept and purged: docs/import-export.md.
import { verify } from '@node-rs/argon2';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { ACCOUNT_PURGE_DAYS, EXPORT_FRESH_HOURS, type ClosureStatus } from '../../../core/closure/closure.schema';
import { DAY_MS } from '../../../core/dates';
import { errorMessage } from '../../../core/error-messages';
import { AppError, fieldValidationError, notFound } from '../../../core/errors';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/connection';
import {
  calendarEvents,
  contractors,
  ghlConnections,
  ghlInboundMessages,
  ghlWebhookDeliveries,
  homeowners,
  importRows,
  jobs,
  notifications,
  outboxEmails,
  payLinks,
  qboConnections,
  quoteSignatures,
  quotes,
  securityAuditEvents,
  sessions,
  smsLogs,
  users,
} from '../../db/schema/index';

export class ExportFirstError extends AppError {
  constructor() {
    super('CONFLICT', errorMessage('signedInErrors.closure.exportFirst'));
  }
  override toBody() {
    return { ...super.toBody(), code: 'EXPORT_FIRST' };
  }
}

const contractorNotFound = () => notFound(errorMessage('errors.contractors.notFound'));

export async function contractorExists(db: Db, contractorId: string): Promise<boolean> {
  const [row] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return Boolean(row);
}

async function lastExportAt(db: DbOrTx, contractorId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: securityAuditEvents.createdAt })
    .from(securityAuditEvents)
    .where(and(eq(securityAuditEvents.contractorId, contractorId), eq(securityAuditEvents.eventType, 'data_exported')))
    .orderBy(desc(securityAuditEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function closureStatus(db: DbOrTx, contractorId: string, now = new Date()): Promise<ClosureStatus> {
  const [row] = await db.select({ closedAt: contractors.closedAt, purgeAfter: contractors.purgeAfter }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  if (!row) throw contractorNotFound();
  const exported = await lastExportAt(db, contractorId);
  return {
    closedAt: row.closedAt?.toISOString() ?? null,
    purgeAfter: row.purgeAfter?.toISOString() ?? null,
    lastExportAt: exported?.toISOString() ?? null,
    exportedRecently: exported !== null && now.getTime() - exported.getTime() <= EXPORT_FRESH_HOURS * 3_600_000,
  };
}

/** The signed-in contractor's password, asked again before the account is closed. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  const ok = user?.passwordHash ? await verify(user.passwordHash, password) : false;
  if (!ok) throw fieldValidationError('password', errorMessage('signedInErrors.closure.wrongPassword'));
}

/**
 * Closes the account: once only (a second call, a double click or another instance answers the closure as it stands).
 * Without a whole export in the last EXPORT_FRESH_HOURS the caller must say skipExport, else 409 EXPORT_FIRST.
 */
export async function closeAccount(
  db: Db,
  args: { contractorId: string; skipExport: boolean; actor: AuditActor; byAdmin: boolean; now?: Date },
): Promise<ClosureStatus> {
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ closedAt: contractors.closedAt }).from(contractors).where(eq(contractors.id, args.contractorId)).for('update').limit(1);
    if (!row) throw contractorNotFound();
    if (row.closedAt) return closureStatus(tx, args.contractorId, now);
    const status = await closureStatus(tx, args.contractorId, now);
    if (!status.exportedRecently && !args.skipExport) throw new ExportFirstError();
    const purgeAfter = new Date(now.getTime() + ACCOUNT_PURGE_DAYS * DAY_MS);
    await tx.update(contractors).set({ isActive: false, closedAt: now, purgeAfter, updatedAt: now }).where(eq(contractors.id, args.contractorId));
    const scrubbed = await scrubPersonalData(tx, args.contractorId, now);
    const tenantUsers = tx.select({ id: users.id }).from(users).where(eq(users.contractorId, args.contractorId));
    await tx.delete(sessions).where(inArray(sessions.userId, tenantUsers));
    await recordAuditEvent(tx, {
      action: 'account_closed',
      actor: args.actor,
      contractorId: args.contractorId,
      target: { type: 'contractor', id: args.contractorId },
      details: { byAdmin: args.byAdmin, purgeAfter: purgeAfter.toISOString(), exported: status.exportedRecently, customers: scrubbed },
    });
    return closureStatus(tx, args.contractorId, now);
  });
}

/**
 * Every homeowner's personal data in this tenant, made unreadable: encrypted columns emptied or their rows deleted,
 * free text that may name a person cleared, the homeowners' quote links withdrawn. Counts, amounts, dates and statuses
 * stay until the purge. Returns how many customers were scrubbed.
 */
async function scrubPersonalData(tx: DbOrTx, contractorId: string, now: Date): Promise<number> {
  const scrubbed = await tx
    .update(homeowners)
    .set({ name: '', firstName: '', lastName: '', email: null, phone: null, address: null, city: null, state: null, zipCode: null, notes: null, hash: null, searchTokens: sql`'{}'::text[]`, tags: sql`'{}'::text[]`, updatedAt: now })
    .where(eq(homeowners.contractorId, contractorId))
    .returning({ id: homeowners.id });
  await tx
    .update(calendarEvents)
    .set({ title: '', description: null, customerName: null, customerPhone: null, customerEmail: null, address: null, visitInstructions: null })
    .where(eq(calendarEvents.contractorId, contractorId));
  await tx
    .update(quotes)
    .set({ title: null, notes: null, diagram: null, diagramSvg: null, lostReason: null, approvedByName: null, approvedIp: null, approvedUserAgent: null, publicTokenEncrypted: null, publicTokenHash: null, publicTokenRevokedAt: now })
    .where(eq(quotes.contractorId, contractorId));
  await tx.update(jobs).set({ name: sql`${jobs.jobNumber}`, progressNotes: [], photoUrls: sql`'{}'::text[]`, signatureName: null, signatureData: null, assignedTo: null }).where(eq(jobs.contractorId, contractorId));
  await tx.update(ghlWebhookDeliveries).set({ payload: null }).where(eq(ghlWebhookDeliveries.contractorId, contractorId));
  await tx.update(ghlConnections).set({ accessTokenEncrypted: null, refreshTokenEncrypted: null }).where(eq(ghlConnections.contractorId, contractorId));
  await tx.update(qboConnections).set({ accessTokenEncrypted: null, refreshTokenEncrypted: null }).where(eq(qboConnections.contractorId, contractorId));
  for (const table of [quoteSignatures, outboxEmails, smsLogs, ghlInboundMessages, notifications, importRows, payLinks] as const) {
    await tx.delete(table).where(eq(table.contractorId, contractorId));
  }
  return scrubbed.length;
}

/** The housekeeping run: closed accounts whose grace period has passed lose every row (the audit trail stays). */
export async function purgeClosedAccounts(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(isNotNull(contractors.closedAt), lte(contractors.purgeAfter, now)))
    .limit(100);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Users reference the contractor with a cascade; the contractor's rows cascade from it.
      const gone = await tx.delete(contractors).where(and(eq(contractors.id, id), lte(contractors.purgeAfter, now))).returning({ id: contractors.id });
      if (gone.length === 0) return;
      await recordAuditEvent(tx, {
        action: 'account_purged',
        actor: { userId: null, email: null, ip: null, userAgent: null },
        contractorId: id,
        target: { type: 'contractor', id },
      });
    });
  }
  return due.length;
}
