// Issue 21 item 5: on a test install (no SMTP_URL, not production) an admin may open an account message that could not
// be sent, so an invitation or a reset can be finished without a mail server. The message gets a new one-time link
// (tokens live only in messages); once a mail server is set, or in production, nobody but the addressee ever sees one.
import { and, eq, inArray } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError, notFound } from '../../../core/errors';
import { accountMailOpens, type OpenedAccountMail } from '../../../core/outbox/outbox.schema';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import type { Db } from '../../db/connection';
import { accountEmails, users } from '../../db/schema/index';
import { composeAccountEmail } from './account-mail';

export async function openAccountEmail(
  db: Db,
  args: { id: string; config: { smtpUrl?: string | null; isProduction: boolean; publicUrl: string }; actor: AuditActor; now?: Date },
): Promise<OpenedAccountMail> {
  if (!accountMailOpens(args.config)) throw new AppError('FORBIDDEN', errorMessage('signedInErrors.outbox.accountMailWithServer'));
  const now = args.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: accountEmails.id, userId: accountEmails.userId, purpose: accountEmails.purpose, language: accountEmails.language, contractorId: users.contractorId })
      .from(accountEmails)
      .innerJoin(users, eq(users.id, accountEmails.userId))
      .where(and(eq(accountEmails.id, args.id), inArray(accountEmails.status, ['queued', 'sending', 'failed'])))
      .limit(1);
    if (!row) throw notFound(errorMessage('signedInErrors.outbox.notFound'));
    const composed = await composeAccountEmail(tx, row, args.config.publicUrl, now);
    if (!composed) throw notFound(errorMessage('signedInErrors.outbox.notFound'));
    await recordAuditEvent(tx, {
      action: 'account_mail_opened',
      actor: args.actor,
      contractorId: row.contractorId,
      target: row.userId ? { type: 'user', id: row.userId } : null,
      details: { purpose: row.purpose, accountEmailId: row.id },
    });
    return { to: composed.message.to, subject: composed.message.subject, body: composed.message.text, expiresAt: composed.expiresAt.toISOString() };
  });
}
