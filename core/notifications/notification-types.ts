// SPEC §4 notification types and their colours, without zod: the signed-in shell's bell imports these (issue 15).
export const notificationTypes = ['overdue_deposit', 'overdue_reminder', 'payment_received', 'milestone_completed', 'quote_approved'] as const;
export type NotificationType = (typeof notificationTypes)[number];
export type NotificationColor = 'red' | 'green' | 'yellow';

export const notificationColors: Readonly<Record<NotificationType, NotificationColor>> = {
  overdue_deposit: 'red',
  overdue_reminder: 'red',
  payment_received: 'green',
  quote_approved: 'green',
  milestone_completed: 'yellow',
};
