import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { type CurrentUser, type LoginInput } from '../../../core/auth/auth.schema';
import type { Db } from '../../db/connection';
import { contractors, sessions, users } from '../../db/schema/index';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS, type AuthContext } from '../../plugins/session';
import { recordAuditEvent, type AuditActor } from '../../audit/audit';
import { claimLoginAttempt, type LoginClaim } from './login-throttle';

// argon2id with the library's defaults (m=19456, t=2, p=1); see STACK.md.
export const hashPassword = (password: string) => hash(password);

// Verified when the account does not exist, so a wrong email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

export interface LoginContext {
  ip: string;
  userAgent?: string;
}

/**
 * Signs in. Every attempt is audited (success, failure, throttled) with the account masked and fingerprinted; an
 * attempt on a deactivated tenant's account is flagged for the security alert rule.
 */
export async function login(db: Db, input: LoginInput, context: LoginContext): Promise<{ token: string; user: CurrentUser }> {
  const email = input.email.trim().toLowerCase();
  const [found] = await db
    .select({ user: users, contractorActive: contractors.isActive })
    .from(users)
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const user = found?.user;
  const attempt = { ip: context.ip, email, contractorId: user?.contractorId ?? null };
  const actor: AuditActor = { userId: null, ip: context.ip, userAgent: context.userAgent };
  const audit = (action: 'login_success' | 'login_failed' | 'login_throttled', signedIn = false) =>
    recordAuditEvent(db, {
      action,
      actor: signedIn && user ? { ...actor, userId: user.id } : actor,
      contractorId: user?.contractorId ?? null,
      target: user ? { type: 'user', id: user.id } : null,
      email,
      details: user?.contractorId && found.contractorActive === false ? { deactivatedAccount: true } : {},
    });
  let claim: LoginClaim;
  try {
    claim = await claimLoginAttempt(db, attempt);
  } catch (error) {
    await audit('login_throttled');
    throw error;
  }
  dummyHash ??= hashPassword('picket-dummy-password');
  // An invited person who has not chosen a password yet has none: they fail like a wrong password, in the same time.
  const ok = user?.passwordHash ? await verify(user.passwordHash, input.password) : (await verify(await dummyHash, input.password), false);
  if (!user || !ok) {
    // Already counted by the claim.
    await audit('login_failed');
    throw new AppError('UNAUTHENTICATED', errorMessage('auth.invalidCredentials'));
  }
  await claim.succeeded();
  const token = await startSession(db, user.id, context);
  await audit('login_success', true);
  return { token, user: await currentUser(db, user.id) };
}

/** A new session for the user (a sign-in, or a password just chosen from a link); returns the cookie's token. */
export async function startSession(db: Db, userId: string, context: LoginContext): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: hashSessionToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 300),
    });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  });
  return token;
}

/** Ends the session and records the sign-out. */
export async function logout(db: Db, session: { sessionId: string; userId: string; contractorId: string | null }, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, session.sessionId));
    await recordAuditEvent(tx, { action: 'logout', actor, contractorId: session.contractorId, target: { type: 'user', id: session.userId } });
  });
}

export async function currentUser(db: Db, userId: string): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, onboardingComplete: contractors.onboardingComplete })
    .from(users)
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', errorMessage('errors.auth.notSignedIn'));
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    name: row.user.name,
    isAdmin: row.user.isAdmin,
    onboardingComplete: row.user.isAdmin ? true : Boolean(row.onboardingComplete),
    contractorId: row.user.contractorId,
  };
}

export function currentUserFromAuth(auth: AuthContext): CurrentUser {
  return {
    id: auth.userId,
    email: auth.email,
    firstName: auth.firstName,
    lastName: auth.lastName,
    name: auth.name,
    isAdmin: auth.isAdmin,
    onboardingComplete: auth.onboardingComplete,
    contractorId: auth.contractorId,
  };
}
