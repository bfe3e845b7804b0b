// Column headers of the data export (issue 26), in the contractor's language. Money is written in dollars with two
// decimals (the CSV is for people and spreadsheets); ids let the files be joined.
import type { ExportTable } from './export-tables';

export { EXPORT_TABLES, type ExportTable } from './export-tables';
export type ExportLanguage = 'en' | 'es';

type Headers = Record<ExportLanguage, string[]>;

export const EXPORT_HEADERS: Record<ExportTable, Headers> = {
  customers: {
    en: ['ID', 'First name', 'Last name', 'Email', 'Phone', 'Address', 'City', 'State', 'ZIP code', 'Notes', 'Tags', 'Archived', 'Imported', 'Added'],
    es: ['ID', 'Nombre', 'Apellido', 'Correo electrónico', 'Teléfono', 'Dirección', 'Ciudad', 'Estado', 'Código postal', 'Notas', 'Etiquetas', 'Archivado', 'Importado', 'Agregado'],
  },
  quotes: {
    en: ['ID', 'Quote number', 'Customer ID', 'Status', 'Title', 'Linear feet', 'Gates', 'Fence type', 'Total', 'Deposit', 'Created', 'Sent', 'Imported'],
    es: ['ID', 'Número de cotización', 'ID del cliente', 'Estado', 'Título', 'Pies lineales', 'Portones', 'Tipo de cerca', 'Total', 'Depósito', 'Creada', 'Enviada', 'Importada'],
  },
  jobs: {
    en: ['ID', 'Job number', 'Customer ID', 'Quote ID', 'Name', 'Status', 'Scheduled date', 'Total', 'Paid', 'Created', 'Completed', 'Imported'],
    es: ['ID', 'Número de trabajo', 'ID del cliente', 'ID de la cotización', 'Nombre', 'Estado', 'Fecha programada', 'Total', 'Pagado', 'Creado', 'Terminado', 'Importado'],
  },
  milestones: {
    en: ['ID', 'Job ID', 'Name', 'Amount', 'Status', 'Due date', 'Paid date', 'Order'],
    es: ['ID', 'ID del trabajo', 'Nombre', 'Monto', 'Estado', 'Fecha de vencimiento', 'Fecha de pago', 'Orden'],
  },
  payments: {
    en: ['ID', 'Job ID', 'Milestone ID', 'Quote ID', 'Amount', 'Type', 'Method', 'Date'],
    es: ['ID', 'ID del trabajo', 'ID del hito', 'ID de la cotización', 'Monto', 'Tipo', 'Método', 'Fecha'],
  },
};

export const EXPORT_FILE_NAMES: Record<ExportTable, Record<ExportLanguage, string>> = {
  customers: { en: 'customers.csv', es: 'clientes.csv' },
  quotes: { en: 'quotes.csv', es: 'cotizaciones.csv' },
  jobs: { en: 'jobs.csv', es: 'trabajos.csv' },
  milestones: { en: 'milestones.csv', es: 'hitos.csv' },
  payments: { en: 'payments.csv', es: 'pagos.csv' },
};

/** Integer cents as dollars with two decimals, no thousands separator (spreadsheets read it as a number). */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);
