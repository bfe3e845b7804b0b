import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import { currentUserSchema, loginSchema } from '../../../core/auth/auth.schema';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { auditActorOf } from '../security/audit';
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
