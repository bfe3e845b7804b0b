// Queries and mutations of the schedule (server/features/calendar routes). Keys start with scheduled-items/calendar,
// which web/lib/query-client.ts polls every 30 s (SPEC §9).
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../core/calendar/calendar.api';
import type { CalendarEventInput, ScheduledItem } from '../../../core/calendar/calendar-event.schema';
import { apiCall, useContractQuery } from '../../lib/api-contract';

export const SCHEDULED_ITEMS_KEY = api.listScheduledItems.path;
export const CALENDAR_EVENTS_KEY = api.listCalendarEvents.path;

export type EventItem = Extract<ScheduledItem, { kind: 'event' }>;

export function useScheduledItems(range: { from: string; to: string }) {
  return useContractQuery(api.listScheduledItems, { query: range }, { placeholderData: keepPreviousData });
}

function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SCHEDULED_ITEMS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [CALENDAR_EVENTS_KEY] }),
    ]);
}

export function useCreateEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (input: CalendarEventInput) => apiCall(api.createCalendarEvent, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<CalendarEventInput> }) => apiCall(api.updateCalendarEvent, { params: { id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (id: string) => apiCall(api.deleteCalendarEvent, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
