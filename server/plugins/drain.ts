// Graceful shutdown, seen from the wire: once draining, the port takes no new connection (refused: a load balancer
// tries another instance), requests already taken finish (their answers close the connection), and a new request on a
// kept-alive connection gets 503 with Retry-After and Connection: close. Nothing is cut off mid-request.
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../core/error-messages';
import { messageFields } from '../../core/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops taking requests and resolves once those in flight are answered (or after `timeoutMs`). */
    drain(options: { graceMs: number; timeoutMs: number }): Promise<{ unanswered: number }>;
  }
}

export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  const inFlight = new Set<FastifyRequest>();
  let settled: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    if (inFlight.delete(request) && draining && inFlight.size === 0) settled?.();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ ...messageFields(errorMessage('errors.common.restarting')), code: 'UNAVAILABLE' });
    }
    inFlight.add(request);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));
  // At least `graceMs` of 503s, so clients on kept-alive connections and the load balancer's health check hear it
  // before the port closes; at most `timeoutMs` waiting for requests in flight.
  app.decorate('drain', async ({ graceMs, timeoutMs }: { graceMs: number; timeoutMs: number }) => {
    draining = true;
    // net.Server's close stops listening; http.Server's would also drop idle kept-alive connections, racing a client
    // that is sending on one right now (it would see a reset). Those get their 503 instead; app.close() ends the rest.
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const answered = inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
    await Promise.all([sleep(graceMs), Promise.race([answered, sleep(timeoutMs)])]);
    return { unanswered: inFlight.size };
  });
}
