// The two things Picket sends the CRM, each idempotent: the CRM's id is kept on the Picket row, and a run that died
// after the CRM answered but before the id was stored finds its own record again (the contact by email or phone
// through the upsert, the opportunity by its quote number on the contact) instead of making a second one.
import { and, eq } from 'drizzle-orm';
import { opportunityTargetFor, type StatusMapping } from '../../../../core/crm/status-mapping';
import type { QuoteStatus } from '../../../../core/quotes/quote-transitions';
import type { Db } from '../../../db/connection';
import { ghlConnections, ghlStatusMappings, homeowners, quotes } from '../../../db/schema/index';
import type { GhlClient } from '../../../integrations/ghl/ghl-client';
import { isGhlApiError } from '../../../integrations/ghl/ghl-errors';
import type { GhlContact, GhlOpportunity, GhlOpportunityInput, GhlOpportunityUpdate } from '../../../integrations/ghl/ghl-types';
import {
  contactInputFor,
  customFieldsFor,
  customerFieldValues,
  isOpportunityOfQuote,
  jobFieldValues,
  latestJobOf,
  latestQuoteOf,
  loadFieldMappings,
  opportunityName,
  quoteFieldValues,
  type HomeownerRow,
} from './outbound-fields';

export interface SyncOutcome {
  status: 'done' | 'skipped';
  crmId: string | null;
  /** Ids, stages, statuses and amounts for the log; never names. */
  detail: Record<string, unknown>;
}

/** The CRM no longer has the record we linked (deleted there): the link is dropped and the record made again. */
const isGone = (error: unknown) =>
  isGhlApiError(error) && (error.kind === 'not_found' || (error.kind === 'invalid' && /not found/i.test(error.message)));

const skipped = (reason: string): SyncOutcome => ({ status: 'skipped', crmId: null, detail: { reason } });

async function loadHomeowner(db: Db, contractorId: string, id: string): Promise<HomeownerRow | null> {
  const [h] = await db.select().from(homeowners).where(and(eq(homeowners.id, id), eq(homeowners.contractorId, contractorId))).limit(1);
  return h ?? null;
}

async function pushContact(db: Db, client: GhlClient, publicUrl: string, h: HomeownerRow): Promise<{ contact: GhlContact; created: boolean }> {
  const ctx = await loadFieldMappings(db, h.contractorId);
  let values = customerFieldValues(h);
  if (ctx.mappings.some((m) => m.ghlFieldModel === 'contact')) {
    const quote = await latestQuoteOf(db, h.contractorId, h.id);
    const job = quote ? await latestJobOf(db, h.contractorId, quote.id) : null;
    values = { ...values, ...(quote ? quoteFieldValues(quote, publicUrl) : {}), ...(job ? jobFieldValues(job) : {}) };
  }
  const input = contactInputFor(h, customFieldsFor(ctx, 'contact', values));
  // Linked: update that contact by id (an edited email must not make the CRM's upsert match nothing and add one).
  if (h.ghlContactId) {
    try {
      return { contact: await client.updateContact(h.ghlContactId, input), created: false };
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  const result = await client.upsertContact(input);
  return { contact: result.contact, created: result.new };
}

async function linkContact(db: Db, h: HomeownerRow, contactId: string) {
  // A direct write, no domain event: the link is sync bookkeeping, not a change to send anywhere.
  if (h.ghlContactId !== contactId) await db.update(homeowners).set({ ghlContactId: contactId }).where(and(eq(homeowners.id, h.id), eq(homeowners.contractorId, h.contractorId)));
}

/** Customer → contact (POST /contacts/upsert, or PUT /contacts/{id} once linked). */
export async function syncContact(db: Db, client: GhlClient, args: { contractorId: string; homeownerId: string; publicUrl: string }): Promise<SyncOutcome> {
  const h = await loadHomeowner(db, args.contractorId, args.homeownerId);
  if (!h) return skipped('customer_deleted');
  if (h.archivedAt) return skipped('customer_archived');
  const { contact, created } = await pushContact(db, client, args.publicUrl, h);
  await linkContact(db, h, contact.id);
  return { status: 'done', crmId: contact.id, detail: { new: created } };
}

async function statusMappings(db: Db, contractorId: string): Promise<StatusMapping[]> {
  const rows = await db.select().from(ghlStatusMappings).where(eq(ghlStatusMappings.contractorId, contractorId));
  return rows.map((r) => ({ subject: r.subject, picketStatus: r.picketStatus, pipelineStageId: r.pipelineStageId, opportunityStatus: r.opportunityStatus }));
}

/** Quote (and its job) → opportunity in the connection's pipeline, at the mapped stage and status, worth the quote's total. */
export async function syncOpportunity(db: Db, client: GhlClient, args: { contractorId: string; quoteId: string; publicUrl: string }): Promise<SyncOutcome> {
  const { contractorId } = args;
  const [q] = await db.select().from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, contractorId))).limit(1);
  if (!q) return skipped('quote_deleted');
  if (!q.homeownerId) return skipped('no_customer');
  const [connection] = await db.select({ pipelineId: ghlConnections.pipelineId }).from(ghlConnections).where(eq(ghlConnections.contractorId, contractorId)).limit(1);
  const pipelineId = connection?.pipelineId;
  if (!pipelineId) return skipped('no_pipeline');
  const h = await loadHomeowner(db, contractorId, q.homeownerId);
  if (!h) return skipped('no_customer');

  // The contact first: an opportunity belongs to one.
  let contactId = h.ghlContactId;
  if (!contactId) {
    const { contact } = await pushContact(db, client, args.publicUrl, h);
    await linkContact(db, h, contact.id);
    contactId = contact.id;
  }

  const job = await latestJobOf(db, contractorId, q.id);
  const target = opportunityTargetFor(await statusMappings(db, contractorId), {
    quoteStatus: q.status as QuoteStatus,
    viewed: q.firstViewedAt !== null,
    jobStatus: job?.status ?? null,
  });
  const ctx = await loadFieldMappings(db, contractorId);
  const values = { ...customerFieldValues(h), ...quoteFieldValues(q, args.publicUrl), ...(job ? jobFieldValues(job) : {}) };
  const customFields = customFieldsFor(ctx, 'opportunity', values);
  const monetaryValue = q.totalCents / 100;
  const changes: Omit<GhlOpportunityInput, 'contactId'> = { pipelineId, name: opportunityName(q, h), monetaryValue };
  if (target) {
    changes.status = target.status;
    if (target.pipelineStageId) changes.pipelineStageId = target.pipelineStageId;
  }
  // PUT /opportunities/{id} takes custom fields; the upsert refuses them ("property customFields should not exist").
  const update: GhlOpportunityUpdate = customFields.length ? { ...changes, customFields } : changes;

  let opportunity: GhlOpportunity | null = null;
  let created = false;
  if (q.ghlOpportunityId) {
    try {
      opportunity = await client.updateOpportunity(q.ghlOpportunityId, update);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
  if (!opportunity) {
    // Unmapped (or undecided) status and no opportunity yet: nothing to move, nothing made.
    if (!target) return skipped('status_unmapped');
    const own = (await client.searchOpportunities({ contactId, pipelineId })).find((o) => isOpportunityOfQuote(o.name, q.quoteNumber));
    if (own) opportunity = await client.updateOpportunity(own.id, update);
    else {
      let result;
      try {
        result = await client.upsertOpportunity({ ...changes, contactId });
      } catch (error) {
        // The linked contact was deleted in the CRM: make it again and open the opportunity on the new one.
        if (!isGone(error) || !h.ghlContactId) throw error;
        const { contact } = await pushContact(db, client, args.publicUrl, { ...h, ghlContactId: null });
        await linkContact(db, h, contact.id);
        result = await client.upsertOpportunity({ ...changes, contactId: contact.id });
      }
      opportunity = result.opportunity;
      created = result.new;
      // A run that dies here is repaired by the next: it finds this opportunity (by id or quote number) and PUTs them.
      if (customFields.length) opportunity = await client.updateOpportunity(opportunity.id, { customFields });
    }
  }
  if (q.ghlOpportunityId !== opportunity.id) await db.update(quotes).set({ ghlOpportunityId: opportunity.id }).where(and(eq(quotes.id, q.id), eq(quotes.contractorId, contractorId)));
  return {
    status: 'done',
    crmId: opportunity.id,
    detail: {
      new: created,
      picketStatus: target?.picketStatus ?? null,
      pipelineStageId: opportunity.pipelineStageId ?? changes.pipelineStageId ?? null,
      opportunityStatus: opportunity.status ?? changes.status ?? null,
      monetaryValue,
    },
  };
}
