import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSystemSettings, type SystemSettings } from '../../../core/admin/system-settings.schema';
import { securityAuditEvents } from '../../db/schema/index';
import { ApiClient, signedIn } from '../../test/api';
import { makeAdmin, makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalogue } from '../catalogue/demo-catalogue';

const testApp = useTestApp();
let admin: ApiClient;
let contractor: ApiClient;
let customerId: string;
let panelId: string;

beforeAll(async () => {
  admin = await signedIn(testApp.app, await makeAdmin(testApp.db));
  const tenant = await makeContractor(testApp.db);
  await seedDemoCatalogue(testApp.db, tenant.contractorId);
  contractor = await signedIn(testApp.app, tenant);
  const homeowner = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.settings@example.com', phone: '512-555-0199', address: '12 Cedar Lane', city: 'Austin', state: 'TX', zipCode: '78704' };
  customerId = (await contractor.post('/api/homeowners', homeowner)).json().id;
  const catalogue = (await contractor.get('/api/catalogue')).json();
  panelId = catalogue.styles.find((s: { name: string }) => s.name === 'Vinyl Privacy').pricing.find((p: { heightFt: number }) => p.heightFt === 6).id;
});

const withShipping = (changes: Partial<SystemSettings['shipping']>, rest: Partial<SystemSettings> = {}): SystemSettings => ({
  ...defaultSystemSettings, ...rest, shipping: { ...defaultSystemSettings.shipping, ...changes },
});

async function cartQuote() {
  const res = await contractor.post('/api/quotes', { quoteType: 'cart', homeownerId: customerId, deliveryMiles: 10, items: [{ catalogueItemId: panelId, part: 'panel', quantity: 5 }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; pricing: { taxCents: number; shippingCents: number; totalCents: number; taxRatePercent?: number } };
}

const totalsOf = (q: { pricing: { taxCents: number; shippingCents: number; totalCents: number } }) => ({
  taxCents: q.pricing.taxCents, shippingCents: q.pricing.shippingCents, totalCents: q.pricing.totalCents,
});

describe('system settings', () => {
  it('start as SPEC §9 says: tiers to 1999.99 / 4999.99, brackets 125 / 160 / 225, tier-2 flat 100, 2.50 a mile, minimum 100', async () => {
    const res = await admin.get('/api/admin/system-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      taxRatePercent: 8.25,
      shipping: {
        tier1MaxCents: 199_999, tier2MaxCents: 499_999, tier2FlatCents: 10_000, perMileCents: 250, perMileMinimumCents: 10_000,
        brackets: [{ minMiles: 0, maxMiles: 25, feeCents: 12_500 }, { minMiles: 26, maxMiles: 49, feeCents: 16_000 }, { minMiles: 50, maxMiles: 100, feeCents: 22_500 }],
      },
    });
  });

  it('refuses overlapping tiers, gaps between brackets and negative fees with clear messages, and changes nothing', async () => {
    const bad = withShipping({
      tier2MaxCents: 100_000,
      brackets: [{ minMiles: 0, maxMiles: 25, feeCents: 12_500 }, { minMiles: 30, maxMiles: 49, feeCents: -1 }],
    }, { taxRatePercent: 25 });
    const res = await admin.put('/api/admin/system-settings', bad);
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { path: string; message: string }[]).map((e) => e.message);
    expect(messages).toEqual(expect.arrayContaining([
      'Tax rate must be between 0 and 20%',
      'Bracket fee cannot be negative',
    ]));
    const refined = await admin.put('/api/admin/system-settings', withShipping({ tier2MaxCents: 100_000, brackets: [{ minMiles: 0, maxMiles: 25, feeCents: 12_500 }, { minMiles: 30, maxMiles: 49, feeCents: 100 }] }));
    expect(refined.statusCode).toBe(400);
    expect(refined.json().errors.map((e: { message: string }) => e.message)).toEqual(expect.arrayContaining([
      'Tier 2 must end above where tier 1 ends',
      'Each bracket must start one mile after the previous one ends',
    ]));
    expect((await admin.get('/api/admin/system-settings')).json().taxRatePercent).toBe(8.25);
  });

  it('a change is audited with the fields it touched; a sent quote keeps its totals, even when edited; a new quote uses the new settings', async () => {
    const sent = await cartQuote();
    expect(sent.pricing.shippingCents).toBe(12_500);
    expect((await contractor.post(`/api/quotes/${sent.id}/send`, {})).statusCode).toBe(200);
    const draft = await cartQuote();

    const changed = withShipping({ brackets: [{ minMiles: 0, maxMiles: 25, feeCents: 15_000 }, { minMiles: 26, maxMiles: 100, feeCents: 20_000 }] }, { taxRatePercent: 10 });
    const res = await admin.put('/api/admin/system-settings', changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ taxRatePercent: 10, shipping: { brackets: changed.shipping.brackets } });
    const audit = await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.eventType, 'system_settings_changed'));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ fields: ['taxRatePercent', 'shipping.brackets'] });

    const sentAfter = (await contractor.get(`/api/quotes/${sent.id}`)).json();
    expect(totalsOf(sentAfter)).toEqual(totalsOf(sent));
    // Editing the sent quote makes a new version, still priced with the settings it was sent with.
    const edited = await contractor.patch(`/api/quotes/${sent.id}`, { notes: 'Gate on the left' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(totalsOf(edited.json())).toEqual(totalsOf(sent));

    // The cart page previews an edit with the same settings the server will price it with.
    expect((await contractor.get(`/api/quotes/pricing-context?quoteId=${sent.id}`)).json()).toMatchObject({ systemTaxRatePercent: 8.25, rates: { shipping: { brackets: defaultSystemSettings.shipping.brackets } } });
    expect((await contractor.get(`/api/quotes/pricing-context?quoteId=${draft.id}`)).json()).toMatchObject({ systemTaxRatePercent: 10, rates: { shipping: { brackets: changed.shipping.brackets } } });
    expect((await contractor.get('/api/quotes/pricing-context')).json().systemTaxRatePercent).toBe(10);

    const fresh = await cartQuote();
    expect(fresh.pricing.shippingCents).toBe(15_000);
    expect(fresh.pricing.taxCents).toBeGreaterThan(sent.pricing.taxCents);
    // A draft nobody has seen takes today's settings when it is next edited.
    const redrafted = (await contractor.patch(`/api/quotes/${draft.id}`, { notes: 'x' })).json();
    expect(totalsOf(redrafted)).toEqual(totalsOf(fresh));

    // Saving the same settings again is no change: nothing more is audited.
    await admin.put('/api/admin/system-settings', changed);
    expect(await testApp.db.select().from(securityAuditEvents).where(eq(securityAuditEvents.eventType, 'system_settings_changed'))).toHaveLength(1);
  });
});
