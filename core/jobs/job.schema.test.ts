import { describe, expect, it } from 'vitest';
import {
  completeJobSchema,
  createJobDialogSchema,
  DEFAULT_CALENDAR_COLOR,
  jobPhotoSchema,
  jobRecordSchema,
  jobUpdateSchema,
  localIsoDate,
  progressNoteSchema,
} from './job.schema';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('Create job dialog (SPEC §5 "Job dialog")', () => {
  const schema = createJobDialogSchema('2026-03-10');
  const ok = { customerId: '7b8f1c7e-3a44-4d57-9d0c-2a4a5d1e9f01', name: 'Backyard vinyl', scheduledDate: '2026-03-10' };
  it('accepts today', () => expect(schema.safeParse(ok).success).toBe(true));
  it('asks for a customer', () => expect(firstMessage(schema.safeParse({ ...ok, customerId: '' }))).toBe('Please select a customer'));
  it('asks for a customer when the id names none', () => expect(firstMessage(schema.safeParse({ ...ok, customerId: 'c'.repeat(1000) }))).toBe('Please select a customer'));
  it('asks for a customer when missing', () => expect(firstMessage(schema.safeParse({ name: 'x', scheduledDate: '2026-03-10' }))).toBe('Please select a customer'));
  it('asks for a job name, blanks included', () => expect(firstMessage(schema.safeParse({ ...ok, name: '   ' }))).toBe('Job name is required'));
  it('refuses yesterday', () => expect(firstMessage(schema.safeParse({ ...ok, scheduledDate: '2026-03-09' }))).toBe('Scheduled date cannot be in the past'));
  it('refuses an impossible date', () => expect(schema.safeParse({ ...ok, scheduledDate: '2026-02-30' }).success).toBe(false));
  it('formats the local date', () => expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05'));
});

describe('job fields (SPEC §5 "Job")', () => {
  it('requires a job number', () => expect(firstMessage(jobRecordSchema.safeParse({ jobNumber: '', status: 'scheduled' }))).toBe('Job number is required'));
  it('defaults the calendar colour to green and the type to installation', () => {
    const r = jobRecordSchema.parse({ jobNumber: 'JOB-000001', status: 'scheduled' });
    expect(r.calendarColor).toBe(DEFAULT_CALENDAR_COLOR);
    expect(DEFAULT_CALENDAR_COLOR).toBe('#22c55e');
    expect(r.jobType).toBe('installation');
  });
  it.each(['08:00', '23:59', '08:00:30'])('accepts time %s', (t) => expect(jobUpdateSchema.safeParse({ scheduledStartTime: t }).success).toBe(true));
  it.each(['8:00', '24:00', '08:60', '08:00:60', '0800', '08:00:00:00'])('refuses time %s', (t) =>
    expect(firstMessage(jobUpdateSchema.safeParse({ scheduledStartTime: t }))).toBe('Time must be HH:MM or HH:MM:SS'),
  );
  it('refuses an end before the start', () =>
    expect(firstMessage(jobUpdateSchema.safeParse({ scheduledStartTime: '10:00', scheduledEndTime: '09:00' }))).toBe('End time must be after start time'));
  it.each(['#22c55e', '#FFF', '#3b82f6'])('accepts colour %s', (c) => expect(jobUpdateSchema.safeParse({ calendarColor: c }).success).toBe(true));
  it('stores a short colour as six digits', () => expect(jobUpdateSchema.parse({ calendarColor: '#FA0' }).calendarColor).toBe('#ffaa00'));
  it.each(['22c55e', '#22c55', 'green', '#ggg'])('refuses colour %s', (c) => expect(jobUpdateSchema.safeParse({ calendarColor: c }).success).toBe(false));
  it.each(['installation', 'repair', 'quote_visit'])('accepts job type %s', (t) => expect(jobUpdateSchema.safeParse({ jobType: t }).success).toBe(true));
  it('refuses another job type', () => expect(jobUpdateSchema.safeParse({ jobType: 'demolition' }).success).toBe(false));
});

describe('progress and completion (SPEC §5 "Photo URLs must be valid; progress notes cannot be empty")', () => {
  it('refuses an empty note', () => expect(firstMessage(progressNoteSchema.safeParse({ note: '  ' }))).toBe('Progress note cannot be empty'));
  it('accepts a note', () => expect(progressNoteSchema.parse({ note: ' Posts set ' }).note).toBe('Posts set'));
  it('accepts an https photo', () => expect(jobPhotoSchema.safeParse({ url: 'https://cdn.example.com/a.jpg' }).success).toBe(true));
  it.each(['not a url', 'javascript:alert(1)', 'ftp://x/y.jpg', ''])('refuses photo URL %s', (u) =>
    expect(firstMessage(jobPhotoSchema.safeParse({ url: u }))).toBe('Photo URL must be a valid URL'),
  );
  it('accepts a PNG signature and refuses anything else', () => {
    expect(completeJobSchema.safeParse({ signatureDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(completeJobSchema.safeParse({ signatureDataUrl: 'data:text/html;base64,PGI+' }).success).toBe(false);
  });
});
