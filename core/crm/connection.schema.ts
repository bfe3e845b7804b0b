// A contractor's GoHighLevel connection (SPEC §3 ghl_connections; issue 12 item 1): the private-integration form's
// contract (POST /api/crm/connection) and what Settings → CRM shows about the connection's health.
import { z } from 'zod';

export const crmAuthTypes = ['private_token', 'oauth'] as const;

export const privateTokenConnectSchema = z.object({
  // HighLevel location ids are 20-odd letters and digits; anything else is a paste gone wrong.
  locationId: z
    .string({ error: 'Location ID is required' })
    .trim()
    .min(1, { error: 'Location ID is required', abort: true })
    .max(100, 'Location ID must be 100 characters or less')
    .regex(/^[A-Za-z0-9_-]+$/, 'Location ID can only contain letters, digits, - and _'),
  token: z
    .string({ error: 'Private integration token is required' })
    .trim()
    .min(1, { error: 'Private integration token is required', abort: true })
    .max(2000, 'Private integration token must be 2000 characters or less')
    .regex(/^\S+$/, 'Private integration token cannot contain spaces'),
});
export type PrivateTokenConnectInput = z.infer<typeof privateTokenConnectSchema>;

export const crmConnectionSchema = z.object({
  /** Whether the server has a marketplace app (GHL_CLIENT_ID / GHL_CLIENT_SECRET) to offer OAuth. */
  oauthAvailable: z.boolean(),
  connection: z
    .object({
      authType: z.enum(crmAuthTypes),
      locationId: z.string(),
      locationName: z.string().nullable(),
      connectedAt: z.string(),
      /** The last call the CRM answered successfully. */
      lastSyncAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
      /** OAuth: when the current access token expires (refreshed before then). */
      tokenExpiresAt: z.string().nullable(),
    })
    .nullable(),
});
export type CrmConnectionView = z.infer<typeof crmConnectionSchema>;

export const crmConnectionTestSchema = z.object({ ok: z.literal(true), locationName: z.string() });

export const crmOAuthStartSchema = z.object({ url: z.string() });
/** The page's language, to come back to Settings → CRM in it. */
export const crmOAuthStartBodySchema = z.object({ lang: z.enum(['en', 'es']).optional() }).optional();

/** Why the OAuth round trip did not connect, as the callback reports it to Settings → CRM (?crmError=…). */
export const crmOAuthFailures = ['denied', 'state', 'exchange', 'location_taken', 'not_location', 'not_configured', 'other_location'] as const;
export type CrmOAuthFailure = (typeof crmOAuthFailures)[number];
