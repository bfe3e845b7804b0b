import { describe, expect, it } from 'vitest';
import { qboLinkDetailSchema, qboSyncItemDetailSchema } from './qbo-detail.schema';

// Every shape the writers have written (server/features/accounting: qbo-customers, qbo-bills, qbo-transactions,
// qbo-fees, qbo-inbound, qbo-outbox, qbo-delivery, qbo-sync-log), as jsonb gives it back.
const linkShapes = {
  customerCreated: { displayName: 'Ana García' },
  customerMatched: { displayName: 'Ana García', matched: true },
  vendorMatched: { displayName: 'Lumber Yard', matched: true },
  invoice: { docNumber: 'Q1001-D', totalCents: 139_708, taxCents: 9_358 },
  invoiceVoidedInQbo: { docNumber: 'Q1001-D', totalCents: 139_708, taxCents: 9_358, voided: true, changedInQboAt: '2026-11-30T10:00:00-08:00' },
  invoiceDeletedInQbo: { docNumber: 'J12-2', totalCents: 50_000, taxCents: 0, deleted: true, changedInQboAt: '2026-11-30T18:00:00.000Z' },
  firstMilestoneIsDeposit: { docNumber: 'Q1001-D', totalCents: 139_708, taxCents: 9_358, sameAsQuoteDeposit: true },
  payment: { amountCents: 139_708, invoiceId: '130', card: false },
  paymentFromQuickBooks: { amountCents: 20_000, fromQuickBooks: true },
  refund: { amountCents: 5_000 },
  feeOnPayment: { feeCents: 4_081, charge: 'ch_3Q', balanceTransaction: 'txn_1' },
  feeOnRefund: { feeCents: -120, entity: 'Deposit', refund: 're_1', balanceTransaction: 'txn_2' },
  bill: { totalCents: 81_250, docNumber: 'PO-17-1' },
  savedWithout: {},
};

const syncShapes = {
  queued: { cause: 'quote.approved' },
  retried: { cause: 'retry' },
  sentAgain: { cause: 'send_again' },
  cdcPass: { cause: 'reconnected' },
  inbound: { operation: 'Void', source: 'webhook' },
  invoiceDone: { cause: 'quote.approved', totalCents: 139_708, created: true },
  paymentDone: { cause: 'payment.recorded', amountCents: 20_000, invoice: '130', card: true },
  paymentUpdated: { amountCents: 20_000, updated: true },
  feeDone: { feeCents: 4_081, charge: 'ch_3Q', currency: 'usd' },
  refundFeeDone: { feeCents: -120, entity: 'Purchase', refund: 're_1', currency: 'usd' },
  billDone: { totalCents: 81_250, docNumber: 'PO-17-1', vendor: '58' },
  inboundDone: { operation: 'Create', source: 'cdc', recorded: true },
  inboundInvoice: { operation: 'Void', source: 'webhook', voided: true, deleted: false },
  cdcDone: { cause: 'schedule', queued: 3, since: '2026-11-30T10:00:00.000Z' },
  skipped: { cause: 'payment.recorded', reason: 'already_sent', feeCents: 4_081 },
  skippedNoFee: { reason: 'no_fee', charge: 'ch_3Q' },
  superseded: { cause: 'milestone.changed', reason: 'superseded' },
  failed: { cause: 'payment.recorded', code: '6540', needsPerson: true },
  failedByKind: { code: 'invalid' },
};

describe('qboLinkDetailSchema (qbo_links.detail)', () => {
  it.each(Object.entries(linkShapes))('reads %s back as written', (_name, shape) => {
    expect(qboLinkDetailSchema.parse(shape)).toEqual(shape);
  });

  it('keeps keys it does not know, so a merge writes them back', () => {
    expect(qboLinkDetailSchema.parse({ totalCents: 100, addedLater: { by: 'a newer build' } })).toEqual({ totalCents: 100, addedLater: { by: 'a newer build' } });
  });

  it('a key that does not hold its type reads as absent: an amount QuickBooks has that is not a number is not trusted', () => {
    const read = qboLinkDetailSchema.parse({ totalCents: '139708', voided: 'yes', docNumber: 'Q1001-D' });
    expect(read.totalCents).toBeUndefined();
    expect(read.voided).toBeUndefined();
    expect(JSON.parse(JSON.stringify(read))).toEqual({ docNumber: 'Q1001-D' });
  });

  it('a value that is not an object does not parse (the server reads it as {})', () => {
    for (const odd of ['x', 12, [1, 2], null]) expect(qboLinkDetailSchema.safeParse(odd).success).toBe(false);
  });
});

describe('qboSyncItemDetailSchema (qbo_sync_items.detail)', () => {
  it.each(Object.entries(syncShapes))('reads %s back as written', (_name, shape) => {
    expect(qboSyncItemDetailSchema.parse(shape)).toEqual(shape);
  });

  it('a failure code QuickBooks sent as a number reads as it was sent', () => {
    expect(qboSyncItemDetailSchema.parse({ code: 6540 })).toEqual({ code: 6540 });
  });

  it('a key that does not hold its type reads as absent; the rest is kept', () => {
    expect(JSON.parse(JSON.stringify(qboSyncItemDetailSchema.parse({ operation: 7, cause: 'retry', note: 'kept' })))).toEqual({ cause: 'retry', note: 'kept' });
  });

  it('a value that is not an object does not parse (the server reads it as {})', () => {
    for (const odd of ['x', [1], true]) expect(qboSyncItemDetailSchema.safeParse(odd).success).toBe(false);
  });
});
