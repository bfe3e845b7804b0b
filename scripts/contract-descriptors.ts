// The web build's view of an API contract file (core/<feature>/<feature>.api.ts): each `export const X =
// defineContract({...})` becomes `{ method, path }`, so calling an API downloads no zod schema. Kept honest by
// scripts/contract-descriptors.test.ts, which compares this reading with the real modules.

export type ContractDescriptor = { name: string; method: string; path: string };

const DECLARATION = /export const (\w+) = defineContract\(\{/g;

/** The contracts a file declares, read from its source text. */
export function contractDescriptorsOf(source: string): ContractDescriptor[] {
  const found: ContractDescriptor[] = [];
  for (const match of source.matchAll(DECLARATION)) {
    const body = objectAt(source, match.index + match[0].length - 1);
    const method = /\bmethod:\s*'([A-Z]+)'/.exec(body)?.[1];
    const path = /\bpath:\s*'([^']+)'/.exec(body)?.[1];
    if (!method || !path) throw new Error(`contract ${match[1]}: write method and path as string literals`);
    found.push({ name: match[1], method, path });
  }
  return found;
}

/** The module the web build gets instead of the contract file. */
export function contractDescriptorModule(source: string): string {
  return contractDescriptorsOf(source)
    .map((c) => `export const ${c.name} = { method: ${JSON.stringify(c.method)}, path: ${JSON.stringify(c.path)} };`)
    .join('\n');
}

// The text of the object literal starting at `open` (a '{'), skipping strings, template literals and comments.
function objectAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = closingQuote(source, i);
      continue;
    }
    if (ch === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i === -1) break;
      continue;
    }
    if (ch === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 1;
      continue;
    }
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  throw new Error('unterminated contract object');
}

function closingQuote(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote) return i;
  }
  return source.length;
}
