// The data export's API calls (issue 26): one table as CSV, or everything in one ZIP; an admin can take either for a
// contractor who asks. Answers are files (text/csv, application/zip), streamed.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { EXPORT_TABLES } from './export-headers';

const tags = ['exports'] as const;
const langQuery = z.object({ lang: z.enum(['en', 'es']).default('en') });
const file = z.string().describe('The file, streamed');

export const exportTableCsv = defineContract({ method: 'GET', path: '/api/exports/csv/:table', params: z.object({ table: z.enum(EXPORT_TABLES) }), query: langQuery, response: file, tags, summary: 'One table as CSV (headers in the chosen language)' });
export const exportAllZip = defineContract({ method: 'GET', path: '/api/exports/zip', query: langQuery, response: file, tags, summary: 'Every table as CSV plus the quote drawings as SVG, in one ZIP' });
export const adminExportAllZip = defineContract({ method: 'GET', path: '/api/admin/contractors/:id/export', params: z.object({ id: z.string() }), query: langQuery, response: file, tags, summary: "An admin's export of one contractor's data (at their request)" });
