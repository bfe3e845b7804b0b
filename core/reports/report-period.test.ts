import { describe, expect, it } from 'vitest';
import { isReportPreset, monthBuckets, periodForPreset, reportPresets, winRatePercent } from './report-period';
import { MAX_REPORT_DAYS, reportMessages, reportSummaryQuerySchema } from './report.schema';

describe('periodForPreset', () => {
  it('this month runs from the 1st to today', () => {
    expect(periodForPreset('this-month', '2025-03-20')).toEqual({ from: '2025-03-01', to: '2025-03-20' });
    expect(periodForPreset('this-month', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it('last month is the whole previous month, across a year end and in a leap year', () => {
    expect(periodForPreset('last-month', '2025-03-20')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodForPreset('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodForPreset('last-month', '2025-01-15')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(periodForPreset('last-month', '2025-05-31')).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });

  it('this quarter starts on the 1st of January, April, July or October', () => {
    expect(periodForPreset('this-quarter', '2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
    expect(periodForPreset('this-quarter', '2025-03-31')).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(periodForPreset('this-quarter', '2025-04-01')).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(periodForPreset('this-quarter', '2025-08-17')).toEqual({ from: '2025-07-01', to: '2025-08-17' });
    expect(periodForPreset('this-quarter', '2025-12-31')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('year to date starts on the 1st of January', () => {
    expect(periodForPreset('year-to-date', '2025-08-17')).toEqual({ from: '2025-01-01', to: '2025-08-17' });
    expect(periodForPreset('year-to-date', '2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('last 12 months is this month and the 11 before it, from the 1st', () => {
    expect(periodForPreset('last-12-months', '2025-03-20')).toEqual({ from: '2024-04-01', to: '2025-03-20' });
    expect(periodForPreset('last-12-months', '2025-12-31')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodForPreset('last-12-months', '2025-01-05')).toEqual({ from: '2024-02-01', to: '2025-01-05' });
  });

  it('every preset on every day of a leap year and the next is a valid report query', () => {
    for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2025, 11, 31); t += 86_400_000) {
      const today = new Date(t).toISOString().slice(0, 10);
      for (const preset of reportPresets) {
        const period = periodForPreset(preset, today);
        expect(reportSummaryQuerySchema.safeParse(period).success, `${preset} on ${today}`).toBe(true);
        expect(period.to <= today).toBe(true);
      }
    }
  });

  it('knows its presets', () => {
    expect(isReportPreset('last-month')).toBe(true);
    expect(isReportPreset('last-week')).toBe(false);
    expect(isReportPreset(undefined)).toBe(false);
  });
});

describe('monthBuckets', () => {
  it('gives every month the period touches, clipped to its ends', () => {
    expect(monthBuckets({ from: '2025-01-15', to: '2025-03-03' })).toEqual([
      { month: '2025-01', from: '2025-01-15', to: '2025-01-31' },
      { month: '2025-02', from: '2025-02-01', to: '2025-02-28' },
      { month: '2025-03', from: '2025-03-01', to: '2025-03-03' },
    ]);
  });

  it('one day is one bucket; a reversed period has none', () => {
    expect(monthBuckets({ from: '2025-06-30', to: '2025-06-30' })).toEqual([{ month: '2025-06', from: '2025-06-30', to: '2025-06-30' }]);
    expect(monthBuckets({ from: '2025-06-30', to: '2025-06-01' })).toEqual([]);
  });

  it('crosses a year end and has twelve buckets for the last 12 months', () => {
    const buckets = monthBuckets(periodForPreset('last-12-months', '2025-03-20'));
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ month: '2024-04', from: '2024-04-01', to: '2024-04-30' });
    expect(buckets.map((b) => b.month)).toContain('2024-12');
    expect(buckets.map((b) => b.month)).toContain('2025-01');
    expect(buckets.at(-1)).toEqual({ month: '2025-03', from: '2025-03-01', to: '2025-03-20' });
  });

  it('the buckets cover the period exactly, day after day', () => {
    const buckets = monthBuckets({ from: '2024-02-10', to: '2025-02-10' });
    for (let i = 1; i < buckets.length; i++) {
      const next = new Date(Date.parse(`${buckets[i - 1].to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(buckets[i].from).toBe(next);
    }
    expect(buckets[0].from).toBe('2024-02-10');
    expect(buckets.at(-1)!.to).toBe('2025-02-10');
    expect(buckets.find((b) => b.month === '2024-02')!.to).toBe('2024-02-29');
  });
});

describe('winRatePercent', () => {
  it('is approved ÷ sent in percent, one decimal', () => {
    expect(winRatePercent(2, 4)).toBe(50);
    expect(winRatePercent(1, 3)).toBe(33.3);
    expect(winRatePercent(2, 3)).toBe(66.7);
    expect(winRatePercent(0, 5)).toBe(0);
    expect(winRatePercent(7, 7)).toBe(100);
  });

  it('has no rate when nothing was sent', () => {
    expect(winRatePercent(0, 0)).toBeNull();
  });
});

describe('reportSummaryQuerySchema', () => {
  const issues = (input: unknown) => reportSummaryQuerySchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts a valid range, one day included', () => {
    expect(issues({ from: '2025-03-01', to: '2025-03-31' })).toEqual([]);
    expect(issues({ from: '2025-03-01', to: '2025-03-01' })).toEqual([]);
  });

  it('names the field of a missing or impossible date', () => {
    expect(issues({ to: '2025-03-01' })).toEqual([`from: ${reportMessages.fromInvalid}`]);
    expect(issues({ from: '2025-02-30', to: '2025-03-01' })).toEqual([`from: ${reportMessages.fromInvalid}`]);
    expect(issues({ from: '2025-03-01', to: '03/31/2025' })).toEqual([`to: ${reportMessages.toInvalid}`]);
  });

  it('refuses a reversed range', () => {
    expect(issues({ from: '2025-03-02', to: '2025-03-01' })).toEqual([`to: ${reportMessages.order}`]);
  });

  it(`allows ${MAX_REPORT_DAYS} days counting both ends, not one more`, () => {
    expect(issues({ from: '2024-01-01', to: '2025-02-03' })).toEqual([]); // 400 days
    expect(issues({ from: '2024-01-01', to: '2025-02-04' })).toEqual([`to: ${reportMessages.tooLong}`]);
  });
});
