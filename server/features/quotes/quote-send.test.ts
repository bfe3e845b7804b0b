import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { makeTestApp, signedIn, type ApiClient } from '../../test/api';
import { createTestDb } from '../../test/db';
import { makeContractor } from '../../test/factories';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

let database: Database;
let app: FastifyInstance;
let smtp: SMTPServer;
let contractor: ApiClient;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  database = await createTestDb();
  app = await makeTestApp(database, { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://quotes.example.test' });
  const account = await makeContractor(database.db, { businessName: 'Lone Star Fence Co.' });
  await seedDemoCatalogue(database.db, account.contractorId);
  contractor = await signedIn(app, account);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('send through SMTP (SMTP_URL)', () => {
  it('emails the homeowner the private link in the quote language and records the delivery', async () => {
    const customer = (await contractor.post('/api/homeowners', { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.com', phone: '512-555-0150', address: '5 Live Oak St', city: 'Austin', state: 'TX', zipCode: '78702' })).json();
    const catalogue = (await contractor.get('/api/catalogue')).json();
    const quote = (await contractor.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, language: 'es', items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 2 }] })).json();
    const res = await contractor.post(`/api/quotes/${quote.id}/send`, { message: 'Gracias por su tiempo.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toBe('sent');
    expect(res.json().quote.status).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['lucia@example.com']);
    const link = res.json().quote.publicLink.url as string;
    expect(link).toMatch(/^https:\/\/quotes\.example\.test\/customer\/quote\/[A-Za-z0-9_-]{22,}\/view$/);
    const body = received[0].raw.replace(/=\r?\n/g, '');
    expect(body).toContain(link.split('/')[4].slice(0, 20));
    expect(body).toMatch(/Subject: =\?UTF-8\?|Subject: Tu cotizaci/);
    expect(res.json().quote.outbox[0]).toMatchObject({ status: 'sent', toAddress: 'l***@example.com' });
  });
});
