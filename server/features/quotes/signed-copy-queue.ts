import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { OutsideClients } from '../../integrations/clients';
import { registerKick } from '../../queue/kick';
import { deliverDueSignedCopies } from './quote-signed-copy';

export const SIGNED_COPY_QUEUE = 'signed-copies';

/**
 * The signed copy's letters (quote-signed-copy.ts): an approval's transaction sends `{ contractorId }` here through the
 * named kick, so its letters go the moment it commits; every minute, and once when an instance starts, a sweep (`{}`)
 * sends what a kick missed, retries failures that are due and takes over sends whose sender died.
 */
export async function startSignedCopyQueue(boss: PgBoss, database: Database, config: AppConfig, clients: Pick<OutsideClients, 'mail'>, log: Pick<FastifyBaseLogger, 'info'>) {
  const mailer = { transport: clients.mail, from: config.mailFrom };
  // 'short': one job per contractor waits at a time (the job reads the rows when it runs, so a later approval's
  // letters are in it); the sweep's `{}` waits once.
  await boss.createQueue(SIGNED_COPY_QUEUE, { name: SIGNED_COPY_QUEUE, policy: 'short' });
  await boss.schedule(SIGNED_COPY_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work<{ contractorId?: string }>(SIGNED_COPY_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    const outcomes = await deliverDueSignedCopies(database.db, mailer, { contractorId: job.data.contractorId });
    const failed = outcomes.filter((o) => o === 'retry' || o === 'failed').length;
    if (failed > 0) log.info({ failed, sent: outcomes.filter((o) => o === 'sent').length }, 'signed copies not sent, retried later');
  });
  registerKick('signed-copy', boss, SIGNED_COPY_QUEUE);
  await boss.send(SIGNED_COPY_QUEUE, {});
}
