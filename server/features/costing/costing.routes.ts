import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/costing/costing.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { getQuoteCosting, marginReport, saveQuoteCostInputs } from './costing.service';

/** Issue 24: a quote's cost and margin (contractor only; no homeowner route reads these tables). */
export async function costingRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.getQuoteCosting, async (request) => {
    const auth = await requireContractor(request);
    return getQuoteCosting(app.db, auth.contractorId, request.params.id);
  });
  registerContract(app, api.saveQuoteCostInputs, async (request) => {
    const auth = await requireContractor(request);
    return saveQuoteCostInputs(app.db, auth.contractorId, request.params.id, request.body);
  });
  registerContract(app, api.getMarginReport, async (request) => {
    const auth = await requireContractor(request);
    return marginReport(app.db, auth.contractorId, request.query.months);
  });
}
