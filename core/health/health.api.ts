// Health, the benchmark's baseline route, and the browser's configuration (which outside services are on).
import { z } from 'zod';
import { defineContract } from '../api/contract';

const tags = ['health'];

/** DESIGN §4: {status: "ok"} when the database answers. */
export const getHealth = defineContract({ method: 'GET', path: '/api/health', response: z.object({ status: z.literal('ok') }), public: true, tags });

/** No I/O at all: the baseline route of bench/http (full plugin chain, no session lookup). */
export const ping = defineContract({ method: 'GET', path: '/api/ping', response: z.object({ pong: z.boolean() }), public: true, tags });

export const browserConfigSchema = z.object({
  mapsApiKey: z.string().nullable(),
  mapsScriptUrl: z.string(),
  geocodeUrl: z.string(),
  mapTileUrl: z.string().nullable(),
  mapTileAttribution: z.string().nullable(),
});
export type BrowserConfig = z.output<typeof browserConfigSchema>;

export const getBrowserConfig = defineContract({ method: 'GET', path: '/api/config', response: browserConfigSchema, public: true, tags });

/** The OpenAPI document itself (left out of what it describes). */
export const getOpenApiDocument = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  response: z.record(z.string(), z.unknown()),
  public: true,
  hide: true,
  tags,
});
