// Day arithmetic, once: calendar dates (YYYY-MM-DD) are counted in UTC so daylight saving never adds or loses a day;
// instants move by days of 24 hours. Wall-clock time in a contractor's zone is core/follow-ups/zoned-time.ts.
export const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date moved by whole calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant `days` days of 24 hours after `instant` (negative: before it). */
export function daysAfter(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
