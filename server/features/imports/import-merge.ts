// Merging an imported row into a customer who is already there: blanks filled, tags added, notes appended; nothing the
// contractor typed is overwritten. The previous values are kept so undo can put them back.
import { and, eq } from 'drizzle-orm';
import type { ImportCustomerValues } from '../../../core/imports/customer-import-row';
import type { Db } from '../../db/connection';
import { homeowners } from '../../db/schema/index';
import { derivedHomeownerColumns } from '../../db/homeowner-columns';

export interface MergedPrevious {
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  notes: string | null;
  tags: string[];
}

const FILLABLE = ['email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

export async function mergeIntoCustomer(tx: Db, args: { contractorId: string; homeownerId: string; values: ImportCustomerValues }): Promise<{ previous: MergedPrevious } | null> {
  const [current] = await tx.select().from(homeowners).where(and(eq(homeowners.id, args.homeownerId), eq(homeowners.contractorId, args.contractorId)));
  if (!current) return null;
  const previous: MergedPrevious = { email: current.email, phone: current.phone, address: current.address, city: current.city, state: current.state, zipCode: current.zipCode, notes: current.notes, tags: current.tags };
  const next: Partial<typeof homeowners.$inferInsert> = {};
  for (const f of FILLABLE) if (!current[f] && args.values[f]) next[f] = args.values[f];
  const tags = [...current.tags, ...args.values.tags.filter((t) => !current.tags.some((c) => c.toLowerCase() === t.toLowerCase()))];
  if (tags.length !== current.tags.length) next.tags = tags;
  const note = args.values.notes;
  if (note && !(current.notes ?? '').includes(note)) next.notes = current.notes ? `${current.notes}\n\n${note}` : note;
  if (Object.keys(next).length > 0) {
    const plain = { firstName: current.firstName, lastName: current.lastName, email: next.email ?? current.email ?? '', phone: next.phone ?? current.phone ?? '' };
    await tx.update(homeowners).set({ ...next, ...derivedHomeownerColumns(args.contractorId, plain), updatedAt: new Date() }).where(eq(homeowners.id, current.id));
  }
  return { previous };
}

/** Undo of a merge: the fields the import filled or changed go back to what they were. */
export async function unmergeCustomer(tx: Db, args: { contractorId: string; homeownerId: string; previous: MergedPrevious }) {
  const [current] = await tx.select().from(homeowners).where(and(eq(homeowners.id, args.homeownerId), eq(homeowners.contractorId, args.contractorId)));
  if (!current) return;
  const p = args.previous;
  const plain = { firstName: current.firstName, lastName: current.lastName, email: p.email ?? '', phone: p.phone ?? '' };
  await tx
    .update(homeowners)
    .set({ email: p.email, phone: p.phone, address: p.address, city: p.city, state: p.state, zipCode: p.zipCode, notes: p.notes, tags: p.tags, ...derivedHomeownerColumns(args.contractorId, plain), updatedAt: new Date() })
    .where(eq(homeowners.id, current.id));
}
