// The test SMTP sink (e2e/support/mail-sink-server.ts): mail the app sends is readable by the tests. API only, so one
// project runs it; the flows that read mail (invitation, password reset) drive the pages.
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { linkIn, waitForMail } from './support/mail';
import { uniqueEmail, uniqueSuffix } from './support/unique';

test('a quote e-mailed to a customer arrives in the sink with its public link', async () => {
  test.skip(test.info().project.name === 'phone', 'no page involved');
  const api = await apiAs('contractor');
  const email = uniqueEmail('sink');
  const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Mona', lastName: `Sink${uniqueSuffix()}`, email, phone: `512${String(Date.now()).slice(-7)}`,
    address: '1 Mailbox Row', city: 'Austin', state: 'TX', zipCode: '78701',
  });
  const catalogue = await api.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
  const quote = await api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: catalogue.hardware[0]!.id, quantity: 1 }] });
  const sent = await api.json<{ delivery: string }>('POST', `/api/quotes/${quote.id}/send`, {});
  await api.dispose();
  expect(sent.delivery).toBe('sent');

  const mail = await waitForMail(email);
  expect(linkIn(mail, '/customer/quote/')).toMatch(/^\/customer\/quote\/[\w-]{20,}\/view$/);
});
