// Settings → CRM → Connection: connect a GoHighLevel location (private integration token, or OAuth through the
// marketplace), see its health, test it, disconnect; the location's team. One contract per call.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { crmUserSchema } from './crm-catalogue.schema';
import { crmConnectionSchema, crmConnectionTestSchema, crmOAuthStartBodySchema, crmOAuthStartSchema, privateTokenConnectSchema } from './connection.schema';

const tags = ['crm'];

export const getCrmConnection = defineContract({ method: 'GET', path: '/api/crm/connection', response: crmConnectionSchema, tags });

export const connectCrm = defineContract({ method: 'POST', path: '/api/crm/connection', body: privateTokenConnectSchema, response: crmConnectionSchema, status: 201, tags });

export const testCrmConnection = defineContract({ method: 'POST', path: '/api/crm/connection/test', response: crmConnectionTestSchema, tags });

export const disconnectCrm = defineContract({ method: 'DELETE', path: '/api/crm/connection', response: z.null(), status: 204, tags });

/** The location's team, for a lead rule's "assign to" picker. */
export const listCrmUsers = defineContract({ method: 'GET', path: '/api/crm/users', response: z.object({ users: z.array(crmUserSchema) }), tags });

/** OAuth: the page navigates to the returned URL (HighLevel's "choose location"), which comes back to the callback. */
export const startCrmOAuth = defineContract({ method: 'POST', path: '/api/crm/connection/oauth/start', body: crmOAuthStartBodySchema, response: crmOAuthStartSchema, tags });

/** A browser navigation back from HighLevel: answers with a redirect to Settings → CRM saying how it went. */
export const crmOAuthCallback = defineContract({
  method: 'GET',
  path: '/api/crm/connection/oauth/callback',
  query: z.object({
    code: z.string().max(2000).optional(),
    state: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
  }),
  response: z.null(),
  status: 302,
  tags,
});
