// Key rotation (docs/operations.md): rewrite every homeowner under the current PII key, rebuilding tokens and hashes.
import { asc, eq, gt } from 'drizzle-orm';
import { derivedHomeownerColumns } from '../features/customers/homeowner-row';
import type { Db } from './connection';
import { homeowners } from './schema/index';

/** Call after configurePii({ key: new, previousKeys: [old] }); returns how many customers were rewritten. */
export async function reencryptHomeowners(db: Db, onProgress?: (done: number) => void, batch = 500): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    // Rows decrypt with whichever configured key wrote them; writing them back encrypts under the current key.
    const rows = await db.select().from(homeowners).where(gt(homeowners.id, after)).orderBy(asc(homeowners.id)).limit(batch);
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const r of rows) {
        const derived = derivedHomeownerColumns(r.contractorId, { firstName: r.firstName, lastName: r.lastName, email: r.email ?? '', phone: r.phone ?? '' });
        await tx
          .update(homeowners)
          .set({ firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone, address: r.address, notes: r.notes, ...derived })
          .where(eq(homeowners.id, r.id));
      }
    });
    done += rows.length;
    after = rows[rows.length - 1].id;
    onProgress?.(done);
  }
}
