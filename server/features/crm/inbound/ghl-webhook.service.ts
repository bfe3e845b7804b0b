// A verified GoHighLevel delivery: fresh, not seen before, for a connected location → stored (the inbox row is the replay
// guard every instance shares), then handled in its own transaction. A handling that fails is kept and retried by the
// queue (HighLevel itself never retries a 5xx), so the answer is 200 once the delivery is stored.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { errorMessage } from '../../../../core/error-messages';
import { AppError } from '../../../../core/errors';
import type { Db } from '../../../db/connection';
import { wakeQueue } from '../../../queue/wake';
import { ghlConnections, ghlWebhookDeliveries } from '../../../db/schema/index';
import { isFreshTimestamp } from '../../../integrations/ghl/webhook-signature';
import {
  appUninstallEventSchema,
  contactEventSchema,
  inboundMessageEventSchema,
  isHandledWebhookType,
  opportunityEventSchema,
} from '../../../integrations/ghl/webhook-events';
import type { WebhookEnvelope } from '../../../../core/crm/ghl-webhook.schema';
import { handleContactEvent } from './inbound-contacts';
import { handleInboundMessage } from './inbound-messages';
import { handleOpportunityEvent } from './inbound-opportunities';
import { recordInboundSync } from './inbound-sync-log';
import { daysAfter } from '../../../../core/dates';

export type WebhookAnswer = { status: 'processed' | 'failed' | 'ignored' };

/** The contractor whose active connection is this location; two contractors never share one (ambiguous → nobody). */
export async function contractorForLocation(db: Db, locationId: string): Promise<string | null> {
  const rows = await db
    .select({ contractorId: ghlConnections.contractorId })
    .from(ghlConnections)
    .where(and(eq(ghlConnections.locationId, locationId), eq(ghlConnections.isActive, true)))
    .limit(2);
  return rows.length === 1 ? rows[0].contractorId : null;
}

/**
 * Takes a delivery whose signature was verified over its raw bytes. Stale and replayed deliveries are refused (401) and
 * write nothing; one for a location nobody connected is acknowledged and dropped.
 */
export async function acceptGhlWebhook(db: Db, args: { envelope: WebhookEnvelope; rawText: string; now?: Date }): Promise<WebhookAnswer> {
  const { envelope } = args;
  const now = args.now ?? new Date();
  if (!isFreshTimestamp(envelope.timestamp, now.getTime())) throw new AppError('SIGNATURE_INVALID', errorMessage('signedInErrors.crm.webhookStale'));
  const contractorId = await contractorForLocation(db, envelope.locationId);
  if (!contractorId) return { status: 'ignored' };

  const handled = isHandledWebhookType(envelope.type);
  const [row] = await db
    .insert(ghlWebhookDeliveries)
    .values({
      webhookId: envelope.webhookId,
      contractorId,
      locationId: envelope.locationId,
      eventType: envelope.type.slice(0, 100),
      // Events Picket does not act on are remembered for the replay guard only, without their content.
      payload: handled ? args.rawText : null,
      status: handled ? 'received' : 'ignored',
      signedAt: new Date(typeof envelope.timestamp === 'number' ? envelope.timestamp : Date.parse(envelope.timestamp)),
      // The app's clock, not the database's now(): retryWebhookDeliveries compares updated_at with the app's time.
      receivedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ghlWebhookDeliveries.id });
  if (!row) throw new AppError('SIGNATURE_INVALID', errorMessage('signedInErrors.crm.webhookReplayed'));
  if (!handled) return { status: 'ignored' };
  return { status: await processWebhookDelivery(db, row.id) };
}

/** Claims a stored delivery (one instance at a time) and handles it; the outcome is written on the row. */
export async function processWebhookDelivery(db: Db, deliveryId: string): Promise<'processed' | 'failed' | 'ignored'> {
  const [claimed] = await db
    .update(ghlWebhookDeliveries)
    .set({ status: 'processing', attempts: sql`${ghlWebhookDeliveries.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(ghlWebhookDeliveries.id, deliveryId), inArray(ghlWebhookDeliveries.status, ['received', 'failed'])))
    .returning();
  if (!claimed) return 'ignored';
  try {
    await db.transaction(async (tx) => {
      await handleDelivery(tx, claimed.contractorId, claimed.webhookId, JSON.parse(claimed.payload ?? 'null'));
      // Handled: the content (names, messages) is not kept beyond what the handler stored encrypted in its own tables.
      await tx.update(ghlWebhookDeliveries).set({ status: 'processed', payload: null, error: null, updatedAt: new Date() }).where(eq(ghlWebhookDeliveries.id, claimed.id));
    });
    // Committed: a new lead's rule actions and campaign texts are queued now, not at the minute's tick (not awaited:
    // the CRM gets its answer at once; a failure there is logged and the tick still finds the rows).
    void wakeQueue('crm-inbound');
    return 'processed';
  } catch (error) {
    // A signed body that is not the event it says (no contact id…) will not read better on a retry.
    const malformed = error instanceof ZodError || error instanceof SyntaxError;
    // The reason only (a class and a code), never a message that could quote a customer's data.
    const reason = malformed ? 'malformed' : error instanceof AppError ? `${error.code}:${error.key ?? ''}` : error instanceof Error ? error.name : 'Error';
    await db
      .update(ghlWebhookDeliveries)
      .set({ status: 'failed', error: reason.slice(0, 200), updatedAt: new Date(), ...(malformed ? { attempts: MAX_DELIVERY_ATTEMPTS, payload: null } : {}) })
      .where(eq(ghlWebhookDeliveries.id, claimed.id));
    // Issue 21: a delivery given up on (no more retries) is a row in the contractor's sync log, not only in ours.
    if (malformed || claimed.attempts >= MAX_DELIVERY_ATTEMPTS) await logGivenUp(db, claimed.contractorId, claimed.eventType, claimed.payload, malformed ? 'malformed' : 'gave_up');
    return 'failed';
  }
}

async function handleDelivery(db: Db, contractorId: string, webhookId: string, payload: unknown): Promise<void> {
  const type = (payload as { type?: unknown } | null)?.type;
  if (type === 'ContactCreate' || type === 'ContactUpdate') {
    const contact = contactEventSchema.parse(payload);
    const outcome = await handleContactEvent(db, contractorId, contact);
    await recordInboundSync(db, { contractorId, entity: 'customer', entityId: outcome.homeownerId, crmId: contact.id, action: type, status: 'done', detail: { result: outcome.result === 'unchanged' ? 'no_changes' : outcome.result } });
  } else if (type === 'OpportunityStageUpdate' || type === 'OpportunityStatusUpdate') {
    await handleOpportunityEvent(db, contractorId, opportunityEventSchema.parse(payload));
  } else if (type === 'InboundMessage') {
    const event = inboundMessageEventSchema.parse(payload);
    // An echo of our own outbound texts arrives as OutboundMessage; only the homeowner's side is kept here.
    if ((event.direction ?? 'inbound') === 'inbound') {
      const stored = await handleInboundMessage(db, contractorId, event, webhookId);
      if (stored !== 'unlinked') {
        await recordInboundSync(db, { contractorId, entity: 'message', entityId: null, crmId: event.messageId ?? webhookId, action: event.type, status: stored === 'stored' ? 'done' : 'skipped', detail: { result: stored === 'stored' ? 'message_stored' : 'duplicate' } });
      }
    }
  } else if (type === 'UNINSTALL') {
    // The sub-account removed Picket: its tokens are revoked, so the connection goes as with Disconnect (row and tokens
    // deleted; Settings → CRM offers to connect again). Only this contractor's connection to this location.
    const event = appUninstallEventSchema.parse(payload);
    await db.delete(ghlConnections).where(and(eq(ghlConnections.contractorId, contractorId), eq(ghlConnections.locationId, event.locationId)));
    await recordInboundSync(db, { contractorId, entity: 'connection', entityId: null, crmId: event.locationId, action: 'UNINSTALL', status: 'done', detail: { result: 'disconnected' } });
  }
}

const ENTITY_OF_EVENT: Record<string, 'customer' | 'quote' | 'message' | 'connection'> = {
  ContactCreate: 'customer',
  ContactUpdate: 'customer',
  OpportunityStageUpdate: 'quote',
  OpportunityStatusUpdate: 'quote',
  InboundMessage: 'message',
  UNINSTALL: 'connection',
};

/** The sync-log row for a delivery that will not be handled: what kind of thing, the CRM's id when the body has one. */
async function logGivenUp(db: Db, contractorId: string, eventType: string, payload: string | null, reason: 'malformed' | 'gave_up') {
  let crmId: string | null = null;
  try {
    const body = JSON.parse(payload ?? 'null') as { id?: unknown; messageId?: unknown } | null;
    const id = body?.messageId ?? body?.id;
    crmId = typeof id === 'string' ? id.slice(0, 200) : null;
  } catch {
    // An unreadable body has no id to show.
  }
  const entity = ENTITY_OF_EVENT[eventType] ?? 'connection';
  await recordInboundSync(db, { contractorId, entity, entityId: null, crmId, action: eventType, status: 'failed', detail: { reason } });
}

export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * Deliveries to handle again: failed ones after a back-off (1, 4, 9, 16 minutes), and ones left `processing` or
 * `received` by an instance that stopped mid-way (10 minutes). Returns how many were tried.
 */
export async function retryWebhookDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const stuck = new Date(now.getTime() - 10 * 60_000);
  await db
    .update(ghlWebhookDeliveries)
    .set({ status: 'failed', error: 'interrupted', updatedAt: now })
    .where(and(eq(ghlWebhookDeliveries.status, 'processing'), lt(ghlWebhookDeliveries.updatedAt, stuck)));
  const due = await db
    .select({ id: ghlWebhookDeliveries.id })
    .from(ghlWebhookDeliveries)
    .where(
      and(
        lt(ghlWebhookDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
        or(
          and(eq(ghlWebhookDeliveries.status, 'received'), lt(ghlWebhookDeliveries.updatedAt, new Date(now.getTime() - 60_000))),
          and(
            eq(ghlWebhookDeliveries.status, 'failed'),
            sql`${ghlWebhookDeliveries.updatedAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${ghlWebhookDeliveries.attempts} * ${ghlWebhookDeliveries.attempts})`,
          ),
        ),
      ),
    )
    .limit(100);
  for (const d of due) await processWebhookDelivery(db, d.id);
  return due.length;
}

/** A settled delivery's row is kept this long (docs/decisions.md); past the 5-minute window it can never be replayed. */
const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** Housekeeping (server/housekeeping.ts): settled deliveries older than the retention go. */
export async function purgeOldWebhookDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(ghlWebhookDeliveries)
    .where(and(lt(ghlWebhookDeliveries.receivedAt, daysAfter(now, -WEBHOOK_DELIVERY_RETENTION_DAYS)), inArray(ghlWebhookDeliveries.status, ['processed', 'ignored', 'failed'])))
    .returning({ id: ghlWebhookDeliveries.id });
  return rows.length;
}
