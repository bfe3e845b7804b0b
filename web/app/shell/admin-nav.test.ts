// Issue 13 item 8: which admin section a link marks as the current page.
import { describe, expect, it } from 'vitest';
import { currentAdminTab } from './admin-nav';

describe('currentAdminTab', () => {
  it.each([
    ['/admin', '', 'contractors'],
    ['/admin', '?tab=security&view=audit', 'security'],
    ['/admin', '?lang=es&tab=requests', 'requests'],
    ['/admin/contractors/4b1c', '', 'contractors'],
    ['/dashboard', '?tab=security', null],
  ])('%s%s → %s', (location, search, tab) => {
    expect(currentAdminTab(location, search)).toBe(tab);
  });
});
