// The homeowner's receipt for a card payment, in the language they paid in, sent once: the row queued with the payment
// is claimed by one sender (an UPDATE … WHERE status = 'queued'), whichever instance gets there first.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { displayJobNumber } from '../../../core/jobs/job-number';
import { milestoneDisplayName } from '../../../core/payments/milestone-display-name';
import { formatCents } from '../../../core/money';
import type { Db } from '../../db/connection';
import { cardCheckouts, contractors, homeowners, jobs, outboxEmails, paymentMilestones, paymentReceipts, payments, quotes } from '../../db/schema/index';
import { customerNameOf } from '../quotes/quotes.service';

export interface ReceiptMailer {
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
}

/** A sender that died mid-way (crash, kill -9) leaves its receipt `sending`: another takes it over after this lease. */
export const RECEIPT_LEASE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;

export const receiptWords = {
  en: {
    subject: (amount: string, biz: string) => `Receipt: ${amount} paid to ${biz}`,
    forDeposit: (n: number) => `Deposit for quote #${n}`,
    forMilestone: (name: string, job: string) => `${name} for job #${job}`,
    body: (name: string, amount: string, biz: string, date: string, what: string, ref: string, contact: string) =>
      `Hello ${name || 'there'},\n\nThank you! We received your card payment of ${amount} to ${biz} on ${date}.\n\nFor: ${what}\nCard payment reference: ${ref}\n\nKeep this email as your receipt.\n\n${biz}${contact}`,
    locale: 'en-US',
  },
  es: {
    subject: (amount: string, biz: string) => `Recibo: pago de ${amount} a ${biz}`,
    forDeposit: (n: number) => `Anticipo de la cotización #${n}`,
    forMilestone: (name: string, job: string) => `${name} del trabajo #${job}`,
    body: (name: string, amount: string, biz: string, date: string, what: string, ref: string, contact: string) =>
      `Hola${name ? ` ${name}` : ''},\n\n¡Gracias! Recibimos tu pago con tarjeta de ${amount} a ${biz} el ${date}.\n\nConcepto: ${what}\nReferencia del pago con tarjeta: ${ref}\n\nGuarda este correo como tu recibo.\n\n${biz}${contact}`,
    locale: 'es-US',
  },
} as const;

const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');

async function composeReceipt(db: Db, receipt: typeof paymentReceipts.$inferSelect) {
  const [row] = await db
    .select({ p: payments, c: contractors, job: jobs, quote: quotes, m: paymentMilestones })
    .from(payments)
    .innerJoin(contractors, eq(contractors.id, payments.contractorId))
    .leftJoin(jobs, eq(jobs.id, payments.jobId))
    .leftJoin(quotes, eq(quotes.id, payments.quoteId))
    .leftJoin(paymentMilestones, eq(paymentMilestones.id, payments.milestoneId))
    .where(eq(payments.id, receipt.paymentId))
    .limit(1);
  if (!row) return null;
  const [checkout] = receipt.checkoutId ? await db.select().from(cardCheckouts).where(eq(cardCheckouts.id, receipt.checkoutId)).limit(1) : [];
  const homeownerId = row.job?.homeownerId ?? row.quote?.homeownerId ?? null;
  const [h] = homeownerId ? await db.select().from(homeowners).where(eq(homeowners.id, homeownerId)).limit(1) : [];
  if (!h?.email) return { to: null };
  const w = receiptWords[receipt.language];
  const biz = row.c.businessName || row.c.name || 'Your fence contractor';
  const amount = formatCents(row.p.amountCents);
  const date = new Date(`${row.p.paymentDate}T12:00:00Z`).toLocaleDateString(w.locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const what =
    row.m && row.job
      ? w.forMilestone(milestoneDisplayName(row.m.name, row.m.milestoneType, receipt.language), displayJobNumber(row.job.jobNumber))
      : w.forDeposit(row.quote?.quoteNumber ?? 0);
  const contact = row.c.phone ? ` · ${row.c.phone}` : '';
  const ref = checkout?.stripePaymentIntentId ?? checkout?.stripeSessionId ?? row.p.id;
  return { to: h.email, subject: w.subject(amount, biz), text: w.body(customerNameOf(h) ?? '', amount, biz, date, what, ref, contact) };
}

/** Sends one receipt if nobody else is sending or has sent it. Safe to call from any instance, any number of times. */
export async function deliverPaymentReceipt(db: Db, mailer: ReceiptMailer, receiptId: string, now = new Date(), leaseMs = RECEIPT_LEASE_MS): Promise<'sent' | 'outbox' | 'failed' | 'no_address' | 'skipped'> {
  const [claimed] = await db
    .update(paymentReceipts)
    // The lease starts when the claim is taken, not when the sweep began: a sweep working through a backlog (or a slow
    // machine) would otherwise hand each later receipt a lease already partly spent, and a second sender could take
    // over a send that is still going.
    .set({ status: 'sending', claimedAt: new Date(Math.max(now.getTime(), Date.now())), attempts: sql`${paymentReceipts.attempts} + 1` })
    .where(
      and(
        eq(paymentReceipts.id, receiptId),
        or(
          eq(paymentReceipts.status, 'queued'),
          and(eq(paymentReceipts.status, 'failed'), lt(paymentReceipts.attempts, MAX_ATTEMPTS)),
          // A sender that died mid-way: taken over once its lease (a quarter of an hour by default) is over.
          and(eq(paymentReceipts.status, 'sending'), lt(paymentReceipts.claimedAt, new Date(now.getTime() - leaseMs))),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  const mail = await composeReceipt(db, claimed);
  if (!mail?.to) {
    await db.update(paymentReceipts).set({ status: 'no_address' }).where(eq(paymentReceipts.id, claimed.id));
    return 'no_address';
  }
  let status: 'sent' | 'outbox' | 'failed' = 'outbox';
  let error: string | null = null;
  if (mailer.transport) {
    try {
      // One Message-ID per receipt, the same on every attempt: a retry after a send whose answer was lost is the same
      // message to the homeowner's mail server and mail client, not a second receipt.
      await mailer.transport.sendMail({ from: mailer.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: receiptMessageId(claimed.id, mailer.from) });
      status = 'sent';
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e.message.slice(0, 500) : 'SMTP error';
    }
  }
  await db.update(paymentReceipts).set({ status, lastError: error, sentAt: status === 'sent' ? new Date() : null }).where(eq(paymentReceipts.id, claimed.id));
  // The contractor sees it among the mail the product sent (address masked, DESIGN §3).
  if (status !== 'failed' || claimed.attempts >= MAX_ATTEMPTS) {
    await db.insert(outboxEmails).values({ contractorId: claimed.contractorId, toAddress: maskEmail(mail.to), subject: mail.subject, body: mail.text, status, error, sentAt: status === 'sent' ? new Date() : null });
  }
  return status;
}

/** `<receipt-{id}@{the sender's domain}>`. */
export function receiptMessageId(receiptId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'picket.local';
  return `<receipt-${receiptId}@${domain}>`;
}

/** The queue's sweep: receipts left queued (a crash between commit and send) or failed (SMTP down) get another try. */
export async function deliverPendingReceipts(db: Db, mailer: ReceiptMailer, now = new Date(), leaseMs = RECEIPT_LEASE_MS): Promise<number> {
  const rows = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(
      or(
        and(eq(paymentReceipts.status, 'queued'), lt(paymentReceipts.createdAt, new Date(now.getTime() - 30_000))),
        and(eq(paymentReceipts.status, 'failed'), lt(paymentReceipts.attempts, MAX_ATTEMPTS)),
        and(inArray(paymentReceipts.status, ['sending']), lt(paymentReceipts.claimedAt, new Date(now.getTime() - leaseMs))),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const r of rows) if ((await deliverPaymentReceipt(db, mailer, r.id, now, leaseMs)) === 'sent') sent++;
  return sent;
}
