import { expect, type Page } from '@playwright/test';

/** The page is no wider than the screen: nothing sticks out, so a phone never scrolls (or zooms out) sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(client);
}

/**
 * What sticks out past the screen's right edge: the document's width when it is wider than the screen, and every
 * visible element whose box ends past the edge, even where an ancestor clips it away (overflow hidden cuts off a
 * price; it does not make it fit). Inside a sideways scroller that itself fits (a wide table, a tab strip) a person
 * can scroll to it, so that is not counted. Only the outermost offender of a branch is listed.
 */
export async function overflowAtRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw) out.push(`document is ${document.documentElement.scrollWidth} px wide`);
    const reported = new Set<Element>();
    const scrollerFits = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && p.getBoundingClientRect().right <= vw + 0.5) return true;
      }
      return false;
    };
    const unseen = (el: Element): boolean => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.clip.startsWith('rect') || s.clipPath.startsWith('inset(50%')) return true; // sr-only text
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect(); // boxes first: one layout, styles only for the few past the edge
      if (r.width === 0 || r.height === 0 || r.right <= vw + 0.5) continue;
      if (el.closest('svg') !== el && el.closest('svg')) continue; // an svg's shapes are clipped to its own box, which is measured
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.parentElement && reported.has(el.parentElement)) {
        reported.add(el);
        continue;
      }
      if (scrollerFits(el) || unseen(el)) continue;
      reported.add(el);
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const label = el.getAttribute('aria-label');
      out.push(`<${el.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}> "${text}" ends at ${Math.round(r.right)} px`);
    }
    return out;
  });
}

/** Nothing on the page reaches past the screen's right edge (see overflowAtRightEdge). */
export async function expectFitsScreen(page: Page, what = page.url()): Promise<void> {
  expect(await overflowAtRightEdge(page), `${what} reaches past the right edge`).toEqual([]);
}
