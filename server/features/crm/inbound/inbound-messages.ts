// InboundMessage: a homeowner wrote to the contractor through the CRM (SMS, email, chat, a call). Kept encrypted, shown
// on the customer's page with the texts Picket sent them.
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { ghlInboundMessages, homeowners, smsLogs } from '../../../db/schema/index';
import type { InboundMessageEvent } from '../../../integrations/ghl/webhook-events';
import { customerNotFound } from '../../customers/customers.service';
import { homeownerIdsForContact } from './crm-links';
import { recordInboundSync } from './inbound-sync-log';
import { htmlToText, isHtmlChannel } from './message-text';

const MAX_BODY = 10_000;

export async function handleInboundMessage(db: Db, contractorId: string, event: InboundMessageEvent, webhookId: string): Promise<'stored' | 'duplicate' | 'unlinked'> {
  const [homeownerId] = await homeownerIdsForContact(db, contractorId, event.contactId);
  if (!homeownerId) {
    await recordInboundSync(db, { contractorId, entity: 'message', entityId: null, crmId: event.messageId ?? webhookId, action: event.type, status: 'skipped', detail: { result: 'contact_not_linked' } });
    return 'unlinked';
  }
  const sentAt = event.dateAdded && !Number.isNaN(Date.parse(event.dateAdded)) ? new Date(event.dateAdded) : new Date();
  const rows = await db
    .insert(ghlInboundMessages)
    .values({
      contractorId,
      homeownerId,
      contactId: event.contactId,
      externalId: event.messageId || webhookId,
      conversationId: event.conversationId ?? null,
      channel: (event.messageType || 'SMS').slice(0, 50),
      body: (event.body ?? '').slice(0, MAX_BODY),
      sentAt,
    })
    .onConflictDoNothing()
    .returning({ id: ghlInboundMessages.id });
  return rows.length ? 'stored' : 'duplicate';
}

export interface CustomerMessage {
  id: string;
  direction: 'in' | 'out';
  channel: string;
  body: string;
  at: string;
  /** Outbound only: how the send went (sent, failed, logged). */
  status: string | null;
}

const PAGE = 50;

/** The customer page's Messages: what they wrote through the CRM and the texts Picket sent them, newest first. */
export async function listCustomerMessages(db: Db, args: { contractorId: string; homeownerId: string }): Promise<CustomerMessage[]> {
  const [h] = await db
    .select({ id: homeowners.id, contactId: homeowners.ghlContactId })
    .from(homeowners)
    .where(and(eq(homeowners.id, args.homeownerId), eq(homeowners.contractorId, args.contractorId)))
    .limit(1);
  if (!h) throw customerNotFound();
  // Inbound by contact (every customer synced to it sees the conversation), or by customer once unlinked.
  const inboundScope = h.contactId
    ? or(eq(ghlInboundMessages.contactId, h.contactId), eq(ghlInboundMessages.homeownerId, h.id))
    : eq(ghlInboundMessages.homeownerId, h.id);
  const [inbound, outbound] = await Promise.all([
    db
      .select()
      .from(ghlInboundMessages)
      .where(and(eq(ghlInboundMessages.contractorId, args.contractorId), inboundScope))
      .orderBy(desc(ghlInboundMessages.sentAt))
      .limit(PAGE),
    db
      .select()
      .from(smsLogs)
      .where(and(eq(smsLogs.contractorId, args.contractorId), eq(smsLogs.homeownerId, h.id)))
      .orderBy(desc(smsLogs.createdAt))
      .limit(PAGE),
  ]);
  const all: CustomerMessage[] = [
    // Stored as received; an email's HTML is shown as its text (rows kept before this are read the same way).
    ...inbound.map((m) => ({ id: m.id, direction: 'in' as const, channel: m.channel, body: isHtmlChannel(m.channel) ? htmlToText(m.body) : m.body, at: m.sentAt.toISOString(), status: null })),
    ...outbound.map((m) => ({ id: m.id, direction: 'out' as const, channel: 'SMS', body: m.message, at: m.createdAt.toISOString(), status: m.status })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id)).slice(0, PAGE);
}
