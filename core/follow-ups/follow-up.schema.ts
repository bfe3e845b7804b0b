import { z } from 'zod';

// Automatic follow-ups (issue 14 item 5): per contractor, on by default. Every message here is a form message shown
// on Settings → Follow-ups (Spanish under web/locales validation.*).
const wholeBetween = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

export const followUpMessages = {
  notOpenedDays: 'Enter 1 to 30 days',
  notApprovedDays: 'Enter 1 to 30 days',
  maxTouches: 'Enter a number from 1 to 10',
  dueDays: 'Enter 0 to 30 days',
  overdueEveryDays: 'Enter 1 to 30 days',
  overdueMaxTouches: 'Enter a number from 0 to 10',
  hours: 'Choose an hour from 0 to 24',
  window: 'Sending hours must start before they end',
} as const;

export const followUpSettingsSchema = z
  .object({
    quotesEnabled: z.boolean(),
    quoteNotOpenedDays: wholeBetween(1, 30, followUpMessages.notOpenedDays),
    quoteNotApprovedDays: wholeBetween(1, 30, followUpMessages.notApprovedDays),
    quoteMaxTouches: wholeBetween(1, 10, followUpMessages.maxTouches),
    milestonesEnabled: z.boolean(),
    milestoneDueDays: wholeBetween(0, 30, followUpMessages.dueDays),
    overdueEveryDays: wholeBetween(1, 30, followUpMessages.overdueEveryDays),
    overdueMaxTouches: wholeBetween(0, 10, followUpMessages.overdueMaxTouches),
    windowStartHour: wholeBetween(0, 23, followUpMessages.hours),
    windowEndHour: wholeBetween(1, 24, followUpMessages.hours),
  })
  .superRefine((s, ctx) => {
    if (s.windowStartHour >= s.windowEndHour) ctx.addIssue({ code: 'custom', path: ['windowEndHour'], message: followUpMessages.window });
  });
export type FollowUpSettings = z.output<typeof followUpSettingsSchema>;

/** Sensible cadences: a nudge 3 days after sending, 4 days after the homeowner opened it, at most 3; payments 3 days ahead, then weekly twice; 9 to 6. */
export const defaultFollowUpSettings: FollowUpSettings = {
  quotesEnabled: true,
  quoteNotOpenedDays: 3,
  quoteNotApprovedDays: 4,
  quoteMaxTouches: 3,
  milestonesEnabled: true,
  milestoneDueDays: 3,
  overdueEveryDays: 7,
  overdueMaxTouches: 2,
  windowStartHour: 9,
  windowEndHour: 18,
};

export const followUpKinds = ['quote_not_opened', 'quote_not_approved', 'milestone_due', 'milestone_overdue'] as const;
export type FollowUpKind = (typeof followUpKinds)[number];
export const followUpStatuses = ['scheduled', 'sending', 'sent', 'skipped', 'cancelled', 'failed'] as const;
export const followUpChannels = ['email', 'sms'] as const;

export const followUpViewSchema = z.object({
  id: z.string(),
  kind: z.enum(followUpKinds),
  touch: z.number().int(),
  status: z.enum(followUpStatuses),
  reason: z.string().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  milestoneId: z.string().nullable(),
  milestoneName: z.string().nullable(),
  language: z.enum(['en', 'es']).nullable(),
  channels: z.array(z.object({ channel: z.enum(followUpChannels), status: z.string() })),
});
export type FollowUpView = z.output<typeof followUpViewSchema>;

export const followUpListSchema = z.object({
  stopped: z.boolean(),
  followUps: z.array(followUpViewSchema),
});
export type FollowUpList = z.output<typeof followUpListSchema>;
