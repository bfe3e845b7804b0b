// A signed-in user changes their own password (issue 13 item 2): the current password proves it is them, every other
// session of theirs ends (this one stays), and the change is audited.
import { verify } from '@node-rs/argon2';
import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../core/auth/change-password.schema';
import { errorMessage } from '../../../core/error-messages';
import { fieldValidationError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema/index';
import { hashPassword } from '../auth/auth.service';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';

export async function changePassword(
  db: Db,
  args: { userId: string; sessionId: string; contractorId: string | null; input: ChangePasswordInput; actor: AuditActor },
): Promise<{ endedSessions: number }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, args.userId)).limit(1);
  const ok = user?.passwordHash ? await verify(user.passwordHash, args.input.currentPassword) : false;
  if (!ok) throw fieldValidationError('currentPassword', errorMessage('accounts.change.wrongCurrentPassword'));
  const passwordHash = await hashPassword(args.input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, args.userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, args.userId), ne(sessions.id, args.sessionId)))
      .returning({ id: sessions.id });
    await recordAuditEvent(tx, {
      action: 'password_changed',
      actor: args.actor,
      contractorId: args.contractorId,
      target: { type: 'user', id: args.userId },
      details: { endedSessions: ended.length },
    });
    return { endedSessions: ended.length };
  });
}
