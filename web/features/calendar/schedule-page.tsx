// /schedule (SPEC §2): the contractor's calendar — month grid, week and day agendas — with events and scheduled jobs,
// polled every 30 s through the scheduled-items query key (SPEC §9).
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coversDay, rangeForView, stepAnchor, weekDays, type CalendarView } from '../../../core/calendar/calendar-grid';
import { JOB_CALENDAR_COLOR, DEFAULT_EVENT_COLOR } from '../../../core/calendar/calendar-event.schema';
import { localIsoDate } from '../../../core/jobs/local-date';
import { useShellDialogs } from '../../lib/shell-dialogs';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useScheduledItems, type EventItem } from './calendar-api';
import type { EventDialogPayload } from './event-dialog';
import { MonthGrid } from './month-grid';
import { AgendaRow, EmptyDay } from './schedule-item';

const VIEWS: CalendarView[] = ['month', 'week', 'day'];
const WIDE = '(min-width: 640px)';

function isWide(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches;
}

export default function SchedulePage() {
  const { t, i18n } = useTranslation();
  const dialogs = useShellDialogs();
  const today = localIsoDate();
  // Phones start on the week agenda: a 6-week grid of chips does not fit 390 px.
  const [view, setView] = useState<CalendarView>(() => (isWide() ? 'month' : 'week'));
  const [selected, setSelected] = useState(today);
  const [wide, setWide] = useState(isWide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(WIDE);
    const onChange = () => setWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const range = rangeForView(view, selected);
  const items = useScheduledItems(range);
  const list = items.data ?? [];
  const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const heading =
    view === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateOf(selected))
      : view === 'week'
        ? new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).formatRange(dateOf(range.from), dateOf(range.to))
        : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(dateOf(selected));
  const dayHeading = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

  const openEvent = (event: EventItem) => {
    const { kind: _kind, ...view } = event;
    dialogs.open('createEvent', { event: view } satisfies EventDialogPayload);
  };
  const newEvent = () => dialogs.open('createEvent', { date: selected } satisfies EventDialogPayload);
  const selectDay = (day: string) => {
    setSelected(day);
    if (wide) setView('day');
  };
  const agendaDays = view === 'week' ? weekDays(selected) : view === 'day' ? [selected] : wide ? [] : [selected];

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <PageHeader
        title={t('calendar.page.title')}
        description={t('calendar.page.description')}
        actions={
          <Button onClick={newEvent}>
            <Plus aria-hidden="true" />
            {t('calendar.page.newEvent')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label={t('calendar.page.previous')} onClick={() => setSelected(stepAnchor(view, selected, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setSelected(today)}>
            {t('calendar.page.today')}
          </Button>
          <Button variant="outline" size="icon" aria-label={t('calendar.page.next')} onClick={() => setSelected(stepAnchor(view, selected, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <h2 className="ml-2 text-lg font-semibold" aria-live="polite">
            {heading}
          </h2>
          {items.isFetching ? <Spinner className="text-muted-foreground" /> : null}
        </div>
        <div className="inline-flex rounded-md bg-muted p-1" role="group" aria-label={t('calendar.page.view')}>
          {VIEWS.map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'outline' : 'ghost'} aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`calendar.page.views.${v}`)}
            </Button>
          ))}
        </div>
      </div>
      <p className="mb-3 flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-full" style={{ backgroundColor: DEFAULT_EVENT_COLOR }} aria-hidden="true" />
          {t('calendar.page.legendEvents')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-full" style={{ backgroundColor: JOB_CALENDAR_COLOR }} aria-hidden="true" />
          {t('calendar.page.legendJobs')}
        </span>
      </p>
      {items.isError ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {t('calendar.page.loadFailed')}
        </p>
      ) : null}
      {view === 'month' ? (
        <MonthGrid anchor={selected} today={today} selected={selected} items={list} onSelectDay={selectDay} onOpenEvent={openEvent} />
      ) : null}
      {agendaDays.length ? (
        <div className="mt-4 grid gap-5">
          {agendaDays.map((day) => {
            const dayItems = list.filter((item) => coversDay(item, day));
            return (
              <section key={day} aria-labelledby={`day-${day}`} className="grid gap-2">
                <h3 id={`day-${day}`} className={day === today ? 'font-semibold text-primary' : 'font-semibold'}>
                  {dayHeading.format(dateOf(day))}
                  {day === today ? ` · ${t('calendar.page.today')}` : ''}
                </h3>
                {dayItems.length ? (
                  <ul className="grid gap-2" aria-labelledby={`day-${day}`}>
                    {dayItems.map((item) => (
                      <AgendaRow key={item.id} item={item} onOpenEvent={openEvent} />
                    ))}
                  </ul>
                ) : items.isPending ? null : (
                  <EmptyDay />
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
