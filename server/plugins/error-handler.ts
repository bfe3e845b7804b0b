import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorMessage } from '../../core/error-messages';
import { AppError, messageFields, type FieldError } from '../../core/errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { BODY_LIMIT_BYTES } from './input-limits';

function zodIssuesToFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Renders every error as DESIGN §4's JSON shape; 5xx details never reach the wire. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED' && !reply.getHeader('retry-after')) reply.header('Retry-After', '60');
      if (error.code === 'UNAVAILABLE' && !reply.getHeader('retry-after')) reply.header('Retry-After', '5');
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid input',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid input', code: 'VALIDATION', errors });
    }
    if (error instanceof ZodError) {
      const errors = zodIssuesToFieldErrors(error);
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid input', code: 'VALIDATION', errors });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ ...messageFields(errorMessage('errors.common.tooManyRequests')), code: 'RATE_LIMITED' });
    }
    if (status === 413) {
      const megabytes = Math.round(BODY_LIMIT_BYTES / (1024 * 1024));
      return reply.code(413).send({ ...messageFields(errorMessage('errors.input.tooLarge', { megabytes })), code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type: the client's fault, said plainly.
      if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
        return reply.code(400).send({ ...messageFields(errorMessage('errors.input.invalidJson')), code: 'BAD_REQUEST' });
      }
      return reply.code(status).send({ message: fastifyError.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ ...messageFields(errorMessage('errors.common.databaseUnavailable')), code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ ...messageFields(errorMessage('errors.common.internal')), code: 'INTERNAL' });
  });
}
