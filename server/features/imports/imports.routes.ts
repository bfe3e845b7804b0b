import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmImport, getImportReview, IMPORT_MAX_BYTES, listImports, setImportMapping, undoImport, updateImportRow, uploadCustomerImport } from '../../../core/imports/imports.api';
import { requireContractor } from '../../plugins/session';
import { confirmCustomerImport, undoCustomerImport } from './import-confirm';
import { readSheet } from './import-file';
import { startImportRun } from './import-run';
import { createCustomerImport, getImportReview as reviewOf, listImportBatches, setImportMapping as setMapping, updateImportRow as updateRow } from './imports.service';

// What browsers send for a .csv / .xlsx file (Windows labels CSV as Excel); the bytes decide how they are read.
const UPLOAD_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];

const schemaOf = (c: { params?: unknown; query?: unknown; body?: unknown; response: unknown; status?: number; tags: readonly string[]; summary?: string }) =>
  ({
    tags: [...c.tags],
    ...(c.summary ? { summary: c.summary } : {}),
    ...(c.params ? { params: c.params } : {}),
    ...(c.query ? { querystring: c.query } : {}),
    ...(c.body ? { body: c.body } : {}),
    response: { [c.status ?? 200]: c.response },
  }) as never;

export async function importsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const startRun = (batchId: string) => void startImportRun(app.db, batchId, (error) => app.log.error({ err: error, batchId }, 'import run failed; the sweep resumes it'));

  // The file's bytes as the body; its own scope so no other route accepts 10 MB.
  await app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(uploadCustomerImport.path, { schema: schemaOf(uploadCustomerImport), bodyLimit: IMPORT_MAX_BYTES }, async (request, reply) => {
      const auth = await requireContractor(request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { headers, rows } = await readSheet(bytes);
      const query = request.query as { fileName: string };
      const id = await createCustomerImport(app.db, { contractorId: auth.contractorId, fileName: query.fileName, headers, rows });
      const review = await reviewOf(app.db, { contractorId: auth.contractorId, id, filter: 'all', page: 1, pageSize: 20 });
      return reply.code(201).send(review as never);
    });
  });

  r.get(listImports.path, { schema: schemaOf(listImports) }, async (request) => {
    const auth = await requireContractor(request);
    return listImportBatches(app.db, auth.contractorId);
  });

  r.get(getImportReview.path, { schema: schemaOf(getImportReview) }, async (request) => {
    const auth = await requireContractor(request);
    const { id } = request.params as { id: string };
    const q = request.query as { filter: 'all' | 'invalid' | 'duplicates'; page: number; pageSize: number };
    return reviewOf(app.db, { contractorId: auth.contractorId, id, ...q });
  });

  r.put(setImportMapping.path, { schema: schemaOf(setImportMapping) }, async (request) => {
    const auth = await requireContractor(request);
    const { id } = request.params as { id: string };
    const { mapping } = request.body as { mapping: Parameters<typeof setMapping>[1]['mapping'] };
    return setMapping(app.db, { contractorId: auth.contractorId, id, mapping });
  });

  r.patch(updateImportRow.path, { schema: schemaOf(updateImportRow) }, async (request) => {
    const auth = await requireContractor(request);
    const { id, rowNumber } = request.params as { id: string; rowNumber: number };
    const body = request.body as Omit<Parameters<typeof updateRow>[1], 'contractorId' | 'id' | 'rowNumber'>;
    return updateRow(app.db, { contractorId: auth.contractorId, id, rowNumber, ...body });
  });

  r.post(confirmImport.path, { schema: schemaOf(confirmImport) }, async (request) => {
    const auth = await requireContractor(request);
    const { id } = request.params as { id: string };
    const { announce } = request.body as { announce: boolean };
    const { batch, start } = await confirmCustomerImport(app.db, { contractorId: auth.contractorId, id, announce });
    if (start) startRun(batch.id);
    return batch;
  });

  r.post(undoImport.path, { schema: schemaOf(undoImport) }, async (request) => {
    const auth = await requireContractor(request);
    const { id } = request.params as { id: string };
    return undoCustomerImport(app.db, { contractorId: auth.contractorId, id });
  });
}
