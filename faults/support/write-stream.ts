// A stream of real business writes (customers, quotes, payments) from several concurrent clients, remembering every
// write the server acknowledged, so a test can check after a fault that each one is still there.
import crypto from 'node:crypto';
import type { SessionClient } from './session-client';

export const CONTRACTOR = { email: 'contractor@example.com', password: 'demo-contractor-password' };

const run = { id: 'back', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 2 }, gates: [{ kind: 'single', widthFt: 4 }], removalFeet: 0 };

export interface Acknowledged {
  customers: string[];
  quotes: string[];
  payments: { id: string; jobId: string; amountCents: number; key: string }[];
}

/** One request of the stream: when it started and ended, and its status or the network error's code. */
export interface Attempt {
  start: number;
  end: number;
  outcome: number | string;
}

export interface StreamOutcome {
  acknowledged: Acknowledged;
  /** Answers other than 2xx, by status ("network" when the connection failed). */
  refused: Record<string, number>;
  attempts: Attempt[];
}

const today = () => new Date().toISOString().slice(0, 10);

export function customerBody(n: string) {
  return { firstName: 'Fault', lastName: `Test ${n}`, email: `fault-${n}@example.com`, phone: `512555${String(crypto.randomInt(0, 9999)).padStart(4, '0')}`, address: `${crypto.randomInt(1, 9999)} Picket Lane`, city: 'Austin', state: 'TX', zipCode: '78701', allowDuplicate: true };
}

/** A job of the demo contractor to pay into: a customer, an approved quote, converted. */
export async function makeJob(client: SessionClient): Promise<string> {
  const customer = await client.json('POST', '/api/homeowners', customerBody(crypto.randomBytes(4).toString('hex')));
  const quote = await client.json('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, runs: [run] });
  await client.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  await client.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'approved' });
  const job = await client.json('POST', `/api/quotes/${quote.id}/convert-to-job`);
  return job.id;
}

/**
 * Runs `workers` loops of writes until `signal` aborts; each loop creates a customer, a quote for a customer it made, or a
 * 1-dollar payment into one of `jobIds`. `pick` chooses the client per write (several instances behind a balancer).
 */
export function emptyOutcome(): StreamOutcome {
  return { acknowledged: { customers: [], quotes: [], payments: [] }, refused: {}, attempts: [] };
}

/** `into` (optional) is filled as answers come, so a test can wait for a number of writes rather than for a time. */
export async function streamWrites(pick: () => SessionClient, jobIds: string[], { workers, signal, into = emptyOutcome() }: { workers: number; signal: AbortSignal; into?: StreamOutcome }): Promise<StreamOutcome> {
  const { acknowledged, refused, attempts } = into;
  const note = (k: string) => (refused[k] = (refused[k] ?? 0) + 1);
  const loop = async (w: number) => {
    for (let i = 0; !signal.aborted; i++) {
      const client = pick();
      const kind = i % 3;
      const start = Date.now();
      const answered = <T extends { status: number }>(a: T) => (attempts.push({ start, end: Date.now(), outcome: a.status }), a);
      try {
        if (kind === 0 || acknowledged.customers.length === 0) {
          const a = answered(await client.request<{ id: string }>('POST', '/api/homeowners', customerBody(`${w}-${i}-${crypto.randomBytes(3).toString('hex')}`), {}, signal));
          if (a.status === 201) acknowledged.customers.push(a.body.id);
          else note(String(a.status));
        } else if (kind === 1) {
          const homeownerId = acknowledged.customers[crypto.randomInt(0, acknowledged.customers.length)];
          const a = answered(await client.request<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId, runs: [run] }, {}, signal));
          if (a.status === 201 || a.status === 200) acknowledged.quotes.push(a.body.id);
          else note(String(a.status));
        } else {
          const jobId = jobIds[crypto.randomInt(0, jobIds.length)];
          const key = crypto.randomUUID();
          const a = answered(await client.request<{ payment: { id: string } }>('POST', `/api/jobs/${jobId}/payments`, { paymentType: 'job_deposit', jobId, amountCents: 100, paymentDate: today(), paymentMethod: 'cash' }, { 'idempotency-key': key }, signal));
          if (a.status === 201 || a.status === 200) acknowledged.payments.push({ id: a.body.payment.id, jobId, amountCents: 100, key });
          else note(String(a.status));
        }
      } catch (error) {
        if (signal.aborted) return;
        const code = ((error as { cause?: { code?: string } }).cause?.code ?? 'network') as string;
        attempts.push({ start, end: Date.now(), outcome: code });
        note(code);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => loop(w)));
  return into;
}
