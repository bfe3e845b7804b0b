import { describe, expect, it } from 'vitest';
import { customerMatchScore } from './match-customer';

const ada = { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada.l@example.com', phone: '555-123-4567' };
const adam = { firstName: 'Adam', lastName: 'Smith', name: 'Adam Smith', email: 'adam@example.com', phone: '555-987-6543' };

describe('customerMatchScore', () => {
  it('is 0 for a stranger (a blind-index collision)', () => expect(customerMatchScore('zed', ada)).toBe(0));
  it('matches a first-name prefix', () => expect(customerMatchScore('ad', ada)).toBeGreaterThan(0));
  it('matches a last-name prefix', () => expect(customerMatchScore('love', ada)).toBeGreaterThan(0));
  it('needs every word to match a name word', () => expect(customerMatchScore('ada smith', ada)).toBe(0));
  it('matches an email prefix', () => expect(customerMatchScore('ada.l@ex', ada)).toBeGreaterThan(0));
  it('does not match the middle of an email', () => expect(customerMatchScore('example', ada)).toBe(0));
  it('matches 4 digits inside the phone', () => expect(customerMatchScore('1234', ada)).toBeGreaterThan(0));
  it('does not match 3 digits', () => expect(customerMatchScore('123', ada)).toBe(0));
  it('ranks an exact full name above a prefix', () => expect(customerMatchScore('ada lovelace', ada)).toBeGreaterThan(customerMatchScore('ada', adam)));
  it('ranks a whole word above a word prefix', () => expect(customerMatchScore('ada', ada)).toBeGreaterThan(customerMatchScore('ada', adam)));
  it('ranks the full phone above a fragment', () => expect(customerMatchScore('5551234567', ada)).toBeGreaterThan(customerMatchScore('1234', ada)));
  it('matches words of the stored full name too', () => expect(customerMatchScore('jr', { firstName: 'Al', lastName: 'Bo', name: 'Al Bo Jr' })).toBe(85));
  it('matches regardless of accents', () => expect(customerMatchScore('jose', { firstName: 'José', lastName: 'Núñez' })).toBeGreaterThan(0));
});
