// Custom field mappings (issue #12 item 7; SPEC §5: formatRule up to 500 characters): a Picket field → a CRM custom
// field, its value passed through a format rule (format-rule.ts). One contract for the form and the API.
import { z } from 'zod';
import { picketFieldNames, type PicketField } from './crm-fields';
import { formatRuleMessages, MAX_FORMAT_RULE, parseFormatRule } from './format-rule';

export const fieldMappingMessages = {
  choosePicketField: 'Choose a Picket field',
  chooseCrmField: 'Choose a GoHighLevel field',
} as const;

/** The rule as typed: up to 500 characters, and it must parse; blank means "no rule" (the value's default reading). */
export const formatRuleSchema = z
  .string()
  .max(MAX_FORMAT_RULE, { error: formatRuleMessages.tooLong, abort: true })
  .superRefine((rule, ctx) => {
    if (!rule.trim()) return;
    const parsed = parseFormatRule(rule);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  });

/** POST /api/crm/field-mappings and PUT /api/crm/field-mappings/{id}; the CRM field's name and model come from the CRM. */
export const fieldMappingBodySchema = z.object({
  picketField: z.enum(picketFieldNames as [PicketField, ...PicketField[]], { error: fieldMappingMessages.choosePicketField }),
  ghlFieldId: z
    .string({ error: fieldMappingMessages.chooseCrmField })
    .trim()
    .min(1, { error: fieldMappingMessages.chooseCrmField, abort: true })
    .max(100, fieldMappingMessages.chooseCrmField),
  formatRule: formatRuleSchema
    .nullable()
    .default(null)
    .transform((rule) => (rule && rule.trim() ? rule : null)),
});
export type FieldMappingBody = z.output<typeof fieldMappingBodySchema>;

export const crmFieldModels = ['contact', 'opportunity'] as const;

/** A stored mapping as the API answers it. */
export const fieldMappingSchema = z.object({
  id: z.string(),
  picketField: z.enum(picketFieldNames as [PicketField, ...PicketField[]]),
  ghlFieldId: z.string(),
  ghlFieldName: z.string().nullable(),
  ghlFieldModel: z.enum(crmFieldModels),
  formatRule: z.string().nullable(),
  createdAt: z.string(),
});
export type FieldMapping = z.output<typeof fieldMappingSchema>;
