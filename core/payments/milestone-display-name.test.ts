import { describe, expect, it } from 'vitest';
import { milestoneDisplayName } from './milestone-display-name';

describe('milestoneDisplayName', () => {
  it('words the default names in the homeowner language', () => {
    expect(milestoneDisplayName('Deposit', 'deposit', 'es')).toBe('Anticipo');
    expect(milestoneDisplayName('Final Payment', 'final', 'es')).toBe('Pago final');
    expect(milestoneDisplayName('Materials Payment', 'materials', 'en')).toBe('Materials payment');
  });
  it("keeps a contractor's own name, and a default name on another kind of milestone", () => {
    expect(milestoneDisplayName('Posts set', 'progress', 'es')).toBe('Posts set');
    expect(milestoneDisplayName('Deposit', 'custom', 'es')).toBe('Deposit');
  });
});
