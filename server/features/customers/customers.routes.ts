import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/customers/customers.api';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { registerContract } from '../../http/register-contract';
import { requireContractor, requireUser } from '../../plugins/session';
import {
  createHomeowner,
  deleteHomeowner,
  getHomeowner,
  getHomeownerActivity,
  restoreHomeowner,
  scheduleVisit,
  updateHomeowner,
} from './customers.service';
import { bulkArchiveHomeowners, bulkTagHomeowners, listContractorHomeowners, listCustomerTags, listHomeowners } from './customer-list';

export async function customersRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.createCustomer, async (request) => {
    const auth = await requireContractor(request);
    return createHomeowner(app.db, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.listCustomers, async (request) => {
    const auth = await requireContractor(request);
    return listHomeowners(app.db, { contractorId: auth.contractorId, query: request.query });
  });

  registerContract(app, api.listCustomerTags, async (request) => {
    const auth = await requireContractor(request);
    return listCustomerTags(app.db, { contractorId: auth.contractorId });
  });

  registerContract(app, api.bulkTagCustomers, async (request) => {
    const auth = await requireContractor(request);
    return bulkTagHomeowners(app.db, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.bulkArchiveCustomers, async (request) => {
    const auth = await requireContractor(request);
    return bulkArchiveHomeowners(app.db, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.listContractorCustomers, async (request) => {
    const auth = await requireUser(request);
    if (!auth.isAdmin && auth.contractorId !== request.params.id) throw notFound(errorMessage('errors.contractors.notFound'));
    return listContractorHomeowners(app.db, { contractorId: request.params.id, query: request.query });
  });

  registerContract(app, api.getCustomer, async (request) => {
    const auth = await requireContractor(request);
    return getHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.getCustomerActivity, async (request) => {
    const auth = await requireContractor(request);
    const today = new Date().toISOString().slice(0, 10);
    return getHomeownerActivity(app.db, { contractorId: auth.contractorId, id: request.params.id, today });
  });

  registerContract(app, api.updateCustomer, async (request) => {
    const auth = await requireContractor(request);
    return updateHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });

  registerContract(app, api.deleteCustomer, async (request) => {
    const auth = await requireContractor(request);
    return deleteHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.restoreCustomer, async (request) => {
    const auth = await requireContractor(request);
    return restoreHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.scheduleCustomerVisit, async (request) => {
    const auth = await requireContractor(request);
    return scheduleVisit(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });
}
