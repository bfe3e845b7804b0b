// Single-use, expiring links to choose a password (invitation, reset): 256 random bits in the mail, SHA-256 in the
// database, claimed by one conditional UPDATE so two clicks cannot both use one link.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordLinkInfo, PasswordLinkPurpose } from '../../../core/auth/auth.schema';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import type { Db } from '../../db/connection';
import { passwordTokens, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../auth/auth.service';
import { recordAuditEvent, type AuditActor } from '../security/audit';
import { DAY_MS } from '../../../core/dates';

/** How long a link works: an invitation a week (approval to first sign-in), a reset an hour. */
export const PASSWORD_LINK_TTL_MS: Record<PasswordLinkPurpose, number> = {
  invitation: 7 * DAY_MS,
  password_reset: 60 * 60 * 1000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const invalidLink = () => new AppError('BAD_REQUEST', errorMessage('errors.auth.passwordLinkInvalid'));

/** A new link for the user; returns the token (to put in the mail, never stored) and when it stops working. */
export async function issuePasswordToken(db: Db, args: { userId: string; purpose: PasswordLinkPurpose; now?: Date }) {
  const now = args.now ?? new Date();
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS[args.purpose]);
  await db.insert(passwordTokens).values({ userId: args.userId, purpose: args.purpose, tokenHash: hashLinkToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

function usable(tokenHash: string, now: Date) {
  return and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now));
}

/** Whose link it is, for the page to greet them; unknown, used and expired links answer alike. */
export async function inspectPasswordLink(db: Db, token: string, now = new Date()): Promise<PasswordLinkInfo> {
  if (!TOKEN_SHAPE.test(token)) throw invalidLink();
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, email: users.email, firstName: users.firstName })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(usable(hashLinkToken(token), now))
    .limit(1);
  if (!row) throw invalidLink();
  return row;
}

/**
 * Uses the link: sets the password, spends every other open link of the user and ends all their sessions, in one
 * transaction. The caller announces the ended sessions to every instance and starts the new one.
 */
export async function usePasswordLink(db: Db, args: { token: string; password: string; actor: AuditActor; now?: Date }) {
  const now = args.now ?? new Date();
  if (!TOKEN_SHAPE.test(args.token)) throw invalidLink();
  const passwordHash = await hashPassword(args.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(usable(hashLinkToken(args.token), now))
      .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
    if (!claimed) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, email: users.email, contractorId: users.contractorId });
    await tx.update(passwordTokens).set({ usedAt: now }).where(and(eq(passwordTokens.userId, user.id), isNull(passwordTokens.usedAt)));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    await recordAuditEvent(tx, {
      action: claimed.purpose === 'invitation' ? 'invitation_accepted' : 'password_reset_completed',
      actor: { ...args.actor, userId: user.id, email: user.email },
      contractorId: user.contractorId,
      target: { type: 'user', id: user.id },
      details: { endedSessions: ended.length },
    });
    return { ...user, purpose: claimed.purpose, endedSessions: ended.length };
  });
}
