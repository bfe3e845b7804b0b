import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { formatCents } from '../../../core/money';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { contractors, homeowners, jobs, outboxEmails, paymentMilestones, smsLogs } from '../../db/schema/index';
import { toE164, type SmsClient } from '../../integrations/sms/sms-client';
import { milestoneDisplayName } from '../../../core/payments/milestone-display-name';
import { followUpDate } from '../follow-ups/follow-up-words';
import { homeownerLanguage } from '../follow-ups/homeowner-language';
import { milestonePayLinkUrl, type OnlinePaymentsConfig } from '../payments/pay-links';
import { paymentReminderWords } from './payment-reminder-words';

export interface ReminderChannels {
  mailer: Pick<Transporter, 'sendMail'> | null;
  sms: SmsClient | null;
  mailFrom: string;
}

/** SMTP via SMTP_URL, SMS via SMS_API_URL (the start-up's clients); either may be absent (then the reminder is logged, not delivered). */
export function reminderChannelsFromConfig(config: Pick<AppConfig, 'mailFrom'>, { mail, sms }: { mail: Transporter | null; sms: SmsClient | null }): ReminderChannels {
  return {
    mailer: mail,
    sms,
    mailFrom: config.mailFrom,
  };
}

// Logs keep no customer PII in clear text (DESIGN §3): addresses are masked, messages carry no names.
const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');
const maskPhone = (p: string) => `***-***-${p.replace(/\D/g, '').slice(-4)}`;

type Outcome = { channel: 'email' | 'sms'; status: 'sent' | 'logged' | 'failed'; error?: string };

/** SPEC §7 POST /api/payment-reminders/{milestoneId}/send: by the contractor's communication preference, then reminderSent. */
export async function sendPaymentReminder(
  db: Db,
  { contractorId, milestoneId, channels, payLinks, now = new Date() }: { contractorId: string; milestoneId: string; channels: ReminderChannels; payLinks?: OnlinePaymentsConfig; now?: Date },
) {
  const [row] = await db
    .select({ m: paymentMilestones, job: jobs, customer: homeowners, contractor: contractors })
    .from(paymentMilestones)
    .innerJoin(jobs, eq(jobs.id, paymentMilestones.jobId))
    .innerJoin(contractors, eq(contractors.id, paymentMilestones.contractorId))
    .leftJoin(homeowners, eq(homeowners.id, jobs.homeownerId))
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.contractorId, contractorId)))
    .limit(1);
  if (!row) throw notFound(errorMessage('signedInErrors.notifications.reminderNotFound'));
  const { m, job, customer, contractor } = row;
  if (m.status === 'paid') throw new AppError('CONFLICT', errorMessage('signedInErrors.notifications.alreadyPaid'));

  // In the homeowner's language (their quote's), like every message to them.
  const language = await homeownerLanguage(db, { contractorId, quoteId: job.quoteId, homeownerId: job.homeownerId });
  const words = paymentReminderWords[language];
  // With card payments on, the milestone's pay link; the stored copies keep a placeholder (capability links are not logged).
  const payUrl = payLinks ? await milestonePayLinkUrl(db, payLinks, { contractorId, milestoneId: m.id }) : null;
  const facts = {
    business: contractor.businessName || contractor.name || (language === 'es' ? 'Tu contratista de cercas' : 'Your fence contractor'),
    milestoneName: milestoneDisplayName(m.name, m.milestoneType, language),
    amount: formatCents(m.amountCents),
    jobNumber: displayJobNumber(job.jobNumber),
    dueDate: m.dueDate ? followUpDate(m.dueDate, language) : null,
  };
  const text = words.text({ ...facts, link: payUrl });
  const storedText = words.text({ ...facts, link: payUrl ? '[pay link]' : null });
  const pref = contractor.communicationPreference;
  const wantsEmail = (pref === 'email' || pref === 'both') && Boolean(customer?.email);
  const wantsSms = (pref === 'sms' || pref === 'both') && Boolean(customer?.phone);
  if (!wantsEmail && !wantsSms) {
    throw new AppError('VALIDATION', errorMessage(pref === 'sms' ? 'signedInErrors.notifications.noPhoneForSms' : pref === 'email' ? 'signedInErrors.notifications.noEmailForEmail' : 'signedInErrors.notifications.noContact'));
  }

  const outcomes: Outcome[] = [];
  if (wantsEmail) {
    const to = customer!.email!;
    const subject = words.subject({ ...facts, link: null });
    let outcome: Outcome = { channel: 'email', status: 'logged' };
    if (channels.mailer) {
      try {
        await channels.mailer.sendMail({ from: channels.mailFrom, to, subject, text });
        outcome = { channel: 'email', status: 'sent' };
      } catch (error) {
        outcome = { channel: 'email', status: 'failed', error: error instanceof Error ? error.message : 'SMTP error' };
      }
    }
    await db.insert(outboxEmails).values({
      contractorId,
      toAddress: maskEmail(to),
      subject,
      body: storedText,
      status: outcome.status === 'logged' ? 'outbox' : outcome.status,
      error: outcome.error ?? null,
      sentAt: outcome.status === 'sent' ? now : null,
    });
    outcomes.push(outcome);
  }
  if (wantsSms) {
    const to = toE164(customer!.phone!);
    let outcome: Outcome = { channel: 'sms', status: 'logged' };
    let providerMessageId: string | null = null;
    if (channels.sms) {
      const result = await channels.sms.send(to, text);
      outcome = result.ok ? { channel: 'sms', status: 'sent' } : { channel: 'sms', status: 'failed', error: result.error };
      providerMessageId = result.providerMessageId ?? null;
    }
    await db.insert(smsLogs).values({
      contractorId,
      homeownerId: customer!.id,
      jobId: job.id,
      toPhone: maskPhone(to),
      message: storedText,
      status: outcome.status,
      providerMessageId,
      error: outcome.error ?? null,
    });
    outcomes.push(outcome);
  }

  if (outcomes.every((o) => o.status === 'failed')) {
    throw new AppError('CONFLICT', errorMessage('signedInErrors.notifications.reminderFailed', { reasons: outcomes.map((o) => o.error).join('; ') }));
  }
  await db.update(paymentMilestones).set({ reminderSentAt: now }).where(eq(paymentMilestones.id, m.id));
  return { milestoneId: m.id, reminderSent: true as const, channels: outcomes };
}
