// The Event dialog's form: its values, their start from an event or a day, and the core schema as resolver.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  calendarEventSchema,
  DEFAULT_EVENT_COLOR,
  DEFAULT_EVENT_END_TIME,
  DEFAULT_EVENT_START_TIME,
  type CalendarEventStatus,
  type CalendarEventType,
  type CalendarEventView,
} from '../../../core/calendar/calendar-event.schema';
import { localIsoDate } from '../../../core/jobs/job.schema';

/** What the opener may pass: an event to edit, or a day to start a new one on. */
export type EventDialogPayload = { event?: CalendarEventView; date?: string };

export type EventFormValues = {
  title: string;
  eventType: CalendarEventType;
  startDate: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  isAnytime: boolean;
  status: CalendarEventStatus;
  linkedHomeownerId: string;
  linkedQuoteId: string;
  jobId: string | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  address: string;
  description: string;
  visitInstructions: string;
  assignedTo: string;
  color: string;
};


export function initialEventValues(payload: EventDialogPayload | undefined): EventFormValues {
  const e = payload?.event;
  return {
    title: e?.title ?? '',
    eventType: e?.eventType ?? 'appointment',
    startDate: e?.startDate ?? payload?.date ?? localIsoDate(),
    endDate: e?.endDate ?? null,
    startTime: e?.startTime ?? DEFAULT_EVENT_START_TIME,
    endTime: e?.endTime ?? DEFAULT_EVENT_END_TIME,
    isAnytime: e?.isAnytime ?? false,
    status: e?.status ?? 'scheduled',
    linkedHomeownerId: e?.linkedHomeownerId ?? '',
    linkedQuoteId: e?.linkedQuoteId ?? '',
    jobId: e?.jobId ?? null,
    customerName: e?.customerName ?? '',
    customerPhone: e?.customerPhone ?? '',
    customerEmail: e?.customerEmail ?? '',
    address: e?.address ?? '',
    description: e?.description ?? '',
    visitInstructions: e?.visitInstructions ?? '',
    assignedTo: e?.assignedTo ?? '',
    color: e?.color ?? DEFAULT_EVENT_COLOR,
  };
}

/** A quote visit names an existing customer or a new one (SPEC §5 "Please select or create a customer"). */
export type CustomerMode = 'existing' | 'new';

/** The core schema as resolver; stale customer fields of the other mode must not satisfy (or break) the quote-visit rule. */
export function eventFormResolver(mode: CustomerMode): Resolver<EventFormValues> {
  const base = zodResolver(calendarEventSchema) as unknown as Resolver<EventFormValues>;
  return (values, context, options) => {
    const v = { ...values };
    if (v.eventType === 'quote' && mode === 'existing') Object.assign(v, { customerName: '', customerPhone: '', customerEmail: '', address: '' });
    if (v.eventType === 'quote' && mode === 'new') v.linkedHomeownerId = '';
    return base(v, context, options);
  };
}
