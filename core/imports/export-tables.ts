// The tables of the data export (issue 26); a file of its own so the web's Data tab gets the list without the headers.
export const EXPORT_TABLES = ['customers', 'quotes', 'jobs', 'milestones', 'payments'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];
