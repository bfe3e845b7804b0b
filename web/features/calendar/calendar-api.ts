// Queries and mutations of the schedule (server/features/calendar routes). Keys start with scheduled-items/calendar,
// which web/lib/query-client.ts polls every 30 s (SPEC §9).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventInput, CalendarEventView, ScheduledItem } from '../../../core/calendar/calendar-event.schema';
import { apiRequest } from '../../lib/api-client';

export const SCHEDULED_ITEMS_KEY = '/api/scheduled-items';
export const CALENDAR_EVENTS_KEY = '/api/calendar/events';

export type EventItem = Extract<ScheduledItem, { kind: 'event' }>;

export function useScheduledItems(range: { from: string; to: string }) {
  return useQuery<ScheduledItem[]>({ queryKey: [SCHEDULED_ITEMS_KEY, range], placeholderData: keepPreviousData });
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
    mutationFn: (input: CalendarEventInput) => apiRequest<CalendarEventView>('POST', CALENDAR_EVENTS_KEY, input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<CalendarEventInput> }) =>
      apiRequest<CalendarEventView>('PATCH', `${CALENDAR_EVENTS_KEY}/${id}`, input),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ deleted: true }>('DELETE', `${CALENDAR_EVENTS_KEY}/${id}`),
    onSuccess: () => invalidate(),
  });
}
