// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createQueryClient, refetchIntervalForKey } from './query-client';

describe('refetchIntervalForKey (SPEC §9 polling by query key)', () => {
  it.each([
    [['/api/events'], 30_000],
    [['/api/calendar/events'], 30_000],
    [['/api/calendar', { from: '2026-01-01' }], 30_000],
    [['/api/scheduled-items'], 30_000],
    [['/api/admin/security-alerts'], 60_000],
    [['/api/admin/security'], 60_000],
    [['/api/admin/audit-events'], 60_000],
    [['/api/admin/rate-limit-events'], 60_000],
    [['/api/dashboard'], 120_000],
    [['/api/dashboard/stats'], 120_000],
    [['/api/dashboard-stats'], 120_000],
    [['/api/payment-notifications'], 300_000],
    [['/api/payment-reminders'], 300_000],
    [['/api/quote-approval-notifications'], 300_000],
    [['/api/notifications'], 300_000],
  ])('%j polls every %d ms', (key, ms) => {
    expect(refetchIntervalForKey(key)).toBe(ms);
  });

  it.each([[['/api/auth/me']], [['/api/customers']], [['/api/admin/contractors']], [['/api/quotes', 'abc']]])(
    '%j does not poll',
    (key) => {
      expect(refetchIntervalForKey(key)).toBe(false);
    },
  );
});

describe('query client defaults (SPEC §9)', () => {
  it('keeps data fresh 5 min, 10 min in cache, no focus refetch, retry 1, mutations 0', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(600_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(1);
    expect(defaults.mutations?.retry).toBe(0);
    const interval = defaults.queries?.refetchInterval as unknown as (q: { queryKey: unknown[] }) => number | false;
    expect(interval({ queryKey: ['/api/events'] })).toBe(30_000);
  });
});
