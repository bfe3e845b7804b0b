import type { FastifyInstance } from 'fastify';
import { requireContractor } from '../../plugins/session';
import { dashboardStats } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dashboard/stats', { schema: { tags: ['dashboard'] } }, async (request) => {
    const auth = await requireContractor(request);
    return dashboardStats(app.db, auth.contractorId);
  });
}
