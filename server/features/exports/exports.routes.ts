// Settings → Data: streamed CSV and ZIP downloads of the contractor's own data (issue 26). Rows are read in keyset
// pages and written as they come, so 20,000 customers take no more memory than 500.
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvLine } from '../../../core/imports/csv';
import { EXPORT_FILE_NAMES, EXPORT_HEADERS, EXPORT_TABLES, type ExportLanguage, type ExportTable } from '../../../core/imports/export-headers';
import { adminExportAllZip, exportAllZip, exportTableCsv } from '../../../core/imports/exports.api';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { registerContract } from '../../http/register-contract';
import { requireAdmin, requireContractor } from '../../plugins/session';
import { exportDrawings, exportRows } from './export-rows';
import { ZipWriter } from './zip-stream';
import { auditExport, contractorExists } from './export-audit';

async function* csvOf(db: Db, contractorId: string, table: ExportTable, lang: ExportLanguage): AsyncGenerator<string> {
  // A BOM so Excel reads the UTF-8 (accents) right.
  yield `\ufeff${csvLine(EXPORT_HEADERS[table][lang])}`;
  for await (const page of exportRows(db, contractorId, table)) yield page.map(csvLine).join('');
}

/** Sends a stream and feeds it from `produce`, waiting for the client when its buffer is full. */
function streamTo(reply: FastifyReply, type: string, fileName: string, produce: (write: (chunk: string | Buffer) => Promise<void>) => Promise<void>) {
  const out = new PassThrough();
  const write = async (chunk: string | Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  produce(write).then(
    () => out.end(),
    (error: unknown) => out.destroy(error as Error),
  );
  return reply.header('Content-Type', type).header('Content-Disposition', `attachment; filename="${fileName}"`).send(out);
}

/** The quote PDFs to add to the ZIP, one file at a time (the quotes feature's, handed in by server/features/index.ts). */
export type QuotePdfSource = (db: Db, contractorId: string) => AsyncIterable<{ quoteNumber: number; signed: boolean; pdf: Buffer }>;

export interface ExportsOptions {
  quotePdfs?: QuotePdfSource;
}

async function zipAll(db: Db, contractorId: string, lang: ExportLanguage, write: (chunk: Buffer) => Promise<void>, quotePdfs?: QuotePdfSource) {
  const zip = new ZipWriter(write);
  for (const table of EXPORT_TABLES) await zip.file(EXPORT_FILE_NAMES[table][lang], csvOf(db, contractorId, table, lang));
  const folder = lang === 'es' ? 'dibujos' : 'drawings';
  for await (const page of exportDrawings(db, contractorId)) {
    for (const d of page) await zip.file(`${folder}/${d.quoteNumber}.svg`, [d.svg]);
  }
  if (quotePdfs) {
    const pdfFolder = lang === 'es' ? 'cotizaciones' : 'quotes';
    const signedSuffix = lang === 'es' ? 'firmada' : 'signed';
    for await (const p of quotePdfs(db, contractorId)) await zip.file(`${pdfFolder}/${p.quoteNumber}${p.signed ? `-${signedSuffix}` : ''}.pdf`, [p.pdf]);
  }
  await zip.finish();
}

export async function exportsRoutes(app: FastifyInstance, options: ExportsOptions = {}): Promise<void> {
  registerContract(app, exportTableCsv, async (request, reply) => {
    const auth = await requireContractor(request);
    const { table } = request.params;
    const { lang } = request.query;
    return streamTo(reply, 'text/csv; charset=utf-8', EXPORT_FILE_NAMES[table][lang], async (write) => {
      for await (const chunk of csvOf(app.db, auth.contractorId, table, lang)) await write(chunk);
    });
  });

  registerContract(app, exportAllZip, async (request, reply) => {
    const auth = await requireContractor(request);
    const { lang } = request.query;
    await auditExport(app.db, request as never, auth, auth.contractorId, false);
    return streamTo(reply, 'application/zip', lang === 'es' ? 'picket-datos.zip' : 'picket-data.zip', (write) => zipAll(app.db, auth.contractorId, lang, write, options.quotePdfs));
  });

  registerContract(app, adminExportAllZip, async (request, reply) => {
    const admin = await requireAdmin(request);
    const contractorId = request.params.id;
    if (!(await contractorExists(app.db, contractorId))) throw notFound(errorMessage('errors.contractors.notFound'));
    await auditExport(app.db, request as never, admin, contractorId, true);
    const { lang } = request.query;
    return streamTo(reply, 'application/zip', `picket-data-${contractorId}.zip`, (write) => zipAll(app.db, contractorId, lang, write, options.quotePdfs));
  });
}
