import { reminderMessage } from '../payments/overdue';
import type { MaterialsMissingNotification } from '../purchasing/purchase-order.schema';
import type { LeadNotification, PaymentNotification, PaymentReminder, QuoteApprovalNotification } from './notification.schema';
import { notificationColors, type NotificationColor, type NotificationType } from './notification-types';

// SPEC §2 "Notifications bell" / SPEC §9: list cap 20, badge 99+.
export const NOTIFICATION_LIST_CAP = 20;
export const BADGE_CAP = 99;

export interface FeedItem {
  key: string;
  type: NotificationType | 'new_lead' | 'accounting_reconnect' | 'materials_missing';
  color: NotificationColor | 'blue';
  message: string;
  timestamp: string;
  amountCents: number | null;
  href: string;
  /** Present for payment reminders: the Send Reminder button or "✓ Reminder sent". */
  reminder?: { milestoneId: string; sent: boolean };
  /** Present for stored payment notifications, which can be marked read. */
  notificationId?: string;
  /** Present for new leads: the bell words them in the page's language. */
  lead?: { customerName: string | null; source: LeadNotification['source'] };
  /** Present for a lost QuickBooks connection: the bell words it in the page's language. */
  books?: { companyName: string | null };
  /** Present for materials still missing three days before a job (issue 24): the bell words it. */
  missing?: { jobNumber: string; count: number; date: string };
}

export interface FeedSources {
  payments: PaymentNotification[];
  reminders: PaymentReminder[];
  approvals: QuoteApprovalNotification[];
  leads?: LeadNotification[];
  /** Unread "Reconnect QuickBooks" items (core/quickbooks/quickbooks.api.ts listQboAlerts). */
  books?: { id: string; timestamp: string; companyName: string | null }[];
  materialsMissing?: MaterialsMissingNotification[];
}

/** SPEC §2: a quote_approved item opens the quote view, anything else the job (a payment with no job yet: its quote). */
export function notificationHref(item: { type: NotificationType; quoteId?: string | null; jobId?: string | null }): string {
  const toQuote = item.type === 'quote_approved' || (!item.jobId && item.quoteId);
  return toQuote ? `/contractor/quote/${item.quoteId}/view` : `/jobs/${item.jobId}`;
}

function time(ts: string): number {
  const t = Date.parse(ts);
  return Number.isNaN(t) ? -Infinity : t;
}

/** All the lists as one, newest first; `items` is cut to the latest 20, `total` counts everything (badge). */
export function mergeNotificationFeed(src: FeedSources, cap: number = NOTIFICATION_LIST_CAP): { items: FeedItem[]; total: number } {
  const all: FeedItem[] = [
    ...src.payments.map((n): FeedItem => ({
      key: `payment:${n.id}`,
      type: n.type,
      color: notificationColors[n.type],
      message: n.message,
      timestamp: n.timestamp,
      amountCents: n.amount,
      href: notificationHref(n),
      notificationId: n.id,
    })),
    ...src.reminders.map((r): FeedItem => ({
      key: `reminder:${r.milestoneId}`,
      type: 'overdue_reminder',
      color: notificationColors.overdue_reminder,
      message: reminderMessage(r.milestoneName, r.customerName, r.jobNumber),
      timestamp: r.timestamp,
      amountCents: r.amount,
      href: notificationHref({ type: 'overdue_reminder', jobId: r.jobId }),
      reminder: { milestoneId: r.milestoneId, sent: r.reminderSent },
    })),
    ...(src.leads ?? []).map((l): FeedItem => ({
      key: `lead:${l.id}`,
      type: 'new_lead',
      color: 'blue',
      message: l.message,
      timestamp: l.timestamp,
      amountCents: null,
      // An instant-quote request opens its quote; a CRM lead opens the new customer.
      href: l.quoteId ? `/contractor/quote/${l.quoteId}/view` : l.homeownerId ? `/customers/${l.homeownerId}` : '/customers',
      notificationId: l.id,
      lead: { customerName: l.customerName, source: l.source },
    })),
    // A lost QuickBooks connection opens Settings → Accounting, where the banner's button reconnects.
    ...(src.books ?? []).map((b): FeedItem => ({
      key: `books:${b.id}`,
      type: 'accounting_reconnect',
      color: 'red',
      message: 'Reconnect QuickBooks',
      timestamp: b.timestamp,
      amountCents: null,
      href: '/settings?tab=accounting',
      notificationId: b.id,
      books: { companyName: b.companyName },
    })),
    ...(src.materialsMissing ?? []).map((m): FeedItem => ({
      key: `materials:${m.id}`,
      type: 'materials_missing',
      color: 'red',
      message: '',
      timestamp: m.timestamp,
      amountCents: null,
      href: `/jobs/${m.jobId}`,
      notificationId: m.id,
      missing: { jobNumber: m.jobNumber, count: m.missingCount, date: m.scheduledDate },
    })),
    ...src.approvals.map((a): FeedItem => ({
      key: `approval:${a.id}`,
      type: 'quote_approved',
      color: notificationColors.quote_approved,
      message: a.message,
      timestamp: a.timestamp,
      amountCents: null,
      href: notificationHref({ type: 'quote_approved', quoteId: a.quoteId }),
    })),
  ];
  // Stable sort: equal timestamps keep source order; unparseable timestamps sink to the end.
  const sorted = all.map((item, i) => ({ item, i })).sort((a, b) => time(b.item.timestamp) - time(a.item.timestamp) || a.i - b.i);
  return { items: sorted.slice(0, cap).map((s) => s.item), total: all.length };
}

/** Badge text: nothing for 0, the count up to 99, "99+" above. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? '99+' : String(count);
}

export type RelativeTime = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' };

/** Parts for Intl.RelativeTimeFormat; null when the timestamp is missing or unreadable (the bell then says "Recently"). */
export function relativeTimeParts(timestamp: string | null | undefined, now: number): RelativeTime | null {
  if (!timestamp) return null;
  const t = Date.parse(timestamp);
  if (Number.isNaN(t)) return null;
  const s = Math.round((t - now) / 1000);
  const abs = Math.abs(s);
  if (abs < 60) return { value: s, unit: 'second' };
  if (abs < 3600) return { value: Math.round(s / 60), unit: 'minute' };
  if (abs < 86_400) return { value: Math.round(s / 3600), unit: 'hour' };
  if (abs < 7 * 86_400) return { value: Math.round(s / 86_400), unit: 'day' };
  if (abs < 30 * 86_400) return { value: Math.round(s / (7 * 86_400)), unit: 'week' };
  if (abs < 365 * 86_400) return { value: Math.round(s / (30 * 86_400)), unit: 'month' };
  return { value: Math.round(s / (365 * 86_400)), unit: 'year' };
}
