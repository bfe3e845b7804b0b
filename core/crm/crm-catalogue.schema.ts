// What Picket reads from a contractor's CRM for the settings' pickers, as the API sends it
// (server/features/crm/mappings/crm-catalogue.ts reads it from GoHighLevel; web/features/crm shows it).
import { z } from 'zod';
import { crmFieldModels } from './field-mapping.schema';

export const crmPipelineSchema = z.object({ id: z.string(), name: z.string(), stages: z.array(z.object({ id: z.string(), name: z.string() })) });
export type CrmPipeline = z.output<typeof crmPipelineSchema>;

export const crmCustomFieldSchema = z.object({ id: z.string(), name: z.string(), fieldKey: z.string(), dataType: z.string(), model: z.enum(crmFieldModels) });
export type CrmCustomField = z.output<typeof crmCustomFieldSchema>;

/** A member of the location's team, for a lead rule's "assign to" picker. */
export const crmUserSchema = z.object({ id: z.string(), name: z.string() });

/** One text or email of a customer's conversation in the CRM. */
export const customerMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  channel: z.string(),
  body: z.string(),
  at: z.string(),
  status: z.string().nullable(),
});
