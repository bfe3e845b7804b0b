// Issue 21 item 7: a form shows every message at once. Each schema below has a rule over several fields; an unrelated
// field's error must not hide it (zod skips an object's refinements after an empty or wrongly typed field, or a check
// with `abort: true`, unless the refinement says which fields it reads).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campaignFormSchema, campaignFormValues, DELAY_TOO_LONG } from '../crm/campaign.schema';
import { SMS_MAX_LENGTH, SMS_TOO_LONG } from '../crm/sms-template';
import { scheduleVisitSchema } from '../customers/customer.schema';
import { defaultFollowUpSettings, followUpMessages, followUpSettingsSchema } from '../follow-ups/follow-up.schema';
import { recordPaymentSchema } from '../payments/payment.schema';
import { adjustmentInputSchema } from '../quotes/quote.schema';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('every message at once', () => {
  it('SMS campaign: "Message too long for SMS" and "Trigger delay cannot exceed 30 days" together', () => {
    const input = { ...campaignFormValues(), name: 'Nudge', template: 'x'.repeat(SMS_MAX_LENGTH + 1), delayValue: '31', delayUnit: 'days' };
    expect(messages(campaignFormSchema, input)).toEqual(expect.arrayContaining([`template: ${SMS_TOO_LONG}`, `delayValue: ${DELAY_TOO_LONG}`]));
    // And a missing name besides.
    expect(messages(campaignFormSchema, { ...input, name: '' })).toHaveLength(3);
  });

  it('follow-up settings: an empty count and a closed sending window together', () => {
    const got = messages(followUpSettingsSchema, { ...defaultFollowUpSettings, quoteMaxTouches: undefined, windowStartHour: 18, windowEndHour: 9 });
    expect(got).toEqual([`quoteMaxTouches: ${followUpMessages.maxTouches}`, `windowEndHour: ${followUpMessages.window}`]);
  });

  it('a payment: an empty amount and a check without its number together', () => {
    const got = messages(recordPaymentSchema, { paymentType: 'final', jobId: 'j1', amountCents: undefined, paymentDate: '2026-03-02', paymentMethod: 'check' });
    expect(got).toHaveLength(2);
    expect(got[1]).toMatch(/^checkNumber: /);
  });

  it('a visit: no date and an end before the start together', () => {
    const got = messages(scheduleVisitSchema, { scheduledStartTime: '15:00', scheduledEndTime: '09:00' });
    expect(got).toEqual(['scheduledDate: Date is required', 'scheduledEndTime: End time must be after start time']);
  });

  it('an adjustment: a missing name and a percent over 100 together', () => {
    expect(messages(adjustmentInputSchema, { kind: 'discount', mode: 'percent', value: 150 })).toEqual([
      expect.stringMatching(/^label: /),
      'value: Percent must be between 0 and 100',
    ]);
  });

  it('a body that is not an object gets its own message and never reaches a rule (no 500)', () => {
    for (const body of [null, 'text', 42, []]) {
      expect(() => followUpSettingsSchema.safeParse(body)).not.toThrow();
      expect(() => recordPaymentSchema.safeParse(body)).not.toThrow();
      expect(() => scheduleVisitSchema.safeParse(body)).not.toThrow();
    }
  });
});
