// Delivery of account mail: at once when a queued row's NOTIFY arrives (after its transaction commits), and a sweep
// every minute on pg-boss (one worker across instances) for retries, missed notifications and crashed senders.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppConfig } from '../../config';
import { openChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/connection';
import type { OutsideClients } from '../../integrations/clients';
import { ACCOUNT_MAIL_CHANNEL, deliverAccountEmail, deliverDueAccountEmails, type AccountMailer } from './account-mail';

export const ACCOUNT_MAIL_SWEEP_QUEUE = 'account-mail-sweep';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function accountMailerFromConfig(config: Pick<AppConfig, 'mailFrom' | 'publicUrl' | 'isProduction'>, clients: Pick<OutsideClients, 'mail'>, log: Pick<FastifyBaseLogger, 'warn'>): AccountMailer {
  return {
    transport: clients.mail,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    // Development without a mail server: print the mail, so the link can be followed by hand. Never in production.
    onUndeliverable: config.isProduction ? undefined : (m) => log.warn(`No SMTP_URL: this mail was not sent.\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}`),
  };
}

export async function startAccountMailQueue(boss: PgBoss, database: Database, config: AppConfig, clients: Pick<OutsideClients, 'mail'>, log: FastifyBaseLogger) {
  const mailer = accountMailerFromConfig(config, clients, log);
  const deliver = (id: string) => {
    if (!UUID.test(id)) return;
    deliverAccountEmail(database.db, mailer, id).catch((error: Error) => log.error({ err: error }, 'account mail'));
  };
  const feed = await openChangeFeed(database, ACCOUNT_MAIL_CHANNEL, {
    onMessage: deliver,
    onListening: () => {},
    onError: (error) => log.warn({ err: error.message }, 'account mail feed'),
  });
  await boss.createQueue(ACCOUNT_MAIL_SWEEP_QUEUE);
  await boss.schedule(ACCOUNT_MAIL_SWEEP_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(ACCOUNT_MAIL_SWEEP_QUEUE, async () => {
    const counts = await deliverDueAccountEmails(database.db, mailer);
    if (counts.sent + counts.failed > 0) log.info(counts, 'account mail sweep');
  });
  // Whatever was queued while no instance was running.
  await boss.send(ACCOUNT_MAIL_SWEEP_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  return { stop: () => feed.close() };
}
