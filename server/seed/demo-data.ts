import type { Db } from '../db/connection';
import { seedDemoEvents } from '../features/calendar/demo-events';
import { seedDemoCatalogue } from '../features/catalogue/demo-catalogue';
import { seedDemoJobs } from '../features/jobs/demo-jobs';
import { seedDemoQuotes } from '../features/quotes/demo-quotes';
import { seedDemoCustomers } from './demo-customers';

/** The demo tenants' customers, quotes, jobs, milestones, events and notifications; each feature adds its part. */
export async function seedDemoTenantData(db: Db, ids: { mainContractorId: string; secondContractorId: string }): Promise<void> {
  // Customer ids (in the order of server/seed/demo-customers.ts) for the quotes, jobs and events seeded after them.
  const _customers = await seedDemoCustomers(db, ids);
  await seedDemoCatalogue(db, ids.mainContractorId);
  await seedDemoCatalogue(db, ids.secondContractorId);
  await seedDemoQuotes(db, { ...ids, mainCustomerIds: _customers.main, secondCustomerIds: _customers.second });
  // Jobs last: they number their own quotes after any seeded ones.
  await seedDemoJobs(db, { contractorId: ids.mainContractorId, customerIds: _customers.main });
  await seedDemoEvents(db, { contractorId: ids.mainContractorId, customerIds: _customers.main });
}
