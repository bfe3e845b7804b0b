// Starts the local fake Stripe by hand (README "Trying card payments by hand"): `npm run fake:stripe`.
import { fakeLatencyFromEnv } from '../fake-latency';
import { startFakeStripe } from './fake-stripe-server';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const secretKey = process.env.STRIPE_SECRET_KEY ?? 'sk_test_picket_fake';
const webhookSecret = (process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_picket_fake').split(',')[0].trim();
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL ?? `${process.env.PICKET_URL ?? 'http://127.0.0.1:5000'}/api/integrations/stripe/webhook`;

// FAKE_STRIPE_DELAY_MS / FAKE_STRIPE_JITTER_MS / FAKE_STRIPE_ERROR_RATE: Stripe's round trip and its occasional 500.
const latency = fakeLatencyFromEnv('FAKE_STRIPE');
const fake = await startFakeStripe({ secretKey, webhookSecret, webhookUrl, port, host: process.env.FAKE_STRIPE_HOST ?? '127.0.0.1', latency });
console.log(`Fake Stripe listening at ${fake.url} (dashboard: ${fake.url}/dashboard), delivering events to ${webhookUrl}`);
console.log(`Start Picket beside it with:\n  STRIPE_API_URL=${fake.url} STRIPE_SECRET_KEY=${secretKey} STRIPE_WEBHOOK_SECRET=${webhookSecret} npm start`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
