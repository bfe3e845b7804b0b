import { describe, expect, it } from 'vitest';
import { displayJobNumber, makeJobNumber } from './job-number';

describe('job numbers (SPEC §3)', () => {
  it('stores JOB- with zero padding', () => expect(makeJobNumber(42)).toBe('JOB-000042'));
  it('shows the number stripped of prefix and padding', () => expect(displayJobNumber('JOB-000042')).toBe('42'));
  it('shows all zeros as 0', () => expect(displayJobNumber('JOB-000000')).toBe('0'));
  it('keeps inner zeros', () => expect(displayJobNumber('JOB-001050')).toBe('1050'));
  it('handles a sequence past the padding', () => expect(displayJobNumber(makeJobNumber(1234567))).toBe('1234567'));
});
