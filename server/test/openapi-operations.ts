// Every operation of /api/openapi.json, for tests that must cover routes added later without listing them.
import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
};

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/quotes/{id}`. */
  path: string;
  /** DESIGN §4: `security: []` marks an operation open to visitors; every other one needs a session. */
  isPublic: boolean;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  headerParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  /** `/api/admin/…`: the admin's operations (a contractor is refused with 403). */
  isAdminOnly: boolean;
}

type RawOperation = {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function openApiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
  const doc = res.json() as { security?: unknown[]; paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>> };
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const security = op.security ?? doc.security ?? [];
      operations.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        isPublic: Array.isArray(security) && security.length === 0,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        headerParams: params.filter((p) => p.in === 'header').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        isAdminOnly: path.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}

/** `/api/quotes/{id}` with `{id: 'x'}` → `/api/quotes/x` (values URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'missing'));
}

export const label = (op: Pick<ApiOperation, 'method' | 'path'>) => `${op.method} ${op.path}`;
