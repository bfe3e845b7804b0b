import { describe, expect, it } from 'vitest';
import { eventRecordSchema, eventTypes, jobEventTypes } from './job-event.schema';

describe('events rule (SPEC §5 "Events")', () => {
  it.each(jobEventTypes)('%s requires a jobId', (eventType) => {
    expect(eventRecordSchema.safeParse({ eventType }).error?.issues[0].message).toBe('Job-related events require a job');
    expect(eventRecordSchema.safeParse({ eventType, jobId: 'j1' }).success).toBe(true);
  });
  it.each(eventTypes.filter((t) => !(jobEventTypes as readonly string[]).includes(t)))('%s must not carry a jobId', (eventType) => {
    expect(eventRecordSchema.safeParse({ eventType, jobId: 'j1' }).error?.issues[0].message).toBe('Only job-related events can reference a job');
    expect(eventRecordSchema.safeParse({ eventType, jobId: null }).success).toBe(true);
  });
});
