// Period maths for /reports: the picker's presets, the month buckets of a period and the win rate. Dates are YYYY-MM-DD
// calendar days (the contractor's), computed in UTC arithmetic so no daylight-saving shift moves a day.

export const reportPresets = ['this-month', 'last-month', 'this-quarter', 'year-to-date', 'last-12-months'] as const;
export type ReportPreset = (typeof reportPresets)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'this-month';

/** An inclusive range of calendar days. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** One calendar month of a period, clipped to the period's ends. */
export interface MonthBucket extends ReportPeriod {
  month: string; // YYYY-MM
}

export function isReportPreset(value: unknown): value is ReportPreset {
  return typeof value === 'string' && (reportPresets as readonly string[]).includes(value);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function parts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** The first day of the month `offset` months from the given year and month (1-12). */
function monthStart(year: number, month: number, offset = 0): string {
  const index = year * 12 + (month - 1) + offset;
  return isoDay(Math.floor(index / 12), (index % 12) + 1, 1);
}

function lastDayOfMonth(year: number, month: number): string {
  return isoDay(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
}

/**
 * The days a preset covers, `today` included. Ranges that run "to date" end today: a report never counts tomorrow.
 * Last 12 months is this month and the 11 before it, from the 1st, so every month bar is a whole month but the last.
 */
export function periodForPreset(preset: ReportPreset, today: string): ReportPeriod {
  const { year, month } = parts(today);
  switch (preset) {
    case 'this-month':
      return { from: monthStart(year, month), to: today };
    case 'last-month': {
      const from = monthStart(year, month, -1);
      const p = parts(from);
      return { from, to: lastDayOfMonth(p.year, p.month) };
    }
    case 'this-quarter':
      return { from: monthStart(year, month - ((month - 1) % 3)), to: today };
    case 'year-to-date':
      return { from: isoDay(year, 1, 1), to: today };
    case 'last-12-months':
      return { from: monthStart(year, month, -11), to: today };
  }
}

/** The months a period touches, in order, each clipped to the period (a period of 15 Jan – 3 Mar has three buckets). */
export function monthBuckets({ from, to }: ReportPeriod): MonthBucket[] {
  if (to < from) return [];
  const start = parts(from);
  const buckets: MonthBucket[] = [];
  for (let offset = 0; ; offset++) {
    const first = monthStart(start.year, start.month, offset);
    if (first > to) break;
    const p = parts(first);
    const last = lastDayOfMonth(p.year, p.month);
    buckets.push({ month: first.slice(0, 7), from: first < from ? from : first, to: last > to ? to : last });
  }
  return buckets;
}

/** Approved ÷ sent as a percentage with one decimal; null when nothing was sent (no rate, rather than 0%). */
export function winRatePercent(approved: number, sent: number): number | null {
  if (sent <= 0) return null;
  return Math.round((approved / sent) * 1000) / 10;
}
