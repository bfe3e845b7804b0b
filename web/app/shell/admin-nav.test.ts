// Issue 13 item 8 / issue 21 item 8: which admin section a link marks as the current page, and one list for all of it.
import { describe, expect, it } from 'vitest';
import { ADMIN_BAR_TABS, ADMIN_SECTIONS, currentAdminTab } from './admin-nav';

describe('currentAdminTab', () => {
  it.each([
    ['/admin', '', 'contractors'],
    ['/admin', '?tab=security&view=audit', 'security'],
    ['/admin', '?lang=es&tab=requests', 'requests'],
    ['/admin', '?tab=settings', 'settings'],
    ['/admin/contractors/4b1c', '', 'contractors'],
    ['/admin/outbox', '', 'outbox'],
    ['/dashboard', '?tab=security', null],
  ])('%s%s → %s', (location, search, tab) => {
    expect(currentAdminTab(location, search)).toBe(tab);
  });
});

describe('ADMIN_SECTIONS', () => {
  it('lists System settings and the outbox, and every bar tab is a section', () => {
    expect(ADMIN_SECTIONS.map((s) => s.tab)).toEqual(['contractors', 'requests', 'catalogue', 'security', 'outbox', 'settings']);
    for (const tab of ADMIN_BAR_TABS) expect(ADMIN_SECTIONS.some((s) => s.tab === tab)).toBe(true);
  });
});
