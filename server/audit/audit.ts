// The one way to write the audit trail (issue 13 item 2). Vocabulary: core/security/audit-actions.ts.
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '../../core/security/audit-actions';
import { maskEmail } from '../../core/security/mask-email';
import type { Db } from '../db/connection';
import { emailFingerprint } from '../db/pii';
import { securityAuditEvents } from '../db/schema/index';

/** Who acted and from where. `userId` is null for anonymous attempts and scripts. */
export interface AuditActor {
  userId: string | null;
  /** The acting account's email: stored masked and fingerprinted only. */
  email?: string | null;
  ip: string | null;
  userAgent?: string | null;
}

export type AuditDetailValue = string | number | boolean | null | string[] | number[];

export interface AuditEventInput {
  action: AuditAction;
  actor: AuditActor;
  /** The tenant the event concerns, if any (the contractor acted on, or the actor's own). */
  contractorId?: string | null;
  target?: { type: AuditTargetType; id: string } | null;
  /** The account an anonymous attempt named (a sign-in); defaults to the actor's. Stored masked and fingerprinted only. */
  email?: string | null;
  /** Ids, counts, field names, flags. Never a name, phone, address or email: strings holding an "@" are masked. */
  details?: Record<string, AuditDetailValue>;
}

const MAX_DETAIL_TEXT = 200;
const MAX_USER_AGENT = 300;

function safeText(value: string): string {
  return (value.includes('@') ? maskEmail(value) : value).slice(0, MAX_DETAIL_TEXT);
}

function safeDetails(details: Record<string, AuditDetailValue>): Record<string, AuditDetailValue> {
  const out: Record<string, AuditDetailValue> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string') out[key] = safeText(value);
    else if (Array.isArray(value)) out[key] = value.slice(0, 50).map((v) => (typeof v === 'string' ? safeText(v) : v)) as AuditDetailValue;
    else out[key] = value;
  }
  return out;
}

/**
 * Appends one event to the audit trail. Pass the transaction of the change it records, so both commit or neither does.
 */
export async function recordAuditEvent(db: Db, event: AuditEventInput): Promise<void> {
  const email = (event.email ?? event.actor.email)?.trim() || null;
  await db.insert(securityAuditEvents).values({
    eventType: event.action,
    actorUserId: event.actor.userId,
    contractorId: event.contractorId ?? null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    emailMasked: email ? maskEmail(email) : null,
    emailHash: email ? emailFingerprint(email) : null,
    ip: event.actor.ip,
    userAgent: event.actor.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    details: safeDetails(event.details ?? {}),
  });
}

/** The actor of a request: the signed-in user (if any) and the client's IP and user agent. */
export function auditActorOf(request: FastifyRequest, auth: { userId: string; email: string } | null): AuditActor {
  return { userId: auth?.userId ?? null, email: auth?.email ?? null, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** For operators' scripts (no request, no signed-in user). */
export function scriptActor(script: string): AuditActor {
  return { userId: null, ip: null, userAgent: script };
}
