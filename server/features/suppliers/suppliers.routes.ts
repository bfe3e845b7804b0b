import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/suppliers/suppliers.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { importPriceList, previewPriceList } from './price-list.service';
import {
  createSupplier,
  getCostSettings,
  listMaterialPrices,
  listSuppliers,
  saveCostSettings,
  saveMaterialPrice,
  setSupplierArchived,
  updateSupplier,
} from './suppliers.service';

/** Issue 24: Settings → Suppliers. Contractor-only; every call scoped to the signed-in contractor. */
export async function suppliersRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listSuppliers, async (request) => {
    const auth = await requireContractor(request);
    return listSuppliers(app.db, auth.contractorId, request.query.archived);
  });
  registerContract(app, api.createSupplier, async (request) => {
    const auth = await requireContractor(request);
    return createSupplier(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.updateSupplier, async (request) => {
    const auth = await requireContractor(request);
    return updateSupplier(app.db, auth.contractorId, request.params.id, request.body);
  });
  registerContract(app, api.archiveSupplier, async (request) => {
    const auth = await requireContractor(request);
    return setSupplierArchived(app.db, auth.contractorId, request.params.id, true);
  });
  registerContract(app, api.restoreSupplier, async (request) => {
    const auth = await requireContractor(request);
    return setSupplierArchived(app.db, auth.contractorId, request.params.id, false);
  });
  registerContract(app, api.listMaterialPrices, async (request) => {
    const auth = await requireContractor(request);
    return listMaterialPrices(app.db, auth.contractorId);
  });
  registerContract(app, api.saveMaterialPrice, async (request) => {
    const auth = await requireContractor(request);
    return saveMaterialPrice(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.previewPriceList, async (request) => {
    const auth = await requireContractor(request);
    return previewPriceList(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.importPriceList, async (request) => {
    const auth = await requireContractor(request);
    return importPriceList(app.db, auth.contractorId, request.body);
  });
  registerContract(app, api.getCostSettings, async (request) => {
    const auth = await requireContractor(request);
    return getCostSettings(app.db, auth.contractorId);
  });
  registerContract(app, api.saveCostSettings, async (request) => {
    const auth = await requireContractor(request);
    return saveCostSettings(app.db, auth.contractorId, request.body);
  });
}
