// Wall-clock time in a contractor's time zone (IANA name) without a date library: Intl gives the local parts of an
// instant, and a local date + hour is turned back into an instant by correcting for the zone's offset (DST included).
import { addDays } from '../dates';

export interface LocalParts {
  date: string; // YYYY-MM-DD
  hour: number; // 0-23
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      // An unknown zone never stops a message: UTC, as the overdue detection does.
      f = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** Minutes the zone is ahead of UTC at this instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.parse(`${p.date}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a local date shows `hour`:00 (hour 24 = the next day's midnight); a skipped DST hour lands an hour on. */
export function zonedTime(date: string, hour: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const corrected = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

export interface SendingWindow {
  startHour: number; // 0-23, inclusive
  endHour: number; // 1-24, exclusive
}

export function inSendingWindow(instant: Date, timeZone: string, window: SendingWindow): boolean {
  const { hour } = localParts(instant, timeZone);
  return hour >= window.startHour && hour < window.endHour;
}

/** The instant itself when it falls inside the contractor's sending hours, else the next time they open. */
export function nextSendingTime(instant: Date, timeZone: string, window: SendingWindow): Date {
  if (inSendingWindow(instant, timeZone, window)) return instant;
  const { date, hour } = localParts(instant, timeZone);
  return zonedTime(hour < window.startHour ? date : addDays(date, 1), window.startHour, timeZone);
}
