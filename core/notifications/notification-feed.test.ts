import { describe, expect, it } from 'vitest';
import { badgeLabel, mergeNotificationFeed, notificationHref, relativeTimeParts } from './notification-feed';
import { notificationColors } from './notification.schema';
import type { LeadNotification, PaymentNotification, PaymentReminder, QuoteApprovalNotification } from './notification.schema';

const pay = (id: string, timestamp: string, type: PaymentNotification['type'] = 'payment_received'): PaymentNotification => ({
  id, type, message: `Payment ${id}`, jobId: 'job-1', milestoneId: 'm-1', timestamp, jobNumber: 'JOB-000007', customerName: 'Ann', amount: 12345,
});
const rem = (milestoneId: string, timestamp: string, reminderSent = false): PaymentReminder => ({
  milestoneId, milestoneName: 'Deposit', customerName: 'Bob Lee', jobNumber: 'JOB-000042', jobId: 'job-2', timestamp, amount: 30000, reminderSent, daysUntilDue: -5,
});
const appr = (id: string, timestamp: string): QuoteApprovalNotification => ({
  id, message: 'Quote approved', quoteId: 'q-9', quoteNumber: '1001', timestamp, customerName: 'Cy',
});

describe('bell feed (SPEC §2 "Notifications bell")', () => {
  it('merges the three lists newest first', () => {
    const { items } = mergeNotificationFeed({
      payments: [pay('p1', '2026-01-01T10:00:00Z')],
      reminders: [rem('m1', '2026-01-03T10:00:00Z')],
      approvals: [appr('a1', '2026-01-02T10:00:00Z')],
    });
    expect(items.map((i) => i.key)).toEqual(['reminder:m1', 'approval:a1', 'payment:p1']);
  });
  it('cuts to the latest 20 but counts everything', () => {
    const payments = Array.from({ length: 150 }, (_, i) => pay(`p${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const { items, total } = mergeNotificationFeed({ payments, reminders: [], approvals: [] });
    expect(items).toHaveLength(20);
    expect(items[0].key).toBe('payment:p149');
    expect(items[19].key).toBe('payment:p130');
    expect(total).toBe(150);
  });
  it('puts unreadable timestamps last', () => {
    const { items } = mergeNotificationFeed({ payments: [pay('bad', 'garbage'), pay('ok', '2020-01-01T00:00:00Z')], reminders: [], approvals: [] });
    expect(items.map((i) => i.key)).toEqual(['payment:ok', 'payment:bad']);
  });
  it('words reminders as SPEC §2 says and carries their sent state', () => {
    const { items } = mergeNotificationFeed({ payments: [], reminders: [rem('m1', '2026-01-01T00:00:00Z', true)], approvals: [] });
    expect(items[0].message).toBe('Deposit payment overdue for Bob Lee (Job #42)');
    expect(items[0].reminder).toEqual({ milestoneId: 'm1', sent: true });
    expect(items[0].color).toBe('red');
  });
  it('links quote approvals to the quote view and everything else to the job', () => {
    expect(notificationHref({ type: 'quote_approved', quoteId: 'q-9' })).toBe('/contractor/quote/q-9/view');
    expect(notificationHref({ type: 'payment_received', jobId: 'job-1' })).toBe('/jobs/job-1');
    expect(notificationHref({ type: 'overdue_deposit', jobId: 'job-3' })).toBe('/jobs/job-3');
  });
});

describe('badge (SPEC §2, §9)', () => {
  it.each([[0, null], [1, '1'], [99, '99'], [100, '99+'], [1000, '99+']] as const)('%i → %s', (n, label) => expect(badgeLabel(n)).toBe(label));
});

describe('colours (SPEC §4)', () => {
  it('red for overdue, green for payment received and quote approved, yellow for milestone completed', () =>
    expect(notificationColors).toEqual({ overdue_deposit: 'red', overdue_reminder: 'red', payment_received: 'green', quote_approved: 'green', milestone_completed: 'yellow' }));
});

describe('relative time', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('falls back (null → "Recently") for missing or unreadable timestamps', () => {
    expect(relativeTimeParts(null, now)).toBeNull();
    expect(relativeTimeParts('yesterday-ish', now)).toBeNull();
  });
  it('picks a unit', () => {
    expect(relativeTimeParts('2026-01-10T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTimeParts('2026-01-08T12:00:00Z', now)).toEqual({ value: -2, unit: 'day' });
  });
});

describe('new leads in the bell', () => {
  const lead = (id: string, timestamp: string, over: Partial<LeadNotification> = {}): LeadNotification => ({
    id, message: 'New lead', timestamp, customerName: 'Rosa Diaz', homeownerId: 'h-1', quoteId: null, source: 'ghl', ...over,
  });
  it('merge with the other lists by time, blue, markable read, opening the customer (CRM) or the quote (instant quote)', () => {
    const { items, total } = mergeNotificationFeed({
      payments: [pay('p1', '2026-01-01T10:00:00Z')],
      reminders: [],
      approvals: [],
      leads: [lead('l1', '2026-01-02T10:00:00Z'), lead('l2', '2025-12-31T10:00:00Z', { source: 'instant_quote', quoteId: 'q-3', homeownerId: 'h-2' })],
    });
    expect(total).toBe(3);
    expect(items.map((i) => i.key)).toEqual(['lead:l1', 'payment:p1', 'lead:l2']);
    expect(items[0]).toMatchObject({ type: 'new_lead', color: 'blue', href: '/customers/h-1', notificationId: 'l1', lead: { customerName: 'Rosa Diaz', source: 'ghl' } });
    expect(items[2].href).toBe('/contractor/quote/q-3/view');
  });
});

describe('a lost QuickBooks connection in the bell', () => {
  it('merges by time, red, markable read, counted in the badge, opening Settings → Accounting', () => {
    const { items, total } = mergeNotificationFeed({
      payments: [pay('p1', '2026-01-01T10:00:00Z')],
      reminders: [],
      approvals: [],
      books: [{ id: 'b1', timestamp: '2026-01-03T10:00:00Z', companyName: 'Lone Star Fence LLC' }],
    });
    expect(total).toBe(2);
    expect(items.map((i) => i.key)).toEqual(['books:b1', 'payment:p1']);
    expect(items[0]).toMatchObject({ type: 'accounting_reconnect', color: 'red', href: '/settings?tab=accounting', notificationId: 'b1', books: { companyName: 'Lone Star Fence LLC' }, amountCents: null });
  });
});
