// Issue 20 item 1: every API call is one contract (core/<feature>/<feature>.api.ts, registered with registerContract)
// and every answer has a schema in the OpenAPI document. Read from the running app, so a route added later without a
// contract, or a contract without a documented answer, fails here without being listed.
import { describe, expect, it } from 'vitest';
import { contractRoutesOf } from './http/register-contract';
import { useTestApp } from './test/use-test-app';

type DocumentOperation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const testApp = useTestApp();

/** `/api/quotes/{id}` → `/api/quotes/:id`, as the router and the contracts write it. */
const routerPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * `METHOD /api/path/:param` of every /api route the router holds, hidden ones too, read from printRoutes' tree (each
 * level 4 characters deeper, a child's segment added to its parent's path). HEAD, added to each GET, is left out.
 */
function registeredApiRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    if (!match[3] || !path.startsWith('/api/')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

async function documentOperations(): Promise<[string, DocumentOperation][]> {
  const res = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, DocumentOperation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]): [string, DocumentOperation] => [`${method.toUpperCase()} ${routerPath(path)}`, op]));
}

describe('the API is its contracts', () => {
  it('registers every /api route through a contract', () => {
    const routes = registeredApiRoutes(testApp.app.printRoutes({ commonPrefix: false }));
    const contracts = contractRoutesOf(testApp.app);
    // A parser that found nothing would prove nothing.
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((key) => !contracts.has(key))).toEqual([]);
  });

  it('documents every operation with its success answer’s schema', async () => {
    const operations = await documentOperations();
    expect(operations.length).toBeGreaterThan(150);
    const missing = operations
      .filter(([, op]) => !Object.entries(op.responses ?? {}).some(([status, answer]) => /^[23]\d\d$/.test(status) && Object.values(answer.content ?? {}).some((c) => c.schema !== undefined)))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

});
