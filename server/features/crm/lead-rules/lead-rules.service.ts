// Lead distribution rules of one contractor: list in evaluation order, create, update, delete.
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '../../../../core/error-messages';
import { notFound } from '../../../../core/errors';
import { leadRuleActionsSchema, leadRuleConditionsSchema, type LeadRule, type LeadRuleBody } from '../../../../core/crm/lead-rule.schema';
import { orderLeadRules } from '../../../../core/crm/lead-rules';
import type { Db } from '../../../db/connection';
import { readJsonb } from '../../../db/jsonb';
import { ghlLeadDistributionRules } from '../../../db/schema/index';

type RuleRow = typeof ghlLeadDistributionRules.$inferSelect;

const ruleNotFound = () => notFound(errorMessage('signedInErrors.crm.leadRuleNotFound'));

function toLeadRule(row: RuleRow): LeadRule {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    isActive: row.isActive,
    // Rows are written through the schema; a row from before it existed reads as "every lead, no action".
    conditions: readJsonb(leadRuleConditionsSchema, row.conditions, 'ghl_lead_distribution_rules.conditions', { orElse: leadRuleConditionsSchema.parse({}) }),
    actions: readJsonb(leadRuleActionsSchema, row.actions, 'ghl_lead_distribution_rules.actions', { orElse: { assignTo: null, addTags: [], pipeline: null } }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Active rules first, in the order they are tried (core/crm/lead-rules.ts), then the inactive ones the same way. */
export async function listLeadRules(db: Db, contractorId: string): Promise<LeadRule[]> {
  const rows = (await db.select().from(ghlLeadDistributionRules).where(eq(ghlLeadDistributionRules.contractorId, contractorId))).map(toLeadRule);
  const active = orderLeadRules(rows);
  return [...active, ...rows.filter((r) => !r.isActive).sort((a, b) => a.priority - b.priority || a.createdAt.localeCompare(b.createdAt))];
}

export async function createLeadRule(db: Db, args: { contractorId: string; input: LeadRuleBody }): Promise<LeadRule> {
  const [row] = await db.insert(ghlLeadDistributionRules).values({ contractorId: args.contractorId, ...args.input }).returning();
  return toLeadRule(row);
}

export async function updateLeadRule(db: Db, args: { contractorId: string; id: string; input: LeadRuleBody }): Promise<LeadRule> {
  const [row] = await db
    .update(ghlLeadDistributionRules)
    .set({ ...args.input, updatedAt: new Date() })
    .where(and(eq(ghlLeadDistributionRules.id, args.id), eq(ghlLeadDistributionRules.contractorId, args.contractorId)))
    .returning();
  if (!row) throw ruleNotFound();
  return toLeadRule(row);
}

export async function deleteLeadRule(db: Db, args: { contractorId: string; id: string }): Promise<void> {
  const rows = await db
    .delete(ghlLeadDistributionRules)
    .where(and(eq(ghlLeadDistributionRules.id, args.id), eq(ghlLeadDistributionRules.contractorId, args.contractorId)))
    .returning({ id: ghlLeadDistributionRules.id });
  if (rows.length === 0) throw ruleNotFound();
}
