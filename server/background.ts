import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_OUTBOUND, type AppConfig } from './config';
import type { Database } from './db/connection';
import type { OutsideClients } from './integrations/clients';
import { startBoss } from './queue/boss';
import { startAccountMailQueue } from './features/accounts/account-mail-queue';
import { crmLeadActionsFor, crmMessengerFor } from './features/crm/inbound/crm-actions';
import { startCrmInboundQueue } from './features/crm/inbound/crm-inbound-queue';
import { startCrmOutboundQueue } from './features/crm/outbound/crm-outbound-queue';
import { ghlClientFor } from './features/crm/connection/ghl-connection';
import { qboClientFor } from './features/accounting/qbo-connection';
import { startQboQueue } from './features/accounting/qbo-queue';
import { startOverdueQueue } from './features/payments/overdue-queue';
import { recordPayment } from './features/payments/payments.service';
import { stripeFeeLookupFor, stripeRefundFeeLookupFor } from './features/payments/stripe-fees';
import { startFollowUpQueue } from './features/follow-ups/follow-up-queue';
import { startImportSweep } from './features/imports/import-queue';
import { startReceiptSweep } from './features/payments/receipt-queue';
import { startSignedCopyQueue } from './features/quotes/signed-copy-queue';
import { purchasingDeps } from './features/purchasing-deps';
import { startPurchasingQueue } from './features/purchasing/purchasing-queue';
import { startSecurityAlertsQueue } from './features/security/alerts-queue';
import { runHousekeeping } from './housekeeping';

// The name predates the webhook purge; kept so existing schedules carry on.
const HOUSEKEEPING_QUEUE = 'auth-housekeeping';

/** Starts the app's one pg-boss (server/queue/boss.ts) and every feature's workers on it. Returns a stop function. */
export async function startBackgroundWork(database: Database, config: AppConfig, clients: OutsideClients, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const queue = await startBoss(database, log);
  const boss = queue.boss;
  await startOverdueQueue(boss, database, log);
  // One worker of any instance takes each run.
  await boss.createQueue(HOUSEKEEPING_QUEUE);
  await boss.schedule(HOUSEKEEPING_QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
  await boss.work(HOUSEKEEPING_QUEUE, async () => {
    const purged = await runHousekeeping(database.db);
    log.info(purged, 'housekeeping');
  });
  await startReceiptSweep(boss, database, config, clients, log);
  // The homeowner's signed quote, mailed to both parties after the approval commits.
  await startSignedCopyQueue(boss, database, config, clients, log);
  // Purchase orders: emails retried once a minute, and the bell told of jobs three days out still missing materials.
  await startPurchasingQueue(boss, database, config, clients, purchasingDeps, log);
  await startSecurityAlertsQueue(boss, database.db, log);
  const accountMail = await startAccountMailQueue(boss, database, config, clients, log);
  // CRM inbound: campaign texts, routed leads' actions and webhook retries, through each contractor's connection.
  const outbound = config.outbound ?? DEFAULT_OUTBOUND;
  const crmInbound = await startCrmInboundQueue(boss, database, { messengerFor: crmMessengerFor(clients.ghl), leadActionsFor: crmLeadActionsFor(clients.ghl), publicUrl: config.publicUrl }, log, {
    smsConcurrency: outbound.smsSends,
  });
  // Customer imports confirmed but not finished (a restart mid-run) carry on.
  await startImportSweep(boss, database, log);
  const followUps = await startFollowUpQueue(boss, database, config, clients, log);
  // CRM outbound: customer and quote changes to each contractor's GoHighLevel location (the outbox in ghl_sync_items).
  const crmOutbound = await startCrmOutboundQueue(boss, database, { clientFor: (db, contractorId) => ghlClientFor(db, clients.ghl, contractorId), publicUrl: config.publicUrl }, log, {
    workers: outbound.crmWorkers,
    concurrency: outbound.crmPerLocation,
  });
  // QuickBooks: invoices, payments and refunds out, payments and voids in (qbo_sync_items), CDC every 4 hours.
  const quickbooks = await startQboQueue(boss, database, { clientFor: (db, contractorId) => qboClientFor(db, clients.qbo, contractorId), recordPayment, stripeFee: stripeFeeLookupFor(clients.stripe), stripeRefundFee: stripeRefundFeeLookupFor(clients.stripe) }, log, { concurrency: outbound.qboPerCompany });
  return async () => {
    crmInbound.stop();
    quickbooks.stop();
    followUps.stop();
    crmOutbound.stop();
    await accountMail.stop();
    await queue.stop();
  };
}
