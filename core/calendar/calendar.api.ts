// The schedule's API calls (SPEC §7 calendar events; the scheduled items the /schedule page polls every 30 s, SPEC §9).
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idParams } from '../api/params';
import { calendarEventPatchSchema, calendarEventSchema, calendarEventViewSchema, dateRangeQuerySchema, scheduledItemSchema } from './calendar-event.schema';

const tags = ['calendar'];

export const listCalendarEvents = defineContract({ method: 'GET', path: '/api/calendar/events', query: dateRangeQuerySchema, response: z.array(calendarEventViewSchema), tags });

/** The schedule page's one list: events plus scheduled jobs (read-only). */
export const listScheduledItems = defineContract({ method: 'GET', path: '/api/scheduled-items', query: dateRangeQuerySchema, response: z.array(scheduledItemSchema), tags });

/** SPEC §7 POST /api/calendar/events; contractorId in the body is ignored (the session names the tenant). */
export const createCalendarEvent = defineContract({ method: 'POST', path: '/api/calendar/events', body: calendarEventSchema, response: calendarEventViewSchema, status: 201, tags });

export const getCalendarEvent = defineContract({ method: 'GET', path: '/api/calendar/events/:id', params: idParams, response: calendarEventViewSchema, tags });

/** SPEC §7 PATCH /api/calendar/events/{id} with the same fields. */
export const updateCalendarEvent = defineContract({ method: 'PATCH', path: '/api/calendar/events/:id', params: idParams, body: calendarEventPatchSchema, response: calendarEventViewSchema, tags });

export const completeCalendarEvent = defineContract({ method: 'POST', path: '/api/calendar/events/:id/complete', params: idParams, response: calendarEventViewSchema, tags });

export const deleteCalendarEvent = defineContract({ method: 'DELETE', path: '/api/calendar/events/:id', params: idParams, response: z.object({ deleted: z.literal(true) }), tags });
