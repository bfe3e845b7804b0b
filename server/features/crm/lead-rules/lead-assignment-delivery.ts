// Carrying out a routed lead's actions on the CRM (assign the contact, add tags, open an opportunity in a pipeline):
// claimed like a campaign send, so two workers never both act; safe to repeat (tags are added, not replaced; the
// assignment and the opportunity upsert converge on the same state).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { leadRuleActionsSchema } from '../../../../core/crm/lead-rule.schema';
import type { Db } from '../../../db/connection';
import { readJsonb } from '../../../db/jsonb';
import { ghlLeadAssignments, homeowners } from '../../../db/schema/index';
import { crmErrorText, LEAD_ACTIONS, recordCrmAction } from '../sync-log/crm-action-log';

export interface CrmLeadActions {
  assignContact(contactId: string, userId: string): Promise<void>;
  addContactTags(contactId: string, tags: string[]): Promise<void>;
  openOpportunity(input: { contactId: string; pipelineId: string; stageId: string; name: string; assignedTo: string | null }): Promise<void>;
}
export type LeadActionsFor = (db: Db, contractorId: string) => Promise<CrmLeadActions | null>;

export const MAX_ASSIGNMENT_ATTEMPTS = 5;

const retryable = (error: unknown) => Boolean(error && typeof error === 'object' && (error as { retryable?: unknown }).retryable === true);
const code = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { kind?: unknown }).kind === 'string' ? String((error as { kind: string }).kind) : error instanceof Error ? error.name : 'error';

export async function runLeadAssignment(db: Db, assignmentId: string, actionsFor: LeadActionsFor): Promise<'done' | 'failed' | 'retry' | 'taken'> {
  const [a] = await db
    .update(ghlLeadAssignments)
    .set({ status: 'running', attempts: sql`${ghlLeadAssignments.attempts} + 1` })
    .where(and(eq(ghlLeadAssignments.id, assignmentId), eq(ghlLeadAssignments.status, 'pending')))
    .returning();
  if (!a) return 'taken';
  const settle = async (status: 'done' | 'failed' | 'pending', error: string | null, words?: string) => {
    await db.update(ghlLeadAssignments).set({ status, error, doneAt: status === 'done' ? new Date() : null }).where(eq(ghlLeadAssignments.id, a.id));
    // Issue 21: the outcome in the sync log too, so the card's "Last error" has a row that says which lead and rule.
    if (status !== 'pending') {
      await recordCrmAction(db, { contractorId: a.contractorId, homeownerId: a.homeownerId, crmId: a.contactId, action: LEAD_ACTIONS, status, error: words || null, detail: { rule: a.ruleName, ...(error === 'not_connected' ? { reason: error } : {}) } });
    }
  };
  try {
    const crm = await actionsFor(db, a.contractorId);
    if (!crm) {
      await settle('failed', 'not_connected');
      return 'failed';
    }
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
    await settle('done', null);
    return 'done';
  } catch (error) {
    if (retryable(error) && a.attempts < MAX_ASSIGNMENT_ATTEMPTS) {
      await settle('pending', code(error));
      return 'retry';
    }
    await settle('failed', code(error), crmErrorText(error));
    return 'failed';
  }
}

export async function pendingAssignments(db: Db, limit = 200) {
  return db.select({ id: ghlLeadAssignments.id }).from(ghlLeadAssignments).where(eq(ghlLeadAssignments.status, 'pending')).limit(limit);
}

/** A row left `running` by a stopped instance goes back to pending: the actions are safe to repeat. */
export async function releaseStalledAssignments(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .update(ghlLeadAssignments)
    .set({ status: 'pending' })
    .where(
      and(
        eq(ghlLeadAssignments.status, 'running'),
        lt(ghlLeadAssignments.createdAt, new Date(now.getTime() - 15 * 60_000)),
        inArray(ghlLeadAssignments.status, ['running']),
      ),
    );
}
