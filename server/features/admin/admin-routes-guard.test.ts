// Every /api/admin operation of the OpenAPI document, including ones added later: a visitor gets 401, a contractor 403.
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { fillPath, label, openApiOperations, type ApiOperation } from '../../test/openapi-operations';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let adminOps: ApiOperation[] = [];
let contractor: ApiClient;

beforeAll(async () => {
  adminOps = (await openApiOperations(testApp.app)).filter((op) => op.isAdminOnly);
  contractor = await signedIn(testApp.app, await makeContractor(testApp.db));
});

describe('admin routes', () => {
  it('are all in the OpenAPI document and none is public', () => {
    expect(adminOps.length).toBeGreaterThanOrEqual(10);
    expect(adminOps.filter((op) => op.isPublic).map(label)).toEqual([]);
  });

  it('refuse a visitor (401) and a signed-in contractor (403), whatever the body', async () => {
    const answers: string[] = [];
    for (const op of adminOps) {
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, crypto.randomUUID()])));
      const body = op.method === 'GET' ? undefined : {};
      const visitor = await new ApiClient(testApp.app).raw(op.method, url, body);
      const asContractor = await contractor.raw(op.method, url, body);
      answers.push(`${label(op)} visitor=${visitor.statusCode} contractor=${asContractor.statusCode}`);
    }
    expect(answers).toEqual(adminOps.map((op) => `${label(op)} visitor=401 contractor=403`));
  });
});
