import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/catalogue/catalogue-admin.api';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { registerContract } from '../../http/register-contract';
import { OBJECT_KEY } from '../../integrations/object-storage/object-storage';
import { requireAdmin } from '../../plugins/session';
import { auditActorOf } from '../../audit/audit';
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

/** Issue 13 item 7: the admin's catalogue, and the uploaded images every page may show. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.clients;
  const actor = async (request: Parameters<typeof requireAdmin>[0]) => auditActorOf(request, await requireAdmin(request));

  registerContract(app, api.getAdminCatalogue, async (request) => {
    await requireAdmin(request);
    return getAdminCatalogue(app.db);
  });

  registerContract(app, api.createAdminStyle, async (request) => createMaterialStyle(app.db, request.body, await actor(request)));
  registerContract(app, api.updateAdminStyle, async (request) => updateMaterialStyle(app.db, request.params.id, request.body, await actor(request)));

  registerContract(app, api.createAdminPostCap, async (request) => savePostCap(app.db, null, request.body, await actor(request)));
  registerContract(app, api.updateAdminPostCap, async (request) => savePostCap(app.db, request.params.id, request.body, await actor(request)));

  registerContract(app, api.createAdminHardware, async (request) => saveHardwareItem(app.db, null, request.body, await actor(request)));
  registerContract(app, api.updateAdminHardware, async (request) => saveHardwareItem(app.db, request.params.id, request.body, await actor(request)));

  registerContract(app, api.createCatalogueImage, async (request) => createCatalogueImage(app.db, storage, request.body, await actor(request)));
  registerContract(app, api.updateCatalogueImage, async (request) =>
    updateCatalogueImage(app.db, storage, request.params.kind, request.params.id, request.body, await actor(request)),
  );

  registerContract(app, api.getCatalogueImageFile, async (request, reply) => {
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
  });
}
