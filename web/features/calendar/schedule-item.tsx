// One scheduled thing on the calendar: an event (opens the Event dialog) or a job (links to /jobs/{id}, read-only).
import { Briefcase, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScheduledItem } from '../../../core/calendar/calendar-event.schema';
import { cn } from '../../lib/cn';
import type { EventItem } from './calendar-api';

export function itemTime(item: ScheduledItem, t: (key: string) => string): string {
  if (item.kind === 'event' && item.isAnytime) return t('calendar.anytime');
  if (!item.startTime) return item.kind === 'job' ? t('calendar.allDay') : t('calendar.anytime');
  return item.endTime ? `${item.startTime}–${item.endTime}` : item.startTime;
}

/** A small coloured chip for the month grid. */
export function ItemChip({ item, onOpenEvent }: { item: ScheduledItem; onOpenEvent: (event: EventItem) => void }) {
  const { t } = useTranslation();
  const done = item.kind === 'event' && (item.status === 'completed' || item.status === 'cancelled');
  const className = cn(
    'block w-full truncate rounded border-l-4 bg-muted px-1.5 py-0.5 text-left text-xs text-foreground hover:bg-secondary',
    done && 'line-through opacity-80',
  );
  const time = item.startTime && !(item.kind === 'event' && item.isAnytime) ? `${item.startTime} ` : '';
  if (item.kind === 'job') {
    return (
      <Link href={`/jobs/${item.jobId}`} className={className} style={{ borderLeftColor: item.color }} title={item.title}>
        <span className="sr-only">{t('calendar.jobLabel', { number: item.displayNumber })}: </span>
        {time}
        {item.title}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => onOpenEvent(item)} className={className} style={{ borderLeftColor: item.color }} title={item.title}>
      {time}
      {item.title}
    </button>
  );
}

/** A full row for the agenda lists (week, day, and a phone's selected day). */
export function AgendaRow({ item, onOpenEvent }: { item: ScheduledItem; onOpenEvent: (event: EventItem) => void }) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="mt-1 size-3 shrink-0 rounded-full" style={{ backgroundColor: item.color }} aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{item.title}</span>
        <span className="text-sm text-muted-foreground">
          {itemTime(item, t)}
          {' · '}
          {item.kind === 'job' ? t('calendar.jobLabel', { number: item.displayNumber }) : t(`calendar.types.${item.eventType}`)}
          {item.customerName ? ` · ${item.customerName}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-xs text-muted-foreground">
        {item.kind === 'job' ? <Briefcase className="size-4" aria-hidden="true" /> : t(`calendar.statuses.${item.status}`)}
      </span>
    </>
  );
  const className = 'flex w-full items-start gap-3 rounded-md border border-border bg-card p-3 text-left hover:border-primary';
  return (
    <li>
      {item.kind === 'job' ? (
        <Link href={`/jobs/${item.jobId}`} className={className}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpenEvent(item)}>
          {body}
        </button>
      )}
    </li>
  );
}

export function EmptyDay() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock className="size-4" aria-hidden="true" />
      {t('calendar.nothingScheduled')}
    </p>
  );
}
