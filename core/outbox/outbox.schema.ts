// Issue 21 item 5: the outbox — mail Picket kept because no mail server is set (SMTP_URL) or could not send.
// A homeowner's message is stored with its private quote or pay link already replaced by a placeholder; what is read
// here never carries a one-time link, except an account message an admin opens on a test install (no SMTP, not production).
import { z } from 'zod';

/** What the outbox lists: mail that waits (no mail server, or not tried yet) and mail that failed to send. */
export const outboxStatuses = ['outbox', 'queued', 'failed'] as const;

export const outboxItemSchema = z.object({
  id: z.guid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxMessageSchema = outboxItemSchema.extend({ body: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  /** Whether this install has a mail server (SMTP_URL); without one every message waits here. */
  mailServer: z.boolean(),
  items: z.array(outboxItemSchema),
});

export const accountMailPurposes = ['invitation', 'password_reset'] as const;

export const accountOutboxItemSchema = z.object({
  id: z.guid(),
  to: z.string(),
  purpose: z.enum(accountMailPurposes),
  status: z.enum(['queued', 'sending', 'failed']),
  error: z.string().nullable(),
  contractorId: z.guid().nullable(),
  contractorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountOutboxItem = z.infer<typeof accountOutboxItemSchema>;

export const adminOutboxSchema = z.object({
  mailServer: z.boolean(),
  /** True only while no mail server is set and the install is not in production: account messages can be opened. */
  accountMailOpens: z.boolean(),
  contractors: z.array(z.object({ id: z.guid(), name: z.string(), waiting: z.number().int(), failed: z.number().int() })),
  accountMail: z.array(accountOutboxItemSchema),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;

/** An account message as it would have been mailed, with a fresh link (the earlier one stays valid until it expires). */
export const openedAccountMailSchema = z.object({ to: z.string(), subject: z.string(), body: z.string(), expiresAt: z.string() });
export type OpenedAccountMail = z.infer<typeof openedAccountMailSchema>;

/** A private link in a stored body (a quote's or a pay link's token) as the outbox shows it. */
export function maskPrivateLinks(text: string): string {
  return text.replace(/(\/customer\/(?:quote|pay)\/)[A-Za-z0-9_-]{8,}/g, '$1••••••').replace(/([?&]token=)[A-Za-z0-9_-]{8,}/g, '$1••••••');
}

/** Whether an admin may open account messages: only without a mail server (SMTP_URL) and outside production. */
export const accountMailOpens = (config: { smtpUrl?: string | null; isProduction: boolean }) => !config.smtpUrl && !config.isProduction;
