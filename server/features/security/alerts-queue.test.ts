// The alert rules run as a pg-boss job (server/background.ts); two workers at once still raise one alert.
import PgBoss from 'pg-boss';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityAlerts } from '../../db/schema/index';
import { ApiClient } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { pgBossDb } from '../../queue/boss';
import { startSecurityAlertsQueue } from './alerts-queue';

const testApp = useTestApp();
const quiet = { warn: () => {} };

describe('security alerts on pg-boss', () => {
  it('the job raises the alert from real failed sign-ins; runs on two workers give one alert', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) await new ApiClient(testApp.app, ip).login('someone@example.test', 'wrong-password');

    let runs = 0;
    let done!: () => void;
    const threeRuns = new Promise<void>((resolve) => (done = resolve));
    const onRun = () => {
      runs += 1;
      if (runs >= 3) done();
    };
    const bosses = [new PgBoss({ db: pgBossDb(testApp.database), schema: 'pgboss' }), new PgBoss({ db: pgBossDb(testApp.database), schema: 'pgboss' })];
    try {
      const queues = [];
      for (const boss of bosses) {
        await boss.start();
        queues.push(await startSecurityAlertsQueue(boss, testApp.db, quiet, { pollingIntervalSeconds: 0.5, onRun }));
      }
      await Promise.all([queues[0]!.runNow(), queues[1]!.runNow(), queues[0]!.runNow()]);
      await threeRuns;
      const alerts = await testApp.db
        .select()
        .from(securityAlerts)
        .where(and(eq(securityAlerts.alertType, 'failed_logins_ip'), eq(securityAlerts.subject, `ip:${ip}`)));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ status: 'open', eventCount: 10, ip });
    } finally {
      for (const boss of bosses) await boss.stop({ graceful: true, timeout: 5000, wait: true });
    }
  }, 120_000);
});
