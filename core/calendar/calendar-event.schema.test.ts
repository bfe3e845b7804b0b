import { describe, expect, it } from 'vitest';
import {
  calendarEventPatchSchema,
  calendarEventRuleIssues,
  calendarEventSchema,
  dateRangeQuerySchema,
  DEFAULT_EVENT_COLOR,
  DEFAULT_EVENT_END_TIME,
  DEFAULT_EVENT_START_TIME,
  JOB_CALENDAR_COLOR,
  slotAtOrBefore,
  timeSlots,
} from './calendar-event.schema';

const base = { title: 'Site visit', eventType: 'appointment', startDate: '2026-12-01', startTime: '09:00', endTime: '17:00' };
const messagesOf = (input: unknown) => {
  const r = calendarEventSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('SPEC §9 constants', () => {
  it('uses blue for events, green for jobs and 09:00–17:00 as the default time', () => {
    expect(DEFAULT_EVENT_COLOR).toBe('#3b82f6');
    expect(JOB_CALENDAR_COLOR).toBe('#22c55e');
    expect([DEFAULT_EVENT_START_TIME, DEFAULT_EVENT_END_TIME]).toEqual(['09:00', '17:00']);
  });

  it('offers 48 time slots every 30 minutes from 00:00 to 23:30', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
    expect(slots).toContain('09:00');
    expect(slots).toContain('17:00');
  });

  it('puts an odd time into the slot at or before it', () => {
    expect(slotAtOrBefore('10:45')).toBe('10:30');
    expect(slotAtOrBefore('10:30')).toBe('10:30');
    expect(slotAtOrBefore('00:29')).toBe('00:00');
  });
});

describe('SPEC §5 calendar event', () => {
  it('accepts a minimal event and fills the defaults', () => {
    const e = calendarEventSchema.parse(base);
    expect(e).toMatchObject({ status: 'scheduled', color: '#3b82f6', isAnytime: false, description: null, jobId: null });
  });

  it('requires a title', () => {
    expect(messagesOf({ ...base, title: '' })).toEqual(['title: Title is required']);
    expect(messagesOf({ ...base, title: '   ' })).toEqual(['title: Title is required']);
    expect(messagesOf({ ...base, title: undefined })).toEqual(['title: Title is required']);
  });

  it('allows 100 title characters and refuses 101', () => {
    expect(messagesOf({ ...base, title: 'x'.repeat(100) })).toEqual([]);
    expect(messagesOf({ ...base, title: 'x'.repeat(101) })).toEqual(['title: Title must be 100 characters or less']);
  });

  it('requires a date', () => {
    expect(messagesOf({ ...base, startDate: '' })).toEqual(['startDate: Date is required']);
    expect(messagesOf({ ...base, startDate: undefined })).toEqual(['startDate: Date is required']);
    expect(messagesOf({ ...base, startDate: '2026-02-30' })).toEqual(['startDate: Invalid date']);
  });

  it('needs a customer for a quote visit: an existing one or a new name', () => {
    expect(messagesOf({ ...base, eventType: 'quote' })).toEqual(['linkedHomeownerId: Please select or create a customer']);
    expect(messagesOf({ ...base, eventType: 'quote', linkedHomeownerId: '' })).toEqual(['linkedHomeownerId: Please select or create a customer']);
    expect(messagesOf({ ...base, eventType: 'quote', linkedHomeownerId: 'c0ffee00-0000-4000-8000-000000000000' })).toEqual([]);
    expect(messagesOf({ ...base, eventType: 'quote', customerName: 'Pat Doe' })).toEqual([]);
    // Other types do not need one.
    expect(messagesOf({ ...base, eventType: 'repair' })).toEqual([]);
  });

  it('requires a job for job_start, job_milestone and job_complete and forbids one elsewhere', () => {
    for (const eventType of ['job_start', 'job_milestone', 'job_complete']) {
      expect(messagesOf({ ...base, eventType })).toEqual(['jobId: Job-related events require a job']);
      expect(messagesOf({ ...base, eventType, jobId: 'j1' })).toEqual([]);
    }
    for (const eventType of ['job', 'repair', 'follow_up', 'appointment', 'reminder']) {
      expect(messagesOf({ ...base, eventType, jobId: 'j1' })).toEqual(['jobId: Only job-related events can reference a job']);
    }
  });

  it('checks times as HH:MM and end after start unless the event is anytime', () => {
    expect(messagesOf({ ...base, startTime: '9am' })).toEqual(['startTime: Time must be HH:MM']);
    expect(messagesOf({ ...base, startTime: '', endTime: '' })).toEqual(['startTime: Time must be HH:MM', 'endTime: Time must be HH:MM']);
    expect(messagesOf({ ...base, startTime: '10:00', endTime: '10:00' })).toEqual(['endTime: End time must be after start time']);
    expect(calendarEventSchema.parse({ ...base, startTime: '08:30:00' }).startTime).toBe('08:30');
    const anytime = calendarEventSchema.parse({ ...base, isAnytime: true, startTime: '', endTime: '' });
    expect([anytime.startTime, anytime.endTime]).toEqual([null, null]);
    expect(calendarEventSchema.parse({ ...base, isAnytime: true }).startTime).toBeNull();
  });

  it('lets a multi-day event end earlier in the day than it started, but not on an earlier date', () => {
    expect(messagesOf({ ...base, endDate: '2026-12-02', startTime: '15:00', endTime: '10:00' })).toEqual([]);
    expect(messagesOf({ ...base, endDate: '2026-11-30' })).toEqual(['endDate: End date must be on or after the start date']);
  });

  it('checks customer phone and email when given', () => {
    expect(messagesOf({ ...base, eventType: 'repair', customerPhone: '555-12' })).toEqual(['customerPhone: Please enter a valid 10-digit phone number']);
    expect(messagesOf({ ...base, eventType: 'repair', customerEmail: 'nope' })).toEqual(['customerEmail: Please enter a valid email address']);
    expect(messagesOf({ ...base, eventType: 'repair', customerPhone: '(555) 123-4567', customerEmail: 'a@b.co' })).toEqual([]);
  });

  it('drops the contractorId a client sends (the tenant comes from the session)', () => {
    const e = calendarEventSchema.parse({ ...base, contractorId: 'someone-else' });
    expect('contractorId' in e).toBe(false);
  });

  it('refuses an unknown type, status or colour', () => {
    expect(calendarEventSchema.safeParse({ ...base, eventType: 'party' }).success).toBe(false);
    expect(calendarEventSchema.safeParse({ ...base, status: 'done' }).success).toBe(false);
    expect(messagesOf({ ...base, color: 'blue' })).toEqual(['color: Color must be a hex color such as #3b82f6']);
  });
});

describe('PATCH body', () => {
  it('takes any subset of the fields with the same messages', () => {
    expect(calendarEventPatchSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    const r = calendarEventPatchSchema.safeParse({ title: 'x'.repeat(101) });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['Title must be 100 characters or less']);
  });

  it('leaves the cross-field rules to the merged event', () => {
    expect(calendarEventRuleIssues({ eventType: 'quote', startDate: '2026-12-01', endDate: null, startTime: null, endTime: null, isAnytime: true, jobId: null, linkedHomeownerId: null, customerName: null })).toEqual([
      { path: 'linkedHomeownerId', message: 'Please select or create a customer' },
    ]);
  });
});

describe('date range query', () => {
  it('accepts up to 100 days and refuses a reversed or longer range', () => {
    expect(dateRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-11' }).success).toBe(true);
    expect(dateRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-12' }).success).toBe(false);
    expect(dateRangeQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(dateRangeQuerySchema.safeParse({ from: 'x', to: '2026-01-01' }).success).toBe(false);
  });
});
