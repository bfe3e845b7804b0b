// DESIGN §3: "A database dump shows no customer's name, email, phone or street in clear text."
// Drive one customer through every flow that stores something about them, then read every table as text.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from './features/catalogue/demo-catalogue';
import { ApiClient, signedIn, type ApiClient as Client } from './test/api';
import { approvalBody, makeContractor } from './test/factories';
import { useTestApp } from './test/use-test-app';

const customer = {
  firstName: 'Zebediah',
  lastName: 'Quibbleworth',
  email: 'zeb.quibbleworth@example.test',
  phone: '737-555-0163',
  address: '4821 Larkspur Hollow Rd',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
};
const secrets = ['Zebediah', 'Quibbleworth', 'zeb.quibbleworth', '7375550163', '737-555-0163', '555-0163', 'Larkspur'];

const testApp = useTestApp();
let alice: Client;

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  await seedDemoCatalogue(testApp.db, a.contractorId);
  alice = await signedIn(testApp.app, a);
});

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body);
};

describe('homeowner PII at rest', () => {
  it('appears in no table after customer, quote, approval, job, payment, reminder and visit flows', async () => {
    const homeowner = ok(await alice.post('/api/homeowners', customer));
    await alice.patch(`/api/homeowners/${homeowner.id}`, { notes: 'Dog named Zebediah Jr. in the yard' });
    ok(await alice.post(`/api/homeowners/${homeowner.id}/schedule-visit`, { scheduledDate: '2031-05-06', scheduledStartTime: '10:00', scheduledEndTime: '11:00', isAnytime: false, notes: 'Ring at 4821 Larkspur' }));

    const catalogue = ok(await alice.get('/api/catalogue'));
    const quote = ok(
      await alice.post('/api/quotes', {
        quoteType: 'cart',
        homeownerId: homeowner.id,
        items: [{ catalogueItemId: catalogue.styles[0].pricing[0].id, part: 'panel', quantity: 4 }],
      }),
    );
    const sent = ok(await alice.post(`/api/quotes/${quote.id}/send`, {}));
    const token = new URL(sent.quote.publicLink.url).pathname.split('/')[3];
    ok(await new ApiClient(testApp.app, '10.9.9.9').post(`/api/public/quotes/${token}/approve`, approvalBody('Zebediah Quibbleworth')));

    const job = ok(await alice.post(`/api/quotes/${quote.id}/convert-to-job`, {}));
    const jobId = job.id ?? job.job?.id;
    const milestones = ok(await alice.get(`/api/jobs/${jobId}/milestones`));
    const list = Array.isArray(milestones) ? milestones : milestones.milestones;
    const first = list[0];
    ok(await alice.post(`/api/jobs/${jobId}/payments`, { paymentType: 'milestone', milestoneId: first.id, amountCents: first.amountCents, paymentDate: new Date().toISOString().slice(0, 10), paymentMethod: 'cash' }));
    const second = list[1];
    ok(await alice.patch(`/api/milestones/${second.id}`, { dueDate: '2024-01-01' }));
    await alice.post(`/api/payment-reminders/${second.id}/send`, {});
    ok(
      await alice.post('/api/calendar/events', {
        title: 'Repair visit',
        eventType: 'repair',
        startDate: '2031-06-01',
        startTime: '09:00',
        endTime: '10:00',
        customerName: 'Zebediah Quibbleworth',
        customerPhone: '737-555-0163',
        customerEmail: 'zeb.quibbleworth@example.test',
        address: '4821 Larkspur Hollow Rd',
      }),
    );

    const tables = await testApp.database.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`);
    const leaks: string[] = [];
    for (const { tablename } of tables) {
      const rows = await testApp.database.query<{ t: string }>(`select row_to_json(x)::text as t from "${tablename}" x`);
      for (const { t } of rows) {
        for (const s of secrets) if (t.toLowerCase().includes(s.toLowerCase())) leaks.push(`${tablename}: ${s}`);
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
  });
});
