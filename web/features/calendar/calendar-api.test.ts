import { describe, expect, it } from 'vitest';
import { pathFromQueryKey } from '../../lib/api-client';
import { refetchIntervalForKey } from '../../lib/query-client';
import { CALENDAR_EVENTS_KEY, SCHEDULED_ITEMS_KEY } from './calendar-api';

describe('schedule query keys', () => {
  it('poll every 30 s (SPEC §9: events, calendar, scheduled-items)', () => {
    expect(refetchIntervalForKey([SCHEDULED_ITEMS_KEY, { from: '2026-11-01', to: '2026-12-12' }])).toBe(30_000);
    expect(refetchIntervalForKey([CALENDAR_EVENTS_KEY, { from: '2026-11-01', to: '2026-12-12' }])).toBe(30_000);
  });

  it('fetch the range as query parameters', () => {
    expect(pathFromQueryKey([SCHEDULED_ITEMS_KEY, { from: '2026-11-01', to: '2026-12-12' }])).toBe('/api/scheduled-items?from=2026-11-01&to=2026-12-12');
  });
});
