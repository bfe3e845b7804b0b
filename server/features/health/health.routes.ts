import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { tags: ['health'], security: [], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    try {
      await app.database.query('select 1');
    } catch {
      throw new AppError('UNAVAILABLE', errorMessage('errors.common.databaseUnavailable'));
    }
    return { status: 'ok' as const };
  });

  // No I/O at all: the baseline route of bench/http (full plugin chain, no session lookup).
  r.get('/api/ping', { schema: { tags: ['health'], security: [], response: { 200: z.object({ pong: z.boolean() }) } } }, async () => ({ pong: true }));

  // Public browser configuration: which outside services are switched on.
  r.get(
    '/api/config',
    {
      schema: {
        tags: ['health'],
        security: [],
        response: {
          200: z.object({
            mapsApiKey: z.string().nullable(),
            mapsScriptUrl: z.string(),
            geocodeUrl: z.string(),
            mapTileUrl: z.string().nullable(),
            mapTileAttribution: z.string().nullable(),
          }),
        },
      },
    },
    async () => ({
      mapsApiKey: app.config.mapsApiKey ?? null,
      mapsScriptUrl: app.config.mapsScriptUrl,
      geocodeUrl: app.config.geocodeUrl,
      mapTileUrl: app.config.mapTileUrl ?? null,
      mapTileAttribution: app.config.mapTileAttribution ?? null,
    }),
  );
}
