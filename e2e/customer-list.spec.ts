// Issue 26 item 5: the customers list of a contractor with many customers: filter by open balance, tag two customers
// at once, filter by the tag, archive them in bulk, page through keyset pages. Desktop and phone, English and Spanish.
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';
import { uniqueSuffix } from './support/unique';

test.beforeEach(() => test.slow());

const words = {
  en: {
    balance: 'Balance',
    owes: 'Owes money',
    any: 'Any',
    tagFilter: 'Tag',
    select: (name: string) => `Select ${name}`,
    selected: '2 customers selected',
    selectPage: 'Select every customer on this page',
    tagInput: 'Tag',
    addTag: 'Add tag',
    tagged: 'Tag "Spring" added to 2 customers',
    archive: 'Archive',
    noneLeft: 'No customer matches these filters.',
    count: (n: number) => `${n} customers`,
    next: 'Next',
    previous: 'Previous',
    pageOf: (p: number, n: number) => `Page ${p} of ${n}`,
    money: '$2,500.00',
    hasJob: 'Has a job',
  },
  es: {
    balance: 'Saldo',
    owes: 'Debe dinero',
    any: 'Cualquiera',
    tagFilter: 'Etiqueta',
    select: (name: string) => `Seleccionar a ${name}`,
    selected: '2 clientes seleccionados',
    selectPage: 'Seleccionar todos los clientes de esta página',
    tagInput: 'Etiqueta',
    addTag: 'Agregar etiqueta',
    tagged: 'Etiqueta "Spring" agregada a 2 clientes',
    archive: 'Archivar',
    noneLeft: 'Ningún cliente coincide con estos filtros.',
    count: (n: number) => `${n} clientes`,
    next: 'Siguiente',
    previous: 'Anterior',
    pageOf: (p: number, n: number) => `Página ${p} de ${n}`,
    money: '$2,500.00',
    hasJob: 'Con trabajo',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`filters, bulk tag, bulk archive and keyset pages of the customers list (${lang})`, async ({ page }) => {
    const w = words[lang];
    const s = uniqueSuffix();
    const tenant = await ownContractor();
    // 27 customers: more than one page of 25. The owing one has a $4,000 job with nothing paid but $1,500.
    const made: { id: string; name: string }[] = [];
    for (let i = 0; i < 27; i++) {
      const body = { firstName: `Cliente${String(i).padStart(2, '0')}`, lastName: `Largo${s}`, email: `c${i}.${s}@example.com`, phone: `512-555-${String(2000 + i)}`, address: `${i} Elm St`, city: 'Austin', state: 'TX', zipCode: '78701' };
      made.push(await tenant.api.json<{ id: string; name: string }>('POST', '/api/homeowners', body));
    }
    const owing = made[5];
    const job = await tenant.api.json<{ id: string }>('POST', '/api/jobs', { customerId: owing.id, name: 'Cedar fence', scheduledDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) });
    await tenant.api.json('PATCH', `/api/jobs/${job.id}`, { totalCents: 250000 });
    await tenant.api.dispose();

    await signInAt(page, tenant.account, `/customers${lang === 'es' ? '?lang=es' : ''}`);
    await expect(page.getByText(w.count(27), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(w.pageOf(1, 2))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // Keyset pages: 25 then 2, and back.
    await page.getByRole('button', { name: w.next }).click();
    await expect(page.getByText(w.pageOf(2, 2))).toBeVisible();
    await expect(page.getByRole('link', { name: made[0].name })).toBeVisible();
    await expect(page.getByRole('link', { name: made[1].name })).toBeVisible();
    await page.getByRole('button', { name: w.previous }).click();
    await expect(page.getByRole('link', { name: made[26].name })).toBeVisible();

    // Open balance.
    await page.getByLabel(w.balance, { exact: true }).selectOption({ label: w.owes });
    await expect(page.getByText(lang === 'en' ? '1 customer' : '1 cliente', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(owing.name) });
    await expect(row).toContainText(w.money);
    await expect(row).toContainText(w.hasJob);
    await page.getByLabel(w.balance, { exact: true }).selectOption({ label: w.any });

    // Bulk tag two customers, then filter by the tag.
    await page.getByRole('checkbox', { name: w.select(made[26].name) }).click();
    await page.getByRole('checkbox', { name: w.select(made[25].name) }).click();
    await expect(page.getByText(w.selected)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('region', { name: lang === 'en' ? 'Selected customers' : 'Clientes seleccionados' }).getByLabel(w.tagInput).fill('Spring');
    await page.getByRole('button', { name: w.addTag }).click();
    await expect(page.getByText(w.tagged).first()).toBeVisible();
    await page.getByLabel(w.tagFilter, { exact: true }).first().selectOption({ label: 'Spring (2)' });
    await expect(page.getByText(w.count(2), { exact: true })).toBeVisible();

    // Archive them both (the whole page of the filtered list): the list keeps the other 25.
    await page.getByRole('checkbox', { name: w.selectPage }).click();
    await expect(page.getByText(w.selected)).toBeVisible();
    await page.getByRole('button', { name: w.archive, exact: true }).click();
    await expect(page.getByText(w.noneLeft)).toBeVisible();
    await page.getByLabel(w.tagFilter, { exact: true }).first().selectOption({ label: w.any });
    await expect(page.getByText(w.count(25), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: w.next })).toBeDisabled();
  });
}
