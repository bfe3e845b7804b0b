import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import {
  paymentNotificationsResponseSchema,
  paymentRemindersResponseSchema,
  quoteApprovalNotificationsResponseSchema,
} from '../../../core/notifications/notification.schema';
import { sendReminderResultSchema } from '../../../core/payments/payment-view.schema';
import { requireContractor } from '../../plugins/session';
import { assertUuid } from '../jobs/jobs.routes';
import { listPaymentNotifications, listPaymentReminders, listQuoteApprovalNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';
import { reminderChannelsFromConfig, sendPaymentReminder } from './reminder-delivery';
import { idParams } from '../../plugins/path-ids';

const tags = ['notifications'];

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const channels = reminderChannelsFromConfig(app.config);

  r.get('/api/payment-notifications', { schema: { tags, response: { 200: paymentNotificationsResponseSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listPaymentNotifications(app.db, auth.contractorId) };
  });

  r.get('/api/payment-reminders', { schema: { tags, response: { 200: paymentRemindersResponseSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return { reminders: await listPaymentReminders(app.db, auth.contractorId) };
  });

  r.get('/api/quote-approval-notifications', { schema: { tags, response: { 200: quoteApprovalNotificationsResponseSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listQuoteApprovalNotifications(app.db, auth.contractorId) };
  });

  r.post('/api/payment-reminders/:milestoneId/send', { schema: { tags, params: z.object({ milestoneId: z.guid() }), response: { 200: sendReminderResultSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.milestoneId, errorMessage('errors.notifications.reminderNotFound'));
    return sendPaymentReminder(app.db, { contractorId: auth.contractorId, milestoneId: request.params.milestoneId, channels, payLinks: app.config });
  });

  r.post('/api/notifications/:id/read', { schema: { tags, params: idParams } }, async (request, reply) => {
    const auth = await requireContractor(request);
    assertUuid(request.params.id, errorMessage('errors.notifications.notFound'));
    await markNotificationRead(app.db, { contractorId: auth.contractorId, notificationId: request.params.id });
    return reply.code(204).send();
  });

  r.post('/api/notifications/read-all', { schema: { tags, response: { 200: z.object({ marked: z.number().int() }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return { marked: await markAllNotificationsRead(app.db, auth.contractorId) };
  });
}
