import type { FastifyInstance } from 'fastify';
import { getReportSummary } from '../../../core/reports/reports.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { reportSummary } from './reports.service';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getReportSummary, async (request) => {
    const auth = await requireContractor(request);
    return reportSummary(app.db, { contractorId: auth.contractorId, period: request.query });
  });
}
