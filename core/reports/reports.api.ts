import { defineContract } from '../api/contract';
import { reportSummaryQuerySchema, reportSummarySchema } from './report.schema';

/** /reports (SPEC §2): the signed-in contractor's figures for ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 400 days). */
export const getReportSummary = defineContract({ method: 'GET', path: '/api/reports/summary', query: reportSummaryQuerySchema, response: reportSummarySchema, tags: ['reports'] });
