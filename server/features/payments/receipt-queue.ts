import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { OutsideClients } from '../../integrations/clients';
import { deliverPendingReceipts, RECEIPT_LEASE_MS } from './payment-receipts';

export const RECEIPT_QUEUE = 'payment-receipts';

/**
 * Every minute, and once when an instance starts (a restart after a crash retries at once), one worker of any instance
 * retries receipts the webhook could not send (SMTP down, a crash) and takes over sends whose sender died
 * (RECEIPT_LEASE_SECONDS).
 */
export async function startReceiptSweep(boss: PgBoss, database: Database, config: AppConfig, clients: Pick<OutsideClients, 'mail'>, log: Pick<FastifyBaseLogger, 'info'>) {
  const mailer = { transport: clients.mail, from: config.mailFrom };
  const leaseMs = config.receiptLeaseSeconds ? config.receiptLeaseSeconds * 1000 : RECEIPT_LEASE_MS;
  await boss.createQueue(RECEIPT_QUEUE);
  await boss.schedule(RECEIPT_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(RECEIPT_QUEUE, async () => {
    const sent = await deliverPendingReceipts(database.db, mailer, new Date(), leaseMs);
    if (sent > 0) log.info({ sent }, 'payment receipts sent');
  });
  await boss.send(RECEIPT_QUEUE, {});
}
