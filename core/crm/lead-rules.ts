// Which lead distribution rule a new lead falls under: active rules in priority order (1 first, then the older rule),
// the first whose conditions all hold wins. Pure, so the server and its tests share one reading of a rule.
import type { LeadRuleConditions } from './lead-rule.schema';
import { type FenceType } from '../catalogue/fence-types';

/** What a lead from the CRM tells us, already normalised (lead-facts.ts). */
export interface LeadFacts {
  zip: string | null;
  fenceType: FenceType | null;
  source: string | null;
  tags: string[];
}

export interface LeadRuleContext {
  /** The contractor's service-area ZIP codes. */
  serviceAreas: readonly string[];
}

export interface RoutableRule {
  id: string;
  priority: number;
  isActive: boolean;
  createdAt: string;
  conditions: LeadRuleConditions;
}

const fold = (s: string) => s.trim().toLowerCase();

function zipMatches(condition: LeadRuleConditions['zip'], zip: string | null, ctx: LeadRuleContext): boolean {
  if (condition.mode === 'any') return true;
  if (!zip) return false;
  const list = condition.mode === 'list' ? condition.zips : ctx.serviceAreas;
  return list.includes(zip);
}

export function leadMatchesConditions(conditions: LeadRuleConditions, lead: LeadFacts, ctx: LeadRuleContext): boolean {
  if (!zipMatches(conditions.zip, lead.zip, ctx)) return false;
  if (conditions.fenceTypes.length > 0 && (!lead.fenceType || !conditions.fenceTypes.includes(lead.fenceType))) return false;
  if (conditions.sources.length > 0) {
    const source = lead.source ? fold(lead.source) : null;
    if (!source || !conditions.sources.some((s) => fold(s) === source)) return false;
  }
  if (conditions.tags.length > 0) {
    const tags = new Set(lead.tags.map(fold));
    if (!conditions.tags.some((t) => tags.has(fold(t)))) return false;
  }
  return true;
}

/** Active rules in evaluation order: priority 1 before 100; equal priorities by age, then id, so the order never flickers. */
export function orderLeadRules<R extends RoutableRule>(rules: readonly R[]): R[] {
  return rules
    .filter((r) => r.isActive)
    .sort((a, b) => a.priority - b.priority || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The first active rule, in priority order, whose conditions all hold; null when none does. */
export function routeLead<R extends RoutableRule>(rules: readonly R[], lead: LeadFacts, ctx: LeadRuleContext): R | null {
  return orderLeadRules(rules).find((r) => leadMatchesConditions(r.conditions, lead, ctx)) ?? null;
}
