// The platform's system_settings (SPEC §3) as the admin edits them: SPEC §9 "Shipping" and the system tax rate.
import { z } from 'zod';
import { defaultShippingSettings, defaultSystemTaxRatePercent } from '../quotes/contractor-rates';
import { whenFieldsValid } from '../validation/when-fields-valid';

const cents = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(100_000_00, `${label} is too large`);
const miles = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be whole miles`).min(0, `${label} cannot be negative`).max(10_000, `${label} is too large`);

export const shippingBracketSchema = z.object({ minMiles: miles('From miles'), maxMiles: miles('To miles'), feeCents: cents('Bracket fee') });

export const systemShippingSchema = z
  .object({
    method: z.enum(['tiered', 'per_mile']),
    tier1MaxCents: cents('Tier 1 upper limit'),
    tier2MaxCents: cents('Tier 2 upper limit'),
    brackets: z.array(shippingBracketSchema).min(1, 'Add at least one distance bracket').max(10, 'At most 10 distance brackets'),
    tier2FlatCents: cents('Tier 2 flat fee'),
    perMileCents: cents('Per-mile rate'),
    perMileMinimumCents: cents('Per-mile minimum'),
  })
  // Tiers and brackets must not overlap or leave gaps, or some order would have no shipping rule.
  .superRefine((s, ctx) => {
    if (s.tier2MaxCents <= s.tier1MaxCents) {
      ctx.addIssue({ code: 'custom', path: ['tier2MaxCents'], message: 'Tier 2 must end above where tier 1 ends' });
    }
    s.brackets.forEach((b, i) => {
      if (b.maxMiles < b.minMiles) ctx.addIssue({ code: 'custom', path: ['brackets', i, 'maxMiles'], message: 'A bracket must end at or after where it starts' });
      const expectedMin = i === 0 ? 0 : s.brackets[i - 1].maxMiles + 1;
      if (b.minMiles !== expectedMin) {
        ctx.addIssue({
          code: 'custom',
          path: ['brackets', i, 'minMiles'],
          message: i === 0 ? 'The first bracket must start at 0 miles' : 'Each bracket must start one mile after the previous one ends',
        });
      }
    });
  }, whenFieldsValid('tier1MaxCents', 'tier2MaxCents', 'brackets'));

export const systemSettingsSchema = z.object({
  taxRatePercent: z.number({ error: 'Tax rate must be a number' }).min(0, 'Tax rate must be between 0 and 20%').max(20, 'Tax rate must be between 0 and 20%'),
  taxAppliesTo: z.enum(['materials', 'all']),
  shipping: systemShippingSchema,
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SystemSettingsInput = z.input<typeof systemSettingsSchema>;

export const systemSettingsViewSchema = systemSettingsSchema.extend({ updatedAt: z.string().nullable() });
export type SystemSettingsView = z.infer<typeof systemSettingsViewSchema>;

/** SPEC §9 values, used while no admin has saved the settings (and for fields an older row lacks). */
export const defaultSystemSettings: SystemSettings = {
  taxRatePercent: defaultSystemTaxRatePercent,
  taxAppliesTo: 'materials',
  shipping: {
    method: defaultShippingSettings.method,
    tier1MaxCents: defaultShippingSettings.tier1MaxCents,
    tier2MaxCents: defaultShippingSettings.tier2MaxCents,
    brackets: defaultShippingSettings.brackets,
    tier2FlatCents: defaultShippingSettings.tier2FlatCents,
    perMileCents: defaultShippingSettings.perMileCents,
    perMileMinimumCents: defaultShippingSettings.perMileMinimumCents,
  },
};
