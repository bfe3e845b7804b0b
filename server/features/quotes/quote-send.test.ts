import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type ApiClient } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let contractor: ApiClient;

const testApp = useTestApp({
  config: async () => {
    smtp = await startSmtpSink();
    return { smtpUrl: smtp.url, publicUrl: 'https://quotes.example.test' };
  },
});
beforeAll(async () => {
  const account = await makeContractor(testApp.db, { businessName: 'Lone Star Fence Co.' });
  await seedDemoCatalogue(testApp.db, account.contractorId);
  contractor = await signedIn(testApp.app, account);
});
afterAll(() => smtp?.close());

describe('send through SMTP (SMTP_URL)', () => {
  it('emails the homeowner the private link in the quote language and records the delivery', async () => {
    const customer = (await contractor.post('/api/homeowners', { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.com', phone: '512-555-0150', address: '5 Live Oak St', city: 'Austin', state: 'TX', zipCode: '78702' })).json();
    const catalogue = (await contractor.get('/api/catalogue')).json();
    const quote = (await contractor.post('/api/quotes', { quoteType: 'cart', homeownerId: customer.id, language: 'es', items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 2 }] })).json();
    const res = await contractor.post(`/api/quotes/${quote.id}/send`, { message: 'Gracias por su tiempo.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toBe('sent');
    expect(res.json().quote.status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['lucia@example.com']);
    const link = res.json().quote.publicLink.url as string;
    expect(link).toMatch(/^https:\/\/quotes\.example\.test\/customer\/quote\/[A-Za-z0-9_-]{22,}\/view$/);
    const body = smtp.received[0].raw.replace(/=\r?\n/g, '');
    expect(body).toContain(link.split('/')[4].slice(0, 20));
    expect(body).toMatch(/Subject: =\?UTF-8\?|Subject: Tu cotizaci/);
    expect(res.json().quote.outbox[0]).toMatchObject({ status: 'sent', toAddress: 'l***@example.com' });
  });
});
