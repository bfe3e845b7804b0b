import { ApiError } from '../../../lib/api-client';
import type { ServerText } from '../../../lib/server-message';

/** The server's field errors by path (first one per field), for a form's inline messages. */
export function fieldErrorsOf(error: unknown): Record<string, ServerText> {
  const out: Record<string, ServerText> = {};
  if (error instanceof ApiError) for (const e of error.errors ?? []) if (e.path && !out[e.path]) out[e.path] = e;
  return out;
}
