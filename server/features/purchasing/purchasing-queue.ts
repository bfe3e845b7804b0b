import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { OutsideClients } from '../../integrations/clients';
import { detectMissingMaterials } from './job-purchasing.service';
import { deliverPendingPurchaseOrders, PURCHASE_ORDER_LEASE_MS } from './purchase-order-mail';
import type { PurchasingDeps } from './purchasing-context';

export const PURCHASE_ORDER_MAIL_QUEUE = 'purchase-order-mail';
export const MATERIALS_MISSING_QUEUE = 'materials-missing';

/**
 * Every minute one worker of any instance retries purchase-order emails that could not go (SMTP down, a crash) and
 * takes over sends whose sender died; every hour (and at start-up) one checks the next three days' jobs for materials
 * still missing and tells the bell.
 */
export async function startPurchasingQueue(boss: PgBoss, database: Database, config: AppConfig, clients: Pick<OutsideClients, 'mail'>, deps: PurchasingDeps, log: Pick<FastifyBaseLogger, 'info'>) {
  const mailer = { transport: clients.mail, from: config.mailFrom };
  const leaseMs = config.receiptLeaseSeconds ? config.receiptLeaseSeconds * 1000 : PURCHASE_ORDER_LEASE_MS;
  await boss.createQueue(PURCHASE_ORDER_MAIL_QUEUE);
  await boss.schedule(PURCHASE_ORDER_MAIL_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(PURCHASE_ORDER_MAIL_QUEUE, async () => {
    const sent = await deliverPendingPurchaseOrders(database.db, mailer, new Date(), leaseMs);
    if (sent > 0) log.info({ sent }, 'purchase orders sent');
  });
  await boss.createQueue(MATERIALS_MISSING_QUEUE);
  await boss.schedule(MATERIALS_MISSING_QUEUE, '5 * * * *', {}, { tz: 'UTC' });
  await boss.work(MATERIALS_MISSING_QUEUE, async () => {
    const created = await detectMissingMaterials(database.db, deps);
    if (created > 0) log.info({ created }, 'materials missing before jobs');
  });
  await boss.send(MATERIALS_MISSING_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
}
