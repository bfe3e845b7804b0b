// The fake CRM's webhook side: it holds its own Ed25519 and RSA key pairs (as HighLevel does), publishes the public
// halves, and POSTs signed deliveries — the body signed as sent, both headers, a fresh webhookId and timestamp — to a
// configured URL when its data changes or when a test or a developer asks it to simulate one.
import crypto from 'node:crypto';
import type { FakeGhlExtension } from './fake-ghl';
import type { FakeGhlEvent } from './fake-ghl-store';
import { generateWebhookKeyPairs, signEd25519, signRsa } from './webhook-signature';

export type WebhookKeyPairs = ReturnType<typeof generateWebhookKeyPairs>;

/** Key pairs from the two private keys as PEM (FAKE_GHL_ED25519_PRIVATE_KEY, FAKE_GHL_RSA_PRIVATE_KEY). */
export function webhookKeysFromPem(ed25519PrivatePem: string, rsaPrivatePem: string): WebhookKeyPairs {
  const pair = (pem: string) => {
    const privateKey = crypto.createPrivateKey(pem);
    return { privateKey, publicKeyPem: crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
  };
  return { ed25519: pair(ed25519PrivatePem), rsa: pair(rsaPrivatePem) };
}

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
  private readonly keys: WebhookKeyPairs;
  /** Where deliveries go (Picket's /api/integrations/ghl/webhook); none: changes are not announced. */
  webhookUrl: string | null;
  readonly sent: (DeliveryResult & { type: string })[] = [];

  /** `keys`: signing keys given by whoever also configures Picket (the browser tests); default fresh ones. */
  constructor(options: { webhookUrl?: string | null; keys?: WebhookKeyPairs } = {}) {
    this.webhookUrl = options.webhookUrl ?? null;
    this.keys = options.keys ?? generateWebhookKeyPairs();
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

  private queue: Promise<void> = Promise.resolve();

  /** Announces a change of the fake's data, after the ones before it (HighLevel's order); never throws. */
  enqueue(event: FakeWebhookEvent): void {
    if (!this.webhookUrl) return;
    this.queue = this.queue.then(async () => {
      try {
        await this.deliver(event);
      } catch (error) {
        this.sent.push({ status: 0, body: error instanceof Error ? error.message : 'unreachable', webhookId: '', type: event.type });
      }
    });
  }

  /** Resolves once every announced change has been delivered (tests wait on it instead of on time). */
  idle(): Promise<void> {
    return this.queue;
  }
}

/** The body HighLevel sends for a change of the fake's data: flat, the entity's fields beside `type` and `locationId`. */
export function webhookEventFor(change: FakeGhlEvent): FakeWebhookEvent | null {
  const { type, locationId, data } = change;
  switch (type) {
    case 'ContactCreate':
    case 'ContactUpdate':
      return { ...data, type, locationId };
    case 'OpportunityStageUpdate':
    case 'OpportunityStatusUpdate': {
      const { id, contactId, pipelineId, pipelineStageId, status, monetaryValue, name, assignedTo } = data;
      return { type, locationId, id, contactId, pipelineId, pipelineStageId, status, monetaryValue, name, assignedTo, source: 'api' };
    }
    case 'InboundMessage': {
      const m = data as { id?: string; conversationId?: string; contactId?: string; message?: string; type?: string; dateAdded?: string };
      return {
        type,
        locationId,
        messageId: m.id,
        conversationId: m.conversationId,
        contactId: m.contactId,
        messageType: m.type ?? 'SMS',
        direction: 'inbound',
        body: m.message ?? '',
        contentType: 'text/plain',
        status: 'delivered',
        attachments: [],
        dateAdded: m.dateAdded,
      };
    }
    default:
      // Other changes (tags, deal value, our own outbound texts) are not subscribed to by Picket's app.
      return null;
  }
}

/**
 * Plugs the sender into the fake CRM (`startFakeGhl({ extensions: [fakeWebhooksExtension(sender)] })`): every change of
 * its data is announced, in order, and `/_fake` routes let a test or a developer read the keys, point the deliveries at
 * Picket and simulate any event.
 */
export function fakeWebhooksExtension(sender: FakeWebhookSender): FakeGhlExtension {
  return (fake) => {
    fake.store.onChange((change) => {
      const event = webhookEventFor(change);
      if (event) sender.enqueue(event);
    });
    fake.app.get('/_fake/webhook-keys', async () => ({ ...sender.publicKeys, webhookUrl: sender.webhookUrl }));
    fake.app.put<{ Body: { url?: string | null } }>('/_fake/webhook-url', async (request) => {
      sender.webhookUrl = request.body?.url || null;
      return { webhookUrl: sender.webhookUrl };
    });
    fake.app.get('/_fake/webhooks/sent', async () => ({ sent: sender.sent }));
    fake.app.post<{ Body: FakeWebhookEvent & { scheme?: WebhookScheme; timestamp?: string } }>('/_fake/webhooks/simulate', async (request, reply) => {
      const { scheme, timestamp, ...event } = request.body ?? ({} as FakeWebhookEvent);
      if (typeof event.type !== 'string' || typeof event.locationId !== 'string') return reply.code(400).send({ message: 'type and locationId are required' });
      if (!sender.webhookUrl) return reply.code(409).send({ message: 'No webhook URL: PUT /_fake/webhook-url first' });
      await sender.idle();
      return sender.deliver(event as FakeWebhookEvent, { scheme, timestamp });
    });
  };
}
