import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiAs } from './support/api';
import { signInAt } from './support/login';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const uniquePhone = () => `512${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

test('a move another tab already made answers with the server message in Spanish, statuses included', async ({ page }) => {
  const contractor = await apiAs('contractor');
  const customer = await contractor.json<{ id: string }>('POST', '/api/homeowners', {
    firstName: 'Rosa', lastName: `Stale ${uniqueSuffix()}`, email: uniqueEmail('stale'), phone: uniquePhone(), address: '4 Oak St', city: 'Austin', state: 'TX', zipCode: '78702',
  });
  const catalogue = await contractor.json<{ hardware: { id: string }[] }>('GET', '/api/catalogue');
  const quote = await contractor.json<{ id: string; quoteNumber: number }>('POST', '/api/quotes', {
    quoteType: 'cart', homeownerId: customer.id, items: [{ catalogueItemId: catalogue.hardware[0].id, quantity: 2 }],
  });

  await signInAt(page, 'contractor', `/contractor/quote/${quote.id}/view?lang=es`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Cotización #${quote.quoteNumber}`) })).toBeVisible();
  const markSent = page.getByRole('button', { name: 'Marcar como enviada' });
  await expect(markSent).toBeVisible();

  // Meanwhile the quote is sent and approved elsewhere; this page still offers "sent".
  await contractor.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
  await contractor.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'approved' });
  await contractor.dispose();

  await markSent.click();
  await expect(
    page.getByText('Una cotización en estado «aprobada» no puede pasar a «enviada». Puede pasar a: programada, convertida en trabajo, perdida.').first(),
  ).toBeVisible();
  await expect(page.getByText('A quote that is approved cannot become sent', { exact: false })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
