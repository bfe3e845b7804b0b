// Whole-account exports are audited: who took a contractor's data, when, from where.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { contractors } from '../../db/schema/index';
import { auditActorOf, recordAuditEvent } from '../security/audit';

export async function contractorExists(db: Db, contractorId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(contractorId)) return false;
  const [row] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return Boolean(row);
}

export async function auditExport(db: Db, request: FastifyRequest, auth: { userId: string; email: string }, contractorId: string, byAdmin: boolean) {
  await recordAuditEvent(db, { action: 'data_exported', actor: auditActorOf(request, auth), contractorId, target: { type: 'contractor', id: contractorId }, details: { byAdmin } });
}
