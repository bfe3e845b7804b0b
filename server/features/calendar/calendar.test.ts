import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { seedDemoEvents } from './demo-events';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceTenant: { contractorId: string };
let bobTenant: { contractorId: string };

beforeAll(async () => {
  aliceTenant = await makeContractor(testApp.db);
  bobTenant = await makeContractor(testApp.db);
  alice = await signedIn(testApp.app, aliceTenant as never);
  bob = await signedIn(testApp.app, bobTenant as never);
});

const visit = { title: 'Measure backyard', eventType: 'appointment', startDate: '2026-12-03', startTime: '09:00', endTime: '10:30' };

async function makeJob(contractorId: string, values: { name: string; scheduledDate: string | null; status?: (typeof jobs.$inferInsert)['status']; homeownerId?: string }) {
  const [row] = await testApp.db
    .insert(jobs)
    .values({ contractorId, jobNumber: `JOB-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, calendarColor: '#22c55e', ...values })
    .returning();
  return row;
}

describe('POST /api/calendar/events (SPEC §7, §5)', () => {
  it('creates an event for the signed-in contractor with SPEC §9 defaults, ignoring a payload contractorId', async () => {
    const res = await alice.post('/api/calendar/events', { ...visit, contractorId: bobTenant.contractorId });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({ title: 'Measure backyard', status: 'scheduled', color: '#3b82f6', isAnytime: false, startTime: '09:00', endTime: '10:30', isCompleted: false });
    const [row] = await testApp.database.query<{ contractor_id: string }>('select contractor_id from calendar_events where id = $1', [event.id]);
    expect(row.contractor_id).toBe(aliceTenant.contractorId);
    expect((await bob.get(`/api/calendar/events/${event.id}`)).statusCode).toBe(404);
  });

  it('answers 400 with the spec messages', async () => {
    const missing = await alice.post('/api/calendar/events', { ...visit, title: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: 'title', message: 'Title is required' });
    const long = await alice.post('/api/calendar/events', { ...visit, title: 'x'.repeat(101) });
    expect(long.json().errors).toContainEqual({ path: 'title', message: 'Title must be 100 characters or less' });
    const noDate = await alice.post('/api/calendar/events', { ...visit, startDate: '' });
    expect(noDate.json().errors).toContainEqual({ path: 'startDate', message: 'Date is required' });
    const quote = await alice.post('/api/calendar/events', { ...visit, eventType: 'quote' });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().errors).toContainEqual({ path: 'linkedHomeownerId', message: 'Please select or create a customer' });
  });

  it('stores customer name, phone, email and address encrypted and answers them in plain text', async () => {
    const res = await alice.post('/api/calendar/events', {
      ...visit,
      eventType: 'repair',
      customerName: 'Grace Hopper',
      customerPhone: '512-555-0199',
      customerEmail: 'grace@example.com',
      address: '99 Cobol Court',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerName: 'Grace Hopper', customerPhone: '512-555-0199', customerEmail: 'grace@example.com', address: '99 Cobol Court' });
    const [raw] = await testApp.database.query<Record<string, string>>('select customer_name, customer_phone, customer_email, address from calendar_events where id = $1', [res.json().id]);
    for (const value of Object.values(raw)) {
      expect(value).toMatch(/^v1\./);
      expect(value).not.toMatch(/Grace|555|example|Cobol/);
    }
  });

  it('makes an anytime event without times', async () => {
    const res = await alice.post('/api/calendar/events', { ...visit, isAnytime: true, startTime: '', endTime: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isAnytime: true, startTime: null, endTime: null });
  });
});

describe('linked quote, customer and job belong to the same contractor', () => {
  it('links the own customer and quote for a quote visit', async () => {
    const customer = await makeCustomer(testApp.db, aliceTenant.contractorId);
    const quote = await makeQuote(testApp.db, { contractorId: aliceTenant.contractorId, homeownerId: customer.id });
    const res = await alice.post('/api/calendar/events', { ...visit, eventType: 'quote', linkedHomeownerId: customer.id, linkedQuoteId: quote.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ linkedHomeownerId: customer.id, linkedQuoteId: quote.id });
  });

  it("answers 404 for another tenant's customer, quote or job (and for a malformed id)", async () => {
    const theirs = await makeCustomer(testApp.db, bobTenant.contractorId);
    const theirQuote = await makeQuote(testApp.db, { contractorId: bobTenant.contractorId });
    const theirJob = await makeJob(bobTenant.contractorId, { name: 'Bob job', scheduledDate: '2026-12-03' });
    const customer = await alice.post('/api/calendar/events', { ...visit, eventType: 'quote', linkedHomeownerId: theirs.id });
    expect(customer.statusCode).toBe(404);
    expect(customer.json().message).toBe('Customer not found');
    const quote = await alice.post('/api/calendar/events', { ...visit, linkedQuoteId: theirQuote.id });
    expect(quote.statusCode).toBe(404);
    const job = await alice.post('/api/calendar/events', { ...visit, eventType: 'job_start', jobId: theirJob.id });
    expect(job.statusCode).toBe(404);
    expect((await alice.post('/api/calendar/events', { ...visit, eventType: 'quote', linkedHomeownerId: 'not-a-uuid' })).statusCode).toBe(404);
    const [{ n }] = await testApp.database.query<{ n: string }>('select count(*)::text as n from calendar_events where contractor_id = $1 and title = $2 and linked_homeowner_id is not null', [aliceTenant.contractorId, 'Measure backyard']);
    expect(Number(n)).toBe(1); // only the own-customer event of the previous test
  });

  it('requires a job for job_start/job_milestone/job_complete and refuses one for other types (SPEC §5)', async () => {
    const job = await makeJob(aliceTenant.contractorId, { name: 'Cedar install', scheduledDate: '2026-12-04' });
    const withoutJob = await alice.post('/api/calendar/events', { ...visit, eventType: 'job_milestone' });
    expect(withoutJob.statusCode).toBe(400);
    expect(withoutJob.json().errors).toContainEqual({ path: 'jobId', message: 'Job-related events require a job' });
    const ok = await alice.post('/api/calendar/events', { ...visit, eventType: 'job_complete', jobId: job.id });
    expect(ok.statusCode).toBe(201);
    const wrong = await alice.post('/api/calendar/events', { ...visit, eventType: 'reminder', jobId: job.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({ path: 'jobId', message: 'Only job-related events can reference a job' });
  });
});

describe('PATCH, complete and DELETE /api/calendar/events/:id', () => {
  it('updates fields, rechecks the merged event and keeps isCompleted in step with the status', async () => {
    const created = (await alice.post('/api/calendar/events', visit)).json();
    const patched = await alice.patch(`/api/calendar/events/${created.id}`, { title: 'Measure front yard', startTime: '13:00', endTime: '14:00' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Measure front yard', startTime: '13:00', endTime: '14:00', startDate: '2026-12-03' });
    const tooLong = await alice.patch(`/api/calendar/events/${created.id}`, { title: 'x'.repeat(101) });
    expect(tooLong.json().errors).toContainEqual({ path: 'title', message: 'Title must be 100 characters or less' });
    const toQuote = await alice.patch(`/api/calendar/events/${created.id}`, { eventType: 'quote' });
    expect(toQuote.statusCode).toBe(400);
    expect(toQuote.json().errors).toContainEqual({ path: 'linkedHomeownerId', message: 'Please select or create a customer' });
    const backwards = await alice.patch(`/api/calendar/events/${created.id}`, { endTime: '12:00' });
    expect(backwards.json().errors).toContainEqual({ path: 'endTime', message: 'End time must be after start time' });
    const done = await alice.post(`/api/calendar/events/${created.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', isCompleted: true });
    const reopened = await alice.patch(`/api/calendar/events/${created.id}`, { status: 'in_progress' });
    expect(reopened.json()).toMatchObject({ status: 'in_progress', isCompleted: false });
  });

  it("answers 404 for another contractor's event on read, edit, complete and delete, and leaves it unchanged", async () => {
    const created = (await alice.post('/api/calendar/events', visit)).json();
    expect((await bob.get(`/api/calendar/events/${created.id}`)).statusCode).toBe(404);
    expect((await bob.patch(`/api/calendar/events/${created.id}`, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await bob.post(`/api/calendar/events/${created.id}/complete`)).statusCode).toBe(404);
    expect((await bob.delete(`/api/calendar/events/${created.id}`)).statusCode).toBe(404);
    const mine = await alice.get(`/api/calendar/events/${created.id}`);
    expect(mine.json()).toMatchObject({ title: 'Measure backyard', status: 'scheduled' });
    expect((await alice.get('/api/calendar/events/nope')).statusCode).toBe(404);
  });

  it('deletes the own event', async () => {
    const created = (await alice.post('/api/calendar/events', visit)).json();
    expect((await alice.delete(`/api/calendar/events/${created.id}`)).json()).toEqual({ deleted: true });
    expect((await alice.get(`/api/calendar/events/${created.id}`)).statusCode).toBe(404);
  });

  it('needs a signed-in contractor and a CSRF token', async () => {
    const anonymous = new ApiClient(testApp.app);
    expect((await anonymous.get('/api/scheduled-items?from=2026-12-01&to=2026-12-31')).statusCode).toBe(401);
    expect((await alice.post('/api/calendar/events', visit, { csrf: false })).statusCode).toBe(403);
  });
});

describe('GET /api/calendar/events and /api/scheduled-items', () => {
  it("lists the range's events and scheduled jobs of the own tenant only, jobs in their calendar colour", async () => {
    const c = await makeContractor(testApp.db);
    const carol = await signedIn(testApp.app, c as never);
    const customer = await makeCustomer(testApp.db, c.contractorId, { firstName: 'Ida', lastName: 'Tarbell' });
    await carol.post('/api/calendar/events', { ...visit, title: 'Inside', startDate: '2027-01-10' });
    await carol.post('/api/calendar/events', { ...visit, title: 'Spans in', startDate: '2027-01-05', endDate: '2027-01-11', startTime: '08:00', endTime: '08:30' });
    await carol.post('/api/calendar/events', { ...visit, title: 'Outside', startDate: '2027-02-10' });
    await bob.post('/api/calendar/events', { ...visit, title: 'Other tenant', startDate: '2027-01-10' });
    const job = await makeJob(c.contractorId, { name: 'Vinyl install', scheduledDate: '2027-01-12', homeownerId: customer.id });
    await makeJob(c.contractorId, { name: 'Cancelled', scheduledDate: '2027-01-12', status: 'cancelled' });
    await makeJob(c.contractorId, { name: 'No date', scheduledDate: null, status: 'unscheduled' });
    await makeJob(bobTenant.contractorId, { name: 'Bob install', scheduledDate: '2027-01-12' });

    const events = await carol.get('/api/calendar/events?from=2027-01-10&to=2027-01-31');
    expect(events.json().map((e: { title: string }) => e.title)).toEqual(['Spans in', 'Inside']);

    const items = (await carol.get('/api/scheduled-items?from=2027-01-10&to=2027-01-31')).json();
    expect(items.map((i: { kind: string; title: string }) => `${i.kind}:${i.title}`)).toEqual(['event:Spans in', 'event:Inside', 'job:Vinyl install']);
    expect(items[2]).toMatchObject({ kind: 'job', jobId: job.id, color: '#22c55e', customerName: 'Ida Tarbell', startDate: '2027-01-12' });
  });

  it('documents every calendar route in the OpenAPI document with its request body', async () => {
    const doc = (await new ApiClient(testApp.app).get('/api/openapi.json')).json();
    for (const path of ['/api/calendar/events', '/api/calendar/events/{id}', '/api/calendar/events/{id}/complete', '/api/scheduled-items']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/calendar/events'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/calendar/events/{id}'].patch.requestBody).toBeDefined();
  });

  it('refuses a missing, reversed or too long range', async () => {
    expect((await alice.get('/api/scheduled-items')).statusCode).toBe(400);
    expect((await alice.get('/api/scheduled-items?from=2027-01-10&to=2027-01-01')).statusCode).toBe(400);
    expect((await alice.get('/api/calendar/events?from=2027-01-01&to=2027-12-31')).statusCode).toBe(400);
  });
});

describe('demo events', () => {
  it('seeds a quote visit linked to a demo customer and three more events around the day', async () => {
    const c = await makeContractor(testApp.db);
    const customer = await makeCustomer(testApp.db, c.contractorId);
    await seedDemoEvents(testApp.db, { contractorId: c.contractorId, customerIds: [customer.id], today: '2027-03-10' });
    const items = (await (await signedIn(testApp.app, c as never)).get('/api/calendar/events?from=2027-03-01&to=2027-03-31')).json();
    expect(items.map((e: { eventType: string }) => e.eventType)).toEqual(['reminder', 'quote', 'repair', 'follow_up']);
    expect(items[1]).toMatchObject({ linkedHomeownerId: customer.id, startDate: '2027-03-11' });
  });
});
