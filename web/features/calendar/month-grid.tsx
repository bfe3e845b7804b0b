// The month view: a 6-week table. Wide screens show coloured chips per day; phones show dots and the chosen day's
// agenda below (the page renders that part).
import { useTranslation } from 'react-i18next';
import { coversDay, monthGridDays } from '../../../core/calendar/calendar-grid';
import type { ScheduledItem } from '../../../core/calendar/calendar-event.schema';
import { cn } from '../../lib/cn';
import type { EventItem } from './calendar-api';
import { ItemChip } from './schedule-item';
import { dateFormat } from '../../lib/dates';

const MAX_CHIPS = 3;

export function MonthGrid({
  anchor,
  today,
  selected,
  items,
  onSelectDay,
  onOpenEvent,
}: {
  anchor: string;
  today: string;
  selected: string;
  items: ScheduledItem[];
  onSelectDay: (day: string) => void;
  onOpenEvent: (event: EventItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const days = monthGridDays(anchor);
  const month = anchor.slice(0, 7);
  const weekdayFmt = dateFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longFmt = dateFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse" aria-label={t('calendar.monthGrid')}>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={day} scope="col" className="pb-1 text-center text-xs font-medium text-muted-foreground">
              {weekdayFmt.format(new Date(`${day}T00:00:00Z`))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayItems = items.filter((item) => coversDay(item, day));
              const outside = day.slice(0, 7) !== month;
              const label = `${longFmt.format(new Date(`${day}T00:00:00Z`))}, ${t('calendar.itemCount', { count: dayItems.length })}`;
              return (
                <td key={day} className={cn('h-14 overflow-hidden border border-border p-1 align-top sm:h-28', outside && 'bg-muted/50', day === selected && 'ring-2 ring-inset ring-primary')}>
                  <button
                    type="button"
                    onClick={() => onSelectDay(day)}
                    aria-label={label}
                    aria-pressed={day === selected}
                    className={cn(
                      'flex w-full flex-col items-center rounded text-sm sm:items-start',
                      outside ? 'text-muted-foreground' : 'text-foreground',
                    )}
                  >
                    <span className={cn('flex size-7 items-center justify-center rounded-full', day === today && 'bg-primary font-semibold text-primary-foreground')}>
                      {Number(day.slice(8))}
                    </span>
                    {dayItems.length ? (
                      <span className="flex gap-0.5 sm:hidden" aria-hidden="true">
                        {dayItems.slice(0, 3).map((item) => (
                          <span key={item.id} className="size-1.5 rounded-full" style={{ backgroundColor: item.color }} />
                        ))}
                      </span>
                    ) : null}
                  </button>
                  <ul className="mt-1 hidden grid-cols-1 gap-0.5 sm:grid">
                    {dayItems.slice(0, MAX_CHIPS).map((item) => (
                      <li key={item.id} className="min-w-0">
                        <ItemChip item={item} onOpenEvent={onOpenEvent} />
                      </li>
                    ))}
                    {dayItems.length > MAX_CHIPS ? (
                      <li className="text-xs text-muted-foreground">{t('calendar.more', { count: dayItems.length - MAX_CHIPS })}</li>
                    ) : null}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
