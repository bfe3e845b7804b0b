import { describe, expect, it } from 'vitest';
import { milestoneSchema, milestoneUpdateSchema } from './milestone.schema';

const base = { name: 'Deposit', percentage: 30, amountCents: 30000, sequenceOrder: 0, milestoneType: 'deposit' as const };
const msg = (input: unknown) => milestoneSchema.safeParse(input).error?.issues[0]?.message;

describe('milestone rules (SPEC §5 "Milestone")', () => {
  it('accepts a pending milestone and defaults status to pending', () => expect(milestoneSchema.parse(base).status).toBe('pending'));
  it('requires a name', () => expect(msg({ ...base, name: ' ' })).toBe('Milestone name is required'));
  it.each([0, 100, 33.33])('accepts percentage %s', (percentage) => expect(milestoneSchema.safeParse({ ...base, percentage }).success).toBe(true));
  it.each([-0.01, 100.01])('refuses percentage %s', (percentage) => expect(msg({ ...base, percentage })).toBe('Percentage must be between 0 and 100'));
  it('accepts a zero amount and refuses a negative one', () => {
    expect(milestoneSchema.safeParse({ ...base, amountCents: 0 }).success).toBe(true);
    expect(msg({ ...base, amountCents: -1 })).toBe('Amount must be 0 or more');
  });
  it.each([-1, 1.5])('refuses sequence order %s', (sequenceOrder) =>
    expect(msg({ ...base, sequenceOrder })).toBe('Sequence order must be a whole number of 0 or more'));
  it('accepts sequence order 0', () => expect(milestoneSchema.safeParse({ ...base, sequenceOrder: 0 }).success).toBe(true));
  it('needs a paid date when paid', () => {
    expect(msg({ ...base, status: 'paid' })).toBe('A paid milestone needs a paid date');
    expect(milestoneSchema.safeParse({ ...base, status: 'paid', paidDate: '2026-01-02' }).success).toBe(true);
  });
  it('applies the same rules to an edit', () => {
    expect(milestoneUpdateSchema.safeParse({ status: 'paid' }).error?.issues[0].message).toBe('A paid milestone needs a paid date');
    expect(milestoneUpdateSchema.safeParse({ name: '' }).error?.issues[0].message).toBe('Milestone name is required');
    expect(milestoneUpdateSchema.safeParse({ status: 'invoiced' }).success).toBe(true);
  });
  it('refuses an edit that changes nothing (unknown fields are not changes)', () => {
    expect(milestoneUpdateSchema.safeParse({}).error?.issues[0].message).toBe('Nothing to update');
    expect(milestoneUpdateSchema.safeParse({ $gt: '' }).error?.issues[0].message).toBe('Nothing to update');
  });
});
