import { describe, expect, it } from 'vitest';
import { ApiClient, signedIn } from '../../test/api';
import { makeContractor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { loadPricingContext } from '../quotes/quote-pricing-context';

const testApp = useTestApp();

// SPEC §9 contractor defaults, the rates both onboarding and the settings page show.
const specDefaultRates = {
  materialPerFootVinylCents: 2500,
  materialPerFootCedarCents: 2000,
  materialPerFootChainCents: 1500,
  gatePriceVinylCents: 15000,
  gatePriceCedarCents: 12500,
  gatePriceChainCents: 10000,
  markupPercentage: 20,
  minimumChargeCents: 50000,
  removalFlatFeeCents: 50000,
  removalPerFootCents: 800,
  excavationCents: 300,
  concreteSetCents: 1200,
};

describe('contractor settings', () => {
  it('starts from the SPEC §9 defaults', async () => {
    const client = await signedIn(testApp.app, await makeContractor(testApp.db));
    const s = (await client.get('/api/settings')).json();
    expect(s.pricing).toMatchObject({ ...specDefaultRates, taxEnabled: true });
    expect(s.payments).toMatchObject({
      depositPercentage: 30,
      twoPayDepositPercentage: 50,
      threePayDepositPercentage: 30,
      threePayMaterialsPercentage: 30,
      threePayFinalPercentage: 40,
      depositReminderDays: 3,
      paymentTerms: 'net_30',
      lateFeeType: 'percent',
      lateFeeValue: 5,
      acceptedPaymentMethods: ['cash', 'check', 'card', 'finance'],
      communicationPreference: 'both',
      financePartner: 'synchrony',
    });
    expect(s.business.timezone).toBe('America/Chicago');
  });

  it('onboarding reviews the SPEC §9 default rates and deposit', async () => {
    const client = await signedIn(testApp.app, await makeContractor(testApp.db, { onboardingComplete: false }));
    const res = await client.get('/api/onboarding');
    expect(res.statusCode).toBe(200);
    expect(res.json().rates).toEqual({ ...specDefaultRates, depositPercentage: 30 });
  });

  it('saves pricing rates that new quotes are priced with', async () => {
    const contractor = await makeContractor(testApp.db);
    const { contractorId } = contractor;
    const client = await signedIn(testApp.app, contractor);
    const s = (await client.get('/api/settings')).json();
    const res = await client.put('/api/settings/pricing', { ...s.pricing, materialPerFootVinylCents: 3100, removalPricingType: 'per_foot' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pricing).toMatchObject({ materialPerFootVinylCents: 3100, removalPricingType: 'per_foot' });
    const { rates } = await loadPricingContext(testApp.db, contractorId);
    expect(rates).toMatchObject({ materialsPerFoot: { vinyl: 3100 }, removalPricingType: 'per_foot' });
  });

  it('answers 400 with the SPEC §5 message and changes nothing on a bad payment split', async () => {
    const client = await signedIn(testApp.app, await makeContractor(testApp.db));
    const s = (await client.get('/api/settings')).json();
    const res = await client.put('/api/settings/payments', { ...s.payments, paymentScheduleType: 'three_pay', threePayFinalPercentage: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ path: 'threePayFinalPercentage', message: 'Three payment percentages must add up to 100%' }]));
    const after = (await client.get('/api/settings')).json();
    expect(after.payments.paymentScheduleType).toBe('deposit');
    expect(after.payments.threePayFinalPercentage).toBe(40);
  });

  it('requires a default schedule for the milestone type', async () => {
    const client = await signedIn(testApp.app, await makeContractor(testApp.db));
    const s = (await client.get('/api/settings')).json();
    const res = await client.put('/api/settings/payments', { ...s.payments, paymentScheduleType: 'milestone', defaultMilestoneSchedule: null });
    expect(res.json().message).toBe('A milestone schedule type requires a default schedule');
  });

  it('keeps each tenant to its own settings', async () => {
    const a = await signedIn(testApp.app, await makeContractor(testApp.db));
    const b = await signedIn(testApp.app, await makeContractor(testApp.db, { businessName: 'Bravo Fence' }));
    const s = (await a.get('/api/settings')).json();
    await a.put('/api/settings/business', { ...s.business, businessName: 'Alpha Fence', phone: '512-555-0100' });
    expect((await a.get('/api/settings')).json().business.businessName).toBe('Alpha Fence');
    expect((await b.get('/api/settings')).json().business.businessName).toBe('Bravo Fence');
  });

  it('needs a signed-in contractor', async () => {
    expect((await new ApiClient(testApp.app).get('/api/settings')).statusCode).toBe(401);
  });
});
