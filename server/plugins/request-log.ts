import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request (method, path, status, time) instead of Fastify's two with full req/res objects.
 * The query string is dropped: search terms can be a customer's name or phone, and logs hold no PII.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const q = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: q === -1 ? request.url : request.url.slice(0, q),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
