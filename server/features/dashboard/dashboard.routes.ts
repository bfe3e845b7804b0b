import type { FastifyInstance } from 'fastify';
import { getDashboardStats } from '../../../core/dashboard/dashboard.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { dashboardStats } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getDashboardStats, async (request) => {
    const auth = await requireContractor(request);
    return dashboardStats(app.db, auth.contractorId);
  });
}
