import type { z } from 'zod';
import type { PaymentSettings, paymentSettingsSchema } from '../../../core/settings/settings.schema';

/** The payments form edits the schedule as a list (empty when unused); the API takes null or a list alike. */
export type PaymentFormValues = Omit<z.input<typeof paymentSettingsSchema>, 'defaultMilestoneSchedule' | 'financingUrl'> & {
  defaultMilestoneSchedule: { name: string; percentage: number }[];
  financingUrl: string;
};

export function paymentFormValues(p: PaymentSettings): PaymentFormValues {
  return { ...p, defaultMilestoneSchedule: p.defaultMilestoneSchedule ?? [], financingUrl: p.financingUrl ?? '' };
}
