// Every QuickBooks call of the web (issue 20's contract shape: one object per call). Registered by
// server/features/accounting/*.routes.ts; the webhook is QuickBooks' own call (public, raw body).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  qboConnectionViewSchema,
  qboMappingOptionsSchema,
  qboMappingSchema,
  qboOAuthCallbackQuerySchema,
  qboOAuthStartBodySchema,
  qboOAuthStartSchema,
  qboPreviewQuerySchema,
  qboPreviewSchema,
  qboAlertsSchema,
  qboJobNoticesSchema,
  qboSyncLogPageSchema,
  qboSyncLogQuerySchema,
} from './quickbooks.schema';

const tags = ['quickbooks'] as const;
const idParams = z.object({ id: z.string().max(100) });

export const getQboConnection = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/connection', response: qboConnectionViewSchema, tags });
export const startQboOAuth = defineContract({ method: 'POST', path: '/api/integrations/quickbooks/oauth/start', body: qboOAuthStartBodySchema, response: qboOAuthStartSchema, tags });
/** A browser navigation back from Intuit's consent page: answers with a redirect to Settings → Accounting. */
export const qboOAuthCallback = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/oauth/callback', query: qboOAuthCallbackQuerySchema, response: z.null(), status: 302, tags });
export const disconnectQbo = defineContract({ method: 'DELETE', path: '/api/integrations/quickbooks/connection', response: z.null(), status: 204, tags });
export const getQboMappingOptions = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/mapping/options', response: qboMappingOptionsSchema, tags });
export const saveQboMapping = defineContract({ method: 'PUT', path: '/api/integrations/quickbooks/mapping', body: qboMappingSchema, response: qboConnectionViewSchema, tags });
/** Creates "Fence installation", "Gates", "Removal", "Materials" in QuickBooks (or finds them), answering the options. */
export const createQboDefaultItems = defineContract({ method: 'POST', path: '/api/integrations/quickbooks/mapping/default-items', response: qboMappingOptionsSchema, tags });
export const getQboPreview = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/preview', query: qboPreviewQuerySchema, response: qboPreviewSchema, tags });
export const getQboSyncLog = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/sync-log', query: qboSyncLogQuerySchema, response: qboSyncLogPageSchema, tags });
export const retryQboSyncItem = defineContract({ method: 'POST', path: '/api/integrations/quickbooks/sync-log/:id/retry', params: idParams, response: z.object({ status: z.enum(['pending', 'skipped']) }), tags });
/** The bell's unread "Reconnect QuickBooks" items (a lost grant). */
export const listQboAlerts = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/alerts', response: qboAlertsSchema, tags });
/** A job's invoices the bookkeeper voided or deleted in QuickBooks (shown on the job page). */
export const getQboJobNotices = defineContract({ method: 'GET', path: '/api/integrations/quickbooks/jobs/:id/notices', params: z.object({ id: z.guid() }), response: qboJobNoticesSchema, tags });
/** QuickBooks' own call: the raw body is kept and `intuit-signature` checked over it before anything is read. */
export const qboWebhook = defineContract({
  method: 'POST',
  path: '/api/integrations/quickbooks/webhook',
  response: z.object({ received: z.number().int() }),
  public: true,
  summary: 'QuickBooks Online webhook (intuit-signature: base64 HMAC-SHA256 of the raw body with the verifier token)',
  tags,
});
