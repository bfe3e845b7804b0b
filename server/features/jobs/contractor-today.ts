import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contractors } from '../../db/schema/index';

/** Today's date (YYYY-MM-DD) in a time zone: due dates and "not in the past" are the contractor's calendar days. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export async function contractorToday(db: Db, contractorId: string, now: Date = new Date()): Promise<string> {
  const [row] = await db.select({ timezone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return todayInTimeZone(row?.timezone ?? 'America/Chicago', now);
}
