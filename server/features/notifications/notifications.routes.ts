import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/notifications/notifications.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { listPaymentNotifications, listPaymentReminders, listQuoteApprovalNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';
import { reminderChannelsFromConfig, sendPaymentReminder } from './reminder-delivery';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const channels = reminderChannelsFromConfig(app.config, app.clients);

  registerContract(app, api.listPaymentNotifications, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listPaymentNotifications(app.db, auth.contractorId) };
  });

  registerContract(app, api.listPaymentReminders, async (request) => {
    const auth = await requireContractor(request);
    return { reminders: await listPaymentReminders(app.db, auth.contractorId) };
  });

  registerContract(app, api.listQuoteApprovalNotifications, async (request) => {
    const auth = await requireContractor(request);
    return { notifications: await listQuoteApprovalNotifications(app.db, auth.contractorId) };
  });

  // A malformed milestone or notification id never reaches here: server/plugins/path-ids.ts answers 404 first.
  registerContract(app, api.sendPaymentReminder, async (request) => {
    const auth = await requireContractor(request);
    return sendPaymentReminder(app.db, { contractorId: auth.contractorId, milestoneId: request.params.milestoneId, channels, payLinks: app.config });
  });

  registerContract(app, api.markNotificationRead, async (request, reply) => {
    const auth = await requireContractor(request);
    await markNotificationRead(app.db, { contractorId: auth.contractorId, notificationId: request.params.id });
    return reply.code(204).send();
  });

  registerContract(app, api.markAllNotificationsRead, async (request) => {
    const auth = await requireContractor(request);
    return { marked: await markAllNotificationsRead(app.db, auth.contractorId) };
  });
}
