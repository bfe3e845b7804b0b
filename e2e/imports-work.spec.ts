// Issue 26, item 2: import open quotes and jobs from a CSV. A row whose customer is not in Picket is fixed in place,
// both rows are imported quietly, and the quote says "Imported" in the quotes list; the same file uploaded again shows
// the quote as imported before, naming the first file. Desktop and phone, English and Spanish, axe on the reviews and
// the summary; the page fits the phone without sideways scroll.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());

const words = {
  en: {
    kind: 'What is in the file?', work: 'Open quotes and jobs', file: 'CSV or Excel file', upload: 'Upload and review', row: 'Row', job: 'Job', quote: 'Quote',
    noMatch: 'No customer matches this name, email or phone: import the customer first', forName: 'For', fix: 'Fix this row', email: 'Customer email', save: 'Save row',
    confirm: /^Import 2 quotes and jobs$/, done: 'Done: 2 imported, 0 skipped.', imported: 'Imported', again: 'Already imported from',
  },
  es: {
    kind: '¿Qué contiene el archivo?', work: 'Cotizaciones y trabajos abiertos', file: 'Archivo CSV o de Excel', upload: 'Subir y revisar', row: 'Fila', job: 'Trabajo', quote: 'Cotización',
    noMatch: 'Ningún cliente coincide con este nombre, correo o teléfono: importa primero el cliente', forName: 'Para', fix: 'Corregir esta fila', email: 'Correo del cliente', save: 'Guardar fila',
    confirm: /^Importar 2 cotizaciones y trabajos$/, done: 'Listo: 2 importados, 0 omitidos.', imported: 'Importada', again: 'Ya se importó desde',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`open quotes and jobs from a CSV: a row without a customer fixed in place, then imported quietly (${lang})`, async ({ page }) => {
    const w = words[lang];
    const s = uniqueSuffix();
    const tenant = await ownContractor();
    const email = `rosa.${s}@example.com`;
    await tenant.api.json('POST', '/api/homeowners', { firstName: 'Rosa', lastName: `Work${s}`, email, phone: '512-555-0166', address: '4 Oak St', city: 'Austin', state: 'TX', zipCode: '78701' });
    await tenant.api.dispose();
    const csv = [
      'Type,Customer,Email,Title,Total,Paid,Status,Date,Scheduled,Milestones',
      `quote,Rosa Work${s},${email},Cedar ${s},"$4,500.00",,Sent,5/1/2026,,`,
      `job,Someone Else,nobody.${s}@example.com,Vinyl ${s},6000,1500,Scheduled,2026-04-01,2026-06-01,"Deposit: 1500; Final: 4500"`,
    ].join('\n');

    await signInAt(page, tenant.account, `/customers/import${lang === 'es' ? '?lang=es' : ''}`);
    await page.getByLabel(w.kind).selectOption({ label: w.work });
    await page.getByLabel(w.file).setInputFiles({ name: `trabajo-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: w.upload }).click();

    await expect(page).toHaveURL(/\/customers\/import\/work\//, { timeout: 30_000 });
    const quote = page.getByRole('listitem', { name: `${w.row} 2: ${w.quote} Cedar ${s}` });
    await expect(quote).toContainText(`${w.forName} Rosa Work${s}`);
    await expect(quote).toContainText('$4,500.00');
    const job = page.getByRole('listitem', { name: `${w.row} 3: ${w.job} Vinyl ${s}` });
    await expect(job).toContainText(w.noMatch);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    await job.getByRole('button', { name: w.fix }).click();
    await job.getByLabel(w.email).fill(email);
    await job.getByRole('button', { name: w.save }).click();
    await expect(job).not.toContainText(w.noMatch);
    await expect(job).toContainText(`${w.forName} Rosa Work${s}`);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('progressbar').or(page.getByRole('status'))).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(w.done, { timeout: 30_000 });
    await expectNoA11yViolations(page);

    await page.goto(`/quotes${lang === 'es' ? '?lang=es' : ''}`);
    await expect(page.getByText(w.imported, { exact: true }).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });

    // The same file again: the quote is recognised as imported before (customer, date, amount), named by the first file,
    // and left out; the row still without a customer says so.
    await page.goto(`/customers/import${lang === 'es' ? '?lang=es' : ''}`);
    await page.getByLabel(w.kind).selectOption({ label: w.work });
    await page.getByLabel(w.file).setInputFiles({ name: `otra-vez-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: w.upload }).click();
    await expect(page).toHaveURL(/\/customers\/import\/work\//, { timeout: 30_000 });
    const repeated = page.getByRole('listitem', { name: `${w.row} 2: ${w.quote} Cedar ${s}` });
    await expect(repeated).toContainText(`${w.again} trabajo-${s}.csv`);
    await expect(repeated.getByRole('combobox')).toBeDisabled();
    await expect(page.getByRole('listitem', { name: `${w.row} 3: ${w.job} Vinyl ${s}` })).toContainText(w.noMatch);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  });
}
