// Issue 21 item 11: a homeowner whose name is missing is greeted "Hola," / "Hello there,", never "Hola ,".
import { describe, expect, it } from 'vitest';
import { quoteWords } from './quote-words';

describe('the quote e-mail greeting', () => {
  it('never reads "Hola ," when the name is missing', () => {
    expect(quoteWords.es.mailBody('', 'Fence Co', 1042, '$1,250.00', 'https://example.com/q').split('\n')[0]).toBe('Hola,');
    expect(quoteWords.es.mailBody('Ana', 'Fence Co', 1042, '$1,250.00', 'https://example.com/q').split('\n')[0]).toBe('Hola Ana,');
    expect(quoteWords.en.mailBody('', 'Fence Co', 1042, '$1,250.00', 'https://example.com/q').split('\n')[0]).toBe('Hello there,');
  });
});
