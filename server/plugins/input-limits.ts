import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../core/error-messages';
import { fieldValidationError, type AppError } from '../../core/errors';

/** Deeper than any request the product sends (a layout document is about 6 levels); deeper is refused, not walked. */
export const MAX_INPUT_DEPTH = 32;
/** Every body: a signature image (≤ 500 KB of data URL) and a drawn layout fit with room to spare. */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

// A UTF-16 half without its other half: no UTF-8 spells it, PostgreSQL (text and jsonb) refuses it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL cannot be stored in a PostgreSQL text or jsonb value; a lone surrogate cannot be encoded at all. */
export const isStorableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * The first problem in a parsed input (body, query or params): text that cannot be stored, or nesting past the limit.
 * Iterative, so no input can exhaust the stack here; keys are text too.
 */
export function inputProblem(input: unknown): AppError | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: input, path: [], depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return fieldValidationError(path.join('.'), errorMessage('errors.input.invalidText'));
      continue;
    }
    // Raw uploads (a spreadsheet, a signed webhook) are bytes: their route reads them; walking them would cost millions of entries.
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return fieldValidationError(path.join('.'), errorMessage('errors.input.tooDeep', { max: MAX_INPUT_DEPTH }));
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) return fieldValidationError(path.join('.'), errorMessage('errors.input.invalidText'));
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

/**
 * One check at the edge for every route, before its schema runs (preValidation): text with NUL bytes or lone
 * surrogates and nesting deeper than MAX_INPUT_DEPTH are a 400 with the field's path. Bodies over BODY_LIMIT_BYTES
 * are refused by Fastify while reading (413, error-handler.ts).
 */
export function registerInputLimits(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw problem;
  });
}
