// SMS campaigns (SPEC §3 ghl_sms_campaigns; SPEC §5: name 1-100, delay 0-43200 "Trigger delay cannot exceed 30 days",
// template 1-1600 "Message too long for SMS"). One contract for the form and POST/PUT /api/crm/sms-campaigns.
import { z } from 'zod';
import { SMS_MAX_LENGTH, SMS_TOO_LONG, unknownPlaceholders } from './sms-template';
import { ifValidSoFar, whenFieldsValid } from '../validation/when-fields-valid';

/** The domain events a campaign can follow (server/features/domain-events). */
export const campaignTriggers = ['quote_sent', 'quote_viewed', 'quote_approved', 'job_scheduled', 'job_completed', 'milestone_overdue'] as const;
export type CampaignTrigger = (typeof campaignTriggers)[number];

export const MAX_DELAY_MINUTES = 43_200;
export const DELAY_TOO_LONG = 'Trigger delay cannot exceed 30 days';

const knownPlaceholders = (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: 'Unknown placeholder in the message' });
};

const template = z
  .string({ error: 'Message is required' })
  .min(1, { error: 'Message is required' })
  .refine((t) => t.trim().length > 0, { error: 'Message is required', ...ifValidSoFar })
  .max(SMS_MAX_LENGTH, { error: SMS_TOO_LONG, ...ifValidSoFar })
  .superRefine(knownPlaceholders, ifValidSoFar);

export const campaignBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, 'Name must be 100 characters or less'),
  triggerEvent: z.enum(campaignTriggers, { error: 'Choose a trigger' }),
  delayMinutes: z
    .number({ error: 'Delay must be a whole number of minutes' })
    .int('Delay must be a whole number of minutes')
    .min(0, 'Delay cannot be negative')
    .max(MAX_DELAY_MINUTES, DELAY_TOO_LONG),
  template,
  /** The Spanish version, sent to homeowners whose quotes are in Spanish; empty: they get the main one. */
  templateEs: z
    .string()
    .max(SMS_MAX_LENGTH, { error: SMS_TOO_LONG })
    .superRefine(knownPlaceholders, ifValidSoFar)
    .nullable()
    .default(null)
    .transform((t) => (t && t.trim() ? t : null)),
  isActive: z.boolean().default(true),
});
export type CampaignBody = z.output<typeof campaignBodySchema>;

/** A stored campaign as the API answers it. */
export const smsCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  triggerEvent: z.enum(campaignTriggers),
  delayMinutes: z.number().int(),
  template: z.string(),
  templateEs: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** Sends waiting for their time, and sent so far. */
  pending: z.number().int(),
  sent: z.number().int(),
});
export type SmsCampaign = z.output<typeof smsCampaignSchema>;

/** The delay as the form shows it: the largest whole unit. */
export function splitDelay(minutes: number): { value: number; unit: 'minutes' | 'hours' | 'days' } {
  if (minutes > 0 && minutes % 1440 === 0) return { value: minutes / 1440, unit: 'days' };
  if (minutes > 0 && minutes % 60 === 0) return { value: minutes / 60, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}

export function delayToMinutes(value: number, unit: 'minutes' | 'hours' | 'days'): number {
  return value * (unit === 'days' ? 1440 : unit === 'hours' ? 60 : 1);
}

export const delayUnits = ['minutes', 'hours', 'days'] as const;

/**
 * The campaign form: the delay typed as a number and a unit ("3 days"), checked as minutes by the same rule as the API
 * (so "31 days" says "Trigger delay cannot exceed 30 days" under the field); submits the API body.
 */
export const campaignFormSchema = z
  .object({
    name: campaignBodySchema.shape.name,
    triggerEvent: campaignBodySchema.shape.triggerEvent,
    delayValue: z.string().trim().regex(/^\d+(\.\d+)?$/, 'Delay must be a whole number of minutes'),
    delayUnit: z.enum(delayUnits),
    template,
    templateEs: z.string().max(SMS_MAX_LENGTH, { error: SMS_TOO_LONG }).superRefine(knownPlaceholders, ifValidSoFar),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!/^\d+(\.\d+)?$/.test(v.delayValue)) return;
    const minutes = campaignBodySchema.shape.delayMinutes.safeParse(delayToMinutes(Number(v.delayValue), v.delayUnit));
    if (!minutes.success) ctx.addIssue({ code: 'custom', path: ['delayValue'], message: minutes.error.issues[0].message });
  }, whenFieldsValid('delayValue', 'delayUnit'))
  .transform(
    (v): CampaignBody => ({
      name: v.name,
      triggerEvent: v.triggerEvent,
      delayMinutes: delayToMinutes(Number(v.delayValue), v.delayUnit),
      template: v.template,
      templateEs: v.templateEs.trim() ? v.templateEs : null,
      isActive: v.isActive,
    }),
  );
export type CampaignFormInput = z.input<typeof campaignFormSchema>;

export function campaignFormValues(c?: Pick<CampaignBody, 'name' | 'triggerEvent' | 'delayMinutes' | 'template' | 'templateEs' | 'isActive'>): CampaignFormInput {
  const delay = splitDelay(c?.delayMinutes ?? 1440);
  return {
    name: c?.name ?? '',
    triggerEvent: c?.triggerEvent ?? 'quote_sent',
    delayValue: String(delay.value),
    delayUnit: delay.unit,
    template: c?.template ?? '',
    templateEs: c?.templateEs ?? '',
    isActive: c?.isActive ?? true,
  };
}
