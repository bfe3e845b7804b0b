// Issue 24: job costing (estimated side): a quote's cost and margin, its own inputs, and the margin report. Contractor-only.
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { marginReportQuerySchema, marginReportSchema, quoteCostInputsSchema, quoteCostingSchema } from './costing.schema';

const tags = ['costing'];

export const getQuoteCosting = defineContract({ method: 'GET', path: '/api/quotes/:id/costing', params: idParams, response: quoteCostingSchema, tags });
export const saveQuoteCostInputs = defineContract({ method: 'PUT', path: '/api/quotes/:id/costing', params: idParams, body: quoteCostInputsSchema, response: quoteCostingSchema, tags });
/** Margin per job (jobs from approved quotes) and per month of the job's creation. */
export const getMarginReport = defineContract({ method: 'GET', path: '/api/reports/margins', query: marginReportQuerySchema, response: marginReportSchema, tags });
