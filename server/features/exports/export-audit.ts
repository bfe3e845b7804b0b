// Whole-account exports are audited: who took a contractor's data, when, from where (the audit trail's table, written
// here directly: no email is involved, so nothing needs masking).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { contractors, securityAuditEvents } from '../../db/schema/index';

export async function contractorExists(db: Db, contractorId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(contractorId)) return false;
  const [row] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return Boolean(row);
}

export async function auditExport(db: Db, request: FastifyRequest, auth: { userId: string }, contractorId: string, byAdmin: boolean) {
  await db.insert(securityAuditEvents).values({
    eventType: 'data_exported',
    actorUserId: auth.userId,
    contractorId,
    targetType: 'contractor',
    targetId: contractorId,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    details: { byAdmin },
  });
}
