// The fake's webhook sender: changes are batched per company for a moment (QuickBooks batches too), posted as
// {eventNotifications: [{realmId, dataChangeEvent: {entities}}]} with intuit-signature over the exact bytes sent.
// Best effort like the real one: a delivery that fails is not retried (the CDC pass is the backstop).
import type { FakeChange } from './fake-qbo-store';
import { signQboWebhook } from './qbo-webhook-signature';

export interface FakeWebhookDelivery {
  body: string;
  status: number | null;
}

export class FakeQboWebhooks {
  url: string | null;
  readonly verifierToken: string;
  readonly deliveries: FakeWebhookDelivery[] = [];
  private readonly batchMs: number;
  private pending = new Map<string, FakeChange[]>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void>[] = [];

  constructor(options: { url: string | null; verifierToken: string; batchMs?: number }) {
    this.url = options.url;
    this.verifierToken = options.verifierToken;
    this.batchMs = options.batchMs ?? 100;
  }

  announce(realmId: string, change: FakeChange) {
    if (!this.url) return;
    this.pending.set(realmId, [...(this.pending.get(realmId) ?? []), change]);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** Sends what is waiting now; resolves when every delivery so far has been answered. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batches = this.pending;
    this.pending = new Map();
    const url = this.url;
    if (url && batches.size > 0) {
      const body = JSON.stringify({
        eventNotifications: [...batches].map(([realmId, changes]) => ({
          realmId,
          dataChangeEvent: {
            entities: changes.map((c) => ({ name: c.entity, id: c.id, operation: c.operation, lastUpdated: new Date(c.at).toISOString() })),
          },
        })),
      });
      this.inFlight.push(this.send(url, body));
    }
    await Promise.all(this.inFlight);
  }

  private async send(url: string, body: string): Promise<void> {
    const delivery: FakeWebhookDelivery = { body, status: null };
    this.deliveries.push(delivery);
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'intuit-signature': signQboWebhook(body, this.verifierToken) }, body });
      delivery.status = res.status;
      await res.body?.cancel();
    } catch {
      delivery.status = null;
    }
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }
}
