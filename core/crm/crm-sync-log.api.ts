// Settings → CRM → Sync log: what went to and came from the CRM, retry one item, send everything again.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { syncLogPageSchema, syncLogQuerySchema } from './sync-log.schema';

const tags = ['crm'];

export const listSyncLog = defineContract({ method: 'GET', path: '/api/crm/sync-log', query: syncLogQuerySchema, response: syncLogPageSchema, tags });

export const retrySyncItem = defineContract({
  method: 'POST',
  path: '/api/crm/sync-log/:id/retry',
  // Checked by the route: a malformed id is an item that does not exist (404).
  params: z.object({ id: z.string().max(100) }),
  response: z.object({ status: z.enum(['pending', 'skipped']) }),
  tags,
});

/** "Send everything again": how many customers and quotes were queued. */
export const resyncEverything = defineContract({
  method: 'POST',
  path: '/api/crm/sync/resync',
  response: z.object({ customers: z.number().int(), quotes: z.number().int() }),
  status: 202,
  tags,
});
