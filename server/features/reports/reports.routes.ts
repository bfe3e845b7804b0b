import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportSummaryQuerySchema, reportSummarySchema } from '../../../core/reports/report.schema';
import { requireContractor } from '../../plugins/session';
import { reportSummary } from './reports.service';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // /reports (SPEC §2): the signed-in contractor's figures for ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 400 days).
  r.get(
    '/api/reports/summary',
    { schema: { tags: ['reports'], querystring: reportSummaryQuerySchema, response: { 200: reportSummarySchema } } },
    async (request) => {
      const auth = await requireContractor(request);
      return reportSummary(app.db, { contractorId: auth.contractorId, period: request.query });
    },
  );
}
