import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneInput, isValidUsPhone, phoneDigits } from './phone';

describe('isValidUsPhone (SPEC §5: exactly 10 digits after removing non-digits)', () => {
  it('accepts 10 bare digits', () => expect(isValidUsPhone('5551234567')).toBe(true));
  it('accepts 10 digits with punctuation', () => expect(isValidUsPhone('(555) 123-4567')).toBe(true));
  it('rejects 9 digits', () => expect(isValidUsPhone('555123456')).toBe(false));
  it('rejects 11 digits (a leading country code counts)', () => expect(isValidUsPhone('1-555-123-4567')).toBe(false));
  it('rejects the empty string', () => expect(isValidUsPhone('')).toBe(false));
  it('rejects letters-only input', () => expect(isValidUsPhone('call me')).toBe(false));
});

describe('formatPhone (SPEC §5 display)', () => {
  it('formats 10 digits as XXX-XXX-XXXX', () => expect(formatPhone('5551234567')).toBe('555-123-4567'));
  it('reformats other punctuation', () => expect(formatPhone('(555) 123.4567')).toBe('555-123-4567'));
  it('leaves a value without 10 digits unchanged', () => expect(formatPhone('555-1234')).toBe('555-1234'));
  it('leaves 11 digits unchanged', () => expect(formatPhone('+1 555 123 4567')).toBe('+1 555 123 4567'));
  it('leaves the empty string unchanged', () => expect(formatPhone('')).toBe(''));
});

describe('formatPhoneInput (SPEC §5: at most 10 digits, dashes progressively)', () => {
  it('keeps up to 3 digits bare', () => expect(formatPhoneInput('555')).toBe('555'));
  it('adds the first dash at the 4th digit', () => expect(formatPhoneInput('5551')).toBe('555-1'));
  it('keeps one dash up to 6 digits', () => expect(formatPhoneInput('555123')).toBe('555-123'));
  it('adds the second dash at the 7th digit', () => expect(formatPhoneInput('5551234')).toBe('555-123-4'));
  it('formats exactly 10 digits fully', () => expect(formatPhoneInput('5551234567')).toBe('555-123-4567'));
  it('drops digits beyond the 10th', () => expect(formatPhoneInput('555123456789')).toBe('555-123-4567'));
  it('ignores typed letters and symbols', () => expect(formatPhoneInput('(555) abc 12')).toBe('555-12'));
  it('is idempotent on its own output', () => expect(formatPhoneInput('555-123-4')).toBe('555-123-4'));
  it('gives the empty string for no digits', () => expect(formatPhoneInput('---')).toBe(''));
});

describe('phoneDigits', () => {
  it('keeps digits in order', () => expect(phoneDigits('(555) 123-4567')).toBe('5551234567'));
});
