import { describe, expect, it } from 'vitest';
import { normalisePhone, normaliseState, normaliseZip, splitFullName, tidySpaces } from './normalise';

describe('normalisation where the meaning is certain', () => {
  it('drops a leading +1 and formats 10 digits', () => {
    expect(normalisePhone('+1 (512) 555-0142')).toBe('512-555-0142');
    expect(normalisePhone('15125550142')).toBe('512-555-0142');
    expect(normalisePhone('512.555.0142')).toBe('512-555-0142');
    // Not certain: left for SPEC §5 to reject.
    expect(normalisePhone('555-0142')).toBe('555-0142');
    expect(normalisePhone('25125550142')).toBe('25125550142');
  });
  it('cuts ZIP+4 to 5 digits and leaves short ZIPs alone', () => {
    expect(normaliseZip('78701-1234')).toBe('78701');
    expect(normaliseZip('787011234')).toBe('78701');
    expect(normaliseZip(' 78701 ')).toBe('78701');
    expect(normaliseZip('2134')).toBe('2134');
  });
  it('turns state names (English or Spanish) into codes', () => {
    expect(normaliseState('Texas')).toBe('TX');
    expect(normaliseState('new  york')).toBe('NY');
    expect(normaliseState('Carolina del Norte')).toBe('NC');
    expect(normaliseState('Nuevo México')).toBe('NM');
    expect(normaliseState('tx')).toBe('TX');
    expect(normaliseState('Tejas del Sur')).toBe('Tejas del Sur');
  });
  it('tidies spaces', () => {
    expect(tidySpaces('  Ana \u00a0 María  ')).toBe('Ana María');
  });
});

describe('splitFullName', () => {
  it.each([
    ['John Smith', 'John', 'Smith'],
    ['Smith, John', 'John', 'Smith'],
    ['María de la Cruz', 'María', 'de la Cruz'],
    ['Juan Carlos Pérez García', 'Juan', 'Carlos Pérez García'],
    ['Mr. John Smith Jr.', 'John', 'Smith Jr.'],
    ['Sra. Ana López', 'Ana', 'López'],
    ['Smith, Jr.', 'Smith', 'Jr.'],
    ['Cher', 'Cher', ''],
    ['  ', '', ''],
  ])('%s', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });
});
