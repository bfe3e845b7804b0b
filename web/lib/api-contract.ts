// The web side of a contract (core/api/contract.ts): calls and query keys built from the same object the server
// registers, so the URL, the body and the answer's type cannot drift from the route. In the built app a contract is
// only its method and path (vite.config.ts `picketContracts`): no schema is downloaded to call an API.
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { contractPath, type ApiContract, type ContractInput, type ContractResponse } from '../../core/api/contract';
import { apiRequest, type RequestOptions } from './api-client';

type Input = { params?: unknown; query?: unknown; body?: unknown };

/**
 * The query key of a GET contract, in the shape the default query function reads (SPEC §7): the path up to its first
 * parameter, then one part per later segment, then the query object. So `['/api/homeowners']` still prefixes every
 * customer query for invalidation, and a key written by hand for the same call is the same key.
 */
export function contractQueryKey<C extends ApiContract>(contract: C, ...[input]: OptionalInput<C>): QueryKey {
  const { params, query } = (input ?? {}) as Input;
  const values = (params ?? {}) as Record<string, unknown>;
  const segments = contract.path.split('/');
  const firstParam = segments.findIndex((s) => s.startsWith(':'));
  const head = firstParam === -1 ? contract.path : segments.slice(0, firstParam).join('/');
  const rest = firstParam === -1 ? [] : segments.slice(firstParam).map((s) => (s.startsWith(':') ? paramValue(contract, values, s.slice(1)) : s));
  const key: unknown[] = [head, ...rest];
  if (query && typeof query === 'object' && Object.keys(query).length > 0) key.push(query);
  return key;
}

function paramValue(contract: ApiContract, params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (value === undefined || value === null) throw new Error(`${contract.path}: missing path parameter ${name}`);
  return String(value);
}

/** The URL of a contract with its params and query (null/undefined query values left out). */
export function contractUrl<C extends ApiContract>(contract: C, ...[input]: OptionalInput<C>): string {
  const { params, query } = (input ?? {}) as Input;
  const path = contractPath(contract, params as Record<string, unknown> | undefined);
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

// A contract without required parts may be called with no input at all.
type OptionalInput<C extends ApiContract> = object extends ContractInput<C> ? [input?: ContractInput<C>] : [input: ContractInput<C>];

/** Calls the API through a contract (SPEC §7 request behaviour: CSRF, retry once on a CSRF failure, error parsing). */
export function apiCall<C extends ApiContract>(
  contract: C,
  ...[input, options]: object extends ContractInput<C> ? [input?: ContractInput<C>, options?: RequestOptions] : [input: ContractInput<C>, options?: RequestOptions]
): Promise<ContractResponse<C>> {
  const url = contractUrl(contract, ...([input] as OptionalInput<C>));
  const body = (input as Input | undefined)?.body;
  return apiRequest<ContractResponse<C>>(contract.method, url, contract.method === 'GET' ? undefined : (body ?? {}), options);
}

type ContractQueryOptions<C extends ApiContract, TData> = Omit<UseQueryOptions<ContractResponse<C>, Error, TData>, 'queryKey' | 'queryFn'>;

/** `useQuery` on a GET contract: the key (and so the URL, SPEC §9's polling and invalidation) comes from the contract. */
export function useContractQuery<C extends ApiContract, TData = ContractResponse<C>>(
  contract: C,
  input: ContractInput<C>,
  options: ContractQueryOptions<C, TData> = {},
): UseQueryResult<TData, Error> {
  return useQuery<ContractResponse<C>, Error, TData>({ queryKey: contractQueryKey(contract, ...([input] as OptionalInput<C>)), ...options });
}
