// SPEC §4 "Quote statuses": the only moves a quote may make.
export const quoteStatuses = ['draft', 'sent', 'approved', 'scheduled', 'completed', 'paid', 'converted_to_job', 'lost'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteTypes = ['layout', 'cart'] as const;

export const allowedQuoteTransitions: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  draft: ['sent', 'converted_to_job', 'lost'],
  sent: ['approved', 'converted_to_job', 'lost'],
  approved: ['scheduled', 'converted_to_job', 'lost'],
  scheduled: ['completed', 'converted_to_job', 'lost'],
  completed: ['paid', 'lost'],
  paid: ['lost'],
  converted_to_job: ['lost'],
  lost: [],
};

export function canTransitionQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return allowedQuoteTransitions[from].includes(to);
}
