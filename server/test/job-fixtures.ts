// Small factories for jobs tests and the demo seed: a customer, a quote in a given status.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { contractors, quotes } from '../db/schema/index';
import { createHomeowner } from '../features/customers/customers.service';

export async function makeCustomer(db: Db, contractorId: string, overrides: { firstName?: string; lastName?: string; email?: string; phone?: string } = {}) {
  const n = crypto.randomInt(1000, 9999);
  return createHomeowner(db, {
    contractorId,
    input: {
      firstName: overrides.firstName ?? 'Jane',
      lastName: overrides.lastName ?? `Smith${n}`,
      email: overrides.email ?? `jane${n}-${crypto.randomBytes(3).toString('hex')}@example.com`,
      phone: overrides.phone ?? `512-555-${String(n).padStart(4, '0')}`,
      address: '12 Picket Lane',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      allowDuplicate: true,
    } as Parameters<typeof createHomeowner>[1]['input'],
  });
}

export async function makeQuote(
  db: Db,
  { contractorId, homeownerId, status = 'approved', totalCents = 100001, title = null, scheduledDate = null }: { contractorId: string; homeownerId?: string | null; status?: (typeof quotes.$inferInsert)['status']; totalCents?: number; title?: string | null; scheduledDate?: string | null },
) {
  // The same per-contractor counter the quotes feature draws from, so later quotes never collide.
  const [{ next }] = await db
    .update(contractors)
    .set({ nextQuoteNumber: sql`${contractors.nextQuoteNumber} + 1` })
    .where(eq(contractors.id, contractorId))
    .returning({ next: sql<number>`${contractors.nextQuoteNumber} - 1` });
  const [row] = await db
    .insert(quotes)
    .values({ contractorId, homeownerId: homeownerId ?? null, quoteNumber: next, status, totalCents, subtotalCents: totalCents, title, scheduledDate, fenceType: 'vinyl', linearFeet: 120 })
    .returning();
  return row;
}
