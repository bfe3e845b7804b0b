// Key rotation for tables whose encrypted columns need no derived values: read (decrypts under any configured key),
// write back (encrypts under the current key), in id order and batches.
import { asc, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection';
import { calendarEvents, notifications, outboxEmails, quotes, smsLogs } from './schema/index';

type TableWithId = PgTable & { id: PgColumn };

export async function reencryptColumns(db: Db, table: TableWithId, columns: string[], batch = 500): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const rows = (await db.select().from(table as PgTable).where(gt(table.id, after)).orderBy(asc(table.id)).limit(batch)) as Record<string, unknown>[];
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const values = Object.fromEntries(columns.filter((c) => row[c] !== null && row[c] !== undefined).map((c) => [c, row[c]]));
        if (Object.keys(values).length > 0) await tx.update(table as PgTable).set(values).where(eq(table.id, row.id as string));
      }
    });
    done += rows.length;
    after = rows[rows.length - 1].id as string;
  }
}

/** Every encrypted column outside homeowners (which also rebuilds its blind index: rotate-pii-key.ts). */
export const encryptedColumnsByTable: { name: string; table: TableWithId; columns: string[] }[] = [
  { name: 'calendar events', table: calendarEvents, columns: ['customerName', 'customerPhone', 'customerEmail', 'address', 'description', 'visitInstructions'] },
  { name: 'notifications', table: notifications, columns: ['message'] },
  { name: 'quotes', table: quotes, columns: ['approvedByName', 'publicTokenEncrypted'] },
  { name: 'outbox emails', table: outboxEmails, columns: ['toAddress', 'subject', 'body'] },
  { name: 'SMS log', table: smsLogs, columns: ['toPhone', 'message'] },
];
