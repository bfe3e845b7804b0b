// Carrying out a routed lead's actions on the CRM (assign the contact, add tags, open an opportunity in a pipeline):
// claimed on the outbound lanes (db/outbound-lanes.ts), so two workers never both act; safe to repeat (tags are added,
// not replaced; the assignment and the opportunity upsert converge on the same state).
//
// While a row is `running`, lease_at holds when its claim was taken or last renewed (app clock) and claim_token its
// ticket. A row is taken back only once its claim's lease ran out, never for its age; an outcome is written only while
// the ticket is still the row's, so a worker whose claim was taken over cannot overwrite the new claim's outcome.
import { and, eq, isNull, lt } from 'drizzle-orm';
import { leadRuleActionsSchema } from '../../../../core/crm/lead-rule.schema';
import type { Db } from '../../../db/connection';
import { readJsonb } from '../../../db/jsonb';
import { outboundLanes } from '../../../db/outbound-lanes';
import { ghlLeadAssignments, homeowners } from '../../../db/schema/index';
import { crmErrorText, LEAD_ACTIONS, recordCrmAction } from '../sync-log/crm-action-log';

export interface CrmLeadActions {
  assignContact(contactId: string, userId: string): Promise<void>;
  addContactTags(contactId: string, tags: string[]): Promise<void>;
  openOpportunity(input: { contactId: string; pipelineId: string; stageId: string; name: string; assignedTo: string | null }): Promise<void>;
}
export type LeadActionsFor = (db: Db, contractorId: string) => Promise<CrmLeadActions | null>;

export const MAX_ASSIGNMENT_ATTEMPTS = 5;
export const LEAD_ASSIGNMENT_LEASE_MS = 15 * 60_000;

const retryable = (error: unknown) => Boolean(error && typeof error === 'object' && (error as { retryable?: unknown }).retryable === true);
const code = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { kind?: unknown }).kind === 'string' ? String((error as { kind: string }).kind) : error instanceof Error ? error.name : 'error';

const lanes = outboundLanes({ table: ghlLeadAssignments, lockName: 'crm-lead-actions', leaseMs: LEAD_ASSIGNMENT_LEASE_MS, lease: 'leaseAt' });

/**
 * `dropped`: the claim's lease ran out while its actions were carried out, the row was taken over, and this outcome
 * was not written (the worker that holds the row now settles it).
 */
export type LeadAssignmentOutcome = 'done' | 'failed' | 'retry' | 'taken' | 'dropped';

export async function runLeadAssignment(db: Db, assignmentId: string, actionsFor: LeadActionsFor, now: () => Date = () => new Date()): Promise<LeadAssignmentOutcome> {
  const next = () =>
    db
      .select({ id: ghlLeadAssignments.id })
      .from(ghlLeadAssignments)
      .where(and(eq(ghlLeadAssignments.id, assignmentId), eq(ghlLeadAssignments.status, 'pending')))
      .getSQL();
  const a = await lanes.claimNext(db, null, now(), next);
  if (!a) return 'taken';
  const stopLease = lanes.keepLease(db, a, now);
  const settle = async (status: 'done' | 'failed' | 'pending', error: string | null, words?: string) => {
    stopLease();
    const settled = await lanes.settle(db, a, { status, error, doneAt: status === 'done' ? now() : null, leaseAt: null }, status === 'pending' ? 'retry' : status);
    // Issue 21: the outcome in the sync log too, so the card's "Last error" has a row that says which lead and rule.
    if (settled !== 'dropped' && status !== 'pending') {
      await recordCrmAction(db, { contractorId: a.contractorId, homeownerId: a.homeownerId, crmId: a.contactId, action: LEAD_ACTIONS, status, error: words || null, detail: { rule: a.ruleName, ...(error === 'not_connected' ? { reason: error } : {}) } });
    }
    return settled;
  };
  try {
    const crm = await actionsFor(db, a.contractorId);
    if (!crm) return await settle('failed', 'not_connected');
    const actions = readJsonb(leadRuleActionsSchema, a.actions, 'ghl_lead_assignments.actions');
    if (actions.assignTo) await crm.assignContact(a.contactId, actions.assignTo.userId);
    if (actions.addTags.length) await crm.addContactTags(a.contactId, actions.addTags);
    if (actions.pipeline) {
      const [h] = await db.select({ name: homeowners.name }).from(homeowners).where(eq(homeowners.id, a.homeownerId)).limit(1);
      await crm.openOpportunity({
        contactId: a.contactId,
        pipelineId: actions.pipeline.pipelineId,
        stageId: actions.pipeline.stageId,
        name: h?.name || 'New lead',
        assignedTo: actions.assignTo?.userId ?? null,
      });
    }
    return await settle('done', null);
  } catch (error) {
    if (retryable(error) && a.attempts < MAX_ASSIGNMENT_ATTEMPTS) return settle('pending', code(error));
    return settle('failed', code(error), crmErrorText(error));
  } finally {
    stopLease();
  }
}

export async function pendingAssignments(db: Db, limit = 200) {
  return db.select({ id: ghlLeadAssignments.id }).from(ghlLeadAssignments).where(eq(ghlLeadAssignments.status, 'pending')).limit(limit);
}

/**
 * A row whose claim's lease ran out (its instance stopped) goes back to pending: the actions are safe to repeat. A row
 * claimed before claims were leased has no claim time and goes by its age, as it did then.
 */
export async function releaseStalledAssignments(db: Db, now: Date = new Date()): Promise<void> {
  for (const { item, where } of await lanes.expired(db, now)) await lanes.settle(db, item, { status: 'pending', leaseAt: null }, 'retry', where);
  await db
    .update(ghlLeadAssignments)
    .set({ status: 'pending' })
    .where(and(eq(ghlLeadAssignments.status, 'running'), isNull(ghlLeadAssignments.leaseAt), lt(ghlLeadAssignments.createdAt, lanes.liveAfter(now))));
}
