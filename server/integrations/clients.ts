// The outside services' clients, built once at start-up from the configuration and handed in: to the routes as
// `app.clients` (server/app.ts) and to the background workers (server/background.ts). Features never build their own,
// so a test or a second process gives them other clients in one place, and a key is read in one place.
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import { createMailTransport } from './mail/mail-transport';
import { createObjectStorage } from './object-storage/create-object-storage';
import type { ObjectStorage } from './object-storage/object-storage';
import type { GhlOAuthApp } from './ghl/ghl-oauth';
import type { QboOAuthApp } from './quickbooks/qbo-oauth';
import { createSmsClient, type SmsClient } from './sms/sms-client';
import { createStripeClient, type StripeClient } from './stripe/stripe-client';

/**
 * GoHighLevel as configured: its API's address and the marketplace OAuth app. Each contractor's client is made from
 * it with their own token (server/features/crm/connection/ghl-connection.ts ghlClientFor).
 */
export interface GhlSetup {
  apiUrl: string;
  /** Null when GHL_CLIENT_ID / GHL_CLIENT_SECRET are not both set (then only private integration tokens connect). */
  oauthApp: GhlOAuthApp | null;
}

/**
 * QuickBooks Online as configured: its API's address and the Intuit OAuth app (authorize, token and revoke URLs, the
 * app's credentials). Each contractor's client is made from it with their own tokens
 * (server/features/accounting/qbo-connection.ts qboClientFor).
 */
export interface QboSetup {
  apiUrl: string;
  /** Null when QBO_CLIENT_ID / QBO_CLIENT_SECRET are not both set (then QuickBooks cannot be connected). */
  oauthApp: QboOAuthApp | null;
}

export interface OutsideClients {
  /** Stripe with the platform's secret key; null without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
  stripe: StripeClient | null;
  /** The SMS gateway; null without SMS_API_URL (texts are then logged, not sent). */
  sms: SmsClient | null;
  /** Uploaded files: S3-compatible storage when S3_* is configured, else a folder in DATA_DIR. */
  storage: ObjectStorage;
  /** The mail server (SMTP_URL, with timeouts); null without it (mail then waits in the outbox). */
  mail: Transporter | null;
  ghl: GhlSetup;
  qbo: QboSetup;
}

type GhlConfig = Pick<AppConfig, 'ghlApiUrl' | 'ghlMarketplaceUrl' | 'ghlClientId' | 'ghlClientSecret' | 'ghlRedirectUri' | 'publicUrl'>;

/** Where HighLevel sends the contractor back after the consent screen. */
function ghlRedirectUri(config: GhlConfig): string {
  return config.ghlRedirectUri ?? `${config.publicUrl.replace(/\/+$/, '')}/api/crm/connection/oauth/callback`;
}

export function ghlSetupFrom(config: GhlConfig): GhlSetup {
  const oauthApp =
    config.ghlClientId && config.ghlClientSecret
      ? { apiUrl: config.ghlApiUrl, marketplaceUrl: config.ghlMarketplaceUrl, clientId: config.ghlClientId, clientSecret: config.ghlClientSecret, redirectUri: ghlRedirectUri(config) }
      : null;
  return { apiUrl: config.ghlApiUrl, oauthApp };
}

type QboConfig = Pick<AppConfig, 'qboApiUrl' | 'qboAuthUrl' | 'qboTokenUrl' | 'qboRevokeUrl' | 'qboClientId' | 'qboClientSecret' | 'qboRedirectUri' | 'publicUrl'>;

/** Where Intuit sends the contractor back after the consent screen. */
function qboRedirectUri(config: QboConfig): string {
  return config.qboRedirectUri ?? `${config.publicUrl.replace(/\/+$/, '')}/api/integrations/quickbooks/oauth/callback`;
}

export function qboSetupFrom(config: QboConfig): QboSetup {
  const oauthApp =
    config.qboClientId && config.qboClientSecret
      ? { authUrl: config.qboAuthUrl, tokenUrl: config.qboTokenUrl, revokeUrl: config.qboRevokeUrl, clientId: config.qboClientId, clientSecret: config.qboClientSecret, redirectUri: qboRedirectUri(config) }
      : null;
  return { apiUrl: config.qboApiUrl, oauthApp };
}

function stripeClientFrom(config: Pick<AppConfig, 'stripe'>): StripeClient | null {
  return config.stripe ? createStripeClient({ apiUrl: config.stripe.apiUrl, secretKey: config.stripe.secretKey }) : null;
}

function smsClientFrom(config: Pick<AppConfig, 'smsApiUrl' | 'smsApiKey'>): SmsClient | null {
  return config.smsApiUrl ? createSmsClient({ apiUrl: config.smsApiUrl, apiKey: config.smsApiKey }) : null;
}

export function createOutsideClients(config: AppConfig): OutsideClients {
  return {
    stripe: stripeClientFrom(config),
    sms: smsClientFrom(config),
    storage: createObjectStorage({ dataDir: config.dataDir, s3: config.s3 }),
    mail: createMailTransport(config.smtpUrl),
    ghl: ghlSetupFrom(config),
    qbo: qboSetupFrom(config),
  };
}
