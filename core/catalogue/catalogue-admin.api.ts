// The admin's catalogue (issue 13 item 7: styles and their prices, post caps, hardware, pictures) and the uploaded
// pictures every page may show, one contract each (core/api/contract.ts).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import {
  adminCatalogueSchema,
  catalogueImageCreateSchema,
  catalogueImageParamsSchema,
  catalogueImageUpdateSchema,
  hardwareItemInputSchema,
  materialStyleInputSchema,
  postCapInputSchema,
} from './catalogue-admin.schema';

const tags = ['catalogue'];
const saved = z.object({ id: z.string() });

export const getAdminCatalogue = defineContract({ method: 'GET', path: '/api/admin/catalogue', response: adminCatalogueSchema, tags });

export const createAdminStyle = defineContract({ method: 'POST', path: '/api/admin/catalogue/styles', body: materialStyleInputSchema, response: saved, status: 201, tags });
export const updateAdminStyle = defineContract({ method: 'PUT', path: '/api/admin/catalogue/styles/:id', params: idParams, body: materialStyleInputSchema, response: saved, tags });

export const createAdminPostCap = defineContract({ method: 'POST', path: '/api/admin/catalogue/post-caps', body: postCapInputSchema, response: saved, status: 201, tags });
export const updateAdminPostCap = defineContract({ method: 'PUT', path: '/api/admin/catalogue/post-caps/:id', params: idParams, body: postCapInputSchema, response: saved, tags });

export const createAdminHardware = defineContract({ method: 'POST', path: '/api/admin/catalogue/hardware', body: hardwareItemInputSchema, response: saved, status: 201, tags });
export const updateAdminHardware = defineContract({ method: 'PUT', path: '/api/admin/catalogue/hardware/:id', params: idParams, body: hardwareItemInputSchema, response: saved, tags });

export const createCatalogueImage = defineContract({ method: 'POST', path: '/api/admin/catalogue/images', body: catalogueImageCreateSchema, response: saved, status: 201, tags });
export const updateCatalogueImage = defineContract({
  method: 'PUT',
  path: '/api/admin/catalogue/images/:kind/:id',
  params: catalogueImageParamsSchema,
  body: catalogueImageUpdateSchema,
  response: saved,
  tags,
});

/** Public like the pages that show them (the cart, a homeowner's quote). The name is the content's hash: immutable. */
export const getCatalogueImageFile = defineContract({
  method: 'GET',
  path: '/api/catalogue/images/:file',
  params: z.object({ file: z.string().max(80) }),
  response: z.string().describe('The image (image/png, image/jpeg or image/webp)'),
  public: true,
  tags,
});
