// Demo calendar events for contractor@example.com, dated around the seeding day so the schedule is never empty.
import { calendarEventSchema } from '../../../core/calendar/calendar-event.schema';
import { addDays } from '../../../core/dates';
import { localIsoDate } from '../../../core/jobs/job.schema';
import type { Db } from '../../db/connection';
import { createEvent } from './calendar.service';

export async function seedDemoEvents(db: Db, args: { contractorId: string; customerIds: string[]; today?: string }): Promise<void> {
  const today = args.today ?? localIsoDate();
  const events = [
    { title: 'Quote visit: backyard privacy fence', eventType: 'quote', startDate: addDays(today, 1), startTime: '10:00', endTime: '11:00', linkedHomeownerId: args.customerIds[0], visitInstructions: 'Side gate is unlocked; dog in the yard.' },
    { title: 'Gate repair', eventType: 'repair', startDate: addDays(today, 2), startTime: '13:00', endTime: '15:00', color: '#f97316', customerName: 'Walk-in customer' },
    { title: 'Follow up on sent quote', eventType: 'follow_up', startDate: addDays(today, 3), isAnytime: true },
    { title: 'Order cedar pickets', eventType: 'reminder', startDate: addDays(today, -2), isAnytime: true, status: 'completed' },
  ];
  for (const e of events) {
    if (e.eventType === 'quote' && !e.linkedHomeownerId) continue;
    await createEvent(db, { contractorId: args.contractorId, input: calendarEventSchema.parse(e) });
  }
}
