import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { homeowners } from './db/schema/index';
import { useTestDb } from './test/use-test-app';
import { makeContractor } from './test/factories';
import { createHomeowner, updateHomeowner } from './features/customers/customers.service';
import { changeJobStatus, convertQuoteToJob } from './features/jobs/jobs.service';
import { makeCustomer, makeQuote } from './test/job-fixtures';
import { transitionQuote } from './features/quotes/quotes.service';
import { subscribeToDomainEvents, type DomainEvent } from './domain-events/domain-events';

const t = useTestDb();
let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

function record(): DomainEvent[] {
  const seen: DomainEvent[] = [];
  unsubscribe = subscribeToDomainEvents('test-recorder', async (_db, event) => {
    seen.push(event);
  });
  return seen;
}

const customerInput = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana.lopez@example.com',
  phone: '512-555-0142',
  address: '14 Cedar Row',
  city: 'Austin',
  state: 'TX',
  zipCode: '78702',
};

describe('domain events', () => {
  it('announces customer, quote and job changes with their origin', async () => {
    const { contractorId } = await makeContractor(t.db);
    const seen = record();
    const customer = await createHomeowner(t.db, { contractorId, input: customerInput });
    await updateHomeowner(t.db, { contractorId, id: customer.id, input: { city: 'Round Rock' }, origin: 'crm' });
    const quote = await makeQuote(t.db, { contractorId, homeownerId: customer.id, status: 'sent' });
    await transitionQuote(t.db, { contractorId, quoteId: quote.id, status: 'approved' });
    const job = await convertQuoteToJob(t.db, { contractorId, quoteId: quote.id });
    await changeJobStatus(t.db, { contractorId, jobId: job.id, status: 'cancelled' });

    expect(seen.map((e) => [e.type, e.origin])).toEqual([
      ['customer.created', 'contractor'],
      ['customer.updated', 'crm'],
      ['quote.status_changed', 'contractor'],
      ['quote.status_changed', 'contractor'],
      ['job.created', 'contractor'],
      ['job.status_changed', 'contractor'],
    ]);
    expect(seen[2]).toMatchObject({ quoteId: quote.id, from: 'sent', to: 'approved' });
    expect(seen[3]).toMatchObject({ quoteId: quote.id, from: 'approved', to: 'converted_to_job' });
    expect(seen[5]).toMatchObject({ jobId: job.id, quoteId: quote.id, to: 'cancelled' });
  });

  it('rolls the change back when a subscriber fails inside its transaction', async () => {
    const { contractorId } = await makeContractor(t.db);
    unsubscribe = subscribeToDomainEvents('failing', async () => {
      throw new Error('outbox write failed');
    });
    await expect(createHomeowner(t.db, { contractorId, input: { ...customerInput, email: 'rolled.back@example.com' } })).rejects.toThrow('outbox write failed');
    const rows = await t.db.select({ id: homeowners.id }).from(homeowners).where(eq(homeowners.contractorId, contractorId));
    expect(rows).toHaveLength(0);
  });

  it('a subscriber replaced under the same name is called once', async () => {
    const { contractorId } = await makeContractor(t.db);
    const calls: string[] = [];
    subscribeToDomainEvents('same-name', async () => void calls.push('first'));
    unsubscribe = subscribeToDomainEvents('same-name', async () => void calls.push('second'));
    await makeCustomer(t.db, contractorId);
    expect(calls).toEqual(['second']);
  });
});
