// What changed in a contractor's business, announced inside the transaction that changed it.
// Integrations (CRM sync, SMS campaigns, follow-ups) subscribe here instead of patching every service: a subscriber
// writes its own intent rows with the same handle, so the intent commits or rolls back with the change itself
// (a transactional outbox), and delivery happens later on the queue. Subscribers must be cheap and must not call out.
import type { Db, DbOrTx } from '../db/connection';

/** Who made the change: a change that came from the CRM (or the books) is never echoed back to it. */
export type ChangeOrigin = 'contractor' | 'homeowner' | 'crm' | 'payment' | 'system' | 'accounting';

interface Base {
  contractorId: string;
  origin: ChangeOrigin;
}

export type DomainEvent =
  | (Base & { type: 'customer.created' | 'customer.updated'; homeownerId: string })
  | (Base & { type: 'quote.created' | 'quote.updated'; quoteId: string })
  | (Base & { type: 'quote.status_changed'; quoteId: string; from: string; to: string })
  | (Base & { type: 'quote.viewed'; quoteId: string; first: boolean })
  | (Base & { type: 'job.created'; jobId: string; quoteId: string | null; status: string })
  | (Base & { type: 'job.status_changed'; jobId: string; quoteId: string | null; from: string; to: string })
  | (Base & { type: 'milestone.paid'; jobId: string; milestoneId: string })
  | (Base & { type: 'milestone.overdue'; jobId: string; milestoneId: string })
  | (Base & { type: 'milestone.invoiced'; jobId: string; milestoneId: string })
  | (Base & { type: 'payment.recorded'; paymentId: string; jobId: string | null; quoteId: string | null })
  | (Base & { type: 'payment.refunded'; refundId: string; paymentId: string })
  /** A delivery recorded against a purchase order (one purchase_order_receipts row). */
  | (Base & { type: 'purchase_order.received'; orderId: string; receiptId: string });

export type DomainEventSubscriber = (db: Db, event: DomainEvent) => Promise<void>;

const subscribers = new Map<string, DomainEventSubscriber>();

/** Registers (or replaces, by name) a subscriber; called once per feature at start-up and by tests. */
export function subscribeToDomainEvents(name: string, subscriber: DomainEventSubscriber): () => void {
  subscribers.set(name, subscriber);
  return () => {
    if (subscribers.get(name) === subscriber) subscribers.delete(name);
  };
}

/** Runs every subscriber in registration order with the caller's handle (a transaction when the caller has one). */
export async function emitDomainEvent(db: DbOrTx, event: DomainEvent): Promise<void> {
  for (const subscriber of subscribers.values()) await subscriber(db, event);
}
