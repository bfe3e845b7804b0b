import { describe, expect, it } from 'vitest';
import { addMonths, coversDay, monthGridDays, rangeForView, startOfWeek, stepAnchor, weekDays } from './calendar-grid';

describe('calendar grid', () => {
  it('starts a month grid on the Sunday on or before the 1st and shows 6 weeks', () => {
    const days = monthGridDays('2026-11-22'); // Nov 1 2026 is a Sunday
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-11-01');
    expect(days[41]).toBe('2026-12-12');
    expect(monthGridDays('2026-12-15')[0]).toBe('2026-11-29'); // Dec 1 2026 is a Tuesday
  });

  it('gives the Sunday-to-Saturday week of a date', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(weekDays('2026-11-25')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('moves by months, clamping to the shorter month, across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
  });

  it('steps and ranges each view', () => {
    expect(rangeForView('day', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(rangeForView('week', '2026-03-11')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(stepAnchor('week', '2026-03-08', 1)).toBe('2026-03-15'); // across the US daylight-saving change
    expect(stepAnchor('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(stepAnchor('month', '2026-03-31', -1)).toBe('2026-02-28');
  });

  it('covers every day of a multi-day item, inclusive', () => {
    const item = { startDate: '2026-03-01', endDate: '2026-03-03' };
    expect(['2026-02-28', '2026-03-01', '2026-03-03', '2026-03-04'].map((d) => coversDay(item, d))).toEqual([false, true, true, false]);
    expect(coversDay({ startDate: '2026-03-01', endDate: null }, '2026-03-01')).toBe(true);
  });
});
