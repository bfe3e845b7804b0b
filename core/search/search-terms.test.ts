import { describe, expect, it } from 'vitest';
import { customerIndexTerms, nameWords, normaliseText, queryPhoneDigits, queryTerms } from './search-terms';

const ada = { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'Ada.L@Example.com', phone: '555-123-4567' };

describe('normalisation', () => {
  it('folds case and accents', () => expect(normaliseText('  JOSÉ Núñez ')).toBe('jose nunez'));
  it('splits names on punctuation', () => expect(nameWords("O'Neil-Smith Jr.")).toEqual(['o', 'neil', 'smith', 'jr']));
});

describe('customerIndexTerms (what a row is findable by)', () => {
  const terms = customerIndexTerms(ada);
  it('has name-word prefixes from 2 characters', () => expect(terms).toEqual(expect.arrayContaining(['n:ad', 'n:ada', 'n:lo', 'n:lovelace'])));
  it('has no 1-character prefixes', () => expect(terms).not.toContain('n:a'));
  it('has lower-cased email prefixes', () => expect(terms).toEqual(expect.arrayContaining(['e:ad', 'e:ada.l@', 'e:ada.l@example.com'])));
  it('has every phone digit run of 4 or more', () => expect(terms).toEqual(expect.arrayContaining(['p:5551', 'p:4567', 'p:1234', 'p:5551234567'])));
  it('has no phone run shorter than 4', () => expect(terms).not.toContain('p:567'));
  it('has 28 phone terms for 10 distinct-run digits', () => expect(terms.filter((t) => t.startsWith('p:'))).toHaveLength(28));
  it('has no duplicates (name repeats first and last)', () => expect(new Set(terms).size).toBe(terms.length));
  it('caps name prefixes at 12 characters', () => {
    const long = customerIndexTerms({ firstName: 'Maximilianusz', lastName: 'X' });
    expect(long).toContain('n:maximilianus');
    expect(long).not.toContain('n:maximilianusz');
  });
  it('caps email prefixes at 24 characters', () => {
    const t = customerIndexTerms({ firstName: 'A', lastName: 'B', email: 'abcdefghijklmnopqrstuvwxyz@example.com' });
    expect(t).toContain('e:abcdefghijklmnopqrstuvwx');
    expect(t).not.toContain('e:abcdefghijklmnopqrstuvwxy');
  });
  it('copes with missing email and phone', () => expect(customerIndexTerms({ firstName: 'Al', lastName: 'Bo' })).toEqual(['n:al', 'n:bo']));
});

describe('queryTerms (what a search asks for)', () => {
  it('a single word may be a name or an email prefix', () => expect(queryTerms('Ada')).toEqual({ name: ['n:ada'], email: 'e:ada', phone: null }));
  it('two words need both name prefixes and are no email', () => expect(queryTerms('ada love')).toEqual({ name: ['n:ada', 'n:love'], email: null, phone: null }));
  it('drops 1-letter words from the name terms', () => expect(queryTerms('a lovelace').name).toEqual(['n:lovelace']));
  it('reads 4 digits as a phone search only', () => expect(queryTerms('4567')).toEqual({ name: [], email: null, phone: 'p:4567' }));
  it('ignores 3 digits as a phone query (they may still be an email prefix)', () => expect(queryTerms('456')).toEqual({ name: ['n:456'], email: 'e:456', phone: null }));
  it('reads a formatted phone', () => expect(queryTerms('(555) 123-4567').phone).toBe('p:5551234567'));
  it('caps long name words to the indexed prefix length', () => expect(queryTerms('maximilianusz').name).toEqual(['n:maximilianus']));
});

describe('queryPhoneDigits', () => {
  it('strips a leading US country code', () => expect(queryPhoneDigits('+1 555 123 4567')).toBe('5551234567'));
  it('is null for letters', () => expect(queryPhoneDigits('55a12')).toBeNull());
  it('is null beyond 10 digits', () => expect(queryPhoneDigits('55512345678')).toBeNull());
});
