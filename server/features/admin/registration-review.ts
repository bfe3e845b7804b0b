// Registration requests (SPEC §3 registration_requests, statuses pending / approved / rejected): approval makes the
// contractor account and queues its invitation in one transaction, so a taken address leaves nothing half-written.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegistrationRequestView, RegistrationStatus } from '../../../core/admin/admin.schema';
import { formatPhone } from '../../../core/customers/phone';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { registrationRequests, users } from '../../db/schema/index';
import { queueAccountEmail } from '../accounts/account-mail';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import { insertContractorWithUser } from './admin.service';

export async function listRegistrationRequests(db: Db, filter: { status?: RegistrationStatus } = {}): Promise<RegistrationRequestView[]> {
  const rows = await db
    .select({ request: registrationRequests, accountExists: sql<boolean>`${users.id} is not null` })
    .from(registrationRequests)
    .leftJoin(users, eq(sql`lower(${users.email})`, sql`lower(${registrationRequests.email})`))
    .where(filter.status ? eq(registrationRequests.status, filter.status) : undefined)
    .orderBy(desc(registrationRequests.createdAt))
    .limit(200);
  return rows.map(({ request: r, accountExists: exists }) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    contractorType: r.contractorType,
    status: r.status,
    notes: r.notes,
    language: r.language,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewNote: r.reviewNote,
    contractorId: r.contractorId,
    accountExists: Boolean(exists),
    createdAt: r.createdAt.toISOString(),
  }));
}

async function lockPendingRequest(tx: Db, requestId: string) {
  const [request] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, requestId)).for('update');
  if (!request) throw notFound(errorMessage('signedInErrors.registration.notFound'));
  if (request.status !== 'pending') {
    throw new AppError('CONFLICT', errorMessage(request.status === 'approved' ? 'signedInErrors.registration.alreadyApproved' : 'signedInErrors.registration.alreadyRejected'));
  }
  return request;
}

/** Pending → approved: a contractor (onboarding not complete), its user without a password, and the invitation mail. */
export async function approveRegistrationRequest(db: Db, args: { requestId: string; actor: AuditActor }) {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, args.requestId);
    const created = await insertContractorWithUser(tx, {
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      businessName: request.companyName,
      phone: formatPhone(request.phone),
      passwordHash: null,
    });
    await tx
      .update(registrationRequests)
      .set({ status: 'approved', reviewedAt: new Date(), reviewedBy: args.actor.userId, contractorId: created.contractorId })
      .where(eq(registrationRequests.id, request.id));
    await queueAccountEmail(tx, { userId: created.userId, purpose: 'invitation', language: request.language, requestedBy: args.actor.userId });
    await recordAuditEvent(tx, {
      action: 'registration_approved',
      actor: args.actor,
      contractorId: created.contractorId,
      target: { type: 'registration_request', id: request.id },
      details: { invitedUserId: created.userId },
    });
    await recordAuditEvent(tx, { action: 'invitation_sent', actor: args.actor, contractorId: created.contractorId, target: { type: 'user', id: created.userId } });
    return created;
  });
}

/** Pending → rejected with the admin's note (kept for the admins; the applicant is not mailed, docs/decisions.md). */
export async function rejectRegistrationRequest(db: Db, args: { requestId: string; note: string; actor: AuditActor }) {
  await db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, args.requestId);
    await tx
      .update(registrationRequests)
      .set({ status: 'rejected', reviewedAt: new Date(), reviewedBy: args.actor.userId, reviewNote: args.note })
      .where(and(eq(registrationRequests.id, request.id), eq(registrationRequests.status, 'pending')));
    await recordAuditEvent(tx, { action: 'registration_rejected', actor: args.actor, target: { type: 'registration_request', id: request.id } });
  });
}
