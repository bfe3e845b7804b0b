// Every outside service the app talks to, as the local fakes that speak its protocol (DESIGN: a real client with a
// configurable base URL): GoHighLevel, Stripe, an SMS provider and an SMTP server. For tests that walk every route (the
// fuzz walk), so a route that calls out answers from what it was sent, never from an unreachable internet.
import type { AppConfig } from '../config';
import { startFakeGhl } from '../integrations/ghl/fake-ghl';
import { startFakeQbo } from '../integrations/quickbooks/fake-qbo';
import { startFakeSmsServer } from '../integrations/sms/fake-sms-server';
import { startFakeStripe } from '../integrations/stripe/fake-stripe-server';
import { startSmtpSink } from './smtp-sink';

export interface OutsideFakes {
  config: Partial<AppConfig>;
  close(): Promise<void>;
}

export async function startOutsideFakes(): Promise<OutsideFakes> {
  const ghl = await startFakeGhl();
  const stripe = await startFakeStripe({ secretKey: 'sk_test_outside_fakes', webhookSecret: 'whsec_outside_fakes' });
  const sms = await startFakeSmsServer();
  const smtp = await startSmtpSink();
  const qbo = await startFakeQbo();
  return {
    config: {
      ghlApiUrl: ghl.url,
      ghlMarketplaceUrl: ghl.url,
      ghlClientId: ghl.oauth.clientId,
      ghlClientSecret: ghl.oauth.clientSecret,
      stripe: { secretKey: 'sk_test_outside_fakes', webhookSecrets: ['whsec_outside_fakes'], apiUrl: stripe.url },
      smsApiUrl: sms.url,
      smtpUrl: smtp.url,
      qboApiUrl: qbo.url,
      qboAuthUrl: `${qbo.url}/connect/oauth2`,
      qboTokenUrl: `${qbo.url}/oauth2/v1/tokens/bearer`,
      qboRevokeUrl: `${qbo.url}/v2/oauth2/tokens/revoke`,
      qboClientId: qbo.oauth.clientId,
      qboClientSecret: qbo.oauth.clientSecret,
      qboWebhookVerifierToken: qbo.webhooks.verifierToken,
    },
    close: async () => {
      await Promise.all([ghl.close(), stripe.close(), sms.close(), smtp.close(), qbo.close()]);
    },
  };
}
