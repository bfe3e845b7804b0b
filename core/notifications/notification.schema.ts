import { z } from 'zod';
import { notificationTypes } from './notification-types';

export { notificationColors } from './notification-types';

/**
 * Free-form by design: what a notification carried beyond its columns (a quote number, a reason), kept for support.
 * The bell reads the columns, never this.
 */
export type NotificationData = Record<string, unknown>;

// SPEC §3 shapes. `amount` is integer cents on the wire (DESIGN §3); the bell formats it as $ with 2 decimals.
export const paymentNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  message: z.string(),
  jobId: z.string().nullable(),
  milestoneId: z.string().nullable(),
  /** A deposit paid by card before the quote became a job has a quote and no job yet. */
  quoteId: z.string().nullable().optional(),
  timestamp: z.string(),
  jobNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  amount: z.number().int().nullable(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const paymentReminderSchema = z.object({
  milestoneId: z.string(),
  milestoneName: z.string(),
  customerName: z.string(),
  jobNumber: z.string(),
  jobId: z.string(),
  timestamp: z.string(),
  amount: z.number().int(),
  reminderSent: z.boolean(),
  daysUntilDue: z.number().int(),
});
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

export const quoteApprovalNotificationSchema = z.object({
  id: z.string(),
  message: z.string(),
  quoteId: z.string(),
  quoteNumber: z.string().nullable(),
  timestamp: z.string(),
  customerName: z.string().nullable(),
});
export type QuoteApprovalNotification = z.infer<typeof quoteApprovalNotificationSchema>;

/** A new lead (new_lead): from the CRM (GoHighLevel) or a homeowner's instant-quote request. Opens the customer or the quote. */
export const leadNotificationSchema = z.object({
  id: z.string(),
  message: z.string(),
  timestamp: z.string(),
  customerName: z.string().nullable(),
  homeownerId: z.string().nullable(),
  quoteId: z.string().nullable(),
  source: z.enum(['ghl', 'instant_quote']),
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;
export const leadNotificationsResponseSchema = z.object({ notifications: z.array(leadNotificationSchema) });

export const paymentNotificationsResponseSchema = z.object({ notifications: z.array(paymentNotificationSchema) });
export const paymentRemindersResponseSchema = z.object({ reminders: z.array(paymentReminderSchema) });
export const quoteApprovalNotificationsResponseSchema = z.object({ notifications: z.array(quoteApprovalNotificationSchema) });
