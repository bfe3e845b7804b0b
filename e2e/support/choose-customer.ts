import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types a customer's name into a customer box (a searchable combobox) and picks them from its list. */
export async function chooseCustomer(page: Page, scope: Page | Locator, name: string, label = 'Customer'): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(name);
  // An option reads the name, then the town and a phone or e-mail.
  await page.getByRole('listbox', { name: 'Customers' }).getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
  await expect(box).toHaveValue(name);
}
