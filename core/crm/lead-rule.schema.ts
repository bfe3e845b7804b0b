// Lead distribution rules (SPEC §3 ghl_lead_distribution_rules; SPEC §5: name up to 100, priority 1-100).
// One contract for the rule form and POST/PUT /api/crm/lead-rules (CONVENTIONS habit 1).
import { z } from 'zod';
import { fenceTypes } from '../catalogue/fence-types';

const zip = z.string().trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits');
// GoHighLevel tags and sources are free text; compared without case (lead-rules.ts).
const label = z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less');
const crmId = z.string().trim().min(1, 'Required').max(100, 'Must be 100 characters or less');
const displayName = z.string().trim().max(200, 'Must be 200 characters or less');

export const zipConditionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('any') }),
  z.object({ mode: z.literal('list'), zips: z.array(zip).min(1, 'Add at least one ZIP code').max(200, 'At most 200 ZIP codes') }),
  // The contractor's own service-area ZIP codes (Settings → Business), read when the lead arrives.
  z.object({ mode: z.literal('service_areas') }),
]);

/** Every condition given must hold (AND); inside one list any entry may match (OR). No condition: every lead. */
export const leadRuleConditionsSchema = z.object({
  zip: zipConditionSchema.default({ mode: 'any' }),
  fenceTypes: z.array(z.enum(fenceTypes)).max(fenceTypes.length).default([]),
  sources: z.array(label).max(20, 'At most 20 sources').default([]),
  tags: z.array(label).max(20, 'At most 20 tags').default([]),
});
export type LeadRuleConditions = z.infer<typeof leadRuleConditionsSchema>;

export const leadRuleActionsSchema = z
  .object({
    /** A user of the CRM location (GET /users/?locationId=); the name is kept for display. */
    assignTo: z.object({ userId: crmId, name: displayName.default('') }).nullable().default(null),
    addTags: z.array(label).max(20, 'At most 20 tags').default([]),
    /** Opens an opportunity for the lead in this pipeline and stage (GET /opportunities/pipelines). */
    pipeline: z
      .object({ pipelineId: crmId, pipelineName: displayName.default(''), stageId: crmId, stageName: displayName.default('') })
      .nullable()
      .default(null),
  })
  .refine((a) => a.assignTo !== null || a.addTags.length > 0 || a.pipeline !== null, { error: 'Choose at least one action', path: ['assignTo'] });
export type LeadRuleActions = z.infer<typeof leadRuleActionsSchema>;

export const LEAD_RULE_NAME_MAX = 100;

/** POST /api/crm/lead-rules and PUT /api/crm/lead-rules/{id}. */
export const leadRuleBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(LEAD_RULE_NAME_MAX, 'Name must be 100 characters or less'),
  priority: z
    .number({ error: 'Priority must be between 1 and 100' })
    .int('Priority must be between 1 and 100')
    .min(1, 'Priority must be between 1 and 100')
    .max(100, 'Priority must be between 1 and 100'),
  isActive: z.boolean().default(true),
  conditions: leadRuleConditionsSchema,
  actions: leadRuleActionsSchema,
});
export type LeadRuleBody = z.output<typeof leadRuleBodySchema>;

/** A stored rule as the API answers it. */
export const leadRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.number().int(),
  isActive: z.boolean(),
  conditions: leadRuleConditionsSchema,
  actions: leadRuleActionsSchema,
  createdAt: z.string(),
});
export type LeadRule = z.output<typeof leadRuleSchema>;

/** The rule form: the priority typed as text, the same rules and messages as the API. */
export const leadRuleFormSchema = leadRuleBodySchema.extend({
  priority: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Priority must be between 1 and 100')
    .transform(Number)
    .pipe(leadRuleBodySchema.shape.priority),
});
/** What the form holds: every list present (the schema's defaults filled in), the priority as typed. */
export type LeadRuleFormInput = { name: string; priority: string; isActive: boolean; conditions: LeadRuleConditions; actions: LeadRuleActions };

export function leadRuleFormValues(rule?: LeadRuleBody): LeadRuleFormInput {
  return {
    name: rule?.name ?? '',
    priority: String(rule?.priority ?? 50),
    isActive: rule?.isActive ?? true,
    conditions: rule?.conditions ?? { zip: { mode: 'any' }, fenceTypes: [], sources: [], tags: [] },
    actions: rule?.actions ?? { assignTo: null, addTags: [], pipeline: null },
  };
}
