// Bad input for the OpenAPI fuzz walk (server/openapi-fuzz.test.ts): compact descriptions fast-check can print, and
// the requests they stand for. Huge and deep values are described, not spelled out, so a failure report stays readable.
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';
import { daysAfter } from '../../core/dates';

/** A value put where the schema expects something else. */
export type Nasty =
  | { s: string }
  | { huge: number; ch: string }
  | { deep: number; as: 'array' | 'object' }
  | { wide: number }
  | { v: unknown }
  /** The valid value with this appended: a NUL inside an otherwise valid URL, name or note. */
  | { suffix: string };

const UUID = '6f1c2b7e-3a44-4d57-9d0c-2a4a5d1e9f01';

export const NASTY_STRINGS = [
  '', ' ', '\t\n', 'not-a-uuid', '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\ud83d\ude00', '\ufeff', '\u202e\u2066rtl',
  '0', '-1', '1e309', 'NaN', 'Infinity', 'null', 'true', '[]', '{}', "' OR 1=1 --", '"; DROP TABLE quotes; --', '../../../etc/passwd',
  '<script>alert(1)</script>', '${7*7}{{7*7}}', '%00', '%s%n%x', '\r\nX-Injected: 1', '2025-02-30', '0000-00-00', '9999-12-31T23:59:59Z',
  '+275760-09-13', '-271821-04-20', '25:61', '24:00', '00000000-0000-0000-0000-000000000000', UUID.toUpperCase(), `{${UUID}}`,
  UUID.replace(/-/g, ''), `${UUID}\u0000`, `${UUID} `, 'İstanbul', 'ß'.repeat(300), '9'.repeat(400), 'user@', 'a@b', 'javascript:alert(1)',
  'data:image/png;base64,!!!', 'https://', 'http://[::1', '#zzzzzz',
];

const NASTY_LITERALS: unknown[] = [
  null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 53 + 2), 2 ** 31, 2 ** 63, 1e-320, [], [null], ['a', 1, null], {},
  JSON.parse('{"__proto__": {"isAdmin": true}}'), { constructor: { prototype: { isAdmin: true } } }, { $gt: '' }, { toString: 'x' },
];

/** Any UTF-16 code units, lone surrogates and NUL included. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 24 });

const nastyText = (sizes: number[]): fc.Arbitrary<Nasty> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => ({ s })) },
    { weight: 2, arbitrary: anyText.map((s) => ({ s })) },
    { weight: 1, arbitrary: fc.record({ huge: fc.constantFrom(...sizes), ch: fc.constantFrom('a', '9', 'é', '\u0000', '\ud800', ' ') }) },
  );

/** Text for a body field: up to 1 MB. */
export const nastyString = nastyText([10_000, 1_000_000]);
/** Text for a path or query value: a request line longer than Node's 16 KB header limit never reaches the app. */
export const nastyUrlText = nastyText([2_000, 10_000]);

export const nastyValue: fc.Arbitrary<Nasty> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0000\ud83d', '%00', "'", ' '.repeat(5000)).map((suffix) => ({ suffix })) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_LITERALS).map((v) => ({ v })) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((v) => ({ v })) },
  { weight: 1, arbitrary: fc.record({ deep: fc.constantFrom(40, 500, 20_000), as: fc.constantFrom('array' as const, 'object' as const) }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 50_000).map((wide) => ({ wide })) },
);

export function materialize(n: Nasty, valid: unknown = ''): unknown {
  if ('s' in n) return n.s;
  if ('suffix' in n) return `${String(valid)}${n.suffix}`;
  if ('huge' in n) return n.ch.repeat(n.huge);
  if ('wide' in n) return Array.from({ length: n.wide }, () => 'x');
  if ('deep' in n) return new DeepValue(n.deep, n.as);
  return n.v;
}

/** Nesting deeper than JSON.stringify (recursive) can write: kept as its text, spliced in by `toJson`. */
class DeepValue {
  constructor(
    readonly depth: number,
    readonly as: 'array' | 'object',
  ) {}
  text(): string {
    return this.as === 'array' ? `${'['.repeat(this.depth)}"bottom"${']'.repeat(this.depth)}` : `${'{"a":'.repeat(this.depth)}"bottom"${'}'.repeat(this.depth)}`;
  }
}

/** JSON text of a request body that may hold deep values. */
export function toJson(value: unknown): string {
  const deep: DeepValue[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof DeepValue ? `\u0001deep${deep.push(v) - 1}\u0001` : v));
  return text.replace(/"\\u0001deep(\d+)\\u0001"/g, (_, i: string) => deep[Number(i)]!.text());
}

/** A raw body sent as is: malformed JSON, other media types, tricks of the parser. */
export const RAW_BODIES: { contentType: string; text: string }[] = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{"a": ' },
  { contentType: 'application/json', text: '{"a": "\u0000"}' },
  { contentType: 'application/json', text: '"\\ud800"' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '\ufeff{}' },
  { contentType: 'application/json', text: '1'.repeat(400) },
  { contentType: 'application/json', text: '['.repeat(100_000) },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x--' },
  { contentType: 'application/xml', text: '<a/>' },
];

/** A string in a URL: percent-encoded, lone surrogates as the invalid UTF-8 bytes a hostile client would send. */
export function percentEncode(s: string): string {
  return s.replace(/[\s\S]/gu, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) return code < 0xdc00 ? '%ED%A0%80' : '%ED%B0%80';
    return encodeURIComponent(ch);
  });
}

export const asText = (n: Nasty): string => {
  const v = materialize(n);
  return typeof v === 'string' ? v : toJson(v);
};

// ---- a plausible value for a schema, so one bad field at a time reaches the code behind validation ----

export interface IdPools {
  /** Real ids of the signed-in tenant by the collection they belong to (`quotes`, `milestones`, …). */
  byCollection: Map<string, string[]>;
  all: string[];
}

const SAMPLE_BY_PATTERN: [RegExp, string][] = [
  [/\[01\]\\d\|2\[0-3\]/, '09:30'],
  [/\\d\{5\}/, '78701'],
  [/\[A-Z\]\{2\}/, 'TX'],
  [/\[0-9a-fA-F\]\{3\}/, '#336699'],
  [/data:image/, 'data:image/png;base64,iVBORw0KGgo='],
  [/\[A-Za-z0-9\]\{4,16\}/, 'abcd1234'],
];

/** `homeownerId` → `homeowners`, `milestoneId` → `milestones`. */
export const collectionOfField = (name: string) => (name.endsWith('Id') ? `${name.slice(0, -2)}s`.toLowerCase() : null);

function poolFor(pools: IdPools, field: string): string[] {
  const collection = collectionOfField(field);
  const aliases: Record<string, string> = { customers: 'homeowners' };
  return (collection && (pools.byCollection.get(collection) ?? pools.byCollection.get(aliases[collection] ?? ''))) || pools.all;
}

export interface SampleOptions {
  /** Which branch of a top-level oneOf/anyOf. */
  variant: number;
  /** Dates a month ahead (a schedule) or a month back (a payment, a completion): rules ask for either. */
  future: boolean;
}

const isoDay = (offsetDays: number) => daysAfter(new Date(), offsetDays).toISOString().slice(0, 10);

export function sampleFor(schema: JsonSchema | undefined, field: string, pools: IdPools, options: SampleOptions, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  const inner = { ...options, variant: 0 };
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) {
    const usable = branches.filter((o) => !(o.enum?.length === 1 && o.enum[0] === ''));
    return sampleFor(usable[options.variant % usable.length] ?? branches[0], field, pools, inner, depth + 1);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleFor(s, field, pools, options, depth + 1) as object));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleFor(prop, key, pools, inner, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleFor(schema.items, field, pools, inner, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid' || /Id$/.test(field)) {
        const pool = poolFor(pools, field);
        return pool[0] ?? crypto.randomUUID();
      }
      if (schema.format === 'email') return 'fuzz@example.test';
      if (schema.format === 'uri') return 'https://example.test/photo.jpg';
      if (schema.format === 'date-time') return '2025-06-02T09:30:00.000Z';
      if (/date$/i.test(field) || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return isoDay(options.future ? 30 : -30);
      const known = schema.pattern && SAMPLE_BY_PATTERN.find(([re]) => re.test(schema.pattern!));
      if (known) return known[1];
      if (/time$/i.test(field)) return '09:30';
      if (/email/i.test(field)) return 'fuzz@example.test';
      if (/url$/i.test(field)) return 'https://example.test/photo.jpg';
      if (/phone/i.test(field)) return '512-555-0100';
      const min = schema.minLength ?? 1;
      return 'Fuzz value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(schema.maxLength ?? 10, 10)));
    }
    default:
      return {};
  }
}

/** Every position in a value (objects' keys, arrays' first item), for replacing or dropping one. */
export function positionsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    if (value.length) {
      out.push([...prefix, 0]);
      positionsOf(value[0], [...prefix, 0], out);
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...prefix, k]);
      positionsOf(v, [...prefix, k], out);
    }
  }
  return out;
}

export function withChange(base: unknown, at: (string | number)[], change: { set: unknown } | 'drop'): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (change === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = change.set;
  return copy;
}
