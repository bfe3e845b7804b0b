import { apiAs, type ApiSession } from './api';
import { uniqueEmail, uniqueSuffix } from './unique';

export interface OwnContractor {
  account: { email: string; password: string };
  businessName: string;
  /** Signed in as this contractor (CSRF token included); dispose it when the seeding is done. */
  api: ApiSession;
}

/**
 * A contractor of this test alone (a tenant no other test reads or writes), made by the admin API and onboarded
 * unless `onboarded: false`. Use it whenever a test counts, sorts or pages a list, reads totals, or changes account
 * state: the demo contractor's lists grow while other tests (and other workers) run.
 */
export async function ownContractor(options: { onboarded?: boolean; firstName?: string; lastName?: string; businessName?: string } = {}): Promise<OwnContractor> {
  const account = { email: uniqueEmail('tenant'), password: `own-tenant-${uniqueSuffix()}-password` };
  const firstName = options.firstName ?? 'Tess';
  const lastName = options.lastName ?? 'Tenant';
  const businessName = options.businessName ?? `Own Fence ${uniqueSuffix()}`;
  const admin = await apiAs('admin');
  await admin.json('POST', '/api/admin/contractors', { ...account, firstName, lastName, businessName });
  await admin.dispose();
  const api = await apiAs(account);
  if (options.onboarded !== false) {
    await api.json('POST', '/api/onboarding', { businessName, firstName, lastName, phone: '512-555-0142', serviceAreas: ['78701'] });
  }
  return { account, businessName, api };
}
