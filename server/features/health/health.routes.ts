import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../../core/error-messages';
import { AppError } from '../../../core/errors';
import { getBrowserConfig, getHealth, ping } from '../../../core/health/health.api';
import { registerContract } from '../../http/register-contract';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, getHealth, async () => {
    try {
      await app.database.query('select 1');
    } catch {
      throw new AppError('UNAVAILABLE', errorMessage('errors.common.databaseUnavailable'));
    }
    return { status: 'ok' as const };
  });

  registerContract(app, ping, async () => ({ pong: true }));

  registerContract(app, getBrowserConfig, async () => ({
    mapsApiKey: app.config.mapsApiKey ?? null,
    mapsScriptUrl: app.config.mapsScriptUrl,
    geocodeUrl: app.config.geocodeUrl,
    mapTileUrl: app.config.mapTileUrl ?? null,
    mapTileAttribution: app.config.mapTileAttribution ?? null,
  }));
}
