import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, forgotPasswordSchema, passwordLinkInfoSchema, passwordLinkSchema, setPasswordSchema } from '../../../core/auth/auth.schema';
import { setSessionCookie } from '../../plugins/session';
import { currentUser, startSession } from '../auth/auth.service';
import { auditActorOf } from '../../audit/audit';
import { inspectPasswordLink, usePasswordLink } from './password-links';
import { requestPasswordReset } from './password-reset';

/** Public: forgotten passwords and the links of invitations and resets (no session; DESIGN §4 `security: []`). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/password-reset',
    {
      schema: { tags: ['auth'], security: [], body: forgotPasswordSchema, response: { 202: z.object({ ok: z.literal(true) }) } },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, request.body, { actor: auditActorOf(request, null) });
      return reply.code(202).send({ ok: true });
    },
  );

  r.post(
    '/api/auth/password-link',
    {
      schema: { tags: ['auth'], security: [], body: passwordLinkSchema, response: { 200: passwordLinkInfoSchema } },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request) => inspectPasswordLink(app.db, request.body.token),
  );

  r.post(
    '/api/auth/set-password',
    {
      schema: { tags: ['auth'], security: [], body: setPasswordSchema, response: { 200: currentUserSchema } },
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const context = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const used = await usePasswordLink(app.db, { ...request.body, actor: auditActorOf(request, null) });
      // Every session the person had has ended: tell every instance, then sign this browser in.
      await app.announceAuthChange({ userId: used.id });
      const token = await startSession(app.db, used.id, context);
      setSessionCookie(reply, token, app.config.isProduction);
      return currentUser(app.db, used.id);
    },
  );
}
