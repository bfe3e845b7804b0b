import { describe, expect, it } from 'vitest';
import { defaultContractorRates } from './contractor-rates';
import { homeownerLineText } from './homeowner-line-text';
import { priceLayoutQuote } from './price-layout-quote';

const q = priceLayoutQuote({
  runs: [{ id: 'a', label: 'Back', fenceType: 'cedar', style: 'privacy', heightFt: 6, fenceFeet: 62, posts: { end: 2, corner: 0, line: 7, gate: 0 }, gates: [{ kind: 'double', widthFt: 10 }], removalFeet: 40 }],
  rates: defaultContractorRates,
});

describe('homeownerLineText', () => {
  it('words each line plainly in English without unit costs', () => {
    const texts = q.lines.map((l) => homeownerLineText(l, 'en'));
    expect(texts).toContain('62 ft of cedar privacy fence, 6 ft tall');
    expect(texts).toContain('1 cedar double gate, 6 ft tall');
    expect(texts).toContain('Removing and hauling away 40 ft of old fence');
    expect(texts.join(' ')).not.toContain('$');
  });
  it('and in Spanish', () => {
    const texts = q.lines.map((l) => homeownerLineText(l, 'es'));
    expect(texts).toContain('62 pies de cerca de cedro privacy, 6 pies de alto');
    expect(texts).toContain('Concreto para 9 postes');
    expect(texts.join(' ')).not.toContain('$');
  });
  it('every line kind has words in both languages', () => {
    for (const l of q.lines) for (const lang of ['en', 'es'] as const) expect(homeownerLineText(l, lang)).toBeTruthy();
  });
});
