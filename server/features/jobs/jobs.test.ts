import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, jobs } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { todayInTimeZone } from './contractor-today';
import { makeCustomer, makeQuote } from '../../test/job-fixtures';
import { addDays } from '../../../core/dates';

const testApp = useTestApp();
let alice: ApiClient;
let bob: ApiClient;
let aliceId: string;

const today = () => todayInTimeZone('America/Chicago');

beforeAll(async () => {
  const a = await makeContractor(testApp.db);
  const b = await makeContractor(testApp.db);
  aliceId = a.contractorId;
  alice = await signedIn(testApp.app, a);
  bob = await signedIn(testApp.app, b);
});

describe('convert a quote to a job (SPEC §4)', () => {
  it('turns an approved quote into a job with the default 30/70 milestones and moves the quote to converted_to_job', async () => {
    const customer = await makeCustomer(testApp.db, aliceId, { firstName: 'Jane', lastName: 'Doe' });
    const quote = await makeQuote(testApp.db, { contractorId: aliceId, homeownerId: customer.id, status: 'approved', totalCents: 100001, title: 'Backyard vinyl' });
    const res = await alice.post(`/api/quotes/${quote.id}/convert-to-job`);
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job.jobNumber).toMatch(/^JOB-0+\d+$/);
    expect(job.name).toBe('Backyard vinyl');
    expect(job.customerName).toBe('Jane Doe');
    expect(job.quote).toMatchObject({ id: quote.id, status: 'converted_to_job' });
    expect(job.totalCents).toBe(100001);
    expect(job.milestones.map((m: { name: string; amountCents: number }) => [m.name, m.amountCents])).toEqual([['Deposit', 30000], ['Final Payment', 70001]]);
    expect(job.milestones[0].dueDate).toBe(today());
    expect(job.status).toBe('unscheduled');
  });

  it.each(['draft', 'sent', 'approved', 'scheduled'] as const)('converts a %s quote', async (status) => {
    const quote = await makeQuote(testApp.db, { contractorId: aliceId, status });
    expect((await alice.post(`/api/quotes/${quote.id}/convert-to-job`)).statusCode).toBe(201);
  });

  it.each(['completed', 'paid', 'converted_to_job', 'lost'] as const)('refuses to convert a %s quote with 409', async (status) => {
    const quote = await makeQuote(testApp.db, { contractorId: aliceId, status });
    const res = await alice.post(`/api/quotes/${quote.id}/convert-to-job`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
  });

  it('converts a quote only once', async () => {
    const quote = await makeQuote(testApp.db, { contractorId: aliceId, status: 'approved' });
    expect((await alice.post(`/api/quotes/${quote.id}/convert-to-job`)).statusCode).toBe(201);
    expect((await alice.post(`/api/quotes/${quote.id}/convert-to-job`)).statusCode).toBe(409);
  });

  it('numbers jobs in sequence per contractor', async () => {
    const q1 = await makeQuote(testApp.db, { contractorId: aliceId });
    const q2 = await makeQuote(testApp.db, { contractorId: aliceId });
    const n1 = Number((await alice.post(`/api/quotes/${q1.id}/convert-to-job`)).json().displayNumber);
    const n2 = Number((await alice.post(`/api/quotes/${q2.id}/convert-to-job`)).json().displayNumber);
    expect(n2).toBe(n1 + 1);
  });

  it("answers 404 for another tenant's quote and leaves it alone", async () => {
    const quote = await makeQuote(testApp.db, { contractorId: aliceId, status: 'approved' });
    const res = await bob.post(`/api/quotes/${quote.id}/convert-to-job`);
    expect(res.statusCode).toBe(404);
    expect((await alice.post(`/api/quotes/${quote.id}/convert-to-job`)).statusCode).toBe(201);
  });
});

describe('create job dialog (SPEC §2, §5)', () => {
  it('creates a scheduled job for a customer', async () => {
    const customer = await makeCustomer(testApp.db, aliceId);
    const res = await alice.post('/api/jobs', { customerId: customer.id, name: 'Gate repair', scheduledDate: addDays(today(), 2) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Gate repair', status: 'scheduled', customerId: customer.id, calendarColor: '#22c55e', jobType: 'installation' });
  });
  it('answers the SPEC messages', async () => {
    const res = await alice.post('/api/jobs', { customerId: '', name: '', scheduledDate: addDays(today(), -1) });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Please select a customer', 'Job name is required', 'Scheduled date cannot be in the past']));
  });
  it("refuses another tenant's customer", async () => {
    const customer = await makeCustomer(testApp.db, aliceId);
    const res = await bob.post('/api/jobs', { customerId: customer.id, name: 'x', scheduledDate: today() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a customer');
  });
});

describe('job list, view and updates', () => {
  let jobId: string;
  beforeAll(async () => {
    const customer = await makeCustomer(testApp.db, aliceId, { firstName: 'Zelda', lastName: 'Quarry' });
    jobId = (await alice.post('/api/jobs', { customerId: customer.id, name: 'Cedar privacy fence', scheduledDate: addDays(today(), 5) })).json().id;
  });

  it('filters by status and searches by name, customer and number', async () => {
    const all = (await alice.get('/api/jobs')).json();
    expect(all.length).toBeGreaterThan(1);
    expect((await alice.get('/api/jobs?status=scheduled')).json().every((j: { status: string }) => j.status === 'scheduled')).toBe(true);
    expect((await alice.get('/api/jobs?search=cedar')).json().map((j: { id: string }) => j.id)).toEqual([jobId]);
    expect((await alice.get('/api/jobs?search=zelda')).json().map((j: { id: string }) => j.id)).toEqual([jobId]);
    const number = all.find((j: { id: string }) => j.id === jobId).displayNumber;
    expect((await alice.get(`/api/jobs?search=${number}`)).json().map((j: { id: string }) => j.id)).toContain(jobId);
    expect((await alice.get('/api/jobs?status=nonsense')).statusCode).toBe(400);
  });

  it('updates scheduling fields and marks a moved date as rescheduled', async () => {
    const res = await alice.patch(`/api/jobs/${jobId}`, { scheduledStartTime: '08:00', scheduledEndTime: '16:30:00', calendarColor: '#3B82F6', jobType: 'repair', assignedTo: 'Crew A', scheduledDate: addDays(today(), 6) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ startTime: '08:00', endTime: '16:30:00', calendarColor: '#3b82f6', jobType: 'repair', assignedTo: 'Crew A', status: 'rescheduled' });
    const bad = await alice.patch(`/api/jobs/${jobId}`, { scheduledStartTime: '8am', calendarColor: 'blue' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining(['Time must be HH:MM or HH:MM:SS']));
  });

  it('issue 21: a date taken away and an amount below what was paid are refused together', async () => {
    await testApp.db.update(jobs).set({ paidCents: 50_000 }).where(eq(jobs.id, jobId));
    const res = await alice.patch(`/api/jobs/${jobId}`, { scheduledDate: null, totalCents: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual([
      ['scheduledDate', 'A scheduled date is required'],
      ['totalCents', 'The contract amount cannot be less than what was paid'],
    ]);
    await testApp.db.update(jobs).set({ paidCents: 0 }).where(eq(jobs.id, jobId));
  });

  it('keeps progress notes and photos, refusing empty notes and bad URLs', async () => {
    expect((await alice.post(`/api/jobs/${jobId}/notes`, { note: '  ' })).json().message).toBe('Progress note cannot be empty');
    expect((await alice.post(`/api/jobs/${jobId}/notes`, { note: 'Posts set' })).statusCode).toBe(201);
    expect((await alice.post(`/api/jobs/${jobId}/photos`, { url: 'not a url' })).json().message).toBe('Photo URL must be a valid URL');
    expect((await alice.post(`/api/jobs/${jobId}/photos`, { url: 'https://cdn.example.com/p1.jpg' })).statusCode).toBe(201);
    const job = (await alice.get(`/api/jobs/${jobId}`)).json();
    expect(job.notes.map((n: { text: string }) => n.text)).toEqual(['Posts set']);
    expect(job.photoUrls).toEqual(['https://cdn.example.com/p1.jpg']);
  });

  it('moves through the status machine and completes with a signature', async () => {
    expect((await alice.post(`/api/jobs/${jobId}/complete`, {})).statusCode).toBe(409);
    expect((await alice.post(`/api/jobs/${jobId}/status`, { status: 'in_progress' })).json().status).toBe('in_progress');
    expect((await alice.post(`/api/jobs/${jobId}/status`, { status: 'paused' })).json().status).toBe('paused');
    expect((await alice.post(`/api/jobs/${jobId}/status`, { status: 'in_progress' })).json().status).toBe('in_progress');
    const done = await alice.post(`/api/jobs/${jobId}/complete`, { signatureDataUrl: 'data:image/png;base64,iVBORw0KGgo=', signedBy: 'Zelda Quarry' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', signatureName: 'Zelda Quarry' });
    expect(done.json().completedAt).not.toBeNull();
    const again = await alice.post(`/api/jobs/${jobId}/status`, { status: 'scheduled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
    // SPEC §5 events: the job-related types carry the job id (one start despite the pause).
    const rows = await testApp.db.select().from(events).where(eq(events.jobId, jobId));
    expect(rows.map((e) => e.eventType).sort()).toEqual(['job_complete', 'job_start']);
  });

  it("hides one tenant's jobs from another (404, never listed)", async () => {
    expect((await bob.get(`/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await bob.patch(`/api/jobs/${jobId}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await bob.post(`/api/jobs/${jobId}/notes`, { note: 'x' })).statusCode).toBe(404);
    expect((await bob.post(`/api/jobs/${jobId}/status`, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await bob.get('/api/jobs')).json().map((j: { id: string }) => j.id)).not.toContain(jobId);
    expect((await bob.get('/api/jobs/not-a-uuid')).statusCode).toBe(404);
  });

  it('documents the job, payment and notification routes in the OpenAPI document', async () => {
    const doc = (await new ApiClient(testApp.app).get('/api/openapi.json')).json();
    for (const path of ['/api/jobs', '/api/jobs/{id}', '/api/quotes/{id}/convert-to-job', '/api/jobs/{id}/payments', '/api/payment-reminders', '/api/payment-reminders/{milestoneId}/send']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/jobs/{id}'].get.responses['200']).toBeDefined();
  });

  it('needs a signed-in contractor', async () => {
    expect((await new ApiClient(testApp.app).get('/api/jobs')).statusCode).toBe(401);
  });
});
