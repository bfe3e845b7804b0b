// Runs the fake GoHighLevel beside `npm start` (README "Trying the CRM sync by hand"):
//   node --import tsx server/integrations/ghl/fake-main.ts
// then start Picket with GHL_API_URL (and, for OAuth, GHL_MARKETPLACE_URL, GHL_CLIENT_ID, GHL_CLIENT_SECRET) printed.
import { fakeLatencyFromEnv } from '../fake-latency';
import { startFakeGhl, type FakeGhlExtension } from './fake-ghl';
import { FakeWebhookSender, fakeWebhooksExtension, webhookKeysFromPem } from './fake-webhooks';

// Webhooks: signed with the keys given (browser tests hand the public halves to Picket) or fresh ones, announced to
// FAKE_GHL_WEBHOOK_URL (Picket's /api/integrations/ghl/webhook) when set, else to whatever PUT /_fake/webhook-url says.
const givenKeys =
  process.env.FAKE_GHL_ED25519_PRIVATE_KEY && process.env.FAKE_GHL_RSA_PRIVATE_KEY
    ? webhookKeysFromPem(process.env.FAKE_GHL_ED25519_PRIVATE_KEY, process.env.FAKE_GHL_RSA_PRIVATE_KEY)
    : undefined;
const webhooks = new FakeWebhookSender({ webhookUrl: process.env.FAKE_GHL_WEBHOOK_URL || null, keys: givenKeys });
const extensions: FakeGhlExtension[] = [fakeWebhooksExtension(webhooks)];

async function main() {
  const port = Number(process.env.FAKE_GHL_PORT ?? 5105);
  const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
  // GoHighLevel's limits unless told otherwise (tests scale them down to prove the budget in seconds).
  const rateLimit = { max: env('FAKE_GHL_RATE_MAX', 100), intervalMs: env('FAKE_GHL_RATE_INTERVAL_MS', 10_000), daily: env('FAKE_GHL_RATE_DAILY', 200_000) };
  const oauth = { clientId: process.env.FAKE_GHL_CLIENT_ID ?? 'picket-fake-client', clientSecret: process.env.FAKE_GHL_CLIENT_SECRET ?? 'picket-fake-secret' };
  // FAKE_GHL_DELAY_MS / FAKE_GHL_JITTER_MS / FAKE_GHL_ERROR_RATE: a real CRM's round trip (benchmarks: 200 ms).
  const latency = fakeLatencyFromEnv('FAKE_GHL');
  const fake = await startFakeGhl({ host: process.env.FAKE_GHL_HOST ?? '127.0.0.1', port, rateLimit, oauth, extensions, latency });
  const demo = fake.createLocation({
    id: process.env.FAKE_GHL_LOCATION_ID ?? 'fakeLocationDemo0001',
    name: process.env.FAKE_GHL_LOCATION_NAME ?? 'Lone Star Fence Co. (fake CRM)',
    token: process.env.FAKE_GHL_TOKEN ?? 'pit-fake-demo-token',
  });
  fake.createLocation({ id: 'fakeLocationDemo0002', name: 'Gulf Coast Fencing (fake CRM)', token: 'pit-fake-demo-token-2' });
  console.log(`Fake GoHighLevel is running at ${fake.url}`);
  console.log(`  Private integration: location id ${demo.location.id}, token ${demo.token}`);
  console.log(`  Second location:     location id fakeLocationDemo0002, token pit-fake-demo-token-2`);
  console.log(`  OAuth app:           client id ${fake.oauth.clientId}, client secret ${fake.oauth.clientSecret}`);
  console.log(`  Start Picket with:   GHL_API_URL=${fake.url} GHL_MARKETPLACE_URL=${fake.url} GHL_CLIENT_ID=${fake.oauth.clientId} GHL_CLIENT_SECRET=${fake.oauth.clientSecret} npm start`);
  console.log(`  Webhooks:            to ${webhooks.webhookUrl ?? '(none yet: PUT /_fake/webhook-url)'}; keys at ${fake.url}/_fake/webhook-keys`);
  if (latency.delayMs || latency.errorRate) console.log(`  Latency:             ${latency.delayMs} ms ± ${latency.jitterMs} ms, ${latency.errorRate * 100}% answered 500`);
  console.log(`  What it holds:       ${fake.url}/_fake/locations/${demo.location.id}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
