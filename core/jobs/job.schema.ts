import { z } from 'zod';
import { jobStatuses } from './job-transitions';
import { localIsoDate } from './local-date';

// SPEC §5 "Job" and "Job dialog", SPEC §9 defaults.
export const jobTypes = ['installation', 'repair', 'quote_visit'] as const;
export const DEFAULT_CALENDAR_COLOR = '#22c55e';

export const messages = {
  customer: 'Please select a customer',
  jobName: 'Job name is required',
  datePast: 'Scheduled date cannot be in the past',
  dateInvalid: 'Enter a valid date',
  jobNumber: 'Job number is required',
  time: 'Time must be HH:MM or HH:MM:SS',
  endBeforeStart: 'End time must be after start time',
  color: 'Calendar color must be a hex color such as #22c55e',
  jobType: 'Job type must be installation, repair or quote_visit',
  note: 'Progress note cannot be empty',
  photoUrl: 'Photo URL must be a valid URL',
  signature: 'Signature must be a PNG or JPEG image',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const hexColorPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export { localIsoDate } from './local-date';

export function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const isoDateSchema = z.string({ error: messages.dateInvalid }).refine(isValidIsoDate, messages.dateInvalid);
export const timeSchema = z.string({ error: messages.time }).regex(timePattern, messages.time);
// #abc is stored as #aabbcc so the colour is always six digits.
export const calendarColorSchema = z
  .string({ error: messages.color })
  .regex(hexColorPattern, messages.color)
  .transform((c) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c).toLowerCase());
export const jobTypeSchema = z.enum(jobTypes, { error: messages.jobType });

/** SPEC §2/§5 Create → Job dialog. `today` is injectable so the rule is testable and server-checkable. */
export function createJobDialogSchema(today: string = localIsoDate()) {
  return z.object({
    customerId: z.string({ error: messages.customer }).trim().min(1, messages.customer).guid(messages.customer),
    name: z.string({ error: messages.jobName }).trim().min(1, messages.jobName).max(200),
    scheduledDate: isoDateSchema.refine((d) => d >= today, messages.datePast),
  });
}
export type CreateJobDialogInput = z.infer<ReturnType<typeof createJobDialogSchema>>;

function minutes(t: string): number {
  const [h, m, s] = t.split(':').map(Number);
  return h * 60 + m + (s ?? 0) / 60;
}

/** Editable scheduling and crew fields of a job (PATCH body). */
export const jobUpdateSchema = z
  .object({
    name: z.string().trim().min(1, messages.jobName).max(200),
    scheduledDate: isoDateSchema.nullable(),
    scheduledStartTime: timeSchema.nullable(),
    scheduledEndTime: timeSchema.nullable(),
    calendarColor: calendarColorSchema,
    jobType: jobTypeSchema,
    assignedTo: z.string().trim().max(200).nullable(),
    crew: z.array(z.string().trim().min(1).max(100)).max(50),
    notes: z.string().max(5000).nullable(),
    totalCents: z.number({ error: 'Contract amount must be 0 or more' }).int('Contract amount must be 0 or more').min(0, 'Contract amount must be 0 or more'),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (v.scheduledStartTime && v.scheduledEndTime && minutes(v.scheduledEndTime) <= minutes(v.scheduledStartTime)) {
      ctx.addIssue({ code: 'custom', path: ['scheduledEndTime'], message: messages.endBeforeStart });
    }
  });
export type JobUpdateInput = z.infer<typeof jobUpdateSchema>;

/** The stored job's own invariants (SPEC §5: jobNumber required, times, colour, type). */
export const jobRecordSchema = z.object({
  jobNumber: z.string({ error: messages.jobNumber }).trim().min(1, messages.jobNumber),
  status: z.enum(jobStatuses),
  scheduledStartTime: timeSchema.nullable().optional(),
  scheduledEndTime: timeSchema.nullable().optional(),
  calendarColor: calendarColorSchema.default(DEFAULT_CALENDAR_COLOR),
  jobType: jobTypeSchema.default('installation'),
});

export const jobStatusChangeSchema = z.object({
  status: z.enum(jobStatuses),
  scheduledDate: isoDateSchema.optional(),
});

export const progressNoteSchema = z.object({
  note: z.string({ error: messages.note }).trim().min(1, messages.note).max(5000),
});

const httpUrl = z
  .string({ error: messages.photoUrl })
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, messages.photoUrl);

export const jobPhotoSchema = z.object({
  url: httpUrl,
  caption: z.string().trim().max(200).optional(),
});

/** Completing a job: homeowner signature (data URL of the drawn image) and who signed; completion date defaults to today. */
export const completeJobSchema = z.object({
  signatureDataUrl: z
    .string()
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, messages.signature)
    .max(500_000)
    .optional(),
  signedBy: z.string().trim().min(1).max(200).optional(),
  completionDate: isoDateSchema.optional(),
});

export const jobListQuerySchema = z.object({
  status: z.enum(jobStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});
