// SPEC §2 "Notifications bell": three lists merged newest first, cut to 20, badge count or 99+, 400px list,
// "Recently" fallback, click targets, Send Reminder → "✓ Reminder sent" after the refetch.
// The button, badge and empty/loading texts are bell-popover.tsx's, shared with the admin's bell.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { badgeLabel, mergeNotificationFeed, relativeTimeParts, type FeedItem } from '../../../core/notifications/notification-feed';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import { formatDate } from '../../lib/dates';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { toast } from '../../ui/use-toast';
import { BellPopover } from './bell-popover';
import { useBooksAlerts, useLeadNotifications, useMarkRead, useMaterialsMissingNotifications, usePaymentNotifications, usePaymentReminders, useQuoteApprovalNotifications, useSendReminder } from './notification-api';

// SPEC §4 colours: red overdue, green payment received / quote approved, yellow milestone completed.
// New leads (beyond SPEC §4's types) are blue.
const dotColor = { red: 'bg-red-600', green: 'bg-green-600', yellow: 'bg-yellow-500', blue: 'bg-blue-600' } as const;

function useRelativeTime() {
  const { t, i18n } = useTranslation();
  return (timestamp: string | null | undefined) => {
    const parts = relativeTimeParts(timestamp, Date.now());
    if (!parts) return t('notifications.recently');
    return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(parts.value, parts.unit);
  };
}

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const serverText = useServerMessage();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const payments = usePaymentNotifications();
  const reminders = usePaymentReminders();
  const approvals = useQuoteApprovalNotifications();
  const leads = useLeadNotifications();
  const books = useBooksAlerts();
  const materials = useMaterialsMissingNotifications();
  const send = useSendReminder();
  const markRead = useMarkRead();
  const relative = useRelativeTime();

  const loading = payments.isPending || reminders.isPending || approvals.isPending;
  const { items, total } = mergeNotificationFeed({
    payments: payments.data?.notifications ?? [],
    reminders: reminders.data?.reminders ?? [],
    approvals: approvals.data?.notifications ?? [],
    leads: leads.data?.notifications ?? [],
    books: books.data?.notifications ?? [],
    materialsMissing: materials.data?.notifications ?? [],
  });
  const badge = badgeLabel(total);

  const openItem = (item: FeedItem) => {
    setOpen(false);
    if (item.notificationId) markRead.one.mutate(item.notificationId);
    navigate(item.href);
  };

  const sendReminder = (milestoneId: string) =>
    send.mutate(milestoneId, {
      onSuccess: () => toast({ title: t('notifications.toast.sentTitle'), description: t('notifications.toast.sentDescription') }),
      // SPEC §8: the server's message, else the generic one (network failures have no server message).
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('notifications.toast.errorTitle'),
          description: error instanceof ApiError && typeof error.body?.message === 'string' && error.body.message ? serverText(error) : t('notifications.toast.sendFailed'),
        }),
    });

  return (
    <BellPopover
      open={open}
      onOpenChange={setOpen}
      badge={badge}
      className="w-96"
      headerAction={
        (payments.data?.notifications.length ?? 0) + (approvals.data?.notifications.length ?? 0) + (leads.data?.notifications.length ?? 0) + (books.data?.notifications.length ?? 0) + (materials.data?.notifications.length ?? 0) > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => markRead.all.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null
      }
      loading={loading}
      empty={items.length === 0}
    >
      <ul className="h-[400px] overflow-y-auto" aria-label={t('notifications.title')}>
        {items.map((item) => (
          <li key={item.key} className="flex gap-3 border-b border-border px-4 py-3 last:border-b-0">
            <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dotColor[item.color])} />
            <div className="grid min-w-0 flex-1 gap-1">
              <button type="button" onClick={() => openItem(item)} className="cursor-pointer text-left text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                {item.lead
                  ? t(item.lead.source === 'ghl' ? 'notifications.lead.newLead' : 'notifications.lead.newInstantQuote', { name: item.lead.customerName ?? t('notifications.lead.someone') })
                  : item.books
                    ? item.books.companyName
                      ? t('notifications.books.reconnectCompany', { company: item.books.companyName })
                      : t('notifications.books.reconnect')
                    : item.missing
                      ? t('notifications.materialsMissing', { job: displayJobNumber(item.missing.jobNumber), count: item.missing.count, date: formatDate(item.missing.date, i18n.language) })
                      : item.message}
              </button>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                {item.amountCents != null ? <span className="font-medium text-foreground">{formatCents(item.amountCents)}</span> : null}
                <span>{relative(item.timestamp)}</span>
              </div>
              {item.reminder ? (
                item.reminder.sent ? (
                  <span className="text-xs font-medium text-green-700">{t('notifications.reminderSent')}</span>
                ) : (
                  <Button size="sm" variant="outline" className="justify-self-start" disabled={send.isPending && send.variables === item.reminder.milestoneId} onClick={() => sendReminder(item.reminder!.milestoneId)}>
                    {t('notifications.sendReminder')}
                  </Button>
                )
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </BellPopover>
  );
}
