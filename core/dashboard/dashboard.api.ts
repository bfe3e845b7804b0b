// The dashboard's API call (SPEC §2 /dashboard counts, polled every 120 s by SPEC §9).
import { z } from 'zod';
import { defineContract } from '../api/contract';

const dashboardStatsSchema = z.object({
  customers: z.number().int(),
  quotes: z.number().int(),
  quotesByStatus: z.record(z.string(), z.number().int()),
  jobs: z.number().int(),
  openQuoteValueCents: z.number().int(),
});

export const getDashboardStats = defineContract({ method: 'GET', path: '/api/dashboard/stats', response: dashboardStatsSchema, tags: ['dashboard'] });
