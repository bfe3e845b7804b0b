// The bell's new-lead items (new_lead): CRM leads and instant-quote requests, unread, newest first.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LeadNotification } from '../../../../core/notifications/notification.schema';
import type { Db } from '../../../db/connection';
import { homeowners, notifications, quotes } from '../../../db/schema/index';

// As the other bell lists: more than the badge's 99, the bell shows 20.
const LIST_LIMIT = 200;

export async function listLeadNotifications(db: Db, contractorId: string): Promise<LeadNotification[]> {
  const homeownerId = sql<string | null>`coalesce(${quotes.homeownerId}, (${notifications.data}->>'homeownerId')::uuid)`;
  const rows = await db
    .select({ n: notifications, homeownerId, name: homeowners.name, quoteHomeowner: quotes.homeownerId })
    .from(notifications)
    .leftJoin(quotes, and(eq(quotes.id, notifications.quoteId), eq(quotes.contractorId, contractorId)))
    .leftJoin(homeowners, and(sql`${homeowners.id} = ${homeownerId}`, eq(homeowners.contractorId, contractorId)))
    .where(and(eq(notifications.contractorId, contractorId), eq(notifications.type, 'new_lead'), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ n, homeownerId: hid, name }) => ({
    id: n.id,
    message: n.message,
    timestamp: n.createdAt.toISOString(),
    customerName: name ?? null,
    homeownerId: hid ?? null,
    quoteId: n.quoteId,
    source: (n.data as { source?: string }).source === 'ghl' ? 'ghl' : 'instant_quote',
  }));
}
