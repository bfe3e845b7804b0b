// The signed copy's queue on a real pg-boss (PGlite, and PostgreSQL with TEST_DATABASE_URL): the approval's transaction
// kicks the signed-copies queue, and its worker sends both letters once, with no sweep needed. No timing is asserted.
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { signedCopyLetters } from '../../db/schema/index';
import type { OutsideClients } from '../../integrations/clients';
import { pgBossDb } from '../../queue/boss';
import { ApiClient, signedIn } from '../../test/api';
import { approvalBody, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';
import { startSignedCopyQueue } from './signed-copy-queue';

const t = useTestApp();
const accepted: string[] = [];
const clients = { mail: { sendMail: async (m: { to: string }) => void accepted.push(m.to) } } as unknown as Pick<OutsideClients, 'mail'>;
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ db: pgBossDb(t.database), schema: 'pgboss' });
  await boss.start();
  await startSignedCopyQueue(boss, t.database, { mailFrom: 'Picket <no-reply@picket.example>' } as AppConfig, clients, { info: () => {} });
});
afterAll(async () => {
  await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
});

describe('signed copy queue', () => {
  it('the approval kicks the queue and its worker sends both letters once', async () => {
    const c = await makeContractor(t.db);
    await seedDemoCatalogue(t.db, c.contractorId);
    const api = await signedIn(t.app, c);
    const email = `kick-${Date.now()}@example.com`;
    const homeownerId = (await api.post('/api/homeowners', { firstName: 'Kim', lastName: 'Kick', email, phone: '512-555-0142', address: '3 Elm St', city: 'Austin', state: 'TX', zipCode: '78704' })).json().id;
    const panelId = (await api.get('/api/catalogue')).json().styles[0].pricing[2].id;
    const q = (await api.post('/api/quotes', { quoteType: 'cart', homeownerId, items: [{ catalogueItemId: panelId, part: 'panel', quantity: 3 }] })).json();
    const sent = (await api.post(`/api/quotes/${q.id}/send`, {})).json();
    const token = new URL(sent.quote.publicLink.url).pathname.split('/')[3];
    const res = await new ApiClient(t.app).post(`/api/public/quotes/${token}/approve`, approvalBody('Kim Kick'));
    expect(res.statusCode, res.body).toBe(200);

    const letters = () => t.db.select().from(signedCopyLetters).where(eq(signedCopyLetters.quoteId, q.id));
    let rows = await letters();
    for (let i = 0; i < 600 && !rows.every((l) => l.status === 'sent'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      rows = await letters();
    }
    expect(rows.map((l) => [l.status, l.attempts])).toEqual([['sent', 1], ['sent', 1]]);
    expect(accepted.filter((to) => to === email)).toHaveLength(1);
  });
});
