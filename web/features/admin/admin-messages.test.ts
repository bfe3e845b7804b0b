import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { defaultSystemSettings, systemSettingsSchema } from '../../../core/admin/system-settings.schema';
import * as catalogue from '../../../core/catalogue/catalogue-admin.schema';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { validationKey } from '../../lib/validation-message';

function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []);
}

const bad = (v: unknown) => ({ taxRatePercent: v, taxAppliesTo: 'materials', shipping: { method: 'tiered', tier1MaxCents: v, tier2MaxCents: v, tier2FlatCents: v, perMileCents: v, perMileMinimumCents: v, brackets: [{ minMiles: v, maxMiles: v, feeCents: v }] } });
const shipping = defaultSystemSettings.shipping;
const price = (v: unknown) => ({ heightFt: v, pricePerFootCents: v, panelPriceCents: v, postPriceCents: v, gatePriceCents: v });
const style = (o: Record<string, unknown>) => ({ fenceType: 'vinyl', name: 'x', description: null, imageKey: null, sortOrder: 1, isActive: true, prices: [price(6)], ...o });
const cap = (o: Record<string, unknown>) => ({ name: 'x', fenceType: null, priceCents: 1, imageKey: null, isActive: true, ...o });

/** Every message the system settings and catalogue forms can show. */
const messages = new Set([
  ...messagesOf(systemSettingsSchema, [
    bad(-1), bad(1.5), bad(1e12), bad('x'),
    { ...defaultSystemSettings, shipping: { ...shipping, brackets: [] } },
    { ...defaultSystemSettings, shipping: { ...shipping, tier2MaxCents: 1, brackets: [{ minMiles: 3, maxMiles: 2, feeCents: 1 }, { minMiles: 9, maxMiles: 10, feeCents: 1 }] } },
    { ...defaultSystemSettings, shipping: { ...shipping, brackets: Array(11).fill({ minMiles: 0, maxMiles: 1, feeCents: 0 }) } },
  ]),
  ...messagesOf(catalogue.materialStyleInputSchema, [
    style({ fenceType: 'x', name: '', description: 'x'.repeat(600), imageKey: 'A B', sortOrder: -1.5, prices: [] }),
    style({ name: 'x'.repeat(90), imageKey: 'a'.repeat(70), sortOrder: -1, prices: [price(-1), price(1.25), price(1e12), price('x')] }),
    style({ prices: [price(6), price(6)] }),
    style({ prices: Array(21).fill(price(6)) }),
  ]),
  ...messagesOf(catalogue.postCapInputSchema, [cap({ name: '', fenceType: 'x', priceCents: -1 }), cap({ priceCents: 1.5 }), cap({ priceCents: 1e12 }), cap({ priceCents: 'x' })]),
  ...messagesOf(catalogue.hardwareItemInputSchema, [{ category: 'x', name: '', fenceType: null, unit: 'x', priceCents: 1, isActive: true }]),
  ...messagesOf(catalogue.catalogueImageCreateSchema, [
    { kind: 'fence', key: 'A', label: '', image: { contentType: 'x', dataBase64: '' } },
    { kind: 'fence', key: 'a', label: 'x'.repeat(90), image: { contentType: 'image/png', dataBase64: 'x'.repeat(3_000_000) } },
  ]),
]);

describe('admin console validation messages', () => {
  it('collects the messages the system settings and catalogue forms can show', () => {
    expect(messages).toContain('Each bracket must start one mile after the previous one ends');
    expect(messages).toContain('Each height may appear once');
    expect(messages).toContain('The image must be 2 MB or smaller');
    expect(messages.size).toBeGreaterThan(60);
  });

  it('has an English and a Spanish text for every one of them', () => {
    for (const [language, locale] of [['en', en], ['es', es]] as const) {
      const validation = locale.validation as Record<string, string>;
      const missing = [...messages].filter((m) => !validation[validationKey(m).slice('validation.'.length)]);
      expect(missing, language).toEqual([]);
    }
  });
});
