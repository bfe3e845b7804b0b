// The web build reads contracts from their source text (vite.config.ts `picketContracts`); this holds that reading to
// the real modules, so a contract written in a shape the reader misses fails here instead of calling a wrong URL.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDescriptorModule, contractDescriptorsOf } from './contract-descriptors';

const root = path.resolve(import.meta.dirname, '..');
const apiFiles = fs
  .readdirSync(path.join(root, 'core'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.api.ts'))
  .map((f) => path.join(root, 'core', f));

describe('contract descriptors', () => {
  it('finds API contract files', () => {
    expect(apiFiles.length).toBeGreaterThan(0);
  });

  for (const file of apiFiles) {
    it(`reads every contract of ${path.relative(root, file)} as its module declares it`, async () => {
      const mod = (await import(file)) as Record<string, unknown>;
      const real = Object.entries(mod)
        .filter(([, v]) => v && typeof v === 'object' && 'method' in v && 'path' in v && 'response' in v)
        .map(([name, v]) => ({ name, method: (v as { method: string }).method, path: (v as { path: string }).path }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const read = contractDescriptorsOf(fs.readFileSync(file, 'utf8')).sort((a, b) => a.name.localeCompare(b.name));
      expect(read).toEqual(real);
    });
  }

  it('emits a module of plain method/path objects, with no import', () => {
    const source = `import { z } from 'zod';\nexport const a = defineContract({\n  // a comment with } in it\n  method: 'PATCH',\n  path: '/api/x/:id',\n  body: z.object({ s: z.string().regex(/}/) }),\n  response: z.object({}),\n  tags: ['x'],\n});`;
    expect(contractDescriptorModule(source)).toBe('export const a = { method: "PATCH", path: "/api/x/:id" };');
  });
});
