// ContactCreate / ContactUpdate from GoHighLevel: the homeowner created or updated (origin 'crm', so outbound sync does
// not echo it back), an existing customer linked rather than duplicated, and a genuinely new lead announced in the bell
// and routed by the contractor's lead rules.
import { and, eq, inArray } from 'drizzle-orm';
import { homeownerFromContact, leadFactsFromContact, type HomeownerFromContact } from '../../../../core/crm/contact-to-homeowner';
import { leadRuleActionsSchema, leadRuleConditionsSchema } from '../../../../core/crm/lead-rule.schema';
import { routeLead } from '../../../../core/crm/lead-rules';
import type { UpdateCustomerBody } from '../../../../core/customers/customer.schema';
import type { Db } from '../../../db/connection';
import { readJsonb } from '../../../db/jsonb';
import { contractors, ghlCustomFieldMappings, ghlLeadAssignments, ghlLeadDistributionRules, homeowners } from '../../../db/schema/index';
import type { ContactEvent } from '../../../integrations/ghl/webhook-events';
import { createHomeowner, findDuplicateCustomer, updateHomeowner } from '../../customers/customers.service';
import { createNotification } from '../../notifications/notifications.service';
import { contactIdForHomeowner, homeownerIdsForContact, linkContact } from './crm-links';

type Fields = keyof HomeownerFromContact;
const FIELDS: Fields[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'];

export type ContactOutcome = { result: 'created' | 'updated' | 'linked' | 'unchanged'; homeownerId: string };

/**
 * The changes a CRM contact brings to a customer. `overwrite` (a ContactUpdate: the CRM is where the change was made)
 * replaces what differs; otherwise (an existing customer found by email or phone) only blanks are filled, since the
 * contractor's own record is usually the better one. A CRM blank never erases a Picket value.
 */
function changesFor(current: HomeownerFromContact, incoming: HomeownerFromContact, opts: { overwrite: boolean; nameGiven: boolean }): UpdateCustomerBody | null {
  const changes: Partial<Record<Fields, string>> = {};
  for (const f of FIELDS) {
    if (!incoming[f]) continue;
    if ((f === 'firstName' || f === 'lastName') && !opts.nameGiven) continue;
    if (current[f] === incoming[f]) continue;
    if (opts.overwrite || !current[f]) changes[f] = incoming[f];
  }
  return Object.keys(changes).length > 0 ? (changes as UpdateCustomerBody) : null;
}

async function currentFields(db: Db, contractorId: string, homeownerId: string): Promise<HomeownerFromContact | null> {
  const [h] = await db.select().from(homeowners).where(and(eq(homeowners.id, homeownerId), eq(homeowners.contractorId, contractorId))).limit(1);
  if (!h) return null;
  return { firstName: h.firstName, lastName: h.lastName, email: h.email ?? '', phone: h.phone ?? '', address: h.address ?? '', city: h.city ?? '', state: h.state ?? '', zipCode: h.zipCode ?? '' };
}

async function applyChanges(db: Db, contractorId: string, homeownerId: string, incoming: HomeownerFromContact, opts: { overwrite: boolean; nameGiven: boolean }) {
  const current = await currentFields(db, contractorId, homeownerId);
  const changes = current ? changesFor(current, incoming, opts) : null;
  if (changes) await updateHomeowner(db, { contractorId, id: homeownerId, input: changes, origin: 'crm' });
  return Boolean(changes);
}

export async function handleContactEvent(db: Db, contractorId: string, contact: ContactEvent): Promise<ContactOutcome> {
  const incoming = homeownerFromContact(contact);
  const nameGiven = Boolean(contact.firstName?.trim() || contact.lastName?.trim() || contact.name?.trim());

  // Already synced (one contact may stand for duplicates the contractor kept): each follows the CRM's change.
  const linked = await homeownerIdsForContact(db, contractorId, contact.id);
  if (linked.length > 0) {
    let changed = false;
    for (const id of linked) changed = (await applyChanges(db, contractorId, id, incoming, { overwrite: true, nameGiven })) || changed;
    return { result: changed ? 'updated' : 'unchanged', homeownerId: linked[0] };
  }

  // Not synced yet: the contractor may already have this person (added by hand before connecting the CRM). The same
  // duplicate detection as the Add Customer form decides, and the customer is linked, not duplicated.
  const existing = incoming.email || incoming.phone ? await findDuplicateCustomer(db, { contractorId, email: incoming.email, phone: incoming.phone }) : null;
  // A customer already synced to another contact is someone the CRM keeps apart: this contact is a person of its own.
  if (existing && !(await contactIdForHomeowner(db, contractorId, existing.id))) {
    await linkContact(db, { contractorId, homeownerId: existing.id, contactId: contact.id });
    await applyChanges(db, contractorId, existing.id, incoming, { overwrite: false, nameGiven });
    return { result: 'linked', homeownerId: existing.id };
  }

  const created = await createHomeowner(db, { contractorId, input: { ...incoming, allowDuplicate: true }, origin: 'crm' });
  await linkContact(db, { contractorId, homeownerId: created.id, contactId: contact.id });
  await createNotification(db, {
    contractorId,
    type: 'new_lead',
    message: `New lead from ${created.name} (GoHighLevel)`,
    // One bell item per CRM contact, however often HighLevel tells us about it.
    dedupeKey: `new_lead:ghl:${contact.id}`,
    data: { homeownerId: created.id, source: 'ghl' },
  });
  await routeNewLead(db, contractorId, { homeownerId: created.id, contact });
  return { result: 'created', homeownerId: created.id };
}

// The Picket fields a contractor may map a CRM custom field to for the fence type (ghl_custom_field_mappings.local_field).
const FENCE_TYPE_FIELDS = ['quote.fenceType'];

/** Finds the lead's rule and writes what to do as a pending assignment; a queued job carries it out on the CRM. */
export async function routeNewLead(db: Db, contractorId: string, lead: { homeownerId: string; contact: ContactEvent }): Promise<string | null> {
  const [rules, [contractor], [fenceField]] = await Promise.all([
    db.select().from(ghlLeadDistributionRules).where(and(eq(ghlLeadDistributionRules.contractorId, contractorId), eq(ghlLeadDistributionRules.isActive, true))),
    db.select({ serviceAreas: contractors.serviceAreas }).from(contractors).where(eq(contractors.id, contractorId)).limit(1),
    db
      .select({ ghlFieldId: ghlCustomFieldMappings.ghlFieldId })
      .from(ghlCustomFieldMappings)
      .where(and(eq(ghlCustomFieldMappings.contractorId, contractorId), inArray(ghlCustomFieldMappings.localField, FENCE_TYPE_FIELDS)))
      .limit(1),
  ]);
  const routable = rules.flatMap((r) => {
    // A rule saved by an older version that no longer parses is skipped rather than failing the lead.
    const conditions = readJsonb(leadRuleConditionsSchema, r.conditions, 'ghl_lead_distribution_rules.conditions', { orElse: null });
    const actions = readJsonb(leadRuleActionsSchema, r.actions, 'ghl_lead_distribution_rules.actions', { orElse: null });
    return conditions && actions ? [{ ...r, createdAt: r.createdAt.toISOString(), conditions, actions }] : [];
  });
  const facts = leadFactsFromContact(lead.contact, { fenceTypeFieldId: fenceField?.ghlFieldId });
  const rule = routeLead(routable, facts, { serviceAreas: contractor?.serviceAreas ?? [] });
  if (!rule) return null;
  await db
    .insert(ghlLeadAssignments)
    // created_at on the app's clock: releaseStalledAssignments compares it with the app's time.
    .values({ contractorId, homeownerId: lead.homeownerId, contactId: lead.contact.id, ruleId: rule.id, ruleName: rule.name, actions: rule.actions, createdAt: new Date() })
    .onConflictDoNothing();
  return rule.id;
}
