import { describe, expect, it } from 'vitest';
import { addDays, daysAfter, daysBetween } from './dates';

describe('dates', () => {
  it('moves calendar dates across month, year and daylight-saving ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // US clocks go forward that night
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between dates, negative backwards', () => {
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('moves instants by days of 24 hours', () => {
    expect(daysAfter(new Date('2026-11-27T10:00:00Z'), -30).toISOString()).toBe('2026-10-28T10:00:00.000Z');
  });
});
