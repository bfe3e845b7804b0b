import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventPatchSchema,
  calendarEventSchema,
  calendarEventViewSchema,
  dateRangeQuerySchema,
  scheduledItemSchema,
} from '../../../core/calendar/calendar-event.schema';
import { requireContractor } from '../../plugins/session';
import { completeEvent, createEvent, deleteEvent, getEvent, listEvents, listScheduledItems, updateEvent } from './calendar.service';
import { idParams } from '../../plugins/path-ids';

const tags = ['calendar'];

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendar/events',
    { schema: { tags, querystring: dateRangeQuerySchema, response: { 200: z.array(calendarEventViewSchema) } } },
    async (request) => {
      const auth = await requireContractor(request);
      return listEvents(app.db, { contractorId: auth.contractorId, range: request.query });
    },
  );

  // The schedule page's one list: events plus scheduled jobs (read-only), polled every 30 s (SPEC §9).
  r.get(
    '/api/scheduled-items',
    { schema: { tags, querystring: dateRangeQuerySchema, response: { 200: z.array(scheduledItemSchema) } } },
    async (request) => {
      const auth = await requireContractor(request);
      return listScheduledItems(app.db, { contractorId: auth.contractorId, range: request.query });
    },
  );

  // SPEC §7 POST /api/calendar/events; contractorId in the body is ignored (the session names the tenant).
  r.post('/api/calendar/events', { schema: { tags, body: calendarEventSchema, response: { 201: calendarEventViewSchema } } }, async (request, reply) => {
    const auth = await requireContractor(request);
    const event = await createEvent(app.db, { contractorId: auth.contractorId, input: request.body });
    return reply.code(201).send(event);
  });

  r.get('/api/calendar/events/:id', { schema: { tags, params: idParams, response: { 200: calendarEventViewSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return getEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  // SPEC §7 PATCH /api/calendar/events/{id} with the same fields.
  r.patch(
    '/api/calendar/events/:id',
    { schema: { tags, params: idParams, body: calendarEventPatchSchema, response: { 200: calendarEventViewSchema } } },
    async (request) => {
      const auth = await requireContractor(request);
      return updateEvent(app.db, { contractorId: auth.contractorId, id: request.params.id, patch: request.body });
    },
  );

  r.post('/api/calendar/events/:id/complete', { schema: { tags, params: idParams, response: { 200: calendarEventViewSchema } } }, async (request) => {
    const auth = await requireContractor(request);
    return completeEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  r.delete('/api/calendar/events/:id', { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.literal(true) }) } } }, async (request) => {
    const auth = await requireContractor(request);
    return deleteEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });
}
