// One object per API call (DESIGN §1, CONVENTIONS habit 1): method, path, params, query, body and response, all zod.
// The server registers its route from it (server/http/register-contract.ts), the web calls it through it
// (web/lib/api-contract.ts), and the OpenAPI document is generated from it, so a renamed field is a compile error on
// both sides. This file imports zod's types only: the web build swaps contracts for their method and path
// (vite.config.ts `picketContracts`), so no schema reaches a first view.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiContract = {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. '/api/homeowners/:id'. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (e.g. `idempotency-key`), lower-case names. */
  headers?: z.ZodType;
  /** The success answer's body. */
  response: z.ZodType;
  /** The success status (200 unless said; 302 for a browser redirect such as an OAuth callback). */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Other documented answers (e.g. 409's body), by status. */
  errors?: Record<number, z.ZodType>;
  /** Open to visitors: no session needed, `security: []` in the OpenAPI document. */
  public?: true;
  tags: readonly string[];
  summary?: string;
  /** Left out of the OpenAPI document (e.g. the document itself). */
  hide?: true;
};

/** Declares a contract, keeping its literal method and path for the helpers' types. */
export function defineContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server hands the handler (parsed) and what the answer must be. */
export type ContractParams<C extends ApiContract> = Out<C['params']>;
export type ContractQuery<C extends ApiContract> = Out<C['query']>;
export type ContractBody<C extends ApiContract> = Out<C['body']>;
export type ContractResponse<C extends ApiContract> = z.output<C['response']>;
/** What the response serialiser accepts (dates before they become strings, etc.). */
export type ContractReply<C extends ApiContract> = z.input<C['response']>;

type Field<K extends string, S> = S extends z.ZodType ? (object extends In<S> ? { [P in K]?: In<S> } : { [P in K]: In<S> }) : { [P in K]?: never };

/** What a caller sends: only the parts the contract has, each as its schema's input. */
export type ContractInput<C extends ApiContract> = Field<'params', C['params']> & Field<'query', C['query']> & Field<'body', C['body']>;

/** The contract's path with its `:params` filled in (each segment URI-encoded). */
export function contractPath(contract: Pick<ApiContract, 'path'>, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
