// SPEC §7 notification calls; the web's query client polls the list keys every 5 minutes (SPEC §9).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { sendReminderResultSchema } from '../payments/payment-view.schema';
import { paymentNotificationsResponseSchema, paymentRemindersResponseSchema, quoteApprovalNotificationsResponseSchema } from './notification.schema';

const tags = ['notifications'];

export const listPaymentNotifications = defineContract({ method: 'GET', path: '/api/payment-notifications', response: paymentNotificationsResponseSchema, tags });
export const listPaymentReminders = defineContract({ method: 'GET', path: '/api/payment-reminders', response: paymentRemindersResponseSchema, tags });
export const listQuoteApprovalNotifications = defineContract({ method: 'GET', path: '/api/quote-approval-notifications', response: quoteApprovalNotificationsResponseSchema, tags });

export const sendPaymentReminder = defineContract({
  method: 'POST',
  path: '/api/payment-reminders/:milestoneId/send',
  params: z.object({ milestoneId: z.guid() }),
  response: sendReminderResultSchema,
  tags,
});

export const markNotificationRead = defineContract({ method: 'POST', path: '/api/notifications/:id/read', params: idParams, response: z.null(), status: 204, tags });
export const markAllNotificationsRead = defineContract({ method: 'POST', path: '/api/notifications/read-all', response: z.object({ marked: z.number().int() }), tags });

