// The materials feature's API calls (issue 23), one contract each (core/api/contract.ts).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { materialsListSchema, resetStyleAssemblyQuerySchema, saveStyleAssemblyBodySchema, styleAssemblyListSchema, styleAssemblySchema } from './fence-assembly.schema';

const tags = ['materials'];
const adminTags = ['admin'];

/** The contractor's assemblies: one per fence type and one per style they changed, with their catalogue style names. */
export const listStyleAssemblies = defineContract({ method: 'GET', path: '/api/materials/assemblies', response: styleAssemblyListSchema, tags });

export const saveStyleAssembly = defineContract({ method: 'PUT', path: '/api/materials/assemblies', body: saveStyleAssemblyBodySchema, response: styleAssemblySchema, tags });

/** Back to the platform default (for the fence type) or to the fence type's assembly (for a style). */
export const resetStyleAssembly = defineContract({ method: 'DELETE', path: '/api/materials/assemblies', query: resetStyleAssemblyQuerySchema, response: z.object({ reset: z.boolean() }), tags });

/** The quote's list, built with the assemblies the quote stores (never today's, once saved); ?option= one option's (issue 25). */
export const getQuoteMaterials = defineContract({ method: 'GET', path: '/api/quotes/:id/materials', params: idParams, query: z.object({ option: z.guid().optional() }), response: materialsListSchema, tags });

/** The job's list: its quote's. */
export const getJobMaterials = defineContract({ method: 'GET', path: '/api/jobs/:id/materials', params: idParams, response: materialsListSchema, tags });

/** The quote's list as a PDF on one sheet, in the language asked for (the contractor's). */
export const getQuoteMaterialsPdf = defineContract({
  method: 'GET',
  path: '/api/quotes/:id/materials/pdf',
  params: idParams,
  query: z.object({ lang: z.enum(['en', 'es'], { error: 'Invalid input' }).default('en'), option: z.guid().optional() }),
  response: z.string().describe('application/pdf'),
  tags,
});

/** Issue 23: the admin's platform default assemblies (per fence type and per catalogue style) that contractors inherit. */
export const listPlatformAssemblies = defineContract({ method: 'GET', path: '/api/admin/assemblies', response: styleAssemblyListSchema, tags: adminTags });

export const savePlatformAssembly = defineContract({ method: 'PUT', path: '/api/admin/assemblies', body: saveStyleAssemblyBodySchema, response: styleAssemblySchema, tags: adminTags });

/** Back to the code's default (for a fence type) or to the fence type's platform default (for a style). */
export const resetPlatformAssembly = defineContract({ method: 'DELETE', path: '/api/admin/assemblies', query: resetStyleAssemblyQuerySchema, response: z.object({ reset: z.boolean() }), tags: adminTags });
