// Issue 24: Settings → Suppliers API calls, one contract each (core/api/contract.ts). Contractor-only.
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import {
  costSettingsInputSchema,
  costSettingsSchema,
  materialPriceInputSchema,
  materialPriceRowSchema,
  priceListBodySchema,
  priceListImportResultSchema,
  priceListPreviewSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierSchema,
} from './suppliers.schema';

const tags = ['suppliers'];

export const listSuppliers = defineContract({ method: 'GET', path: '/api/suppliers', query: supplierListQuerySchema, response: z.array(supplierSchema), tags });
export const createSupplier = defineContract({ method: 'POST', path: '/api/suppliers', body: supplierInputSchema, response: supplierSchema, status: 201, tags });
export const updateSupplier = defineContract({ method: 'PUT', path: '/api/suppliers/:id', params: idParams, body: supplierInputSchema, response: supplierSchema, tags });
/** Archived: kept with its prices and orders, no longer offered for new ones. */
export const archiveSupplier = defineContract({ method: 'POST', path: '/api/suppliers/:id/archive', params: idParams, response: supplierSchema, tags });
export const restoreSupplier = defineContract({ method: 'POST', path: '/api/suppliers/:id/restore', params: idParams, response: supplierSchema, tags });

/** Every material the contractor's assemblies make (and any already priced), with its supplier, pack and cost. */
export const listMaterialPrices = defineContract({ method: 'GET', path: '/api/suppliers/materials', response: z.array(materialPriceRowSchema), tags });
export const saveMaterialPrice = defineContract({ method: 'PUT', path: '/api/suppliers/materials', body: materialPriceInputSchema, response: materialPriceRowSchema, tags });

/** What a price list would change, row by row; nothing is stored. */
export const previewPriceList = defineContract({ method: 'POST', path: '/api/suppliers/price-list/preview', body: priceListBodySchema, response: priceListPreviewSchema, tags });
/** All or nothing: one bad row imports nothing and the 400 names it. */
export const importPriceList = defineContract({ method: 'POST', path: '/api/suppliers/price-list/import', body: priceListBodySchema, response: priceListImportResultSchema, tags });

export const getCostSettings = defineContract({ method: 'GET', path: '/api/suppliers/cost-settings', response: costSettingsSchema, tags });
export const saveCostSettings = defineContract({ method: 'PUT', path: '/api/suppliers/cost-settings', body: costSettingsInputSchema, response: costSettingsSchema, tags });
