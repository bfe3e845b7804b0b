// Registers a route from its contract (core/api/contract.ts): the path, the schemas that parse the request and
// serialise the answer, and the OpenAPI entry all come from the one object the web calls too.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiContract, ContractBody, ContractParams, ContractQuery, ContractReply } from '../../core/api/contract';

/** The request as the handler sees it: params, query and body parsed by the contract's schemas. */
export type ContractRequest<C extends ApiContract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ContractParams<C>;
  query: ContractQuery<C>;
  body: ContractBody<C>;
};

export type ContractHandler<C extends ApiContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractReply<C> | FastifyReply> | ContractReply<C> | FastifyReply;

export type ContractRouteOptions = {
  /** Route config: rate limits (`rateLimit`), `csrf: false` for signed webhooks. */
  config?: FastifyContextConfig & Record<string, unknown>;
  bodyLimit?: number;
  description?: string;
  /** A route whose answer is built to the schema field by field and checked by its tests may skip zod's check. */
  serializerCompiler?: () => (data: unknown) => string;
  /** Runs before the body is validated (a signed webhook checks its signature over the raw bytes, then parses them). */
  preValidation?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** The fastify `schema` of a contract (exported for the OpenAPI completeness test). */
export function contractSchema(contract: ApiContract, description?: string): Record<string, unknown> {
  const response: Record<number, unknown> = { [contract.status ?? 200]: contract.response, ...contract.errors };
  return {
    tags: [...contract.tags],
    ...(contract.summary ? { summary: contract.summary } : {}),
    ...(description ? { description } : {}),
    ...(contract.public ? { security: [] } : {}),
    ...(contract.hide ? { hide: true } : {}),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.headers ? { headers: contract.headers } : {}),
    response,
  };
}

// The routes each app registered through a contract, keyed by its HTTP server (one per app, shared by every
// encapsulated plugin instance), for the OpenAPI completeness test (server/openapi-contracts.test.ts).
const contractRoutes = new WeakMap<object, Set<string>>();

/** `METHOD /api/path/:param` of every route this app registered through registerContract. */
export function contractRoutesOf(app: FastifyInstance): ReadonlySet<string> {
  return contractRoutes.get(app.server) ?? new Set();
}

export function registerContract<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ContractRouteOptions = {},
): void {
  const registered = contractRoutes.get(app.server) ?? new Set<string>();
  contractRoutes.set(app.server, registered.add(`${contract.method} ${contract.path}`));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: contractSchema(contract, options.description),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as ContractRequest<C>, reply);
      // A handler that already sent (or returned the reply) is done; otherwise its value is the answer.
      if (answer === reply || reply.sent) return reply;
      if (contract.status && contract.status !== 200) reply.code(contract.status);
      return answer;
    },
  });
}
