// Issue 24: a purchase order's statuses and the rules that move them. Pure; the server and the pages share them.

export const purchaseOrderStatuses = ['draft', 'sent', 'partially_received', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

/** How far along an order is; cancelled is set aside (it never holds a quote's summary back). */
const progress: Record<PurchaseOrderStatus, number> = { draft: 0, sent: 1, partially_received: 2, received: 3, closed: 4, cancelled: 5 };

/** Lines can change (a change after sending is a new revision the supplier is told of) until everything has arrived. */
export const editableStatuses: readonly PurchaseOrderStatus[] = ['draft', 'sent', 'partially_received'];
/** Deliveries are recorded against a sent order (and one already partly delivered). */
export const receivableStatuses: readonly PurchaseOrderStatus[] = ['sent', 'partially_received'];

/** After a delivery: nothing yet, some, or every line's packs. Back-ordered packs keep an order partially received. */
export function statusAfterReceiving(lines: readonly { packs: number; receivedPacks: number }[]): 'sent' | 'partially_received' | 'received' {
  const ordered = lines.filter((l) => l.packs > 0);
  if (ordered.every((l) => l.receivedPacks >= l.packs)) return 'received';
  return lines.some((l) => l.receivedPacks > 0) ? 'partially_received' : 'sent';
}

export function canCancel(status: PurchaseOrderStatus): boolean {
  return status === 'draft' || status === 'sent';
}

/** Closing files an order away: everything arrived, or the contractor stops waiting for a back-order. */
export function canClose(status: PurchaseOrderStatus): boolean {
  return status === 'received' || status === 'partially_received';
}

/**
 * The quote's SPEC §3 supplier order fields: how many live orders and the least advanced status among them
 * (cancelled orders are left out unless every order is cancelled). Null when there is no order.
 */
export function supplierOrderSummary(statuses: readonly PurchaseOrderStatus[]): { count: number; status: PurchaseOrderStatus } | null {
  if (statuses.length === 0) return null;
  const live = statuses.filter((s) => s !== 'cancelled');
  if (live.length === 0) return { count: 0, status: 'cancelled' };
  const least = live.reduce((a, b) => (progress[b] < progress[a] ? b : a));
  return { count: live.length, status: least };
}

/** "PO-1001". */
export const displayPoNumber = (n: number) => `PO-${n}`;
