// Issue 24 "What it must show" (estimated side): add a supplier, set labour and material costs, and see the quote's
// margin on the contractor's quote page before it is sent; English and Spanish, desktop and phone, axe on each page.
import { expect, test } from '@playwright/test';
import { layoutFromPolylines } from '../core/layout/layout-from-polylines';
import { formatCents } from '../core/money';
import { expectNoA11yViolations } from './support/a11y';
import { expectNoSidewaysScroll } from './support/fits';
import { signInAt } from './support/login';
import { ownContractor } from './support/tenant';

const words = {
  en: {
    tab: 'Suppliers', add: 'Add supplier', name: 'Supplier name', leadTime: 'Usual delivery lead time', saveSupplier: 'Save supplier',
    perFoot: 'Labor cost per foot', perPost: 'Labor cost per post', perGate: 'Labor cost per gate', saveLabor: 'Save labor costs', laborSaved: 'Labor costs saved',
    editCost: 'Edit cost of Panel · 6 ft x 8 ft', supplier: 'Supplier', partNumber: 'Supplier part number', packBy: 'Sold by the', packSize: 'Units per pack',
    unitCost: 'Cost per piece', saveCost: 'Save cost', costing: 'Cost and margin', incomplete: 'Incomplete', paidByCard: 'Paid by card',
  },
  es: {
    tab: 'Proveedores', add: 'Agregar proveedor', name: 'Nombre del proveedor', leadTime: 'Plazo habitual de entrega', saveSupplier: 'Guardar proveedor',
    perFoot: 'Costo de mano de obra por pie', perPost: 'Costo de mano de obra por poste', perGate: 'Costo de mano de obra por portón', saveLabor: 'Guardar costos de mano de obra', laborSaved: 'Costos de mano de obra guardados',
    editCost: 'Editar costo de Panel · 6 ft x 8 ft', supplier: 'Proveedor', partNumber: 'Número de parte del proveedor', packBy: 'Se vende por', packSize: 'Unidades por paquete',
    unitCost: 'Costo por pieza', saveCost: 'Guardar costo', costing: 'Costo y margen', incomplete: 'Incompleto', paidByCard: 'Pago con tarjeta',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`a contractor adds a supplier, sets costs and sees the margin before sending (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const w = words[lang];
    const tenant = await ownContractor();
    const customer = await tenant.api.json<{ id: string }>('POST', '/api/homeowners', { firstName: 'Rosa', lastName: 'Delgado', email: `rosa.${Date.now()}@example.com`, phone: '512-555-0177', address: '4 Elm St', city: 'Austin', state: 'TX', zipCode: '78704' });
    const diagram = layoutFromPolylines([{ points: [[0, 0], [96, 0]], props: { fenceType: 'vinyl', heightFt: 6 } }]);
    const quote = await tenant.api.json<{ id: string }>('POST', '/api/quotes', { quoteType: 'layout', homeownerId: customer.id, diagram, runs: [] });

    // Before any cost: the quote page says the margin is incomplete, never $0.00.
    await signInAt(page, tenant.account, `/contractor/quote/${quote.id}/view?lang=${lang}`);
    await expect(page.getByTestId('quote-margin')).toHaveText(w.incomplete, { timeout: 30_000 });

    // Settings → Suppliers: add a supplier.
    await page.goto(`/settings?tab=suppliers&lang=${lang}`);
    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('textbox', { name: w.name }).fill('Lone Star Fence Supply');
    await page.getByRole('textbox', { name: w.leadTime }).fill('3');
    await page.getByRole('button', { name: w.saveSupplier }).click();
    await expect(page.getByRole('list', { name: w.tab }).getByText('Lone Star Fence Supply')).toBeVisible();
    await expectNoA11yViolations(page);

    // Labour costs: $6.00 a foot, $9.00 a post, $40.00 a gate.
    await page.getByRole('textbox', { name: w.perFoot }).fill('6.00');
    await page.getByRole('textbox', { name: w.perPost }).fill('9.00');
    await page.getByRole('textbox', { name: w.perGate }).fill('40.00');
    await page.getByRole('button', { name: w.saveLabor }).click();
    await expect(page.getByText(w.laborSaved).first()).toBeVisible();

    // The 6 ft x 8 ft vinyl panel: from this supplier, by the pallet of 12, $78.00 a panel.
    await page.getByRole('button', { name: w.editCost }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: w.supplier }).selectOption({ label: 'Lone Star Fence Supply' });
    await dialog.getByRole('textbox', { name: w.partNumber }).fill('VP-68');
    await dialog.getByRole('combobox', { name: w.packBy }).selectOption('pallet');
    await dialog.getByRole('textbox', { name: w.packSize }).fill('12');
    await dialog.getByRole('textbox', { name: w.unitCost }).fill('78.00');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: w.saveCost }).click();
    await expect(dialog).toBeHidden();
    await expectNoSidewaysScroll(page);

    // The rest of the quote's materials at $2.00 a unit (through the API: the panel above went through the page).
    const costing = await tenant.api.json<{ materials: { key: string; costCents: number | null }[] }>('GET', `/api/quotes/${quote.id}/costing`);
    for (const m of costing.materials.filter((x) => x.costCents === null)) {
      await tenant.api.json('PUT', '/api/suppliers/materials', { materialKey: m.key, supplierId: null, partNumber: null, packName: 'each', packSize: 1, unitCostCents: 200 });
    }

    // The quote page now shows the margin the server works out, before the quote is sent.
    await page.goto(`/contractor/quote/${quote.id}/view?lang=${lang}`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/quotes/${quote.id}/costing`) && r.request().method() === 'PUT');
    await page.getByRole('checkbox', { name: w.paidByCard }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('checkbox', { name: w.paidByCard })).not.toBeChecked();
    const final = await tenant.api.json<{ complete: boolean; marginCents: number; marginPercent: number; materials: { key: string; packs: number; units: number; costCents: number }[] }>('GET', `/api/quotes/${quote.id}/costing`);
    expect(final.complete).toBe(true);
    // 96 ft of vinyl in 8 ft panels = 12 panels = exactly one pallet of 12 at $78.00 = $936.00.
    expect(final.materials.find((m) => m.key === 'vinyl/panel/6 ft x 8 ft')).toMatchObject({ packs: 1, units: 12, costCents: 93_600 });
    await expect(page.getByTestId('quote-margin')).toContainText(formatCents(final.marginCents));
    await expect(page.getByTestId('quote-margin')).toContainText('%');
    await expect(page.getByText(w.costing, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
}
