import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '../../core/error-messages';
import { AppError } from '../../core/errors';
import { openChangeFeed } from '../db/change-feed';
import type { Database, Db } from '../db/connection';
import { preparedFor } from '../db/prepared';
import { contractors, sessions, users } from '../db/schema/index';
import { authChangeMessage, SessionCache, type AuthChange } from './session-cache';
import { DAY_MS } from '../../core/dates';

export const SESSION_COOKIE = 'picket_session';
export const SESSION_TTL_MS = 30 * DAY_MS;

export interface AuthContext {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  isAdmin: boolean;
  contractorId: string | null;
  onboardingComplete: boolean;
  contractorActive: boolean;
}

/** A contractor's request: the tenant id is guaranteed. */
export type ContractorAuth = AuthContext & { contractorId: string };

declare module 'fastify' {
  interface FastifyRequest {
    authLookup: Promise<AuthContext | null> | null;
  }
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Placeholder: id (the token's hash). Every signed-in request runs it, so it is prepared once per handle. */
export function sessionLookupQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      isAdmin: users.isAdmin,
      contractorId: users.contractorId,
      onboardingComplete: contractors.onboardingComplete,
      contractorActive: contractors.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(and(eq(sessions.id, sql.placeholder('id')), sql`${sessions.expiresAt} > now()`))
    .limit(1);
}

async function lookupSession(db: Db, cache: SessionCache, token: string): Promise<AuthContext | null> {
  const id = hashSessionToken(token);
  const cached = cache.get(id);
  if (cached) return cached;
  const begun = cache.begin();
  const statement = preparedFor(db, 'session_lookup', (name) => sessionLookupQuery(db).prepare(name));
  const [row] = await statement.execute({ id });
  if (!row) return null;
  const { expiresAt, ...fields } = row;
  const auth: AuthContext = {
    ...fields,
    onboardingComplete: row.isAdmin ? true : Boolean(row.onboardingComplete),
    contractorActive: row.isAdmin ? true : Boolean(row.contractorActive),
  };
  cache.set(id, auth, expiresAt, begun);
  return auth;
}

// NOTIFY channel of AuthChange messages (session-cache.ts).
const AUTH_CHANGES_CHANNEL = 'picket_auth_changes';

/** Sessions are looked up lazily: routes that never ask (health, static files) never touch the database. */
export async function registerSession(app: FastifyInstance, database: Database): Promise<void> {
  const cache = new SessionCache();
  const feed = await openChangeFeed(database, AUTH_CHANGES_CHANNEL, {
    onMessage: (message) => cache.apply(message),
    onListening: (listening) => cache.setListening(listening),
    onError: (error) => app.log.warn({ err: error.message }, 'auth change feed'),
  });
  app.addHook('onClose', () => feed.close());
  app.decorate('announceAuthChange', async (change: AuthChange) => {
    const message = authChangeMessage(change);
    // This instance at once, before the answer goes out; every instance (this one again) once the change is committed.
    cache.apply(message);
    await feed.publish(message);
  });
  app.decorateRequest('authLookup', null);
  app.addHook('onRequest', async (request) => {
    request.authLookup = null;
  });
  app.decorate('getAuth', (request: FastifyRequest) => {
    if (!request.authLookup) {
      const token = request.cookies[SESSION_COOKIE];
      request.authLookup = token ? lookupSession(database.db, cache, token) : Promise.resolve(null);
    }
    return request.authLookup;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    getAuth(request: FastifyRequest): Promise<AuthContext | null>;
    /** Call after a write that changes what a session lookup answers (logout, deactivation, onboarding). */
    announceAuthChange(change: AuthChange): Promise<void>;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<AuthContext> {
  const auth = await request.server.getAuth(request);
  if (!auth) throw new AppError('UNAUTHENTICATED', errorMessage('errors.auth.notSignedIn'));
  return auth;
}

/** Admins only (SPEC §6). */
export async function requireAdmin(request: FastifyRequest): Promise<AuthContext> {
  const auth = await requireUser(request);
  if (!auth.isAdmin) throw new AppError('FORBIDDEN', errorMessage('errors.auth.adminsOnly'));
  return auth;
}

/** A contractor user of an active tenant; every query of theirs is scoped by contractorId. */
export async function requireContractor(request: FastifyRequest): Promise<ContractorAuth> {
  const auth = await requireUser(request);
  if (!auth.contractorId) throw new AppError('FORBIDDEN', errorMessage('errors.auth.contractorRequired'));
  if (!auth.contractorActive) throw new AppError('FORBIDDEN', errorMessage('errors.auth.contractorDeactivated'));
  return auth as ContractorAuth;
}
