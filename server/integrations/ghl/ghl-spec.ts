// Requests checked against GoHighLevel's published OpenAPI files (spec/, vendored with their source: spec/README.md) the
// way its API answers them: NestJS validation with a whitelist, so an undeclared property is 422 "property X should not
// exist" and a missing required one 422 "X should not be empty". The fake runs every API request through this, and a
// test runs every request the client can make through it, so a body the real service refuses fails here first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

export const GHL_SPEC_FILES = ['contacts', 'opportunities', 'conversations', 'locations', 'users'] as const;
const SPEC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'spec');

/**
 * Where the May 2026 files contradict both the API's behaviour and their own previous version (Aug 2025, spec/README.md):
 * the opportunity upsert lost `contactId` and demands the followers fields, the message send demands `subType` and
 * `status`, and the upsert's `monetaryValue` is typed as an object. Each patch is named, so a future sync can drop it.
 */
const OVERRIDES: Record<string, (schema: Schema) => void> = {
  UpsertOpportunityDto(s) {
    s.properties!.contactId = { type: 'string' };
    s.properties!.monetaryValue = { type: 'number' };
    s.required = ['pipelineId', 'locationId', 'contactId'];
  },
  SendMessageBodyDto(s) {
    s.required = ['type', 'contactId'];
  },
};

interface CompiledOperation {
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  operation: Operation;
  schemas: Record<string, Schema>;
}

let compiled: CompiledOperation[] | null = null;

function load(): CompiledOperation[] {
  if (compiled) return compiled;
  const out: CompiledOperation[] = [];
  for (const file of GHL_SPEC_FILES) {
    const doc = JSON.parse(fs.readFileSync(path.join(SPEC_DIR, `${file}.json`), 'utf8')) as OpenApi;
    for (const [name, patch] of Object.entries(OVERRIDES)) if (doc.components.schemas[name]) patch(doc.components.schemas[name]);
    for (const [template, ops] of Object.entries(doc.paths)) {
      const segments = template.replace(/\/+$/, '').split('/').filter(Boolean);
      const pattern = new RegExp(`^/${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`);
      const literalSegments = segments.filter((s) => !s.startsWith('{')).length;
      for (const [method, operation] of Object.entries(ops)) out.push({ method: method.toUpperCase(), template, pattern, literalSegments, operation, schemas: doc.components.schemas });
    }
  }
  // A literal path (/opportunities/pipelines) wins over a template that also matches it (/opportunities/{id}).
  compiled = out.sort((a, b) => b.literalSegments - a.literalSegments);
  return compiled;
}

export function findGhlOperation(method: string, pathname: string): CompiledOperation | null {
  return load().find((o) => o.method === method.toUpperCase() && o.pattern.test(pathname)) ?? null;
}

function resolve(schema: Schema, schemas: Record<string, Schema>): Schema {
  let s = schema;
  for (let depth = 0; s.$ref && depth < 10; depth++) {
    const name = s.$ref.split('/').at(-1)!;
    s = s.$ref.startsWith('#/') ? (schemas[name] ?? {}) : {}; // other files' refs are only error shapes
  }
  return s;
}

const TYPE_WORDS: Record<string, string> = { string: 'a string', number: 'a number', integer: 'an integer number', boolean: 'a boolean value', array: 'an array', object: 'an object' };

function typeOk(type: string, value: unknown): boolean {
  if (type === 'string') return typeof value === 'string';
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return true;
}

/** NestJS's messages for one value: `prefix` is the property path ("customFields.0."). */
function check(value: unknown, raw: Schema, schemas: Record<string, Schema>, name: string, prefix: string, errors: string[]): void {
  const schema = resolve(raw, schemas);
  const label = `${prefix}${name}`;
  if (value === null) {
    if (!schema.nullable && schema.type) errors.push(`${label} must be ${TYPE_WORDS[schema.type] ?? schema.type}`);
    return;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const tries = alternatives.map((alt) => {
      const e: string[] = [];
      check(value, alt, schemas, name, prefix, e);
      return e;
    });
    if (!tries.some((e) => e.length === 0)) errors.push(...tries.sort((a, b) => a.length - b.length)[0]);
    return;
  }
  for (const part of schema.allOf ?? []) check(value, part, schemas, name, prefix, errors);
  if (schema.type && !typeOk(schema.type, value)) {
    errors.push(`${label} must be ${TYPE_WORDS[schema.type] ?? schema.type}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${label} must be one of the following values: ${schema.enum.join(', ')}`);
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => check(item, schema.items!, schemas, String(i), `${label}.`, errors));
  if (schema.properties && typeof value === 'object' && !Array.isArray(value)) {
    checkObject(value as Record<string, unknown>, schema, schemas, name === '' ? '' : `${label}.`, errors);
  }
}

function checkObject(value: Record<string, unknown>, schema: Schema, schemas: Record<string, Schema>, prefix: string, errors: string[]) {
  const properties = schema.properties ?? {};
  for (const key of Object.keys(value)) if (!(key in properties)) errors.push(`${prefix}property ${key} should not exist`);
  for (const key of schema.required ?? []) if (value[key] === undefined || value[key] === '') errors.push(`${prefix}${key} should not be empty`);
  for (const [key, prop] of Object.entries(properties)) if (value[key] !== undefined) check(value[key], prop, schemas, key, prefix, errors);
}

export interface GhlRequestShape {
  method: string;
  /** The path without the base URL, e.g. /contacts/abc. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/**
 * GoHighLevel's 422 messages for this request (empty when it passes), or null when the spec has no such operation.
 * Query parameters are checked like body properties: declared ones only, required ones present.
 */
export function ghlRequestErrors(request: GhlRequestShape): string[] | null {
  const op = findGhlOperation(request.method, request.path.split('?')[0]);
  if (!op) return null;
  const errors: string[] = [];
  const queryParams = (op.operation.parameters ?? []).filter((p) => p.in === 'query');
  const query = Object.fromEntries(Object.entries(request.query ?? {}).filter(([, v]) => v !== undefined));
  for (const key of Object.keys(query)) if (!queryParams.some((p) => p.name === key)) errors.push(`property ${key} should not exist`);
  for (const p of queryParams) if (p.required && !query[p.name]) errors.push(`${p.name} should not be empty`);
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || body === null) errors.push('body must be an object');
    else check(body, bodySchema, op.schemas, '', '', errors);
  } else if (request.body !== undefined && request.body !== null && Object.keys(request.body as object).length > 0) {
    errors.push(...Object.keys(request.body as object).map((k) => `property ${k} should not exist`));
  }
  return errors;
}
