import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { catalogueAdminRoutes } from './catalogue/catalogue-admin.routes';
import { crmConnectionRoutes } from './crm/crm-connection.routes';
import { crmInboundRoutes } from './crm/crm-inbound.routes';
import { crmWebhookRoutes } from './crm/crm-webhook.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { healthRoutes } from './health/health.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { layoutRoutes } from './layout/layout.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { cardPaymentsRoutes } from './payments/card-payments.routes';
import { quotesRoutes } from './quotes/quotes.routes';
import { reportsRoutes } from './reports/reports.routes';
import { securityRoutes } from './security/security.routes';
import { searchRoutes } from './search/search.routes';
import { settingsRoutes } from './settings/settings.routes';

/** Every feature's routes; one line each. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(settingsRoutes);
  await app.register(adminRoutes);
  await app.register(securityRoutes);
  await app.register(dashboardRoutes);
  await app.register(customersRoutes);
  await app.register(searchRoutes);
  await app.register(jobsRoutes);
  await app.register(paymentsRoutes);
  await app.register(cardPaymentsRoutes);
  await app.register(notificationsRoutes);
  await app.register(quotesRoutes);
  await app.register(catalogueRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(layoutRoutes);
  await app.register(calendarRoutes);
  await app.register(reportsRoutes);
  await app.register(crmWebhookRoutes);
  await app.register(crmInboundRoutes);
  await app.register(crmConnectionRoutes);
}
