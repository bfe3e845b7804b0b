import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractorHomeownersQuerySchema,
  createCustomerBodySchema,
  customerListQuerySchema,
  scheduleVisitSchema,
  updateCustomerBodySchema,
} from '../../../core/customers/customer.schema';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { requireContractor, requireUser } from '../../plugins/session';
import {
  createHomeowner,
  deleteHomeowner,
  getHomeowner,
  getHomeownerActivity,
  listContractorHomeowners,
  listHomeowners,
  restoreHomeowner,
  scheduleVisit,
  updateHomeowner,
} from './customers.service';
import { idParams } from '../../plugins/path-ids';

const customerSchema = z.object({
  id: z.string(),
  contractorId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  notes: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
const visitSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventType: z.string(),
  status: z.string(),
  startDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  isAnytime: z.boolean(),
});
const activitySchema = z.object({
  quotes: z.array(z.object({ id: z.string(), quoteNumber: z.number(), status: z.string(), totalCents: z.number(), createdAt: z.string() })),
  jobs: z.array(z.object({ id: z.string(), jobNumber: z.string(), name: z.string(), status: z.string(), scheduledDate: z.string().nullable() })),
  visits: z.array(visitSchema.extend({ description: z.string().nullable() })),
});
const tags = ['customers'];

export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // SPEC §7: POST /api/homeowners; 400 with the core schema's messages, 409 DUPLICATE_CUSTOMER unless allowDuplicate.
  r.post('/api/homeowners', { schema: { tags, body: createCustomerBodySchema, response: { 201: customerSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const customer = await createHomeowner(app.db, { contractorId: auth.contractorId, input: request.body });
    return reply.code(201).send(customer);
  });

  r.get(
    '/api/homeowners',
    { schema: { tags, querystring: customerListQuerySchema, response: { 200: z.object({ items: z.array(customerSchema), total: z.number(), page: z.number(), pageSize: z.number() }) } } },
    async (request) => {
      const auth = await requireContractor(request);
      return listHomeowners(app.db, { contractorId: auth.contractorId, query: request.query });
    },
  );

  // SPEC §7: a contractor reads only their own id (another id is not found); an admin may read any. q/limit: a picker.
  r.get('/api/contractors/:id/homeowners', { schema: { tags, params: idParams, querystring: contractorHomeownersQuerySchema, response: { 200: z.array(customerSchema) } } }, async (request) => {
    const auth = await requireUser(request);
    if (!auth.isAdmin && auth.contractorId !== request.params.id) throw notFound(errorMessage('errors.contractors.notFound'));
    if (!/^[0-9a-f-]{36}$/i.test(request.params.id)) throw notFound(errorMessage('errors.contractors.notFound'));
    return listContractorHomeowners(app.db, { contractorId: request.params.id, query: request.query });
  });

  r.get('/api/homeowners/:id', { schema: { tags, params: idParams, response: { 200: customerSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  r.get('/api/homeowners/:id/activity', { schema: { tags, params: idParams, response: { 200: activitySchema } } }, async (request) => {
    const auth = await requireContractor(request);
    const today = new Date().toISOString().slice(0, 10);
    return getHomeownerActivity(app.db, { contractorId: auth.contractorId, id: request.params.id, today });
  });

  r.patch('/api/homeowners/:id', { schema: { tags, params: idParams, body: updateCustomerBodySchema, response: { 200: customerSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return updateHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
  });

  r.delete('/api/homeowners/:id', { schema: { tags, params: idParams, response: { 200: z.object({ archived: z.boolean() }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return deleteHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  // An archived customer (deleted while they had quotes or jobs) back in the list.
  r.post('/api/homeowners/:id/restore', { schema: { tags, params: idParams, response: { 200: customerSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return restoreHomeowner(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  // SPEC §7: POST /api/homeowners/{id}/schedule-visit {scheduledDate, scheduledStartTime, scheduledEndTime, isAnytime, notes}.
  r.post('/api/homeowners/:id/schedule-visit', { schema: { tags, params: idParams, body: scheduleVisitSchema, response: { 201: visitSchema.extend({ linkedHomeownerId: z.string().nullable() }) } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const event = await scheduleVisit(app.db, { contractorId: auth.contractorId, id: request.params.id, input: request.body });
    return reply.code(201).send(event);
  });
}
