import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { currentUserSchema, loginSchema } from '../../../core/auth/auth.schema';
import { changePasswordSchema } from '../../../core/auth/change-password.schema';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { changePassword } from '../accounts/password-change';
import { auditActorOf } from '../../audit/audit';
import { currentUserFromAuth, login, logout } from './auth.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isProduction;

  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], security: [], body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      try {
        const { token, user } = await login(app.db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
        setSessionCookie(reply, token, secure);
        return user;
      } catch (error) {
        const retryAfter = (error as { retryAfter?: number }).retryAfter;
        if (error instanceof AppError && retryAfter) reply.header('Retry-After', String(retryAfter));
        throw error;
      }
    },
  );

  r.get('/api/auth/me', { schema: { tags: ['auth'], response: { 200: currentUserSchema } } }, async (request) => {
    return currentUserFromAuth(await requireUser(request));
  });

  // A signed-in user's own password: the current one is checked, every other session of theirs ends, it is audited.
  r.post(
    '/api/auth/change-password',
    {
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: z.object({ ok: z.literal(true), endedSessions: z.number() }) } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const auth = await requireUser(request);
      const result = await changePassword(app.db, { userId: auth.userId, sessionId: auth.sessionId, contractorId: auth.contractorId, input: request.body, actor: auditActorOf(request, auth) });
      await app.announceAuthChange({ userId: auth.userId });
      return { ok: true as const, ...result };
    },
  );

  // Public: signing out an expired or already-ended session still clears the cookie (idempotent, no body).
  r.post('/api/auth/logout', { schema: { tags: ['auth'], security: [], response: { 200: z.object({ ok: z.boolean() }) } } }, async (request, reply) => {
    const auth = await app.getAuth(request);
    if (auth) {
      await logout(app.db, auth, auditActorOf(request, auth));
      await app.announceAuthChange({ sessionId: auth.sessionId });
    }
    clearSessionCookie(reply, secure);
    return { ok: true };
  });
}
