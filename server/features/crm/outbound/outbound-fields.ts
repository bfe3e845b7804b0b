// What Picket sends the CRM about a customer and a quote: the contact's standard fields, the opportunity's name and
// value, and the contractor's custom field mappings (ghl_custom_field_mappings) formatted by their rules
// (core/crm/format-rule.ts). Reads the current rows, so a retried or coalesced delivery sends the latest state.
import { and, desc, eq } from 'drizzle-orm';
import { type PicketFieldValues, isPicketField } from '../../../../core/crm/crm-fields';
import { applyFormatRule } from '../../../../core/crm/format-rule';
import type { Db } from '../../../db/connection';
import { contractors, ghlCustomFieldMappings, homeowners, jobs, quotes } from '../../../db/schema/index';
import type { GhlContactInput, GhlCustomFieldInput } from '../../../integrations/ghl/ghl-types';
import { quoteLinkUrl } from '../../quotes/quote-public-link';

export type HomeownerRow = typeof homeowners.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function customerFieldValues(h: HomeownerRow): PicketFieldValues {
  return {
    'customer.firstName': h.firstName,
    'customer.lastName': h.lastName,
    'customer.fullName': h.name,
    'customer.email': h.email ?? null,
    'customer.phone': h.phone ?? null,
    'customer.address': h.address ?? null,
    'customer.city': h.city ?? null,
    'customer.state': h.state ?? null,
    'customer.zipCode': h.zipCode ?? null,
    'customer.createdAt': iso(h.createdAt),
  };
}

export function quoteFieldValues(q: QuoteRow, publicUrl: string): PicketFieldValues {
  return {
    'quote.number': q.quoteNumber,
    'quote.status': q.status,
    'quote.total': q.totalCents,
    'quote.deposit': q.depositCents,
    'quote.fenceType': q.fenceType ?? null,
    'quote.linearFeet': q.linearFeet,
    'quote.gates': q.gates,
    'quote.link': quoteLinkUrl(q, publicUrl),
    'quote.sentAt': iso(q.sentAt),
    'quote.approvedAt': iso(q.approvedAt),
  };
}

export function jobFieldValues(j: JobRow): PicketFieldValues {
  return { 'job.number': j.jobNumber, 'job.status': j.status, 'job.scheduledDate': j.scheduledDate ?? null };
}

export async function latestQuoteOf(db: Db, contractorId: string, homeownerId: string): Promise<QuoteRow | null> {
  const [q] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.contractorId, contractorId), eq(quotes.homeownerId, homeownerId)))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  return q ?? null;
}

export async function latestJobOf(db: Db, contractorId: string, quoteId: string): Promise<JobRow | null> {
  const [j] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.contractorId, contractorId), eq(jobs.quoteId, quoteId)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return j ?? null;
}

export interface FieldMappingContext {
  mappings: (typeof ghlCustomFieldMappings.$inferSelect)[];
  timeZone: string;
}

export async function loadFieldMappings(db: Db, contractorId: string): Promise<FieldMappingContext> {
  const mappings = await db.select().from(ghlCustomFieldMappings).where(eq(ghlCustomFieldMappings.contractorId, contractorId));
  const [c] = await db.select({ timezone: contractors.timezone }).from(contractors).where(eq(contractors.id, contractorId)).limit(1);
  return { mappings, timeZone: c?.timezone ?? 'America/Chicago' };
}

/** The mapped custom fields of one model, each value through its format rule; a field Picket has no value for is left out. */
export function customFieldsFor(ctx: FieldMappingContext, model: 'contact' | 'opportunity', values: PicketFieldValues): GhlCustomFieldInput[] {
  const out: GhlCustomFieldInput[] = [];
  for (const m of ctx.mappings) {
    if (m.ghlFieldModel !== model || !isPicketField(m.localField)) continue;
    const readsOther = Boolean(m.formatRule?.includes('{'));
    if (!readsOther && (values[m.localField] === undefined || values[m.localField] === null)) continue;
    out.push({ id: m.ghlFieldId, field_value: applyFormatRule(m.formatRule, m.localField, values, { timeZone: ctx.timeZone }) });
  }
  return out;
}

/** The contact as the CRM should have it. Tags are never sent: an upsert's tags replace the contractor's own. */
export function contactInputFor(h: HomeownerRow, customFields: GhlCustomFieldInput[]): GhlContactInput {
  const input: GhlContactInput = {
    firstName: h.firstName,
    lastName: h.lastName,
    name: h.name,
    email: h.email || undefined,
    phone: h.phone || undefined,
    address1: h.address || undefined,
    city: h.city || undefined,
    state: h.state || undefined,
    postalCode: h.zipCode || undefined,
    country: 'US',
    source: 'Picket',
  };
  if (customFields.length) input.customFields = customFields;
  return input;
}

/** "Quote #1042 · Ana Lopez": the number is how a contractor finds it, and how a re-run recognises its own. */
export function opportunityName(q: QuoteRow, h: HomeownerRow | null): string {
  return h ? `Quote #${q.quoteNumber} · ${h.name}` : `Quote #${q.quoteNumber}`;
}

export function isOpportunityOfQuote(name: string, quoteNumber: number): boolean {
  return new RegExp(`(^|\\D)#${quoteNumber}(\\D|$)`).test(name);
}
