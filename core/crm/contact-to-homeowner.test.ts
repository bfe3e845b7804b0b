import { describe, expect, it } from 'vitest';
import { fenceTypeFromText, homeownerFromContact, leadFactsFromContact, phoneFromCrm, stateFromCrm, zipFromCrm } from './contact-to-homeowner';

describe('homeownerFromContact', () => {
  it('reads a full GoHighLevel contact', () => {
    expect(
      homeownerFromContact({
        id: 'c1',
        firstName: ' Ana ',
        lastName: 'López',
        email: ' Ana.Lopez@Example.com ',
        phone: '+15125550142',
        address1: '14 Cedar Row',
        city: 'Austin',
        state: 'Texas',
        postalCode: '78702-1234',
      }),
    ).toEqual({ firstName: 'Ana', lastName: 'López', email: 'ana.lopez@example.com', phone: '512-555-0142', address: '14 Cedar Row', city: 'Austin', state: 'TX', zipCode: '78702' });
  });
  it('splits a full name when first and last are missing', () => {
    expect(homeownerFromContact({ id: 'c', name: 'Mary Ann Smith' })).toMatchObject({ firstName: 'Mary', lastName: 'Ann Smith' });
  });
  it('names a contact known only by email or phone', () => {
    expect(homeownerFromContact({ id: 'c', email: 'jo@example.com' }).firstName).toBe('jo');
    expect(homeownerFromContact({ id: 'c', phone: '(512) 555-0100' }).firstName).toBe('512-555-0100');
  });
  it('blanks what it cannot read instead of storing nonsense', () => {
    expect(homeownerFromContact({ id: 'c', firstName: 'A', email: 'not-an-email', state: 'Bavaria', postalCode: '10115 Berlin' })).toMatchObject({ email: '', state: '', zipCode: '' });
  });
  it('caps lengths and strips control characters', () => {
    const h = homeownerFromContact({ id: 'c', firstName: 'x'.repeat(300), address1: 'a\u0000b' });
    expect(h.firstName).toHaveLength(100);
    expect(h.address).toBe('a b');
  });
});

describe('field readers', () => {
  it('phones', () => {
    expect(phoneFromCrm('+1 512-555-0142')).toBe('512-555-0142');
    expect(phoneFromCrm('5125550142')).toBe('512-555-0142');
    expect(phoneFromCrm('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneFromCrm(null)).toBe('');
  });
  it('states and ZIPs', () => {
    expect(stateFromCrm('tx')).toBe('TX');
    expect(stateFromCrm('New  York')).toBe('NY');
    expect(zipFromCrm(' 78702 ')).toBe('78702');
    expect(zipFromCrm('7870')).toBe('');
  });
  it('fence types in the words people use', () => {
    expect(fenceTypeFromText('Chain link')).toBe('chain');
    expect(fenceTypeFromText('chain-link fence')).toBe('chain');
    expect(fenceTypeFromText('Wood privacy')).toBe('cedar');
    expect(fenceTypeFromText('VINYL')).toBe('vinyl');
    expect(fenceTypeFromText('aluminum')).toBeNull();
    expect(fenceTypeFromText(42)).toBeNull();
  });
});

describe('leadFactsFromContact', () => {
  const contact = { id: 'c', postalCode: '78702', source: 'Facebook Lead Form', tags: ['hot', 'Chain Link'], customFields: [{ id: 'fld1', value: 'Vinyl' }] };
  it('takes the fence type from the mapped custom field first', () => {
    expect(leadFactsFromContact(contact, { fenceTypeFieldId: 'fld1' })).toEqual({ zip: '78702', fenceType: 'vinyl', source: 'Facebook Lead Form', tags: ['hot', 'Chain Link'] });
  });
  it('falls back to a tag naming a fence type', () => {
    expect(leadFactsFromContact(contact).fenceType).toBe('chain');
  });
  it('an empty contact has no facts', () => {
    expect(leadFactsFromContact({ id: 'c' })).toEqual({ zip: null, fenceType: null, source: null, tags: [] });
  });
});
