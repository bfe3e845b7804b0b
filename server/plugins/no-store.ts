import type { FastifyInstance } from 'fastify';

/**
 * Every `/api` answer is `Cache-Control: no-store` unless its route says otherwise: signed-in answers carry customer
 * data (a shared computer's browser cache, a proxy must not keep them) and the homeowner's quote API is reached by a
 * capability link. One hook for all routes, so a new route cannot forget; errors included (they may name a customer).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
