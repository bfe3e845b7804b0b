// Homeowners (customers) of one contractor: create with duplicate detection, list, read, update, archive/delete, visits.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type CreateCustomerBody, type Customer, type ScheduleVisit, type UpdateCustomerBody } from '../../../core/customers/customer.schema';
import { phoneDigits } from '../../../core/customers/phone';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { blindIndexTokens } from '../../db/pii';
import { calendarEvents, homeowners, jobs, quotes } from '../../db/schema/index';
import { derivedHomeownerColumns, duplicateTerms } from './homeowner-row';
import { emitDomainEvent, type ChangeOrigin } from '../../domain-events/domain-events';

type HomeownerRow = typeof homeowners.$inferSelect;

export class DuplicateCustomerError extends AppError {
  readonly existing: { id: string; name: string };
  constructor(existing: { id: string; name: string }) {
    super('CONFLICT', errorMessage('signedInErrors.customers.duplicate', { name: existing.name }));
    this.existing = existing;
  }
  override toBody() {
    return { ...super.toBody(), code: 'DUPLICATE_CUSTOMER', existing: this.existing };
  }
}

export const customerNotFound = () => notFound(errorMessage('signedInErrors.customers.notFound'));

export function toCustomer(row: HomeownerRow): Customer {
  return {
    id: row.id,
    contractorId: row.contractorId,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zipCode ?? '',
    notes: row.notes ?? null,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An existing customer of this contractor with the same email or the same phone number (blind index, then exact check). */
export async function findDuplicateCustomer(
  db: Db,
  args: { contractorId: string; email: string; phone: string; exceptId?: string },
): Promise<{ id: string; name: string } | null> {
  const tokens = blindIndexTokens(args.contractorId, duplicateTerms(args.email, args.phone));
  const rows = await db
    .select({ id: homeowners.id, name: homeowners.name, email: homeowners.email, phone: homeowners.phone })
    .from(homeowners)
    .where(
      and(
        eq(homeowners.contractorId, args.contractorId),
        isNull(homeowners.archivedAt),
        sql`${homeowners.searchTokens} && ${sql.param(tokens)}::text[]`,
      ),
    )
    .limit(50);
  const email = args.email.trim().toLowerCase();
  const digits = phoneDigits(args.phone);
  const hit = rows.find(
    // A blank email or phone matches nothing (a CRM lead may have only one of them).
    (r) => r.id !== args.exceptId && ((email !== '' && (r.email ?? '').toLowerCase() === email) || (digits !== '' && phoneDigits(r.phone ?? '') === digits)),
  );
  return hit ? { id: hit.id, name: hit.name } : null;
}

export async function createHomeowner(db: Db, args: { contractorId: string; input: CreateCustomerBody; origin?: ChangeOrigin }): Promise<Customer> {
  const { allowDuplicate, notes, ...fields } = args.input;
  return db.transaction(async (tx) => {
    if (!allowDuplicate) {
      const existing = await findDuplicateCustomer(tx, { contractorId: args.contractorId, email: fields.email, phone: fields.phone });
      if (existing) throw new DuplicateCustomerError(existing);
    }
    const [row] = await tx
      .insert(homeowners)
      .values({ ...fields, notes: notes || null, contractorId: args.contractorId, ...derivedHomeownerColumns(args.contractorId, fields) })
      .returning();
    await emitDomainEvent(tx, { type: 'customer.created', contractorId: args.contractorId, homeownerId: row.id, origin: args.origin ?? 'contractor' });
    return toCustomer(row);
  });
}

async function loadRow(db: Db, contractorId: string, id: string): Promise<HomeownerRow> {
  // A malformed id is simply not found (never a 500 from the uuid cast).
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw customerNotFound();
  const [row] = await db
    .select()
    .from(homeowners)
    .where(and(eq(homeowners.id, id), eq(homeowners.contractorId, contractorId)))
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}

export async function getHomeowner(db: Db, args: { contractorId: string; id: string }): Promise<Customer> {
  return toCustomer(await loadRow(db, args.contractorId, args.id));
}

export async function updateHomeowner(db: Db, args: { contractorId: string; id: string; input: UpdateCustomerBody; origin?: ChangeOrigin }): Promise<Customer> {
  return db.transaction(async (tx) => {
    const current = await loadRow(tx, args.contractorId, args.id);
    const merged = {
      firstName: args.input.firstName ?? current.firstName,
      lastName: args.input.lastName ?? current.lastName,
      email: args.input.email ?? current.email ?? '',
      phone: args.input.phone ?? current.phone ?? '',
    };
    const [row] = await tx
      .update(homeowners)
      .set({ ...args.input, ...derivedHomeownerColumns(args.contractorId, merged), updatedAt: new Date() })
      .where(and(eq(homeowners.id, args.id), eq(homeowners.contractorId, args.contractorId)))
      .returning();
    await emitDomainEvent(tx, { type: 'customer.updated', contractorId: args.contractorId, homeownerId: row.id, origin: args.origin ?? 'contractor' });
    return toCustomer(row);
  });
}

/** Brings an archived customer back to the list, search and pickers; a customer who is not archived is left as is. */
export async function restoreHomeowner(db: Db, args: { contractorId: string; id: string }): Promise<Customer> {
  return db.transaction(async (tx) => {
    const current = await loadRow(tx, args.contractorId, args.id);
    if (!current.archivedAt) return toCustomer(current);
    const [row] = await tx
      .update(homeowners)
      .set({ archivedAt: null, updatedAt: new Date() })
      .where(and(eq(homeowners.id, args.id), eq(homeowners.contractorId, args.contractorId)))
      .returning();
    return toCustomer(row);
  });
}

/** A customer with quotes or jobs is archived (their history stays); otherwise the row is destroyed. */
export async function deleteHomeowner(db: Db, args: { contractorId: string; id: string }): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    await loadRow(tx, args.contractorId, args.id);
    const [q] = await tx.select({ n: count() }).from(quotes).where(and(eq(quotes.homeownerId, args.id), eq(quotes.contractorId, args.contractorId)));
    const [j] = await tx.select({ n: count() }).from(jobs).where(and(eq(jobs.homeownerId, args.id), eq(jobs.contractorId, args.contractorId)));
    if (Number(q.n) + Number(j.n) > 0) {
      await tx.update(homeowners).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(homeowners.id, args.id));
      return { archived: true };
    }
    await tx.delete(homeowners).where(eq(homeowners.id, args.id));
    return { archived: false };
  });
}

export interface CustomerActivity {
  quotes: { id: string; quoteNumber: number; status: string; totalCents: number; createdAt: string }[];
  jobs: { id: string; jobNumber: string; name: string; status: string; scheduledDate: string | null }[];
  visits: { id: string; title: string; eventType: string; status: string; startDate: string; startTime: string | null; endTime: string | null; isAnytime: boolean; description: string | null }[];
}

/** The customer page's quotes, jobs and upcoming visits (read straight from those tables). */
export async function getHomeownerActivity(db: Db, args: { contractorId: string; id: string; today: string }): Promise<CustomerActivity> {
  await loadRow(db, args.contractorId, args.id);
  const [qs, js, vs] = await Promise.all([
    db
      .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status, totalCents: quotes.totalCents, createdAt: quotes.createdAt })
      .from(quotes)
      .where(and(eq(quotes.contractorId, args.contractorId), eq(quotes.homeownerId, args.id)))
      .orderBy(desc(quotes.createdAt))
      .limit(100),
    db
      .select({ id: jobs.id, jobNumber: jobs.jobNumber, name: jobs.name, status: jobs.status, scheduledDate: jobs.scheduledDate })
      .from(jobs)
      .where(and(eq(jobs.contractorId, args.contractorId), eq(jobs.homeownerId, args.id)))
      .orderBy(desc(jobs.createdAt))
      .limit(100),
    db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        eventType: calendarEvents.eventType,
        status: calendarEvents.status,
        startDate: calendarEvents.startDate,
        startTime: calendarEvents.startTime,
        endTime: calendarEvents.endTime,
        isAnytime: calendarEvents.isAnytime,
        description: calendarEvents.description,
      })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.contractorId, args.contractorId),
          eq(calendarEvents.linkedHomeownerId, args.id),
          sql`${calendarEvents.startDate} >= ${args.today}`,
        ),
      )
      .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.startTime))
      .limit(50),
  ]);
  return {
    quotes: qs.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })),
    jobs: js,
    visits: vs,
  };
}

/** SPEC §7 POST /api/homeowners/{id}/schedule-visit: a calendar event of type quote linked to the customer. */
export async function scheduleVisit(db: Db, args: { contractorId: string; id: string; input: ScheduleVisit }) {
  return db.transaction(async (tx) => {
    await loadRow(tx, args.contractorId, args.id);
    const { scheduledDate, scheduledStartTime, scheduledEndTime, isAnytime, notes } = args.input;
    // The title names no one: calendar rows are not encrypted, the customer is reached through linkedHomeownerId.
    const [event] = await tx
      .insert(calendarEvents)
      .values({
        contractorId: args.contractorId,
        title: 'Quote visit',
        description: notes || null,
        eventType: 'quote',
        status: 'scheduled',
        startDate: scheduledDate,
        endDate: scheduledDate,
        startTime: isAnytime ? null : scheduledStartTime.slice(0, 5),
        endTime: isAnytime ? null : scheduledEndTime.slice(0, 5),
        isAnytime,
        linkedHomeownerId: args.id,
      })
      .returning();
    return {
      id: event.id,
      title: event.title,
      eventType: event.eventType,
      status: event.status,
      startDate: event.startDate,
      startTime: event.startTime,
      endTime: event.endTime,
      isAnytime: event.isAnytime,
      linkedHomeownerId: event.linkedHomeownerId,
    };
  });
}

