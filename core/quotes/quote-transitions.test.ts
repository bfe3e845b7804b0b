import { describe, expect, it } from 'vitest';
import { allowedQuoteTransitions, canTransitionQuote, quoteStatuses } from './quote-transitions';

const table: Record<string, string[]> = {
  draft: ['sent', 'converted_to_job', 'lost'],
  sent: ['approved', 'converted_to_job', 'lost'],
  approved: ['scheduled', 'converted_to_job', 'lost'],
  scheduled: ['completed', 'converted_to_job', 'lost'],
  completed: ['paid', 'lost'],
  paid: ['lost'],
  converted_to_job: ['lost'],
  lost: [],
};

describe('quote transitions (SPEC §4)', () => {
  for (const from of quoteStatuses) {
    for (const to of quoteStatuses) {
      const allowed = table[from].includes(to);
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'forbidden'}`, () => {
        expect(canTransitionQuote(from, to)).toBe(allowed);
      });
    }
  }
  it('lost is terminal', () => {
    expect(allowedQuoteTransitions.lost).toEqual([]);
  });
});
