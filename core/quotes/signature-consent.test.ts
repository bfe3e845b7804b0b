import { describe, expect, it } from 'vitest';
import { consentContact, consentText, consentVersions, currentConsentVersion, isConsentVersion } from './signature-consent';

describe('consent text versions', () => {
  it('the current version exists in English and Spanish, and names the paper copy, withdrawal and what is needed', () => {
    expect(isConsentVersion(currentConsentVersion)).toBe(true);
    const vars = { business: 'Lone Star Fence', contact: '512-555-0100' };
    const en = consentText(currentConsentVersion, 'en', vars);
    const es = consentText(currentConsentVersion, 'es', vars);
    expect(en).toMatch(/paper copy at no charge/);
    expect(en).toMatch(/withdraw this consent/);
    expect(en).toMatch(/web browser and a PDF reader/);
    expect(es).toMatch(/copia en papel sin costo/);
    expect(es).toMatch(/retirar este consentimiento/);
    for (const t of [en, es]) expect(t).toContain('Lone Star Fence');
  });

  it('unknown versions are refused; every stored version keeps both languages', () => {
    expect(isConsentVersion('1999-01-01')).toBe(false);
    expect(isConsentVersion('toString')).toBe(false);
    expect(() => consentText('1999-01-01', 'en', { business: 'x', contact: 'y' })).toThrow();
    for (const texts of Object.values(consentVersions)) expect(Object.keys(texts).sort()).toEqual(['en', 'es']);
  });

  it('words the contact in the homeowner\'s language', () => {
    expect(consentContact({ phone: '512-555-0100', email: 'a@b.example' }, 'es')).toBe('512-555-0100 o a@b.example');
    expect(consentContact({ phone: null, email: ' ' }, 'en')).toBe('the contact details on this page');
  });
});
