// Issue 21 item 11: a homeowner whose name is missing is greeted "Hola," / "Hello there,", never "Hola ,".
import { describe, expect, it } from 'vitest';

describe('greetings to homeowners', () => {
  it('never read "Hola ," or "Hello ," when the name is missing', async () => {
    const { quoteWords } = await import('./quote-words');
    const { receiptWords } = await import('../payments/payment-receipts');
    for (const lang of ['en', 'es'] as const) {
      const quote = quoteWords[lang].mailBody('', 'Fence Co', 1042, '$1,250.00', 'https://example.com/q');
      const receipt = receiptWords[lang].body('', '$1,250.00', 'Fence Co', 'November 27, 2026', 'Deposit', 'pi_1', '');
      for (const text of [quote, receipt]) expect(text.split('\n')[0]).toMatch(/^(Hola|Hello)( \S.*)?,$/);
    }
    expect(quoteWords.es.mailBody('', 'Fence Co', 1042, '$1,250.00', 'https://example.com/q').startsWith('Hola,')).toBe(true);
  });
});
