// Key rotation for calendar events: their customer fields are homeowner PII under the same key as homeowners.
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { calendarEvents } from '../../db/schema/index';

/** Call after configurePii({ key: new, previousKeys: [old] }); returns how many events were rewritten. */
export async function reencryptCalendarEvents(db: Db, onProgress?: (done: number) => void, batch = 500): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    // Reading decrypts with whichever configured key wrote the row; writing back encrypts under the current key.
    const rows = await db.select().from(calendarEvents).where(gt(calendarEvents.id, after)).orderBy(asc(calendarEvents.id)).limit(batch);
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const r of rows) {
        await tx
          .update(calendarEvents)
          .set({
            customerName: r.customerName,
            customerPhone: r.customerPhone,
            customerEmail: r.customerEmail,
            address: r.address,
            description: r.description,
            visitInstructions: r.visitInstructions,
          })
          .where(eq(calendarEvents.id, r.id));
      }
    });
    done += rows.length;
    after = rows[rows.length - 1].id;
    onProgress?.(done);
  }
}
