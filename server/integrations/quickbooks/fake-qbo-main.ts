// Runs the fake QuickBooks beside `npm start` (`npm run fake:quickbooks`); prints what to start Picket with.
import { startFakeQbo } from './fake-qbo';

async function main() {
  const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
  const fake = await startFakeQbo({
    host: process.env.FAKE_QBO_HOST ?? '127.0.0.1',
    port: env('FAKE_QBO_PORT', 5106),
    rateLimit: { perMinute: env('FAKE_QBO_RATE_PER_MINUTE', 500), concurrent: env('FAKE_QBO_CONCURRENT', 10), windowMs: env('FAKE_QBO_WINDOW_MS', 60_000) },
    // An access token lives an hour, as QuickBooks' does (FAKE_QBO_ACCESS_TTL_SECONDS shortens it to see refreshes).
    oauth: { clientId: process.env.FAKE_QBO_CLIENT_ID ?? 'picket-fake-qbo-client', clientSecret: process.env.FAKE_QBO_CLIENT_SECRET ?? 'picket-fake-qbo-secret', accessTokenTtlSeconds: env('FAKE_QBO_ACCESS_TTL_SECONDS', 3600) },
    webhook: { url: process.env.FAKE_QBO_WEBHOOK_URL || null, verifierToken: process.env.FAKE_QBO_VERIFIER_TOKEN ?? 'fake-qbo-verifier-token' },
    latencyMs: env('FAKE_QBO_LATENCY_MS', 0),
    latencyMaxMs: env('FAKE_QBO_LATENCY_MAX_MS', 0),
  });
  const demo = fake.createRealm(process.env.FAKE_QBO_COMPANY_NAME ?? 'Lone Star Fence Co. (fake QuickBooks)', process.env.FAKE_QBO_REALM_ID ?? '9130000000000001');
  fake.createRealm('Gulf Coast Fencing (fake QuickBooks)', '9130000000000002');
  console.log(`Fake QuickBooks is running at ${fake.url}`);
  console.log(`  Companies:         ${demo.id} (${demo.companyName}), 9130000000000002`);
  console.log(`  Start Picket with: QBO_API_URL=${fake.url} QBO_AUTH_URL=${fake.url}/connect/oauth2 QBO_CLIENT_ID=${fake.oauth.clientId} QBO_CLIENT_SECRET=${fake.oauth.clientSecret} QBO_WEBHOOK_VERIFIER_TOKEN=${fake.webhooks.verifierToken} npm start`);
  console.log(`  Webhooks:          to ${fake.webhooks.url ?? '(none yet: PUT /_fake/webhook-url)'}`);
  console.log(`  What it holds:     ${fake.url}/_fake/realms/${demo.id}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
