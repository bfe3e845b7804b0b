import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCatalogueSchema,
  catalogueImageCreateSchema,
  catalogueImageParamsSchema,
  catalogueImageUpdateSchema,
  hardwareItemInputSchema,
  materialStyleInputSchema,
  postCapInputSchema,
} from '../../../core/catalogue/catalogue-admin.schema';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { createObjectStorage } from '../../integrations/object-storage/create-object-storage';
import { OBJECT_KEY } from '../../integrations/object-storage/object-storage';
import { idParams } from '../../plugins/path-ids';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../security/audit';
import {
  createCatalogueImage,
  createMaterialStyle,
  getAdminCatalogue,
  saveHardwareItem,
  savePostCap,
  updateCatalogueImage,
  updateMaterialStyle,
} from './catalogue-admin.service';
import { contentTypeOfExtension } from './catalogue-image-files';

const saved = z.object({ id: z.string() });
const tags = ['catalogue'];

/** Issue 13 item 7: the admin's catalogue, and the uploaded images every page may show. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = createObjectStorage({ dataDir: app.config.dataDir, s3: app.config.s3 });
  const actor = async (request: Parameters<typeof requireAdmin>[0]) => auditActorOf(request, await requireAdmin(request));

  r.get('/api/admin/catalogue', { schema: { tags, response: { 200: adminCatalogueSchema } } }, async (request) => {
    await requireAdmin(request);
    return getAdminCatalogue(app.db);
  });

  r.post('/api/admin/catalogue/styles', { schema: { tags, body: materialStyleInputSchema, response: { 201: saved } } }, async (request, reply) =>
    reply.code(201).send(await createMaterialStyle(app.db, request.body, await actor(request))),
  );
  r.put('/api/admin/catalogue/styles/:id', { schema: { tags, params: idParams, body: materialStyleInputSchema, response: { 200: saved } } }, async (request) =>
    updateMaterialStyle(app.db, request.params.id, request.body, await actor(request)),
  );

  r.post('/api/admin/catalogue/post-caps', { schema: { tags, body: postCapInputSchema, response: { 201: saved } } }, async (request, reply) =>
    reply.code(201).send(await savePostCap(app.db, null, request.body, await actor(request))),
  );
  r.put('/api/admin/catalogue/post-caps/:id', { schema: { tags, params: idParams, body: postCapInputSchema, response: { 200: saved } } }, async (request) =>
    savePostCap(app.db, request.params.id, request.body, await actor(request)),
  );

  r.post('/api/admin/catalogue/hardware', { schema: { tags, body: hardwareItemInputSchema, response: { 201: saved } } }, async (request, reply) =>
    reply.code(201).send(await saveHardwareItem(app.db, null, request.body, await actor(request))),
  );
  r.put('/api/admin/catalogue/hardware/:id', { schema: { tags, params: idParams, body: hardwareItemInputSchema, response: { 200: saved } } }, async (request) =>
    saveHardwareItem(app.db, request.params.id, request.body, await actor(request)),
  );

  r.post('/api/admin/catalogue/images', { schema: { tags, body: catalogueImageCreateSchema, response: { 201: saved } } }, async (request, reply) =>
    reply.code(201).send(await createCatalogueImage(app.db, storage, request.body, await actor(request))),
  );
  r.put(
    '/api/admin/catalogue/images/:kind/:id',
    { schema: { tags, params: catalogueImageParamsSchema, body: catalogueImageUpdateSchema, response: { 200: saved } } },
    async (request) => updateCatalogueImage(app.db, storage, request.params.kind, request.params.id, request.body, await actor(request)),
  );

  // Public like the pages that show them (the cart, a homeowner's quote). The name is the content's hash: immutable.
  r.get(
    '/api/catalogue/images/:file',
    { schema: { tags, security: [], params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const key = `catalogue/${request.params.file}`;
      const type = contentTypeOfExtension[request.params.file.split('.').at(-1) ?? ''];
      const object = OBJECT_KEY.test(key) && type ? await storage.get(key) : null;
      if (!object) throw notFound(errorMessage('errors.common.notFound'));
      return reply
        .header('content-type', type)
        .header('content-length', object.bytes.length)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(object.bytes);
    },
  );
}
