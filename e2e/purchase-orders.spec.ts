// Issue 24 "What it must show" (purchase orders): the homeowner approves a drawn quote; the contractor orders its
// materials from two suppliers, each gets the PDF at the SMTP sink; one delivery comes in part, and the job says what is
// still missing before its date. English and Spanish, desktop and phone, axe on every page.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutFromPolylines } from '../core/layout/layout-from-polylines';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { waitForMail } from './support/mail';
import { ownContractor } from './support/tenant';
import { uniqueEmail, uniqueSuffix } from './support/unique';

const words = {
  en: {
    name: 'Type your full name', type: 'Type', consent: /I accept this quote/, sign: 'Sign and approve', signed: 'version 1',
    order: 'Order materials', send: 'Send to supplier', emailed: 'Emailed to the supplier', receive: 'Record a delivery', save: 'Save delivery',
    receivedNow: (line: string) => new RegExp(`^${line}.*: received now`), partly: 'Partly received', sent: 'Sent', notOrdered: 'Not ordered',
    missing: /materials still missing before/, onOrder: (po: string) => `on ${po}`, subject: /^Purchase order PO-\d+ from /, costs: 'Estimated vs actual',
  },
  es: {
    name: 'Escribe tu nombre completo', type: 'Escribir', consent: /Acepto esta cotización/, sign: 'Firmar y aprobar', signed: 'versión 1',
    order: 'Pedir materiales', send: 'Enviar al proveedor', emailed: 'Enviada por correo al proveedor', receive: 'Registrar una entrega', save: 'Guardar entrega',
    receivedNow: (line: string) => new RegExp(`^${line}.*: recibido ahora`), partly: 'Recibida en parte', sent: 'Enviada', notOrdered: 'Sin pedir',
    missing: /Faltan \d+ materiales antes del/, onOrder: (po: string) => `en ${po}`, subject: /^Orden de compra PO-\d+ de /, costs: 'Estimado contra real',
  },
} as const;

const linePost = { en: 'Line post', es: 'Poste de línea' } as const;
const card = (page: Page, supplier: string): Locator => page.getByRole('region', { name: new RegExp(`^PO-\\d+ · ${supplier}`) });

for (const lang of ['en', 'es'] as const) {
  test(`approve, order from two suppliers, the PDFs reach them, a part delivery, the job says what is missing (${lang})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const w = words[lang];
    const tenant = await ownContractor();
    const api = tenant.api;
    const s = uniqueSuffix();
    const vinylYard = { name: `Austin Vinyl Supply ${s}`, email: uniqueEmail('vinyl-yard') };
    const postYard = { name: `Hill Country Posts ${s}`, email: uniqueEmail('post-yard') };
    const a = await api.json<{ id: string }>('POST', '/api/suppliers', { ...vinylYard, contactName: 'Marta' });
    const b = await api.json<{ id: string }>('POST', '/api/suppliers', { ...postYard, yardAddress: '9 Yard Rd, Austin TX 78704' });
    // Panels from the vinyl yard; posts from the post yard, line posts in bundles of 5; concrete and caps from nobody.
    for (const price of [
      { materialKey: 'vinyl/panel/6 ft x 8 ft', supplierId: a.id, partNumber: 'VP-68', packName: 'each', packSize: 1, unitCostCents: 5_000 },
      { materialKey: 'vinyl/post-line/5x5 x 8 ft', supplierId: b.id, partNumber: 'LP-55', packName: 'bundle', packSize: 5, unitCostCents: 2_000 },
      { materialKey: 'vinyl/post-terminal/5x5 x 8 ft', supplierId: b.id, partNumber: 'TP-55', packName: 'each', packSize: 1, unitCostCents: 2_500 },
    ]) await api.json('PUT', '/api/suppliers/materials', price);
    const customer = await api.json<{ id: string }>('POST', '/api/homeowners', {
      firstName: 'Lucía', lastName: `Peña${s}`, email: uniqueEmail('po-homeowner'), phone: '512-555-0187', address: '7 Mesquite Trail', city: 'Austin', state: 'TX', zipCode: '78701',
    });
    const diagram = layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6, style: 'Privacy' } }]);
    const quote = await api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, diagram, runs: [], language: lang });
    await api.json('POST', `/api/quotes/${quote.id}/transition`, { status: 'sent' });
    const { url } = await api.json<{ url: string }>('POST', `/api/quotes/${quote.id}/link`);

    // The homeowner approves with the typed signature, in a browser of their own.
    const home = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
    await home.goto(`${new URL(url).pathname}?lang=${lang}`);
    await home.getByLabel(w.name).fill(`Lucía Peña${s}`);
    await home.getByRole('radio', { name: w.type }).check();
    await home.getByRole('checkbox', { name: w.consent }).check();
    await home.getByRole('button', { name: w.sign }).click();
    await expect(home.getByRole('status').filter({ hasText: w.signed })).toBeVisible();
    await home.context().close();

    // The contractor orders the materials from the approved quote.
    await signInAt(page, tenant.account, `/contractor/quote/${quote.id}/view?lang=${lang}`);
    await page.getByRole('link', { name: w.order }).click();
    await expect(page).toHaveURL(new RegExp(`/contractor/quote/${quote.id}/orders`));
    await page.getByRole('button', { name: w.order }).click();
    const orderA = card(page, vinylYard.name);
    const orderB = card(page, postYard.name);
    await expect(orderA).toBeVisible();
    await expect(orderB).toBeVisible();
    await expect(page.getByRole('heading', { name: w.notOrdered })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    for (const order of [orderA, orderB]) {
      await order.getByRole('button', { name: w.send }).click();
      await expect(order.getByText(w.emailed)).toBeVisible();
    }

    // Each supplier gets one email with the order's PDF.
    for (const yard of [vinylYard, postYard]) {
      const mail = await waitForMail(yard.email, { subject: w.subject });
      expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^PO-\d+\.pdf$/) })]);
      expect(mail.attachments[0].size).toBeGreaterThan(1000);
    }
    const poB = (await orderB.getByRole('heading').first().textContent())!.split(' · ')[0];

    // The post yard delivers 1 of the 3 bundles of line posts and none of the terminal posts.
    await orderB.getByRole('button', { name: w.receive }).click();
    const counts = orderB.getByRole('spinbutton');
    await expect(counts).toHaveCount(2);
    for (const input of await counts.all()) await input.fill('0');
    await orderB.getByLabel(w.receivedNow(linePost[lang])).fill('1');
    await orderB.getByRole('button', { name: w.save }).click();
    await expect(orderB.getByText(w.partly, { exact: true })).toBeVisible();
    await expect(orderA.getByText(w.sent, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    // The quote becomes a job scheduled in two days; its page says what has not arrived.
    const job = await api.json<{ id: string }>('POST', `/api/quotes/${quote.id}/convert-to-job`);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    await api.json('POST', `/api/jobs/${job.id}/status`, { status: 'scheduled', scheduledDate: inTwoDays });
    await page.goto(`/jobs/${job.id}?lang=${lang}`);
    await expect(page.getByText(w.missing)).toBeVisible();
    const missing = page.getByRole('list', { name: lang === 'en' ? 'Materials still missing' : 'Materiales que faltan' });
    await expect(missing.getByRole('listitem').filter({ hasText: linePost[lang] }).filter({ hasText: w.onOrder(poB) })).toContainText(lang === 'en' ? '10 pieces' : '10 piezas');
    await expect(page.getByRole('heading', { name: w.costs })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await api.dispose();
  });
}
