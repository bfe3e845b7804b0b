import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { s3ConfigFrom } from './integrations/object-storage/object-storage';
import type { S3Config } from './integrations/object-storage/s3-storage';
import { GHL_DEFAULT_API_URL, GHL_DEFAULT_MARKETPLACE_URL } from './integrations/ghl/ghl-types';
import { QBO_DEFAULT_API_URL, QBO_DEFAULT_AUTH_URL, QBO_DEFAULT_REVOKE_URL, QBO_DEFAULT_TOKEN_URL } from './integrations/quickbooks/qbo-types';

/** Everything the app reads from the environment, in one place (README "Configuration"). */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Shared rate-limit counters in Redis; without it they live in PostgreSQL. */
  redisUrl?: string;
  sessionSecret: string;
  piiKey?: string;
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** How long a receipt being sent stays its sender's before another may take it over (a sender that died). */
  receiptLeaseSeconds?: number;
  smsApiUrl?: string;
  smsApiKey?: string;
  /** HighLevel's webhook public keys (PEM or base64 SPKI); unset: the keys HighLevel publishes. */
  ghlWebhookPublicKey?: string;
  ghlWebhookRsaPublicKey?: string;
  /** GoHighLevel's API (GHL_API_URL; the fake CRM in tests and by hand). */
  ghlApiUrl: string;
  /** Where the OAuth "choose location" page lives (GHL_MARKETPLACE_URL). */
  ghlMarketplaceUrl: string;
  /** The marketplace app's credentials: both set turns "Connect with GoHighLevel" (OAuth) on. */
  ghlClientId?: string;
  ghlClientSecret?: string;
  /** The OAuth redirect URI registered with the app (GHL_REDIRECT_URI); default PUBLIC_URL + /api/crm/connection/oauth/callback. */
  ghlRedirectUri?: string;
  /** QuickBooks Online (issue 27): the accounting API (QBO_API_URL; sandbox or the fake QuickBooks in tests). */
  qboApiUrl: string;
  /** Intuit's consent page (QBO_AUTH_URL); the token and revoke endpoints follow it unless QBO_TOKEN_URL / QBO_REVOKE_URL say otherwise. */
  qboAuthUrl: string;
  qboTokenUrl: string;
  qboRevokeUrl: string;
  /** The Intuit app's keys: both set turns "Connect QuickBooks" on. */
  qboClientId?: string;
  qboClientSecret?: string;
  /** The redirect URI registered with the app (QBO_REDIRECT_URI); default PUBLIC_URL + /api/integrations/quickbooks/oauth/callback. */
  qboRedirectUri?: string;
  /** The app's webhook verifier token (QBO_WEBHOOK_VERIFIER_TOKEN); without it every webhook is refused. */
  qboWebhookVerifierToken?: string;
  mapsApiKey?: string;
  mapsScriptUrl: string;
  geocodeUrl: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  webDist?: string;
  logLevel: string;
  /** Connections of the web requests' pool (DATABASE_POOL_SIZE, default 10; PostgreSQL only). */
  databasePoolSize: number;
  /** Connections of the background work's own pool: pg-boss, queue workers, outboxes (QUEUE_POOL_SIZE, default 10). */
  queuePoolSize: number;
  /** How long a follow-up sender holds its claim before another may take the send over (FOLLOWUP_LEASE_SECONDS). */
  followUpLeaseSeconds: number;
  /** How often the follow-ups' tick runs (FOLLOWUP_TICK_SECONDS; the cron runs every minute anyway). */
  followUpTickSeconds: number;
  /** Card payments through Stripe Connect; absent unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set. */
  stripe?: StripeConfig;
  /** Uploaded files (catalogue images) in S3-compatible storage; without it, in DATA_DIR/uploads. */
  s3?: S3Config;
  /** How wide each outbound queue sends (docs/operations.md "Running for 1,000 contractors"); defaults when absent. */
  outbound?: OutboundConcurrency;
  /** A bearer token that may read GET /metrics besides a signed-in admin (METRICS_TOKEN); none: admins only. */
  metricsToken?: string;
}

export interface OutboundConcurrency {
  /** CRM requests of one location in flight at once, across every instance (CRM_CONCURRENCY, default 4). */
  crmPerLocation: number;
  /** Contractors' CRM outboxes one instance drains at once (CRM_WORKERS, default 8). */
  crmWorkers: number;
  /** Follow-ups one instance sends at once: at most the SMTP server's connections (FOLLOWUP_CONCURRENCY, default 8). */
  followUps: number;
  /** Campaign texts sent at once across every instance: at most the SMS provider's limit (SMS_CONCURRENCY, default 4). */
  smsSends: number;
  /**
   * QuickBooks rows of one company in flight at once, across every instance (QBO_CONCURRENCY, default 10): QuickBooks
   * allows 10 requests at once per company, so more is capped at 10.
   */
  qboPerCompany: number;
}

/** QuickBooks Online's concurrent-request limit per company (realm). */
export const QBO_MAX_CONCURRENT = 10;

export const DEFAULT_OUTBOUND: OutboundConcurrency = { crmPerLocation: 4, crmWorkers: 8, followUps: 8, smsSends: 4, qboPerCompany: QBO_MAX_CONCURRENT };

export interface StripeConfig {
  secretKey: string;
  /** Every signing secret the webhook endpoint accepts (the platform's and the Connect endpoint's, or old and new). */
  webhookSecrets: string[];
  apiUrl: string;
}

export const STRIPE_API_URL = 'https://api.stripe.com';

/** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (comma-separated secrets) turn card payments on; STRIPE_API_URL points elsewhere (the fake). */
export function stripeConfigFrom(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecrets = (env.STRIPE_WEBHOOK_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!secretKey || webhookSecrets.length === 0) return undefined;
  return { secretKey, webhookSecrets, apiUrl: (env.STRIPE_API_URL || STRIPE_API_URL).replace(/\/$/, '') };
}

const positiveSeconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

/** A secret generated once into DATA_DIR for the embedded default, so restarts keep sessions and keys. */
function secretFromDataDir(dataDir: string, file: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const p = path.join(dataDir, file);
  if (fs.existsSync(p)) return fs.readFileSync(p, 'utf8').trim();
  const value = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(p, value, { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 5000);
  const host = env.HOST ?? '127.0.0.1';
  if (isProduction && !env.SESSION_SECRET) throw new Error('SESSION_SECRET must be set in production');
  return {
    nodeEnv,
    isProduction,
    host,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sessionSecret: env.SESSION_SECRET ?? secretFromDataDir(dataDir, 'session.secret'),
    piiKey: env.PII_KEY || undefined,
    seedDemo: !isProduction && env.SEED_DEMO !== 'false',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Picket <no-reply@picket.local>',
    receiptLeaseSeconds: receiptLeaseFrom(env.RECEIPT_LEASE_SECONDS, 'RECEIPT_LEASE_SECONDS'),
    smsApiUrl: env.SMS_API_URL || undefined,
    smsApiKey: env.SMS_API_KEY || undefined,
    ghlWebhookPublicKey: env.GHL_WEBHOOK_PUBLIC_KEY || undefined,
    ghlWebhookRsaPublicKey: env.GHL_WEBHOOK_RSA_PUBLIC_KEY || undefined,
    ghlApiUrl: (env.GHL_API_URL || GHL_DEFAULT_API_URL).replace(/\/+$/, ''),
    ghlMarketplaceUrl: (env.GHL_MARKETPLACE_URL || GHL_DEFAULT_MARKETPLACE_URL).replace(/\/+$/, ''),
    ghlClientId: env.GHL_CLIENT_ID || undefined,
    ghlClientSecret: env.GHL_CLIENT_SECRET || undefined,
    ghlRedirectUri: env.GHL_REDIRECT_URI || undefined,
    ...qboConfigFrom(env),
    mapsApiKey: env.MAPS_API_KEY || undefined,
    mapsScriptUrl: env.MAPS_SCRIPT_URL ?? 'https://maps.googleapis.com/maps/api/js',
    geocodeUrl: env.GEOCODE_URL ?? 'https://maps.googleapis.com/maps/api/geocode/json',
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || undefined,
    webDist: env.WEB_DIST ?? path.resolve('dist/web'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    stripe: stripeConfigFrom(env),
    s3: s3ConfigFrom(env),
    databasePoolSize: Math.floor(positiveSeconds(env.DATABASE_POOL_SIZE, 10)),
    queuePoolSize: Math.floor(positiveSeconds(env.QUEUE_POOL_SIZE, 10)),
    followUpLeaseSeconds: positiveSeconds(env.FOLLOWUP_LEASE_SECONDS, 300),
    followUpTickSeconds: positiveSeconds(env.FOLLOWUP_TICK_SECONDS, 60),
    outbound: {
      crmPerLocation: Math.floor(positiveSeconds(env.CRM_CONCURRENCY, DEFAULT_OUTBOUND.crmPerLocation)),
      crmWorkers: Math.floor(positiveSeconds(env.CRM_WORKERS, DEFAULT_OUTBOUND.crmWorkers)),
      followUps: Math.floor(positiveSeconds(env.FOLLOWUP_CONCURRENCY, DEFAULT_OUTBOUND.followUps)),
      smsSends: Math.floor(positiveSeconds(env.SMS_CONCURRENCY, DEFAULT_OUTBOUND.smsSends)),
      qboPerCompany: Math.min(QBO_MAX_CONCURRENT, Math.floor(positiveSeconds(env.QBO_CONCURRENCY, DEFAULT_OUTBOUND.qboPerCompany))),
    },
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}

/** QuickBooks' URLs: with QBO_AUTH_URL pointing elsewhere (the fake), the token and revoke endpoints live beside it. */
function qboConfigFrom(env: NodeJS.ProcessEnv) {
  const authUrl = env.QBO_AUTH_URL || QBO_DEFAULT_AUTH_URL;
  const beside = (pathname: string) => (authUrl === QBO_DEFAULT_AUTH_URL ? undefined : new URL(pathname, authUrl).toString());
  return {
    qboApiUrl: (env.QBO_API_URL || QBO_DEFAULT_API_URL).replace(/\/+$/, ''),
    qboAuthUrl: authUrl,
    qboTokenUrl: env.QBO_TOKEN_URL || beside('/oauth2/v1/tokens/bearer') || QBO_DEFAULT_TOKEN_URL,
    qboRevokeUrl: env.QBO_REVOKE_URL || beside('/v2/oauth2/tokens/revoke') || QBO_DEFAULT_REVOKE_URL,
    qboClientId: env.QBO_CLIENT_ID || undefined,
    qboClientSecret: env.QBO_CLIENT_SECRET || undefined,
    qboRedirectUri: env.QBO_REDIRECT_URI || undefined,
    qboWebhookVerifierToken: env.QBO_WEBHOOK_VERIFIER_TOKEN || undefined,
  };
}

function receiptLeaseFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`${name} must be a whole number of seconds, at least 1`);
  return seconds;
}

/** A config for tests: fixed secrets, no files. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    isProduction: false,
    host: '127.0.0.1',
    port: 0,
    dataDir: '/tmp/picket-test-unused',
    sessionSecret: 'test-session-secret-test-session-secret',
    piiKey: Buffer.alloc(32, 7).toString('base64'),
    seedDemo: false,
    publicUrl: 'http://127.0.0.1:5000',
    mailFrom: 'Picket <no-reply@picket.local>',
    mapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
    geocodeUrl: 'https://maps.googleapis.com/maps/api/geocode/json',
    // Nothing in tests reaches the real CRM: a test that talks to it starts the fake and points here.
    ghlApiUrl: 'http://127.0.0.1:9',
    ghlMarketplaceUrl: 'http://127.0.0.1:9',
    qboApiUrl: 'http://127.0.0.1:9',
    qboAuthUrl: 'http://127.0.0.1:9/connect/oauth2',
    qboTokenUrl: 'http://127.0.0.1:9/oauth2/v1/tokens/bearer',
    qboRevokeUrl: 'http://127.0.0.1:9/v2/oauth2/tokens/revoke',
    logLevel: 'silent',
    databasePoolSize: 10,
    queuePoolSize: 10,
    followUpLeaseSeconds: 300,
    followUpTickSeconds: 60,
    ...overrides,
  };
}

/** Origin of a configured URL, for the content security policy. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}
