// The security alert rules run as background work on pg-boss (server/background.ts): every minute, on one worker of
// any instance. Safe to run twice at once: an alert is unique per rule and subject until resolved.
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/connection';
import { evaluateSecurityAlerts, type AlertEvaluation } from './security-alerts';

export const SECURITY_ALERTS_QUEUE = 'security-alerts';

export interface SecurityAlertsQueueOptions {
  cron?: string;
  pollingIntervalSeconds?: number;
  onRun?: (result: AlertEvaluation) => void;
}

export async function startSecurityAlertsQueue(boss: PgBoss, db: Db, log: Pick<FastifyBaseLogger, 'warn'>, options: SecurityAlertsQueueOptions = {}) {
  await boss.createQueue(SECURITY_ALERTS_QUEUE);
  await boss.schedule(SECURITY_ALERTS_QUEUE, options.cron ?? '* * * * *', {}, { tz: 'UTC' });
  await boss.work(SECURITY_ALERTS_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
    const result = await evaluateSecurityAlerts(db);
    if (result.raised > 0) log.warn(result, 'security alerts raised');
    options.onRun?.(result);
  });
  return { runNow: () => boss.send(SECURITY_ALERTS_QUEUE, {}) };
}
