import { describe, expect, it } from 'vitest';
import { shippingFor } from '../quotes/shipping';
import { defaultShippingSettings } from '../quotes/contractor-rates';
import { defaultSystemSettings, systemSettingsSchema } from './system-settings.schema';

const withBrackets = (brackets: { minMiles: number; maxMiles: number; feeCents: number }[]) => ({
  ...defaultSystemSettings, shipping: { ...defaultSystemSettings.shipping, brackets },
});
const messages = (input: unknown) => systemSettingsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('system settings schema', () => {
  it('accepts SPEC §9 as it is, and those defaults price shipping as the pricing engine always did', () => {
    expect(messages(defaultSystemSettings)).toEqual([]);
    const settings = { ...defaultShippingSettings, ...defaultSystemSettings.shipping };
    expect(shippingFor({ goodsCents: 150_000, miles: 30, settings })).toEqual({ tier: 1, cents: 16_000 });
    expect(shippingFor({ goodsCents: 300_000, miles: 30, settings })).toEqual({ tier: 2, cents: 10_000 });
    expect(shippingFor({ goodsCents: 500_000, miles: 30, settings })).toEqual({ tier: 3, cents: 0 });
  });

  it('needs brackets that start at 0 and follow each other mile by mile', () => {
    expect(messages(withBrackets([{ minMiles: 1, maxMiles: 25, feeCents: 1 }]))).toEqual(['shipping.brackets.0.minMiles: The first bracket must start at 0 miles']);
    expect(messages(withBrackets([{ minMiles: 0, maxMiles: 25, feeCents: 1 }, { minMiles: 25, maxMiles: 49, feeCents: 1 }]))).toEqual([
      'shipping.brackets.1.minMiles: Each bracket must start one mile after the previous one ends',
    ]);
    expect(messages(withBrackets([{ minMiles: 0, maxMiles: 25, feeCents: 1 }, { minMiles: 27, maxMiles: 49, feeCents: 1 }]))).toHaveLength(1);
    expect(messages(withBrackets([{ minMiles: 0, maxMiles: 0, feeCents: 1 }, { minMiles: 1, maxMiles: 1, feeCents: 1 }]))).toEqual([]);
    expect(messages(withBrackets([{ minMiles: 0, maxMiles: 10, feeCents: 1 }, { minMiles: 11, maxMiles: 5, feeCents: 1 }]))).toContain(
      'shipping.brackets.1.maxMiles: A bracket must end at or after where it starts',
    );
    expect(messages(withBrackets([]))).toEqual(['shipping.brackets: Add at least one distance bracket']);
  });

  it('needs tier 2 to end above tier 1, whole cents, and a tax rate of 0–20%', () => {
    expect(messages({ ...defaultSystemSettings, shipping: { ...defaultSystemSettings.shipping, tier2MaxCents: 199_999 } })).toEqual(['shipping.tier2MaxCents: Tier 2 must end above where tier 1 ends']);
    expect(messages({ ...defaultSystemSettings, shipping: { ...defaultSystemSettings.shipping, perMileCents: 2.5 } })).toEqual(['shipping.perMileCents: Per-mile rate must be whole cents']);
    expect(messages({ ...defaultSystemSettings, taxRatePercent: 20.001 })).toEqual(['taxRatePercent: Tax rate must be between 0 and 20%']);
    expect(messages({ ...defaultSystemSettings, taxRatePercent: 0 })).toEqual([]);
  });
});
