import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates its caller itself, before anything else (GET /api/metrics: a scraper's bearer token or
     * an admin's session). It is not open to visitors and its document says so; only the session check moves inside.
     */
    ownAuthentication?: true;
  }
}

/**
 * DESIGN §4: an operation is open to visitors exactly when its schema says `security: []`, as the OpenAPI document
 * does. One rule for the server and the document, so a route cannot be public in one and private in the other.
 */
export function isPublicRoute(request: FastifyRequest): boolean {
  const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Every other `/api` route answers 401 to a request without a valid session, in onRequest: before the body is read,
 * parsed or validated, so a visitor never learns a route's schema and never makes the server parse a body it would
 * refuse. The CSRF check (registered earlier, also onRequest) still runs first; roles (admin, contractor) stay with
 * the routes. The session lookup is memoised on the request, so the route's own requireContractor costs nothing more.
 */
export function registerSessionRequired(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Unknown paths fall through to the not-found handler (404); the web app's paths are not the API.
    if (!request.routeOptions.url || !request.url.startsWith('/api/')) return;
    if (isPublicRoute(request) || request.routeOptions.config?.ownAuthentication) return;
    // /api/admin/… is the admin's alone: a contractor is refused (403) before their body is validated, like a visitor.
    if (request.routeOptions.url.startsWith('/api/admin/')) await requireAdmin(request);
    else await requireUser(request);
  });
}
