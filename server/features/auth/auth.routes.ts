import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/auth/auth.api';
import { AppError } from '../../../core/errors';
import { registerContract } from '../../http/register-contract';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { changePassword } from '../accounts/password-change';
import { auditActorOf } from '../security/audit';
import { currentUserFromAuth, login, logout } from './auth.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.isProduction;

  registerContract(
    app,
    api.login,
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

  registerContract(app, api.getCurrentUser, async (request) => currentUserFromAuth(await requireUser(request)));

  registerContract(
    app,
    api.changePassword,
    async (request) => {
      const auth = await requireUser(request);
      const result = await changePassword(app.db, { userId: auth.userId, sessionId: auth.sessionId, contractorId: auth.contractorId, input: request.body, actor: auditActorOf(request, auth) });
      await app.announceAuthChange({ userId: auth.userId });
      return { ok: true as const, ...result };
    },
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
  );

  registerContract(app, api.logout, async (request, reply) => {
    const auth = await app.getAuth(request);
    if (auth) {
      await logout(app.db, auth, auditActorOf(request, auth));
      await app.announceAuthChange({ sessionId: auth.sessionId });
    }
    clearSessionCookie(reply, secure);
    return { ok: true };
  });
}
