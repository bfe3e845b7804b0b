import type { FastifyInstance } from 'fastify';
import * as api from '../../../core/auth/auth.api';
import { registerContract } from '../../http/register-contract';
import { setSessionCookie } from '../../plugins/session';
import { currentUser, startSession } from '../auth/auth.service';
import { auditActorOf } from '../security/audit';
import { inspectPasswordLink, usePasswordLink } from './password-links';
import { requestPasswordReset } from './password-reset';

/** Public: forgotten passwords and the links of invitations and resets (no session; DESIGN §4 `security: []`). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  registerContract(
    app,
    api.requestPasswordReset,
    async (request) => {
      await requestPasswordReset(app.db, request.body, { actor: auditActorOf(request, null) });
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  registerContract(app, api.inspectPasswordLink, async (request) => inspectPasswordLink(app.db, request.body.token), {
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
  });

  registerContract(
    app,
    api.setPassword,
    async (request, reply) => {
      const context = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const used = await usePasswordLink(app.db, { ...request.body, actor: auditActorOf(request, null) });
      // Every session the person had has ended: tell every instance, then sign this browser in.
      await app.announceAuthChange({ userId: used.id });
      const token = await startSession(app.db, used.id, context);
      setSessionCookie(reply, token, app.config.isProduction);
      return currentUser(app.db, used.id);
    },
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
  );
}
