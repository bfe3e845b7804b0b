import { describe, expect, it } from 'vitest';
import { currentConsentVersion } from './signature-consent';
import { approveQuoteSchema, createQuoteSchema, transitionQuoteSchema, updateQuoteSchema, adjustmentInputSchema } from './quote.schema';

const uuid = '7b8f1c7e-3a44-4d57-9d0c-2a4a5d1e9f01';
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('createQuoteSchema', () => {
  it('accepts a cart quote and defaults language en and no adjustments', () => {
    const r = createQuoteSchema.parse({ quoteType: 'cart', homeownerId: uuid, items: [{ catalogueItemId: uuid, quantity: 2 }] });
    expect(r).toMatchObject({ language: 'en', adjustments: [] });
    expect(r.expiresInDays).toBeUndefined();
  });
  it('drops client-sent prices and totals', () => {
    const r = createQuoteSchema.parse({
      quoteType: 'cart', homeownerId: uuid, totalCost: 1, items: [{ catalogueItemId: uuid, quantity: 2, unitPrice: 1, totalPrice: 2 }],
    });
    expect(r).not.toHaveProperty('totalCost');
    if (r.quoteType === 'cart') expect(r.items[0]).toEqual({ catalogueItemId: uuid, part: 'item', quantity: 2 });
  });
  it('needs a customer and at least one item', () => {
    expect(messages(createQuoteSchema.safeParse({ quoteType: 'cart', items: [] }))).toEqual(
      expect.arrayContaining(['Please select or create a customer', 'Add at least one item to the cart']),
    );
  });
  it('quantities are whole and positive', () => {
    expect(messages(createQuoteSchema.safeParse({ quoteType: 'cart', homeownerId: uuid, items: [{ catalogueItemId: uuid, quantity: 0 }] }))).toContain('Quantity must be at least 1');
    expect(messages(createQuoteSchema.safeParse({ quoteType: 'cart', homeownerId: uuid, items: [{ catalogueItemId: uuid, quantity: 1.5 }] }))).toContain('Quantity must be a whole number');
  });
  it('accepts a layout quote with runs', () => {
    const r = createQuoteSchema.safeParse({
      quoteType: 'layout', homeownerId: uuid, language: 'es',
      runs: [{ id: 'a', label: 'Back', fenceType: 'vinyl', heightFt: 6, fenceFeet: 60, posts: { end: 2, corner: 0, line: 7, gate: 0 }, gates: [], removalFeet: 0 }],
    });
    expect(r.success).toBe(true);
  });
  it('rejects an unknown language', () => {
    expect(createQuoteSchema.safeParse({ quoteType: 'cart', homeownerId: uuid, language: 'fr', items: [{ catalogueItemId: uuid, quantity: 1 }] }).success).toBe(false);
  });
});

describe('adjustments', () => {
  it('percent above 100 is refused', () => {
    expect(messages(adjustmentInputSchema.safeParse({ label: 'x', kind: 'discount', mode: 'percent', value: 120 }))).toContain('Percent must be between 0 and 100');
  });
  it('fixed amounts are whole cents', () => {
    expect(messages(adjustmentInputSchema.safeParse({ label: 'x', kind: 'discount', mode: 'fixed', value: 10.5 }))).toContain('Amount must be whole cents');
  });
  it('needs a name', () => {
    expect(messages(adjustmentInputSchema.safeParse({ label: ' ', kind: 'surcharge', mode: 'fixed', value: 100 }))).toContain('Adjustment name is required');
  });
});

describe('approveQuoteSchema', () => {
  it('needs a typed full name and the consent box', () => {
    const signed = { signature: { kind: 'typed' }, consentVersion: currentConsentVersion, consentLanguage: 'es' } as const;
    expect(messages(approveQuoteSchema.safeParse({ fullName: ' ', consent: false, ...signed }))).toEqual(['Please type your full name', 'Please confirm that you accept this quote']);
    expect(approveQuoteSchema.parse({ fullName: '  Dana Reyes ', consent: true, ...signed })).toEqual({ fullName: 'Dana Reyes', consent: true, ...signed });
    expect(messages(approveQuoteSchema.safeParse({ fullName: 'Dana Reyes', consent: true, ...signed, signature: { kind: 'drawn', strokes: [] } }))).toEqual(['Please sign in the box']);
    expect(messages(approveQuoteSchema.safeParse({ fullName: 'Dana Reyes', consent: true, ...signed, signature: { kind: 'drawn', strokes: [[[601, 10]]] } }))).toHaveLength(1);
    expect(messages(approveQuoteSchema.safeParse({ fullName: 'Dana Reyes', consent: true, ...signed, consentVersion: '1999-01-01' }))).toEqual(['The consent text has changed. Please reload the page and read it again']);
  });
});

describe('transition and update', () => {
  it('transition takes a known status', () => {
    expect(transitionQuoteSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(messages(transitionQuoteSchema.safeParse({ status: 'archived' }))).toEqual(['Unknown quote status']);
  });
  it('update accepts an expiry date', () => {
    expect(updateQuoteSchema.safeParse({ expiresAt: '2026-12-31' }).success).toBe(true);
    expect(updateQuoteSchema.safeParse({ expiresAt: 'tomorrow' }).success).toBe(false);
  });
});
