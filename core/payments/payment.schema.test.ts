import { describe, expect, it } from 'vitest';
import { parseDollarInput, recordPaymentSchema } from './payment.schema';

const base = { paymentType: 'job_deposit', jobId: 'j1', amountCents: 30000, paymentDate: '2026-02-01', paymentMethod: 'cash' };
const msg = (input: unknown) => recordPaymentSchema.safeParse(input).error?.issues[0]?.message;

describe('payment rules (SPEC §5 "Payment")', () => {
  it('accepts a job deposit', () => expect(recordPaymentSchema.safeParse(base).success).toBe(true));
  it.each(['quote_deposit', 'job_deposit', 'milestone', 'final'])('knows type %s', (paymentType) =>
    expect(recordPaymentSchema.safeParse({ ...base, paymentType, milestoneId: 'm1', quoteId: 'q1' }).success).toBe(true));
  it('refuses another type', () => expect(recordPaymentSchema.safeParse({ ...base, paymentType: 'tip' }).success).toBe(false));
  it('milestone requires milestoneId', () => expect(msg({ ...base, paymentType: 'milestone' })).toBe('A milestone payment needs a milestone'));
  it.each(['job_deposit', 'final'])('%s requires jobId', (paymentType) => expect(msg({ ...base, paymentType, jobId: undefined })).toBe('This payment type needs a job'));
  it('needs at least one cent', () => {
    expect(msg({ ...base, amountCents: 0 })).toBe('Amount must be at least $0.01');
    expect(recordPaymentSchema.safeParse({ ...base, amountCents: 1 }).success).toBe(true);
  });
  it('needs a valid date', () => {
    expect(msg({ ...base, paymentDate: '2026-13-01' })).toBe('Enter a valid payment date');
    expect(msg({ ...base, paymentDate: undefined })).toBe('Enter a valid payment date');
  });
  it('needs a method from cash, check, card, finance', () => {
    expect(msg({ ...base, paymentMethod: undefined })).toBe('Select a payment method');
    expect(msg({ ...base, paymentMethod: 'bitcoin' })).toBe('Select a payment method');
    for (const m of ['cash', 'card', 'finance']) expect(recordPaymentSchema.safeParse({ ...base, paymentMethod: m }).success).toBe(true);
  });
  it('needs a check number for a check', () => {
    expect(msg({ ...base, paymentMethod: 'check' })).toBe('Check number is required for check payments');
    expect(recordPaymentSchema.safeParse({ ...base, paymentMethod: 'check', checkNumber: '1042' }).success).toBe(true);
  });
});

describe('dollar input', () => {
  it.each([['12', 1200], ['12.5', 1250], ['$1,000.01', 100001], ['0.01', 1]])('%s → %i cents', (t, c) => expect(parseDollarInput(t)).toBe(c));
  it.each(['', 'abc', '1.001', '-5'])('refuses %s', (t) => expect(parseDollarInput(t)).toBeNull());
});
