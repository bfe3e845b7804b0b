// The app's one date formatter (issue 21): US English or US Spanish (es-US: spelled months, 12-hour times), never a
// numeric day/month order a US reader could misread. Every date or time a page shows goes through here.

/** The formatting locale of an app language. */
const dateLocaleOf = (language: string): 'en-US' | 'es-US' => (language === 'es' ? 'es-US' : 'en-US');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) is that day wherever the reader is; anything else is an instant in the reader's zone. */
function parts(value: string | Date): { date: Date; timeZone?: string } {
  if (typeof value === 'string' && DAY.test(value)) return { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  return { date: typeof value === 'string' ? new Date(value) : value };
}

/** A formatter with the app's locale; for calendar days pass timeZone: 'UTC' and dates made from YYYY-MM-DD at 00:00Z. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocaleOf(language), options);
}

/** "Nov 27, 2026" / "27 nov 2026" (medium), "November 27, 2026" / "27 de noviembre de 2026" (long), or with the weekday (full). */
export function formatDate(value: string | Date, language: string, style: 'medium' | 'long' | 'full' = 'medium'): string {
  const { date, timeZone } = parts(value);
  return dateFormat(language, { dateStyle: style, timeZone }).format(date);
}

/** "Nov 27, 2026, 3:05 PM" / "27 nov 2026, 3:05 p.m.". */
export function formatDateTime(value: string | Date, language: string): string {
  const { date, timeZone } = parts(value);
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** "Nov 27, 3:05 PM" / "27 nov, 3:05 p.m.": a moment of the coming days. */
export function formatDayAndTime(value: string | Date, language: string): string {
  const { date, timeZone } = parts(value);
  return dateFormat(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(date);
}
