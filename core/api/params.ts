import { z } from 'zod';

/** The shared params of `/…/:id` routes, so the OpenAPI document says the id is a UUID. */
export const idParams = z.object({ id: z.guid() });
