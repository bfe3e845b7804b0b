// Issue 21 item 11: a homeowner whose name is missing is greeted "Hola," / "Hello there,", never "Hola ,".
import { describe, expect, it } from 'vitest';
import { receiptWords } from './payment-receipts';

describe('the receipt greeting', () => {
  it('never reads "Hola ," when the name is missing', () => {
    const first = (lang: 'en' | 'es', name: string) => receiptWords[lang].body(name, '$1,250.00', 'Fence Co', 'November 27, 2026', 'Deposit', 'pi_1', '').split('\n')[0];
    expect(first('es', '')).toBe('Hola,');
    expect(first('es', 'Ana')).toBe('Hola Ana,');
    expect(first('en', '')).toBe('Hello there,');
  });
});
