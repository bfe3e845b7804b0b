import { describe, expect, it } from 'vitest';
import { canCancel, canClose, statusAfterReceiving, supplierOrderSummary } from './purchase-order-status';

describe('statusAfterReceiving', () => {
  it('nothing received yet: still sent', () => {
    expect(statusAfterReceiving([{ packs: 3, receivedPacks: 0 }])).toBe('sent');
  });
  it('boundary: one pack short on one line is partially received (a back-order)', () => {
    expect(statusAfterReceiving([{ packs: 3, receivedPacks: 2 }, { packs: 1, receivedPacks: 1 }])).toBe('partially_received');
  });
  it('every line complete: received; a line of zero packs needs nothing', () => {
    expect(statusAfterReceiving([{ packs: 3, receivedPacks: 3 }, { packs: 0, receivedPacks: 0 }])).toBe('received');
  });
});

describe('supplierOrderSummary (the quote\'s SPEC §3 supplier order fields)', () => {
  it('no order: null', () => {
    expect(supplierOrderSummary([])).toBeNull();
  });
  it('counts live orders and names the least advanced, leaving cancelled ones out', () => {
    expect(supplierOrderSummary(['received', 'partially_received', 'cancelled'])).toEqual({ count: 2, status: 'partially_received' });
    expect(supplierOrderSummary(['closed', 'draft'])).toEqual({ count: 2, status: 'draft' });
  });
  it('every order cancelled: cancelled, none live', () => {
    expect(supplierOrderSummary(['cancelled', 'cancelled'])).toEqual({ count: 0, status: 'cancelled' });
  });
});

describe('cancel and close', () => {
  it('cancel before anything arrived; close once something did', () => {
    expect([canCancel('draft'), canCancel('sent'), canCancel('partially_received')]).toEqual([true, true, false]);
    expect([canClose('sent'), canClose('partially_received'), canClose('received'), canClose('cancelled')]).toEqual([false, true, true, false]);
  });
});

describe('dates on the wire', () => {
  it('boundary: 2024-02-29 is a day, 2025-02-29 and 2025-02-30 are not', async () => {
    const { extraCostBodySchema } = await import('./purchase-order.schema');
    const ok = (spentOn: string) => extraCostBodySchema.safeParse({ description: 'Dumpster', amountCents: 100, spentOn }).success;
    expect([ok('2024-02-29'), ok('2025-02-29'), ok('2025-02-30'), ok('2025-13-01')]).toEqual([true, false, false, false]);
  });
});
