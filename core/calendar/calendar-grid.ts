import { addDays } from '../dates';

// Plain ISO-date arithmetic for the schedule views (weeks start on Sunday, as US wall calendars do).
export type CalendarView = 'month' | 'week' | 'day';

/** Day of the week of an ISO date, 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Sunday on or before a date. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

/** The first day of the date's month. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The 42 days (6 weeks) a month grid shows: from the Sunday before the 1st. */
export function monthGridDays(date: string): string[] {
  const first = startOfWeek(startOfMonth(date));
  return Array.from({ length: 42 }, (_, i) => addDays(first, i));
}

/** The seven days of the date's week. */
export function weekDays(date: string): string[] {
  const first = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The same day of the month one month away, clamped to the month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${year}-${p(month)}-${p(Math.min(d, last))}`;
}

/** The inclusive date range a view shows around an anchor date. */
export function rangeForView(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const days = weekDays(anchor);
    return { from: days[0], to: days[6] };
  }
  const days = monthGridDays(anchor);
  return { from: days[0], to: days[41] };
}

/** The anchor after moving one view-length forward (+1) or back (-1). */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(anchor, direction);
  if (view === 'week') return addDays(anchor, 7 * direction);
  return addMonths(anchor, direction);
}

/** Whether an item spanning startDate..endDate (inclusive) falls on a day. */
export function coversDay(item: { startDate: string; endDate?: string | null }, day: string): boolean {
  return item.startDate <= day && (item.endDate ?? item.startDate) >= day;
}
