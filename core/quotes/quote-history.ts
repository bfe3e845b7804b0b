// The kinds of entry a quote's history holds (events.event_type for a quote): each one has a label in every language
// (web/locales quotes.history.<kind>; a test checks), so a person never reads a code.
export const quoteHistoryKinds = [
  'quote_created',
  'quote_updated',
  'status_changed',
  'quote_sent',
  'quote_viewed',
  'quote_approved',
  'link_revoked',
  'quote_duplicated',
  'crm_status_applied',
  'crm_status_not_applied',
  'payment_refunded',
  'refund_reversed',
  'signature_verified',
  'signed_copy_mailed',
  'revision_created',
  'option_added',
  'option_changed',
  'option_removed',
] as const;
export type QuoteHistoryKind = (typeof quoteHistoryKinds)[number];

/** Why a status change asked for by the CRM was not applied (the sync's outcome codes), each with a label too. */
export const crmNotAppliedResults = ['refused', 'unmapped', 'other_pipeline'] as const;
