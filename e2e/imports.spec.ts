// Issue 26: import customers from a CSV: a bad row fixed in place, a duplicate of an existing customer skipped,
// confirm, progress, then the imported customer found by the list's search. Desktop and phone, English and Spanish.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());

const words = {
  en: { file: 'CSV or Excel file', upload: 'Upload and review', fix: 'Fix this row', zip: 'ZIP code', state: 'State', save: 'Save row', row: 'Row', dupOf: 'Same email or phone as your customer', confirm: /^Import 2 customers$/, done: 'Done: 2 imported, 0 merged, 1 skipped.', search: 'Search customers', zipError: 'ZIP code must be 5 digits' },
  es: { file: 'Archivo CSV o de Excel', upload: 'Subir y revisar', fix: 'Corregir esta fila', zip: 'Código postal', state: 'Estado', save: 'Guardar fila', row: 'Fila', dupOf: 'Mismo correo o teléfono que tu cliente', confirm: /^Importar 2 clientes$/, done: 'Listo: 2 importados, 0 combinados, 1 omitidos.', search: 'Buscar clientes', zipError: 'El código postal debe tener 5 dígitos' },
};

for (const lang of ['en', 'es'] as const) {
  test(`a CSV with a bad and a duplicate row imports the good rows after one is fixed (${lang})`, async ({ page }) => {
    const w = words[lang];
    const s = uniqueSuffix();
    const tenant = await ownContractor();
    const existing = { firstName: 'Olga', lastName: `Existing${s}`, email: `olga.${s}@example.com`, phone: '512-555-0177', address: '7 Post Rd', city: 'Austin', state: 'TX', zipCode: '78701' };
    await tenant.api.json('POST', '/api/homeowners', existing);
    await tenant.api.dispose();
    const csv = [
      'Nombre completo,Correo electrónico,Teléfono,Dirección,Ciudad,Estado,Código postal',
      `María de la Cruz${s},maria.${s}@example.com,+1 (512) 555-0101,1 Cedar Ln,Austin,Texas,78701-1234`,
      `Pat Badzip${s},pat.${s}@example.com,512-555-0102,2 Cedar Ln,Austin,Tejas,7870`,
      `Olga Again${s},other.${s}@example.com,512 555 0177,3 Cedar Ln,Austin,TX,78701`,
    ].join('\n');

    await signInAt(page, tenant.account, `/customers/import${lang === 'es' ? '?lang=es' : ''}`);
    await page.getByLabel(w.file).setInputFiles({ name: `clientes-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: w.upload }).click();

    const bad = page.getByRole('listitem', { name: new RegExp(`^${w.row} 3:`) });
    await expect(bad).toContainText(w.zipError);
    const dup = page.getByRole('listitem', { name: new RegExp(`^${w.row} 4:`) });
    await expect(dup).toContainText(`${w.dupOf} Olga Existing${s}`);
    await expect(page.getByRole('listitem', { name: new RegExp(`^${w.row} 2: María de la Cruz${s}`) })).toContainText('512-555-0101');
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    await bad.getByRole('button', { name: w.fix }).click();
    await bad.getByLabel(w.zip).fill('78702');
    await bad.getByLabel(w.state).fill('TX');
    await bad.getByRole('button', { name: w.save }).click();
    await expect(bad).not.toContainText(w.zipError);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: w.confirm }).click();
    // The progress bar shows while it runs (a 3-row import may finish before the first poll), then the summary.
    await expect(page.getByRole('progressbar').or(page.getByRole('status'))).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(w.done, { timeout: 30_000 });
    await expectNoA11yViolations(page);

    await page.goto(`/customers${lang === 'es' ? '?lang=es' : ''}`);
    await page.getByRole('searchbox', { name: w.search }).or(page.getByLabel(w.search)).first().fill(`Badzip${s}`);
    await expect(page.getByRole('link', { name: `Pat Badzip${s}` })).toBeVisible();
  });
}

test('Settings → Data downloads everything as one ZIP (es)', async ({ page }) => {
  const tenant = await ownContractor();
  await tenant.api.json('POST', '/api/homeowners', { firstName: 'Zip', lastName: `Export${uniqueSuffix()}`, email: `zip.${uniqueSuffix()}@example.com`, phone: '512-555-0190', address: '9 Post Rd', city: 'Austin', state: 'TX', zipCode: '78701' });
  await tenant.api.dispose();
  await signInAt(page, tenant.account, '/settings?tab=data&lang=es');
  // The first: the closure card further down offers the same download as its first step (issue 26).
  const link = page.getByRole('link', { name: 'Descargar todo (ZIP)' }).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('picket-datos.zip');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.toString('utf8')).toContain('clientes.csv');
});
