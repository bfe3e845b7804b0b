import type { FastifyInstance } from 'fastify';
import { confirmImport, getImportReview, getWorkImportReview, IMPORT_MAX_BYTES, listImports, setImportMapping, setWorkImportMapping, undoImport, updateImportRow, updateWorkImportRow, uploadCustomerImport, uploadWorkImport } from '../../../core/imports/imports.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { confirmCustomerImport, undoCustomerImport } from './import-confirm';
import { readSheet } from './import-file';
import { startImportRun } from './import-run';
import * as work from './work-import';
import { createCustomerImport, getImportReview as reviewOf, listImportBatches, setImportMapping as setMapping, updateImportRow as updateRow } from './imports.service';

// What browsers send for a .csv / .xlsx file (Windows labels CSV as Excel); the bytes decide how they are read.
const UPLOAD_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'];

export async function importsRoutes(app: FastifyInstance): Promise<void> {
  const startRun = (batchId: string) => void startImportRun(app.db, batchId, (error) => app.log.error({ err: error, batchId }, 'import run failed; the sweep resumes it'));

  // The file's bytes as the body; its own scope so no other route accepts 10 MB.
  await app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    registerContract(
      scope,
      uploadCustomerImport,
      async (request, reply) => {
        const auth = await requireContractor(request);
        const raw: unknown = (request as unknown as { body: unknown }).body;
        const bytes = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
        const { headers, rows } = await readSheet(bytes);
        const id = await createCustomerImport(app.db, { contractorId: auth.contractorId, fileName: request.query.fileName, headers, rows });
        const review = await reviewOf(app.db, { contractorId: auth.contractorId, id, filter: 'all', page: 1, pageSize: 20 });
        return reply.code(201).send(review);
      },
      { bodyLimit: IMPORT_MAX_BYTES },
    );
    registerContract(
      scope,
      uploadWorkImport,
      async (request, reply) => {
        const auth = await requireContractor(request);
        const raw: unknown = (request as unknown as { body: unknown }).body;
        const { headers, rows } = await readSheet(Buffer.isBuffer(raw) ? raw : Buffer.alloc(0));
        const id = await work.createWorkImport(app.db, { contractorId: auth.contractorId, fileName: request.query.fileName, headers, rows });
        return reply.code(201).send(await work.getWorkImportReview(app.db, { contractorId: auth.contractorId, id, filter: 'all', page: 1, pageSize: 20 }));
      },
      { bodyLimit: IMPORT_MAX_BYTES },
    );
  });

  registerContract(app, getWorkImportReview, async (request) => {
    const auth = await requireContractor(request);
    return work.getWorkImportReview(app.db, { contractorId: auth.contractorId, id: request.params.id, ...request.query });
  });

  registerContract(app, setWorkImportMapping, async (request) => {
    const auth = await requireContractor(request);
    return work.setWorkImportMapping(app.db, { contractorId: auth.contractorId, id: request.params.id, mapping: request.body.mapping });
  });

  registerContract(app, updateWorkImportRow, async (request) => {
    const auth = await requireContractor(request);
    return work.updateWorkImportRow(app.db, { contractorId: auth.contractorId, id: request.params.id, rowNumber: request.params.rowNumber, ...request.body });
  });

  registerContract(app, listImports, async (request) => {
    const auth = await requireContractor(request);
    return listImportBatches(app.db, auth.contractorId);
  });

  registerContract(app, getImportReview, async (request) => {
    const auth = await requireContractor(request);
    return reviewOf(app.db, { contractorId: auth.contractorId, id: request.params.id, ...request.query });
  });

  registerContract(app, setImportMapping, async (request) => {
    const auth = await requireContractor(request);
    return setMapping(app.db, { contractorId: auth.contractorId, id: request.params.id, mapping: request.body.mapping });
  });

  registerContract(app, updateImportRow, async (request) => {
    const auth = await requireContractor(request);
    return updateRow(app.db, { contractorId: auth.contractorId, id: request.params.id, rowNumber: request.params.rowNumber, ...request.body });
  });

  registerContract(app, confirmImport, async (request) => {
    const auth = await requireContractor(request);
    const { batch, start } = await confirmCustomerImport(app.db, { contractorId: auth.contractorId, id: request.params.id, announce: request.body.announce });
    if (start) startRun(batch.id);
    return batch;
  });

  registerContract(app, undoImport, async (request) => {
    const auth = await requireContractor(request);
    return undoCustomerImport(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });
}
