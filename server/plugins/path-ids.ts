import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';

// What PostgreSQL's uuid type reads back as a row id; anything else can name no row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter named `id` or `…Id` is a row id: the convention every route follows. */
export const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);


/**
 * DESIGN §4: a malformed id is "not found", like another tenant's row, for every route at once (routes added later
 * included): checked in onRequest after the session, before validation, so no query ever casts a bad string to uuid
 * (PostgreSQL would answer 22P02, a 500) and a visitor still gets 401 first.
 */
export function registerPathIdCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params || !request.url.startsWith('/api/')) return;
    for (const [name, value] of Object.entries(params)) {
      if (isIdParam(name) && (typeof value !== 'string' || !UUID.test(value))) throw notFound();
    }
  });
}
