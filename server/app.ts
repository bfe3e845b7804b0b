import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { notFound } from '../core/errors';
import { getOpenApiDocument } from '../core/health/health.api';
import { registerContract } from './http/register-contract';
import { originOf, type AppConfig } from './config';
import type { Database, Db } from './db/connection';
import { createOutsideClients, type OutsideClients } from './integrations/clients';
import { registerFeatures } from './features/index';
import { registerCsrf } from './plugins/csrf';
import { registerDrain } from './plugins/drain';
import { registerErrorHandler } from './plugins/error-handler';
import { BODY_LIMIT_BYTES, registerInputLimits } from './plugins/input-limits';
import { registerPathIdCheck } from './plugins/path-ids';
import { registerRateLimit } from './plugins/rate-limit-store';
import { RequestLogController } from './plugins/request-log';
import { registerSession, SESSION_COOKIE } from './plugins/session';
import { registerSecuritySignals } from './plugins/security-signals';
import { registerNoStore } from './plugins/no-store';
import { registerRequestMetrics } from './plugins/request-metrics';
import { registerSessionRequired } from './plugins/session-required';
import { loadIndexHtml } from './plugins/web-first-view';
import { registerCrawlerFiles } from './plugins/web-hygiene';
import { registerWebStatic } from './plugins/web-static';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: AppConfig;
    /** Stripe, SMS, object storage, GoHighLevel: built once at start-up (server/integrations/clients.ts). */
    clients: OutsideClients;
  }
}

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** The outside services' clients; built from `config` when not given (tests). */
  clients?: OutsideClients;
}

// Paths whose pages are capability URLs: no referrer, not indexed (DESIGN §3).
const CAPABILITY_PREFIXES = ['/customer/quote/', '/api/public/quotes/', '/customer/pay/', '/api/public/pay/'];

function contentSecurityPolicy(config: AppConfig) {
  const maps = originOf(config.mapsApiKey ? config.mapsScriptUrl : undefined);
  const geocode = originOf(config.mapsApiKey ? config.geocodeUrl : undefined);
  const tiles = originOf(config.mapTileUrl);
  const extra = (...origins: (string | undefined)[]) => origins.filter((o): o is string => Boolean(o));
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...extra(maps)],
      styleSrc: ["'self'", "'unsafe-inline'", ...extra(maps)],
      // Job photos and contractor logos live wherever the contractor keeps them; images only, never scripts.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extra(maps, tiles)],
      connectSrc: ["'self'", ...extra(maps, geocode)],
      fontSrc: ["'self'", 'data:', ...extra(maps)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp({ database, config, clients = createOutsideClients(config) }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log secrets: cookies, CSRF tokens, passwords.
            redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    logController: new RequestLogController(),
    trustProxy: config.isProduction,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('clients', clients);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDrain(app);
  registerRequestMetrics(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Picket API', version: '1.0.0', description: 'Fence quoting and job management' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  await app.register(cookie);
  await registerRateLimit(app);
  await registerSession(app, database);
  registerSecuritySignals(app);
  registerCsrf(app, { sessionSecret: config.sessionSecret, secureCookies: config.isProduction });
  registerSessionRequired(app);
  registerNoStore(app);
  registerPathIdCheck(app);
  registerInputLimits(app);

  app.addHook('onSend', async (request, reply) => {
    if (CAPABILITY_PREFIXES.some((p) => request.url.startsWith(p))) {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
  });

  registerContract(app, getOpenApiDocument, async () => app.swagger() as unknown as Record<string, unknown>);
  await registerFeatures(app);

  const hasWeb = await registerWebStatic(app, config.webDist);
  const indexHtml = hasWeb && config.webDist ? loadIndexHtml(config.webDist, { publicUrl: config.publicUrl }) : null;
  registerCrawlerFiles(app, config.publicUrl);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed asset (an old build's chunk) is a 404, not the SPA's HTML answered as JavaScript.
    // HEAD mirrors GET (RFC 9110 §9.3.2): uptime monitors and load balancers ask with it; Node sends no body for HEAD.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/assets/') || !reading || !indexHtml) {
      return reply.code(404).send(notFound().toBody());
    }
    // The SPA owns every other path, including its own not-found page (its first-view files named in the head).
    return indexHtml.send(request, reply);
  });
  return app;
}
