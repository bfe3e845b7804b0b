import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '../../core/error-messages';
import { AppError } from '../../core/errors';
import { getCsrfToken } from '../../core/auth/auth.api';
import { registerContract } from '../http/register-contract';
import { noteSecuritySignal } from './security-signals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not called by browsers (a signed webhook), so no CSRF token. */
    csrf?: boolean;
  }
}

export const CSRF_COOKIE = 'picket_csrf';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tokenFor(secret: string, sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update(`csrf:${secret}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

/**
 * Stateless double-submit CSRF (DESIGN §4): a random secret in an HttpOnly cookie, the token is its HMAC.
 * Nothing is stored server-side, so any instance can check any request.
 */
export function registerCsrf(app: FastifyInstance, options: { sessionSecret: string; secureCookies: boolean }): void {
  registerContract(app, getCsrfToken, async (request, reply) => {
    let secret = request.cookies[CSRF_COOKIE];
    if (!secret || secret.length < 20) {
      secret = crypto.randomBytes(32).toString('base64url');
      reply.setCookie(CSRF_COOKIE, secret, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies });
    }
    reply.header('Cache-Control', 'no-store');
    return { csrfToken: tokenFor(secret, options.sessionSecret) };
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    // Webhooks authenticate by their signature (route config `csrf: false`), never by a browser's cookie.
    if (request.routeOptions.config?.csrf === false) return;
    const secret = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!secret || !token || !safeEqual(token, tokenFor(secret, options.sessionSecret))) {
      noteSecuritySignal(request, 'csrf_failed');
      throw new AppError('CSRF_INVALID', errorMessage('errors.auth.csrfInvalid'));
    }
  });
}
