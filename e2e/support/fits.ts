import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing sticks out, so a phone never scrolls (or zooms out) sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(client);
}
