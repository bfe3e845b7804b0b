// The fake CRM's webhook side: it holds its own Ed25519 and RSA key pairs (as HighLevel does), publishes the public
// halves, and POSTs signed deliveries — the body signed as sent, both headers, a fresh webhookId and timestamp — to a
// configured URL when its data changes or when a test or a developer asks it to simulate one.
import crypto from 'node:crypto';
import { generateWebhookKeyPairs, signEd25519, signRsa } from './webhook-signature';

export type WebhookScheme = 'both' | 'ed25519' | 'rsa' | 'none';

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
  webhookId: string;
}

export interface FakeWebhookEvent {
  type: string;
  locationId: string;
  [field: string]: unknown;
}

export interface DeliveryResult {
  status: number;
  body: string;
  webhookId: string;
}

export class FakeWebhookSender {
  private readonly keys = generateWebhookKeyPairs();
  /** Where deliveries go (Picket's /api/integrations/ghl/webhook); none: changes are not announced. */
  webhookUrl: string | null;
  readonly sent: (DeliveryResult & { type: string })[] = [];

  constructor(options: { webhookUrl?: string | null } = {}) {
    this.webhookUrl = options.webhookUrl ?? null;
  }

  /** What Picket's GHL_WEBHOOK_PUBLIC_KEY / GHL_WEBHOOK_RSA_PUBLIC_KEY must say to trust this fake. */
  get publicKeys() {
    return { ed25519: this.keys.ed25519.publicKeyPem, rsa: this.keys.rsa.publicKeyPem };
  }

  /** A delivery as HighLevel makes one: envelope fields first, then the event; signed over exactly these bytes. */
  sign(event: FakeWebhookEvent, options: { scheme?: WebhookScheme; webhookId?: string; timestamp?: string } = {}): SignedDelivery {
    const webhookId = options.webhookId ?? crypto.randomUUID();
    const body = JSON.stringify({ ...event, webhookId, timestamp: options.timestamp ?? new Date().toISOString() });
    const raw = Buffer.from(body);
    const scheme = options.scheme ?? 'both';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (scheme === 'both' || scheme === 'ed25519') headers['x-ghl-signature'] = signEd25519(raw, this.keys.ed25519.privateKey);
    if (scheme === 'both' || scheme === 'rsa') headers['x-wh-signature'] = signRsa(raw, this.keys.rsa.privateKey);
    return { body, headers, webhookId };
  }

  /** Signs and POSTs one event to the configured URL (or `url`); the answer is kept in `sent`. */
  async deliver(event: FakeWebhookEvent, options: { scheme?: WebhookScheme; url?: string; webhookId?: string; timestamp?: string } = {}): Promise<DeliveryResult> {
    const url = options.url ?? this.webhookUrl;
    if (!url) throw new Error('The fake CRM has no webhook URL to deliver to');
    const delivery = this.sign(event, options);
    const res = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(10_000) });
    const result = { status: res.status, body: await res.text(), webhookId: delivery.webhookId };
    this.sent.push({ ...result, type: event.type });
    return result;
  }

  /** Announces a change of the fake's data when a URL is configured; a failed delivery is kept, never thrown. */
  async announce(event: FakeWebhookEvent): Promise<void> {
    if (!this.webhookUrl) return;
    try {
      await this.deliver(event);
    } catch (error) {
      this.sent.push({ status: 0, body: error instanceof Error ? error.message : 'unreachable', webhookId: '', type: event.type });
    }
  }
}
