import { describe, expect, it } from 'vitest';
import { dueCents, startCheckoutSchema, stripeConnectionStatus } from './card-payments.schema';

describe('stripeConnectionStatus', () => {
  it('is unavailable without Stripe configured, whatever the account says', () => {
    expect(stripeConnectionStatus({ chargesEnabled: true, detailsSubmitted: true }, false)).toBe('unavailable');
  });
  it('follows the account: none, onboarding unfinished, submitted but not charging yet, taking cards', () => {
    expect(stripeConnectionStatus(null, true)).toBe('not_connected');
    expect(stripeConnectionStatus({ chargesEnabled: false, detailsSubmitted: false }, true)).toBe('onboarding');
    expect(stripeConnectionStatus({ chargesEnabled: false, detailsSubmitted: true }, true)).toBe('pending');
    expect(stripeConnectionStatus({ chargesEnabled: true, detailsSubmitted: false }, true)).toBe('active');
  });
});

describe('dueCents', () => {
  it('is what is left after payments net of refunds, never negative', () => {
    expect(dueCents(30000, 0, 0)).toBe(30000);
    expect(dueCents(30000, 30000, 0)).toBe(0);
    expect(dueCents(30000, 30000, 10000)).toBe(10000);
    expect(dueCents(30000, 40000, 0)).toBe(0);
  });
});

describe('startCheckoutSchema', () => {
  it('takes the deposit by default in English, a milestone by uuid', () => {
    expect(startCheckoutSchema.parse({})).toEqual({ lang: 'en' });
    expect(startCheckoutSchema.safeParse({ milestoneId: 'nope' }).success).toBe(false);
    expect(startCheckoutSchema.safeParse({ lang: 'fr' }).success).toBe(false);
  });
});
