// Issue 23: the admin's platform default assemblies, per fence type and per catalogue style, inherited by every
// contractor's styles until the contractor changes them; only an admin reads or changes them; a saved quote keeps its own.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutFromPolylines } from '../../../core/layout/layout-from-polylines';
import { defaultChainAssembly, defaultVinylAssembly } from '../../../core/materials/default-assemblies';
import { quotes, securityAuditEvents } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const testApp = useTestApp();
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
const customers: Record<string, string> = {};
const homeowner = { firstName: 'Tomás', lastName: 'Vega', email: 'tomas.vega@example.com', phone: '512-555-0111', address: '3 Elm St', city: 'Austin', state: 'TX', zipCode: '78704' };

beforeAll(async () => {
  admin = await signedIn(testApp.app, await makeAdmin(testApp.db));
  alice = await signedIn(testApp.app, await makeContractor(testApp.db));
  bob = await signedIn(testApp.app, await makeContractor(testApp.db));
  customers.alice = (await alice.post('/api/homeowners', homeowner)).json().id;
  customers.bob = (await bob.post('/api/homeowners', homeowner)).json().id;
});

const vinyl100 = (style = '') => layoutFromPolylines([{ points: [[0, 0], [100, 0]], props: { fenceType: 'vinyl', heightFt: 6, style } }]);
async function postsOf(client: ApiClient, homeownerId: string, style = '') {
  const res = await client.post('/api/quotes', { quoteType: 'layout', homeownerId, diagram: vinyl100(style), runs: [] });
  expect(res.statusCode, res.body).toBe(201);
  const lines = res.json().pricing.lines as { kind: string; quantity: number }[];
  return { id: res.json().id as string, posts: lines.find((l) => l.kind === 'labor_post')!.quantity };
}
const setPlatform = (style: string, sectionLengthIn: number) =>
  admin.put('/api/admin/assemblies', { fenceType: 'vinyl', style, assembly: { ...defaultVinylAssembly, sectionLengthIn } });

describe('platform default assemblies (admin)', () => {
  it('only an admin reads or changes them: a visitor gets 401, a contractor 403', async () => {
    const visitor = new ApiClient(testApp.app);
    for (const [method, body] of [['GET', undefined], ['PUT', { fenceType: 'vinyl', style: '', assembly: defaultVinylAssembly }], ['DELETE', undefined]] as const) {
      const url = method === 'DELETE' ? '/api/admin/assemblies?fenceType=vinyl' : '/api/admin/assemblies';
      expect((await visitor.raw(method, url, body)).statusCode, method).toBe(401);
      expect((await alice.raw(method, url, body)).statusCode, method).toBe(403);
    }
    const list = await admin.get('/api/admin/assemblies');
    expect(list.statusCode).toBe(200);
    expect(list.json().assemblies.map((a: { fenceType: string; isDefault: boolean }) => [a.fenceType, a.isDefault])).toEqual([['vinyl', true], ['cedar', true], ['chain', true]]);
  });

  it('never opts contractors into pricing from the materials list (their own choice)', async () => {
    const res = await admin.put('/api/admin/assemblies', { fenceType: 'chain', style: '', assembly: { ...defaultChainAssembly, priceFromMaterials: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assembly.priceFromMaterials).toBeUndefined();
    expect((await alice.get('/api/quotes/pricing-context')).json().assemblies['chain|'].priceFromMaterials).toBeUndefined();
    expect((await admin.delete('/api/admin/assemblies?fenceType=chain')).json()).toEqual({ reset: true });
  });

  it('refuses a bad assembly with every field\'s error at once', async () => {
    const res = await admin.put('/api/admin/assemblies', { fenceType: 'vinyl', style: '', assembly: { ...defaultVinylAssembly, sectionLengthIn: 6, wastePercent: -1 } });
    expect(res.statusCode).toBe(400);
    for (const field of ['sectionLengthIn', 'wastePercent']) expect(res.body).toContain(field);
  });

  it('contractors inherit the admin\'s fence-type and catalogue-style defaults until they change them; saved quotes keep theirs', async () => {
    // Before: SPEC §9's 96 in vinyl panels. ceil(100 / 8) = 13 sections → 14 posts.
    const before = await postsOf(alice, customers.alice);
    expect(before.posts).toBe(14);
    await testApp.db.update(quotes).set({ status: 'sent' }).where(eq(quotes.id, before.id));

    // The admin makes 6 ft panels the platform's vinyl default, and 5 ft (60 in) panels the "Vinyl Picket" style's.
    expect((await setPlatform('', 72)).statusCode).toBe(200);
    expect((await setPlatform('Vinyl Picket', 60)).json()).toMatchObject({ fenceType: 'vinyl', style: 'Vinyl Picket', isDefault: false });
    const audited = await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.eventType, 'system_settings_changed'));
    expect(audited.map((a) => a.details)).toContainEqual(expect.objectContaining({ fields: ['assemblies.vinyl|vinyl picket'] }));

    // Alice inherits both: ceil(100 / 6) = 17 sections → 18 posts; ceil(100 / 5) = 20 → 21 posts.
    expect((await postsOf(alice, customers.alice)).posts).toBe(18);
    expect((await postsOf(alice, customers.alice, 'vinyl picket')).posts).toBe(21);
    const mine = (await alice.get('/api/materials/assemblies')).json().assemblies as { fenceType: string; style: string; isDefault: boolean; assembly: { sectionLengthIn: number } }[];
    expect(mine.find((a) => a.fenceType === 'vinyl' && a.style === '')).toMatchObject({ isDefault: true, assembly: { sectionLengthIn: 72 } });
    expect(mine.find((a) => a.style === 'Vinyl Picket')).toMatchObject({ isDefault: true, assembly: { sectionLengthIn: 60 } });

    // Bob changes his vinyl to 8 ft panels: his vinyl follows him; the catalogue style he has not changed is the admin's.
    expect((await bob.put('/api/materials/assemblies', { fenceType: 'vinyl', style: '', assembly: defaultVinylAssembly })).statusCode).toBe(200);
    expect((await postsOf(bob, customers.bob)).posts).toBe(14);
    expect((await postsOf(bob, customers.bob, 'Vinyl Picket')).posts).toBe(21);
    // Bob's change is his alone.
    expect((await postsOf(alice, customers.alice)).posts).toBe(18);

    // The quote sent before keeps what it was built with when edited.
    const edited = await alice.patch(`/api/quotes/${before.id}`, { notes: 'Gate on the left' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().pricing.lines as { kind: string; quantity: number }[]).find((l) => l.kind === 'labor_post')!.quantity).toBe(14);

    // Reset: the fence type goes back to the code's default, the style to the fence type's.
    expect((await admin.delete('/api/admin/assemblies?fenceType=vinyl&style=')).json()).toEqual({ reset: true });
    expect((await admin.delete('/api/admin/assemblies?fenceType=vinyl&style=Vinyl%20Picket')).json()).toEqual({ reset: true });
    expect((await postsOf(alice, customers.alice, 'Vinyl Picket')).posts).toBe(14);
    expect((await admin.get('/api/admin/assemblies')).json().assemblies.every((a: { isDefault: boolean }) => a.isDefault)).toBe(true);
  });
});
