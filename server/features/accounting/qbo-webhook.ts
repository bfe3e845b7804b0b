// QuickBooks' webhook: the signature (intuit-signature, HMAC-SHA256 of the raw body with the verifier token) is
// checked before anything is parsed; then each entity named is queued for reading, under the contractor whose
// company (realmId) it is — a realm nobody here is connected to is ignored — and the answer goes back at once.
import { inArray } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { qboConnections } from '../../db/schema/index';
import { verifyQboWebhook } from '../../integrations/quickbooks/qbo-webhook-signature';
import type { QboWebhookBody } from '../../integrations/quickbooks/qbo-types';
import { queueQboInbound } from './qbo-outbox';

const ENTITIES_READ = new Set(['Payment', 'Invoice']);

export async function acceptQboWebhook(db: Db, raw: Buffer, signature: string | undefined, verifierToken: string | undefined): Promise<{ received: number }> {
  if (!verifyQboWebhook(raw, signature, verifierToken)) throw new AppError('SIGNATURE_INVALID', errorMessage('signedInErrors.quickbooks.webhookSignature'));
  let body: QboWebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', errorMessage('validation.invalid_input'));
  }
  const notifications = Array.isArray(body?.eventNotifications) ? body.eventNotifications.slice(0, 100) : [];
  const realmIds = [...new Set(notifications.map((n) => String(n?.realmId ?? '')).filter(Boolean))];
  if (realmIds.length === 0) return { received: 0 };
  const owners = new Map((await db.select({ realmId: qboConnections.realmId, contractorId: qboConnections.contractorId }).from(qboConnections).where(inArray(qboConnections.realmId, realmIds))).map((r) => [r.realmId, r.contractorId]));
  let received = 0;
  for (const n of notifications) {
    const contractorId = owners.get(String(n.realmId));
    if (!contractorId) continue;
    for (const e of (n.dataChangeEvent?.entities ?? []).slice(0, 1000)) {
      if (!ENTITIES_READ.has(String(e?.name)) || typeof e.id !== 'string' || !/^[0-9]{1,20}$/.test(e.id)) continue;
      await queueQboInbound(db, { contractorId, entity: e.name, qboId: e.id, operation: String(e.operation ?? 'Update').slice(0, 20), source: 'webhook' });
      received += 1;
    }
  }
  return { received };
}
