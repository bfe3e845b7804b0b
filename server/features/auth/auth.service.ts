import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { type CurrentUser, type LoginInput } from '../../../core/auth/auth.schema';
import type { Db } from '../../db/connection';
import { contractors, securityAuditEvents, sessions, users } from '../../db/schema/index';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS, type AuthContext } from '../../plugins/session';
import { assertLoginAllowed, recordLoginFailure, throttleKeys } from './login-throttle';

// argon2id with the library's defaults (m=19456, t=2, p=1); see STACK.md.
export const hashPassword = (password: string) => hash(password);

// Verified when the account does not exist, so a wrong email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

export interface LoginContext {
  ip: string;
  userAgent?: string;
}

export async function recordAudit(db: Db, event: { eventType: string; userId?: string | null; email?: string | null; ip?: string; userAgent?: string; details?: Record<string, unknown> }) {
  await db.insert(securityAuditEvents).values({
    eventType: event.eventType,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    details: event.details ?? {},
  });
}

export async function login(db: Db, input: LoginInput, context: LoginContext): Promise<{ token: string; user: CurrentUser }> {
  const email = input.email.trim().toLowerCase();
  const keys = throttleKeys(context.ip, email);
  try {
    await assertLoginAllowed(db, keys);
  } catch (error) {
    await recordAudit(db, { eventType: 'login_throttled', email, ip: context.ip, userAgent: context.userAgent });
    throw error;
  }
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  dummyHash ??= hashPassword('picket-dummy-password');
  // An invited person who has not chosen a password yet has none: they fail like a wrong password, in the same time.
  const ok = user?.passwordHash ? await verify(user.passwordHash, input.password) : (await verify(await dummyHash, input.password), false);
  if (!user || !ok) {
    await recordLoginFailure(db, keys);
    await recordAudit(db, { eventType: 'login_failed', userId: user?.id, email, ip: context.ip, userAgent: context.userAgent });
    throw new AppError('UNAUTHENTICATED', errorMessage('auth.invalidCredentials'));
  }
  const token = await startSession(db, user.id, context);
  await recordAudit(db, { eventType: 'login_success', userId: user.id, email, ip: context.ip, userAgent: context.userAgent });
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

export async function logout(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
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
