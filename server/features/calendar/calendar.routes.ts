import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/calendar/calendar.api';
import { registerContract } from '../../http/register-contract';
import { requireContractor } from '../../plugins/session';
import { completeEvent, createEvent, deleteEvent, getEvent, listEvents, listScheduledItems, updateEvent } from './calendar.service';

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, api.listCalendarEvents, async (request) => {
    const auth = await requireContractor(request);
    return listEvents(app.db, { contractorId: auth.contractorId, range: request.query });
  });

  registerContract(app, api.listScheduledItems, async (request) => {
    const auth = await requireContractor(request);
    return listScheduledItems(app.db, { contractorId: auth.contractorId, range: request.query });
  });

  registerContract(app, api.createCalendarEvent, async (request) => {
    const auth = await requireContractor(request);
    return createEvent(app.db, { contractorId: auth.contractorId, input: request.body });
  });

  registerContract(app, api.getCalendarEvent, async (request) => {
    const auth = await requireContractor(request);
    return getEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.updateCalendarEvent, async (request) => {
    const auth = await requireContractor(request);
    return updateEvent(app.db, { contractorId: auth.contractorId, id: request.params.id, patch: request.body });
  });

  registerContract(app, api.completeCalendarEvent, async (request) => {
    const auth = await requireContractor(request);
    return completeEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });

  registerContract(app, api.deleteCalendarEvent, async (request) => {
    const auth = await requireContractor(request);
    return deleteEvent(app.db, { contractorId: auth.contractorId, id: request.params.id });
  });
}
